import LayoutComposer

/// What size the previewer lays the layout out at: the drawing area's own size, the layout's
/// own (a layout file's `size`, a preview's), or a device preset (optionally rotated, as the
/// Yoga tutorial does on orientation change).
///
/// ```swift
/// CanvasSize.preset(.phone).layoutSize(available: Size(width: 900, height: 700), zoom: 1, rotated: true)
/// // 667x375
/// ```
public enum CanvasSize: Sendable, Hashable {
  case fitWindow
  /// The size the layout says it is meant for; the window's size where it says none.
  case ownSize
  case preset(Preset)
  /// A size the user typed (Custom size…, `--size`), remembered in the settings.
  case custom(Size)

  /// The device sizes of the issue: phone, tablet, desktop.
  public enum Preset: String, Sendable, Hashable, CaseIterable {
    case phone
    case tablet
    case desktop

    public var size: Size {
      switch self {
      case .phone: Size(width: 375, height: 667)
      case .tablet: Size(width: 768, height: 1024)
      case .desktop: Size(width: 1280, height: 800)
      }
    }
  }

  /// The fixed choices in the order the size menu lists them (a custom size follows them).
  public static let all: [CanvasSize] =
    [.fitWindow, .ownSize] + Preset.allCases.map { .preset($0) }

  /// The menu text: `Fit window`, `Phone 375×667`.
  public var label: String {
    switch self {
    case .fitWindow: "Fit window"
    case .ownSize: "Own size"
    case .preset(let preset):
      "\(preset.rawValue.prefix(1).uppercased())\(preset.rawValue.dropFirst()) "
        + "\(formatNumber(preset.size.width))×\(formatNumber(preset.size.height))"
    case .custom(let size): "Custom \(formatNumber(size.width))×\(formatNumber(size.height))"
    }
  }

  /// The size to lay out at, given the drawing area's size in pixels and the layout's own
  /// size (`own`, nil when it names none). Fit window divides by the zoom, so zooming in shows
  /// a smaller layout bigger; rotation swaps width and height.
  public func layoutSize(available: Size, zoom: Double, rotated: Bool, own: Size? = nil) -> Size {
    switch self {
    case .fitWindow:
      // The window has its own orientation: rotation applies to presets only.
      return Size(width: available.width / zoom, height: available.height / zoom)
    case .ownSize:
      guard let own else {
        return Size(width: available.width / zoom, height: available.height / zoom)
      }
      return rotated ? Size(width: own.height, height: own.width) : own
    case .preset(let preset):
      let size = preset.size
      return rotated ? Size(width: size.height, height: size.width) : size
    case .custom(let size):
      return rotated ? Size(width: size.height, height: size.width) : size
    }
  }

  /// The margin around a preset's canvas, so its edges are visible against the window.
  public var padding: Double {
    self == .fitWindow ? 0 : 16
  }
}
