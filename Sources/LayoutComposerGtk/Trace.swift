#if canImport(Glibc)
  import Glibc
#endif

/// The previewer's event log on standard output (`--trace`): `ready`, `layout …`, `banner …`,
/// `select …`. Tests read it to know when to look at the screen; people read it to see what
/// the previewer did. Written with `write(2)`, so each line leaves at once. `--trace-file`
/// sends it to a file instead: `swift package preview` runs the previewer under SwiftPM,
/// which holds a plugin's output until the command ends.
public struct Trace: Sendable {
  public let enabled: Bool
  private let descriptor: Int32

  /// With `path`, the lines are appended to that file (created if need be); nil if it
  /// cannot be opened.
  public init?(enabled: Bool, path: String?) {
    guard let path else {
      self.init(enabled: enabled)
      return
    }
    let opened = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard opened >= 0 else { return nil }
    self.init(enabled: true, descriptor: opened)
  }

  public init(enabled: Bool) {
    self.init(enabled: enabled, descriptor: 1)
  }

  private init(enabled: Bool, descriptor: Int32) {
    self.enabled = enabled
    self.descriptor = descriptor
  }

  public func callAsFunction(_ line: @autoclosure () -> String) {
    guard enabled else { return }
    let text = line() + "\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
  }
}
