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
/// settings.canvas = .preset(.tablet)
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
  /// The size chosen in the header bar's size menu (`canvas = phone`, `own`, `fit`,
  /// `500x300`, …); nil until one is, and then a window opens as its documents suggest
  /// (layout files at their own size, the gallery fitting the window).
  public var canvas: CanvasSize?

  public init() {}

  /// How a canvas choice is written in the file: `fit`, `own`, a preset's name, or a custom
  /// size as `WxH`.
  public static func text(_ canvas: CanvasSize) -> String {
    switch canvas {
    case .fitWindow: "fit"
    case .ownSize: "own"
    case .preset(let preset): preset.rawValue
    case .custom(let size): CustomSize.text(size)
    }
  }

  /// A canvas choice as `text(_:)` writes it; nil for anything else (a hand-edited file's
  /// typo, a size the Custom size dialog would refuse).
  public static func canvas(_ text: String) -> CanvasSize? {
    switch text {
    case "fit": return .fitWindow
    case "own": return .ownSize
    default:
      if let preset = CanvasSize.Preset(rawValue: text) { return .preset(preset) }
      // A custom size is digits and an x: words such as "phones" are not sizes to parse.
      guard text.first?.isNumber == true, let size = try? CustomSize.parse(text) else {
        return nil
      }
      return .custom(size)
    }
  }

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
      if parts[0] == "canvas", let canvas = canvas(parts[1]) {
        settings.canvas = canvas
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
    if let canvas { text += "canvas = \(Self.text(canvas))\n" }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
