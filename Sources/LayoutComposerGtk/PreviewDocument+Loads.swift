import Synchronization

/// Set on a load that a newer one superseded: the load checks it between its steps
/// (reading, laying out, checking) and stops, giving nothing.
///
/// ```swift
/// if cancellation.isCancelled { return nil }
/// ```
public final class LoadCancellation: Sendable {
  private let flag = Atomic(false)

  public init() {}

  public var isCancelled: Bool { flag.load(ordering: .acquiring) }

  func cancel() { flag.store(true, ordering: .releasing) }
}

/// Which loads run: the newest, and at most one older one still running because it has not
/// reached a check yet (a layout pass cannot be stopped halfway). A load asked for while two
/// run waits, and a later one replaces it; only the newest load's result is shown. So saving
/// a file whose layout takes forever, again and again, keeps at most two threads busy.
///
/// ```swift
/// var schedule = LoadSchedule()
/// schedule.request()  // (1, [.start(1)])
/// schedule.request()  // (2, [.cancel(1), .start(2)])
/// ```
struct LoadSchedule: Sendable {
  /// The newest load and one superseded one.
  static let maximumRunning = 2

  enum Step: Equatable, Sendable {
    /// Run the load now.
    case start(Int)
    /// Tell the load that a newer one superseded it.
    case cancel(Int)
    /// Forget a load that was waiting: a newer one replaces it.
    case drop(Int)
  }

  private(set) var running: [Int] = []
  /// The load waiting for a thread, if any.
  private(set) var waiting: Int?
  /// The last load asked for: the only one whose result is shown.
  private(set) var newest = 0

  /// A new load: its number and what to do now.
  mutating func request() -> (load: Int, steps: [Step]) {
    var steps: [Step] = []
    // Loads older than the previous newest were told when that one was asked for.
    if running.contains(newest) { steps.append(.cancel(newest)) }
    if let waiting { steps.append(.drop(waiting)) }
    newest += 1
    if running.count < Self.maximumRunning {
      running.append(newest)
      waiting = nil
      steps.append(.start(newest))
    } else {
      waiting = newest
    }
    return (newest, steps)
  }

  /// A load's thread returned: whether its result is the one to show, and the waiting load
  /// to start now.
  mutating func finished(_ load: Int) -> (show: Bool, start: Int?) {
    running.removeAll { $0 == load }
    var start: Int?
    if let waiting, running.count < Self.maximumRunning {
      running.append(waiting)
      start = waiting
      self.waiting = nil
    }
    return (load == newest, start)
  }
}

/// The loads of one window, each on a thread of its own (`Background`), scheduled by
/// `LoadSchedule`: a newer load supersedes an older one, which is told to stop
/// (`LoadCancellation`) and whose result is dropped.
///
/// ```swift
/// loads.run { cancellation in read(document, cancellation) } then: { show($0) }
/// ```
@MainActor
final class DocumentLoads {
  private var schedule = LoadSchedule()
  /// Per load asked for and not finished: its cancellation and how to start it.
  private var jobs: [Int: (cancellation: LoadCancellation, start: @MainActor () -> Void)] = [:]

  /// How many load threads run now (at most `LoadSchedule.maximumRunning`).
  var runningCount: Int { schedule.running.count }

  /// Runs `work` off the main thread, after the loads asked for earlier have been told to
  /// stop; `done` gets its result on the main thread unless a newer load was asked for
  /// meanwhile or `work` gave nil (it saw its cancellation).
  func run<Outcome: Sendable>(
    _ work: @escaping @Sendable (LoadCancellation) -> Outcome?,
    then done: @escaping @MainActor (Outcome) -> Void
  ) {
    let cancellation = LoadCancellation()
    let (load, steps) = schedule.request()
    jobs[load] = (
      cancellation,
      { [weak self] in
        Background.run {
          work(cancellation)
        } then: { outcome in
          self?.finished(load, outcome, done)
        }
      }
    )
    perform(steps)
  }

  private func finished<Outcome>(
    _ load: Int, _ outcome: Outcome?, _ done: @MainActor (Outcome) -> Void
  ) {
    jobs[load] = nil
    let (show, next) = schedule.finished(load)
    if let next { jobs[next]?.start() }
    if show, let outcome { done(outcome) }
  }

  private func perform(_ steps: [LoadSchedule.Step]) {
    for step in steps {
      switch step {
      case .start(let load): jobs[load]?.start()
      case .cancel(let load): jobs[load]?.cancellation.cancel()
      case .drop(let load): jobs[load] = nil
      }
    }
  }
}
