import Synchronization

/// A setting of a custom layout in a layout file: `"settings": {"columns": 3, "style":
/// "tight", "wraps": true}`.
public enum LayoutSetting: Sendable, Hashable {
  case number(Double)
  case text(String)
  case flag(Bool)

  public var number: Double? { if case .number(let v) = self { v } else { nil } }
  public var text: String? { if case .text(let v) = self { v } else { nil } }
  public var flag: Bool? { if case .flag(let v) = self { v } else { nil } }
}

/// A custom layout that layout files can hold: `{"type": "Custom", "name": "Masonry",
/// "settings": {"columns": 3}}`. Register it once, in every program that reads such files
/// (the previewer registers the gallery's):
///
/// ```swift
/// extension Masonry: FileCustomLayout {
///   init(settings: [String: LayoutSetting]) throws {
///     columns = Int(settings["columns"]?.number ?? 2)
///   }
///   var settings: [String: LayoutSetting] { ["columns": .number(Double(columns))] }
/// }
/// CustomLayouts.register(Masonry.self)
/// ```
public protocol FileCustomLayout: CustomLayout {
  /// Makes the layout from the file's `settings` (absent: empty). Throw a
  /// `CustomLayoutSettingError` to report a setting it cannot use.
  init(settings: [String: LayoutSetting]) throws
  /// The settings a file writes for it (those at their defaults may be left out).
  var settings: [String: LayoutSetting] { get }
}

/// What a custom layout's `init(settings:)` throws for a setting it cannot use; the reader
/// reports it at the setting's place.
public struct CustomLayoutSettingError: Error, Sendable, Hashable {
  public var setting: String
  public var message: String

  public init(setting: String, message: String) {
    self.setting = setting
    self.message = message
  }
}

/// The custom layouts layout files can name, registered by the programs that read them.
public enum CustomLayouts {
  typealias Maker = @Sendable ([String: LayoutSetting]) throws -> any CustomLayout
  private static let registry = Mutex<[String: Maker]>([:])

  /// Registers a layout under its `name` (the type's name unless it says otherwise); a
  /// later registration under the same name replaces the earlier one.
  ///
  /// ```swift
  /// CustomLayouts.register(Masonry.self)
  /// ```
  public static func register<L: FileCustomLayout>(_ type: L.Type, name: String? = nil) {
    let key = name ?? String(describing: L.self)
    registry.withLock { $0[key] = { try L(settings: $0) } }
  }

  /// The names registered and the built-in ones (`Clamp`), sorted.
  public static var names: [String] {
    Set(registry.withLock { Array($0.keys) } + builtIns.keys).sorted()
  }

  /// The library's own layouts written with this protocol: files may name them without a
  /// registration (a program may still register another layout under the same name).
  static let builtIns: [String: Maker] = ["Clamp": { try Clamp(settings: $0) }]

  /// Makes the layout registered as `name` from its settings; nil when none is.
  public static func make(named name: String, settings: [String: LayoutSetting]) throws
    -> (any CustomLayout)?
  {
    guard let maker = registry.withLock({ $0[name] }) ?? builtIns[name] else { return nil }
    return try maker(settings)
  }
}
