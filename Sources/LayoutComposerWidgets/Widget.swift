import CGtk
import CLayoutComposerWidgets
import LayoutComposer

/// A GTK widget as a `` `$`(…) `` item: the engine asks it for sizes, and the `LayoutContainer`
/// that holds it gives it the frame the engine computed.
///
/// ```swift
/// let nameLabel = Widget(gtk_label_new("YKPaco"), name: "nameLabel")
/// content.applyLayout(VBox(), items: [`$`(nameLabel, marginTop: 5)])
/// ```
///
/// Sizes come from `gtk_widget_measure`: a number in a proposal is an upper bound, so the
/// answer on that axis is the widget's natural size, less where the proposal is smaller, but
/// never below its GTK minimum. The axis a widget trades for the other is measured first (the
/// width of a wrapping label, `gtk_widget_get_request_mode`), then the other axis for it.
///
/// The widget is held with a strong reference (a floating one is sunk) until the `Widget` is
/// released. Widgets belong to GTK's main thread: measure and lay them out only there, which
/// is what makes the unchecked `Sendable` true.
public final class Widget: LayoutItem, @unchecked Sendable {
  /// The GTK widget.
  public let gtk: UnsafeMutablePointer<GtkWidget>
  /// The name of its component in lookups, dumps and `--allocations`.
  public let name: String?
  /// The answers the engine was given, to see later whether GTK would answer differently.
  var answers = AnswerLog()
  /// The widths of its text, when the widget is a wrapping label measured narrower than its
  /// one-line text.
  private var wrappedLabel: WrappedLabel?
  /// GTK's answers by axis and the other axis's size, newest last, kept while a container
  /// that holds the widget sees to it that they are forgotten whenever the widget may have
  /// queued a resize (`ContainerEngine.refreshChangedContent`): asking GTK again for what
  /// its own cache holds is a call, a cache lookup and CSS bookkeeping per answer, and a
  /// layout asks for the same few sizes many times. Off (nil) outside a container.
  private var measurements: [(orientation: GtkOrientation, forSize: Int32, result: WidgetMeasure)]?
  private static let measurementsKept = 8

  public init(_ widget: UnsafeMutablePointer<GtkWidget>, name: String? = nil) {
    g_object_ref_sink(widget)
    self.gtk = widget
    self.name = name
  }

  deinit {
    g_object_unref(gtk)
  }

  /// The widget as the `OpaquePointer` that functions on GTK's private structs take
  /// (`gtk_label_set_text(label.opaque, …)`).
  public var opaque: OpaquePointer { OpaquePointer(gtk) }

  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = measuredSize(proposal, minimumOnZero: false)
    answers.record(.natural, proposal, size)
    return size
  }

  /// GTK's minimum on the axes the proposal sets to 0; the decided size elsewhere, as
  /// `sizeThatFits` answers it.
  public func minimumSize(_ proposal: ProposedSize) -> Size {
    let size = measuredSize(proposal, minimumOnZero: true)
    answers.record(.minimum, proposal, size)
    return size
  }

  /// GTK's baseline for the widget at that width (`gtk_widget_measure`'s natural baseline);
  /// GTK reports one, so the first and last are the same. Nil when the widget has none.
  public func baselines(in size: Size) -> Baselines? {
    let minimumWidth = measure(GTK_ORIENTATION_HORIZONTAL, forSize: -1).minimum
    // GTK wants a width at least the widget's minimum.
    let forWidth = max(minimumWidth, Int32(max(0, size.width.rounded(.down))))
    let vertical = measure(GTK_ORIENTATION_VERTICAL, forSize: forWidth)
    guard vertical.baseline >= 0 else { return nil }
    let baseline = Double(vertical.baseline)
    return Baselines(first: baseline, last: baseline)
  }

  /// What GTK answers now for a proposal, by the rules of `sizeThatFits` and `minimumSize`.
  func measuredSize(_ proposal: ProposedSize, minimumOnZero: Bool) -> Size {
    let widthFirst = gtk_widget_get_request_mode(gtk) != GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
    let first = widthFirst ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    let second = widthFirst ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    let firstProposal = widthFirst ? proposal.width : proposal.height
    let secondProposal = widthFirst ? proposal.height : proposal.width
    let firstMeasure = measure(first, forSize: -1)
    var firstSize = firstMeasure.answer(for: firstProposal, minimumOnZero: minimumOnZero)
    if widthFirst, firstSize < Double(firstMeasure.natural), let label = WrappedLabel.of(gtk) {
      let wrappedLabel = self.wrappedLabel ?? WrappedLabel()
      self.wrappedLabel = wrappedLabel
      if let wrapped = wrappedLabel.width(
        of: label, within: firstSize, natural: firstMeasure.natural)
      {
        firstSize = max(Double(firstMeasure.minimum), min(firstSize, wrapped))
      }
    }
    // GTK measures the other axis for a whole number of pixels; the smaller one, so that
    // what is measured fits the width the widget will get. It is at least the minimum (the
    // answer is), as GTK wants.
    let forSize = Int32(firstSize.rounded(.down))
    let secondSize = measure(second, forSize: forSize)
      .answer(for: secondProposal, minimumOnZero: minimumOnZero)
    return widthFirst
      ? Size(width: firstSize, height: secondSize) : Size(width: secondSize, height: firstSize)
  }

  /// `gtk_widget_measure` on one axis, from `measurements` when it holds the answer.
  func measure(_ orientation: GtkOrientation, forSize: Int32) -> WidgetMeasure {
    guard measurements != nil else {
      return WidgetMeasure.measure(gtk, orientation, forSize: forSize)
    }
    if let known = measurements?.first(where: {
      $0.orientation == orientation && $0.forSize == forSize
    }) {
      return known.result
    }
    let result = WidgetMeasure.measure(gtk, orientation, forSize: forSize)
    if measurements?.count == Self.measurementsKept { measurements?.removeFirst() }
    measurements?.append((orientation, forSize, result))
    return result
  }

  /// Whether GTK's answers are kept (`measurements`): on while a container holds the widget.
  var keepsMeasurements: Bool {
    get { measurements != nil }
    set { measurements = newValue ? [] : nil }
  }

  /// GTK may answer differently now: ask it again.
  func forgetMeasurements() {
    if measurements != nil { measurements?.removeAll(keepingCapacity: true) }
  }

  /// Whether GTK would now answer differently from what the engine was told last: the
  /// widget's content changed (a label's text, an image), and the engine's cached sizes are
  /// stale. The newest answers are asked again (GTK has them cached unless the content
  /// changed): a new text changes them, whatever else it changes.
  func answersChanged() -> Bool {
    answers.entries.suffix(AnswerLog.rechecked).contains { entry in
      measuredSize(entry.proposal, minimumOnZero: entry.kind == .minimum) != entry.size
    }
  }
}

/// One `gtk_widget_measure` call's result on one axis.
struct WidgetMeasure {
  var minimum: Int32
  var natural: Int32
  var baseline: Int32

  /// How many times the widgets of every container were asked `gtk_widget_measure`, for
  /// benchmarks (`LayoutContainer.widgetMeasureCount`). Only GTK's main thread measures.
  nonisolated(unsafe) static var calls = 0

  /// Measures `widget` on one axis; `forSize` (the other axis, or -1) must be at least the
  /// widget's minimum there, as GTK wants.
  static func measure(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32
  ) -> WidgetMeasure {
    var result = WidgetMeasure(minimum: 0, natural: 0, baseline: -1)
    var minimumBaseline: Int32 = -1
    calls += 1
    gtk_widget_measure(
      widget, orientation, forSize, &result.minimum, &result.natural, &minimumBaseline,
      &result.baseline)
    return result
  }

  /// The size on this axis for a proposal: natural when open, at most the proposal where
  /// the widget can be that small, the minimum for 0 when `minimumOnZero`.
  func answer(for proposal: Double?, minimumOnZero: Bool) -> Double {
    let low = Double(minimum)
    let high = Double(max(minimum, natural))
    guard let proposal else { return high }
    if minimumOnZero, proposal == 0 { return low }
    return max(low, min(high, proposal))
  }
}

/// The last answers a widget gave, newest last: as many as the engine keeps for one node
/// (`LayoutTree.measurementsKeptPerNode`), so every size the engine still remembers is here.
struct AnswerLog {
  enum Kind { case natural, minimum }

  struct Entry {
    var kind: Kind
    var proposal: ProposedSize
    var size: Size
  }

  static let capacity = LayoutTree.measurementsKeptPerNode
  /// How many of the newest answers are asked again before a layout when a widget may have
  /// changed: the two proposals the engine asked last (in a pass, typically its size with no
  /// bound and then at the width it got). A new text or image that changes the widget's size
  /// changes those, and when one differs every answer and all the engine remembers for the
  /// node are dropped (`answersChanged`). Not all `capacity`: that would be up to four times
  /// the GTK measures whenever any widget in the container queues a resize. The price: a
  /// change that keeps those two and alters only an older answer (the minimum alone) is not
  /// seen, and the engine keeps its old answer for that proposal.
  static let rechecked = 2
  private(set) var entries: [Entry] = []

  mutating func record(_ kind: Kind, _ proposal: ProposedSize, _ size: Size) {
    if let index = entries.firstIndex(where: { $0.kind == kind && $0.proposal == proposal }) {
      entries.remove(at: index)
    } else if entries.count == Self.capacity {
      entries.removeFirst()
    }
    entries.append(Entry(kind: kind, proposal: proposal, size: size))
  }

  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
