import LayoutComposer

/// Each child the width of a column, put in the column that is shortest so far, as a photo
/// wall or Pinterest's grid does: a layout of one's own, written with `CustomLayout`. Layout
/// files name it `{"type": "Custom", "name": "Masonry", "settings": {"columns": 3,
/// "spacing": 8}}` once `CustomLayouts.register(Masonry.self)` has run.
///
/// Offered a width (exactly or at most), it fills it; offered none, its columns are as wide
/// as its widest child wants. A child's margins are kept around it in its column.
public struct Masonry: FileCustomLayout, Hashable {
  public var columns: Int
  public var spacing: Double

  public init(columns: Int = 2, spacing: Double = 8) {
    self.columns = max(1, columns)
    self.spacing = max(0, spacing)
  }

  public init(settings: [String: LayoutSetting]) throws {
    let columns = settings["columns"]?.number ?? 2
    guard columns >= 1, columns <= 1000, columns == columns.rounded() else {
      throw CustomLayoutSettingError(
        setting: "columns", message: "must be a whole number from 1 to 1000")
    }
    self.init(columns: Int(columns), spacing: settings["spacing"]?.number ?? 8)
  }

  public var settings: [String: LayoutSetting] {
    ["columns": .number(Double(columns)), "spacing": .number(spacing)]
  }

  /// Where each child goes: its column and its top, in the order of the children.
  struct Slot {
    var column: Int
    var y: Double
    var size: Size
  }

  func columnWidth(for width: Double) -> Double {
    max(0, (width - spacing * Double(columns - 1)) / Double(columns))
  }

  /// The children stacked into the shortest column each, `column` wide; and the height of
  /// the tallest column.
  func arrange(_ children: LayoutChildren, column: Double) -> (slots: [Slot], height: Double) {
    var heights = Array(repeating: 0.0, count: columns)
    var slots: [Slot] = []
    for child in children {
      let k = heights.indices.min { heights[$0] < heights[$1] }!
      let m = child.margins
      let size = child.size(for: .height(forWidth: max(0, column - m.horizontal)))
      slots.append(Slot(column: k, y: heights[k] + m.top, size: size))
      heights[k] += m.vertical + size.height + spacing
    }
    let tallest = heights.max() ?? 0
    return (slots, children.isEmpty ? 0 : max(0, tallest - spacing))
  }

  public func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void)
    -> Size
  {
    let width: Double
    if let offered = request.width.value {
      width = offered
    } else {
      // No width offered: columns as wide as the widest child wants to be.
      let widest = children.map { $0.size(for: .unspecified).width + $0.margins.horizontal }.max()
      width = (widest ?? 0) * Double(columns) + spacing * Double(columns - 1)
    }
    let height = arrange(children, column: columnWidth(for: width)).height
    if case .exactly(let h) = request.height { return Size(width: width, height: h) }
    return Size(width: width, height: height)
  }

  public func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    let column = columnWidth(for: bounds.width)
    let slots = arrange(children, column: column).slots
    for (child, slot) in zip(children, slots) {
      let x = bounds.x + Double(slot.column) * (column + spacing) + child.margins.left
      child.place(
        at: Point(x: x, y: bounds.y + slot.y),
        request: .height(forWidth: max(0, column - child.margins.horizontal)))
    }
  }
}

/// The gallery's layouts of their own (`CustomLayout`).
enum OwnLayouts {
  static let seed = "Your own layouts"

  static let samples: [Sample] = [photoWall]

  /// Registered for layout files when the gallery is first used: the previewer reads the
  /// gallery as layout files.
  static let registered: Void = CustomLayouts.register(Masonry.self)

  /// A photo wall of three columns: photos of three shapes (`aspectRatio` 1, 2 and 0.5), each
  /// as wide as a column and as tall as its shape says, in the column that is shortest.
  ///
  /// At 328 wide with spacing 8, a column is (328 − 16) / 3 = 104: photo1 (1) goes to column
  /// 0, photo2 (2, 52 high) to column 1, photo3 (0.5, 208 high) to column 2, photo4 under
  /// photo2, photo5 under photo1, photo6 under photo5 (columns 0 and 1 are both 172 high by
  /// then; the first wins). The wall is as tall as column 0: 276.
  static let photoWall = Sample(
    id: "own-masonry", title: "Photo wall (Masonry)", seed: "\(seed): a masonry layout",
    size: Size(width: 328, height: 400)
  ) {
    let ratios = [1.0, 2, 0.5, 1, 2, 1]
    let photos = ratios.enumerated().map { k, ratio in
      `$`("photo\(k + 1)", aspectRatio: ratio)
    }
    return `$`(
      nil, layout: VBox(spacing: 8),
      items: [
        `$`(nil, layout: Masonry(columns: 3, spacing: 8), items: photos, name: "wall")
      ], name: "screen")
  }
}
