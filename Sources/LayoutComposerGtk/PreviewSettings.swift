import Foundation
import LayoutComposer

/// The previewer's remembered choices, in a small `key = value` file:
/// `$XDG_CONFIG_HOME/layoutcomposer/preview.conf` (`~/.config/…` without it).
///
/// ```swift
/// var settings = PreviewSettings.load(from: PreviewSettings.defaultPath())
/// settings.measurer = .fixedAdvance
/// settings.direction = .rightToLeft
/// settings.customSize = Size(width: 500, height: 300)
/// try settings.save(to: PreviewSettings.defaultPath())
/// ```
public struct PreviewSettings: Sendable, Equatable {
  /// How text leaves are measured: with real fonts, or as the user's own unit tests do.
  public enum Measurer: String, Sendable, CaseIterable {
    case pango
    case fixedAdvance = "fixed"

    /// How the status line and the View menu name it.
    public var label: String {
      switch self {
      case .pango: "real fonts (Pango)"
      case .fixedAdvance: "fixed-advance, as in tests"
      }
    }
  }

  /// Which way layouts read: as each layout says (a right-to-left sample's own direction,
  /// a file's `"direction"`), or one direction for all of them.
  public enum Direction: String, Sendable, CaseIterable {
    case layout = "auto"
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// How the View menu names it.
    public var label: String {
      switch self {
      case .layout: "As the layout says"
      case .leftToRight: "Left to right"
      case .rightToLeft: "Right to left"
      }
    }

    /// The direction a layout is laid out in: its own unless this choice overrides it.
    public func resolve(_ own: LayoutDirection) -> LayoutDirection {
      switch self {
      case .layout: own
      case .leftToRight: .leftToRight
      case .rightToLeft: .rightToLeft
      }
    }
  }

  public var measurer = Measurer.pango
  public var direction = Direction.layout
  /// The last size typed in Custom size…, offered in the size menu from then on; nil until
  /// one is.
  public var customSize: Size?

  public init() {}

  /// Where the settings live for an environment (`ProcessInfo.processInfo.environment`).
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let base: String
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = config
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }
    return base + "/layoutcomposer/preview.conf"
  }

  /// The settings in a file; defaults for what it lacks, for unknown values, or when there is
  /// no file.
  public static func load(from path: String) -> PreviewSettings {
    var settings = PreviewSettings()
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return settings }
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2 else { continue }
      if parts[0] == "measurer", let measurer = Measurer(rawValue: parts[1]) {
        settings.measurer = measurer
      }
      if parts[0] == "direction", let direction = Direction(rawValue: parts[1]) {
        settings.direction = direction
      }
      if parts[0] == "custom-size", let size = try? CustomSize.parse(parts[1]) {
        settings.customSize = size
      }
    }
    return settings
  }

  /// Writes the settings, creating the directory; replaces the file in one step.
  public func save(to path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    var text =
      "# composer-preview settings\nmeasurer = \(measurer.rawValue)\n"
      + "direction = \(direction.rawValue)\n"
    if let customSize { text += "custom-size = \(CustomSize.text(customSize))\n" }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
