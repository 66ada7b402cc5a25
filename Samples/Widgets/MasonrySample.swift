import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// A pinboard of real widgets laid out by a layout of the sample's own, written against the
/// public `CustomLayout` protocol as a user of the library would write it: notes (wrapping
/// GtkLabels) and GtkButtons in as many columns as fit, each card as wide as a column and at
/// the foot of the column that is shortest so far. Two columns on a phone, four at 800 wide,
/// eight at 1280, in a `Scroll` for the narrow windows that make it taller than they are. The
/// cards have heights of their own (a pinboard's cards are of set sizes), so where each goes
/// follows from the numbers alone.
@MainActor
enum MasonrySample {
  static let sample = WidgetSample(
    id: "masonry", title: "Pinboard", size: Size(width: 375, height: 667),
    summary: "a pinboard of notes and buttons in a masonry layout the sample writes itself "
      + "(CustomLayout): as many columns as fit, each card under the shortest column",
    build: build)

  /// The cards in order: a note's text or a button's label, and the card's height.
  static let cards: [(text: String, height: Double, isButton: Bool)] = [
    ("Buy oat milk, bread and lemons", 120, false), ("Add note", 64, true),
    ("Call Ada about Friday", 88, false), ("Share", 48, true),
    ("Book the train to Leeds", 104, false), ("Water the plants", 72, false),
    ("Archive", 56, true), ("Dentist on Tuesday at 9:30", 96, false),
    ("Pay the electricity bill", 80, false), ("Clear all", 64, true),
  ]

  static func build(_ events: SampleEvents) -> SampleScreen {
    let title = Make.label("Pinboard", name: "title", classes: ["pinboard-title"])
    let items = cards.enumerated().map { index, card in
      let name = "card\(index + 1)"
      guard card.isButton else {
        let note = Make.label(card.text, name: name, classes: ["note"], wraps: true)
        gtk_label_set_yalign(note.opaque, 0)
        return `$`(note, height: card.height)
      }
      let button = Make.button(card.text, name: name)
      GtkSignal.connect(button.gtk, "clicked") { events.emit(name) }
      return `$`(button, height: card.height)
    }
    let screen = LayoutContainer()
    screen.applyLayout(
      `$`(
        nil, layout: VBox(spacing: 12),
        items: [
          `$`(title, height: 36),
          // In a Scroll: fewer columns make a taller wall, and GTK sizes a window's least
          // height at its least width, where the wall is one column.
          `$`(
            nil, flex: 1, layout: Scroll(axes: .vertical),
            items: [
              `$`(
                nil, layout: MasonryColumns(minimumColumnWidth: 150, spacing: 8), items: items,
                name: "wall")
            ], name: "board"),
        ], padding: (12, 12, 12, 12)))
    return SampleScreen(container: screen)
  }
}

/// Columns at least `minimumColumnWidth` wide, as many as fit the width with `spacing`
/// between them, sharing the width equally; each child is as wide as a column (inside its
/// margins), as tall as it is at that width, and goes under the column that is shortest so
/// far (the leftmost of equals), `spacing` below the child above it.
///
/// Offered no width, it is one column as wide as the widest child wants (at least the
/// minimum). Offered a height exactly, it is that tall; otherwise as tall as its tallest
/// column.
struct MasonryColumns: CustomLayout, Hashable {
  var minimumColumnWidth: Double
  var spacing: Double

  init(minimumColumnWidth: Double, spacing: Double = 8) {
    // A width of 0 would fit any number of columns; NaN none.
    self.minimumColumnWidth = minimumColumnWidth >= 1 ? minimumColumnWidth : 1
    self.spacing = spacing >= 0 ? spacing : 0
  }

  /// How the children go into columns in a content box `width` wide.
  struct Arrangement {
    var columnWidth: Double
    /// Per child, in order: its column and its top (its margin included).
    var places: [(column: Int, y: Double)]
    var height: Double
  }

  /// How many columns of at least the minimum fit `width`: one at least, and no more than a
  /// thousand (a width of no bound fits any number).
  func columnCount(in width: Double) -> Int {
    let fitting = ((width + spacing) / (minimumColumnWidth + spacing)).rounded(.down)
    return fitting >= 1 ? Int(min(fitting, 1000)) : 1
  }

  func arrange(_ children: LayoutChildren, width: Double) -> Arrangement {
    let columns = columnCount(in: width)
    let columnWidth = max(0, (width - spacing * Double(columns - 1)) / Double(columns))
    var bottoms = Array(repeating: 0.0, count: columns)
    var places: [(column: Int, y: Double)] = []
    for child in children {
      // `min` returns the first of equal columns: the leftmost.
      let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
      let margins = child.margins
      let size = child.size(for: .height(forWidth: max(0, columnWidth - margins.horizontal)))
      places.append((column, bottoms[column] + margins.top))
      bottoms[column] += margins.vertical + size.height + spacing
    }
    let height = children.isEmpty ? 0 : max(0, (bottoms.max() ?? 0) - spacing)
    return Arrangement(columnWidth: columnWidth, places: places, height: height)
  }

  func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void) -> Size {
    let width =
      request.width.value
      ?? max(
        minimumColumnWidth,
        children.map { $0.size(for: .unspecified).width + $0.margins.horizontal }.max() ?? 0)
    if case .exactly(let height) = request.height { return Size(width: width, height: height) }
    return Size(width: width, height: arrange(children, width: width).height)
  }

  func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    let arrangement = arrange(children, width: bounds.width)
    let step = arrangement.columnWidth + spacing
    for (child, place) in zip(children, arrangement.places) {
      let margins = child.margins
      child.place(
        at: Point(x: bounds.x + Double(place.column) * step + margins.left, y: bounds.y + place.y),
        request: .height(forWidth: max(0, arrangement.columnWidth - margins.horizontal)))
    }
  }
}
