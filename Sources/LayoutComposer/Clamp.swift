/// "As wide as the space, at most `maximumWidth`, centred" (libadwaita's `AdwClamp`): the
/// usual column of a preferences page or a chat on a wide window. Its children (usually one)
/// are each as wide as the Clamp's content box inside their margins, up to `maximumWidth`,
/// centred across it, and as tall as the box. Sized by its content, the Clamp hugs them.
///
/// ```swift
/// `$`(nil, layout: Clamp(maximumWidth: 600), items: [
///   `$`(nil, layout: VBox(spacing: 12), items: rows, name: "list"),
/// ])
/// // at 1280 wide: list {340, 0, 600, …}; at 360: {0, 0, 360, …}
/// ```
///
/// It is written with the public `CustomLayout` protocol, as a layout of your own would be;
/// layout files name it `{"type": "Custom", "name": "Clamp", "settings": {"maximumWidth":
/// 600}}` with nothing to register. A child's explicit width still wins (then it is centred
/// at that width), and `maximumHeight` clamps the height the same way when set.
public struct Clamp: FileCustomLayout, Hashable {
  /// The most a child is given across; 600 by default, as AdwClamp's `maximum-size`.
  public var maximumWidth: Double
  /// The most a child is given in height; nil: the whole height.
  public var maximumHeight: Double?

  public init(maximumWidth: Double = 600, maximumHeight: Double? = nil) {
    self.maximumWidth = Clamp.sanitized(maximumWidth) ?? 600
    self.maximumHeight = maximumHeight.flatMap(Clamp.sanitized)
  }

  public init(settings: [String: LayoutSetting]) throws {
    for key in settings.keys where key != "maximumWidth" && key != "maximumHeight" {
      throw CustomLayoutSettingError(
        setting: key, message: "unknown setting; Clamp knows maximumWidth and maximumHeight")
    }
    func bound(_ key: String) throws -> Double? {
      guard let setting = settings[key] else { return nil }
      guard let value = setting.number else {
        throw CustomLayoutSettingError(setting: key, message: "expected a number of points")
      }
      guard let valid = Clamp.sanitized(value) else {
        throw CustomLayoutSettingError(
          setting: key,
          message: "must be a finite number of at least 0, found \(formatNumber(value))")
      }
      return valid
    }
    self.init(
      maximumWidth: try bound("maximumWidth") ?? 600, maximumHeight: try bound("maximumHeight"))
  }

  public var settings: [String: LayoutSetting] {
    var result: [String: LayoutSetting] = ["maximumWidth": .number(maximumWidth)]
    if let maximumHeight { result["maximumHeight"] = .number(maximumHeight) }
    return result
  }

  /// A bound as the layout uses it: finite, not negative, within the engine's lengths.
  static func sanitized(_ value: Double) -> Double? {
    guard value.isFinite, value >= 0 else { return nil }
    return min(value, LayoutLimits.maximumLength)
  }

  /// On one axis: the room a child gets inside its margins, clamped by `maximum`.
  func room(_ space: Double, margins: Double, maximum: Double?) -> Double {
    let inside = max(0, space - margins)
    return maximum.map { min(inside, $0) } ?? inside
  }

  /// A request for one axis of a child: exact where the Clamp's size is decided, else at most
  /// the clamped room (nothing asked: the maximum, if any).
  func childRequest(_ request: AxisRequest, margins: Double, maximum: Double?) -> AxisRequest {
    switch request {
    case .exactly(let v): .exactly(room(v, margins: margins, maximum: maximum))
    case .atMost(let v): .atMost(room(v, margins: margins, maximum: maximum))
    case .unspecified: maximum.map { .atMost($0) } ?? .unspecified
    }
  }

  public func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void)
    -> Size
  {
    var widest = 0.0
    var tallest = 0.0
    for child in children {
      let m = child.margins
      // Where the Clamp's size is decided the child is measured at the size it is placed
      // at; elsewhere at most its room, so a hugging Clamp is no wider than its content.
      let size = child.size(
        for: SizeRequest(
          width: childRequest(request.width, margins: m.horizontal, maximum: maximumWidth),
          height: childRequest(request.height, margins: m.vertical, maximum: maximumHeight)))
      widest = max(widest, size.width + m.horizontal)
      tallest = max(tallest, size.height + m.vertical)
    }
    func answer(_ axis: AxisRequest, _ content: Double) -> Double {
      if case .exactly(let v) = axis { return v }
      return content
    }
    return Size(width: answer(request.width, widest), height: answer(request.height, tallest))
  }

  public func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    for child in children {
      let m = child.margins
      let width = room(bounds.width, margins: m.horizontal, maximum: maximumWidth)
      let height = room(bounds.height, margins: m.vertical, maximum: maximumHeight)
      // Asked exactly, the child fills the clamped box; an explicit size of its own still
      // wins, so centre what it answers.
      let request = SizeRequest(width: .exactly(width), height: .exactly(height))
      let size = child.size(for: request)
      let x = bounds.x + m.left + (bounds.width - m.horizontal - size.width) / 2
      let y = bounds.y + m.top + (bounds.height - m.vertical - size.height) / 2
      child.place(
        at: Point(x: x, y: y), request: request,
        xReason: "centred, at most maximumWidth \(formatNumber(maximumWidth)) wide",
        yReason: maximumHeight.map { "centred, at most maximumHeight \(formatNumber($0)) high" })
    }
  }
}
