#if canImport(Glibc)
  import Glibc
#endif

/// The previewer's event log on standard output (`--trace`): `ready`, `layout …`, `banner …`,
/// `select …`. Tests read it to know when to look at the screen; people read it to see what
/// the previewer did. Written with `write(2)`, so each line leaves at once.
public struct Trace: Sendable {
  public let enabled: Bool

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  public func callAsFunction(_ line: @autoclosure () -> String) {
    guard enabled else { return }
    let text = line() + "\n"
    _ = text.withCString { write(1, $0, strlen($0)) }
  }
}
