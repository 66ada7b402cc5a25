import LayoutComposer

/// The layouts of the SwiftUI layout talk (the wishlist app's trip cards and section header).
///
/// SwiftUI's stacks centre by default and put a few points between their children; the talk
/// gives no spacing, so these use 8.
enum SwiftUILayoutTalk {
  static let seed = "SwiftUI layout talk"

  static let samples: [Sample] =
    [tripCard, tripRow, wideTripCard, wideTripCardFits]
    + [sectionHeaderCentered, sectionHeaderBaseline]

  /// The trip card of the talk's walk-through: a 220-point-high frame around a VStack of the
  /// 185 × 150 image and the 130 × 15 name text (both answer those sizes, as in the talk, so
  /// they are placeholders of that size).
  ///
  /// The image carries the activity count as an overlay (SwiftUI's `.overlay`), only when the
  /// trip has activities: a small padded label in the image's top-right corner. An overlay is
  /// placed in its host's frame and takes no part in sizing, so the card is the same with or
  /// without it. SwiftUI's frame centres the stack in it: the stack is a `Relative` child
  /// centred both ways, so it hugs its content (rule H).
  static func tripCard(key: String, activities: Int) -> Component {
    let count = activities > 0 ? [activityCount(key: key, activities: activities)] : []
    return `$`(
      nil, height: 220, layout: Relative(),
      items: [
        `$`(
          nil, halign: .center, valign: .center, layout: VBox(align: .center, spacing: 8),
          items: [
            `$`(Placeholder("\(key)Image", width: 185, height: 150), overlay: count),
            `$`(Placeholder("\(key)Name", width: 130, height: 15)),
          ], name: "\(key)Card")
      ], name: "\(key)Frame")
  }

  /// "3 activities" in a padded label, 8 points in from the image's top and right edges.
  static func activityCount(key: String, activities: Int) -> Component {
    `$`(
      nil, halign: .right, valign: .top, margins: (8, 8, 8, 8), layout: Fit(),
      items: [`$`(Text("\(activities) activities", fontSize: 12), name: "\(key)ActivityText")],
      name: "\(key)ActivityCount", padding: (4, 8, 4, 8))
  }

  static let tripCard = Sample(
    id: "swiftui-trip-card", title: "Trip card", seed: "\(seed): trip card",
    size: Size(width: 240, height: 300)
  ) {
    `$`(nil, layout: VBox(), items: [tripCard(key: "cali", activities: 3)])
  }

  /// The cards side by side in an HStack; Kyoto has no activities yet, so its image has no
  /// overlay. The horizontal scroll view around the stack cannot be expressed: the sample is
  /// simply wide enough for three cards.
  static let tripRow = Sample(
    id: "swiftui-trip-row", title: "Trip cards in a row", seed: "\(seed): trip card",
    size: Size(width: 600, height: 220)
  ) {
    `$`(
      nil, layout: HBox(spacing: 8),
      items: [
        tripCard(key: "cali", activities: 3),
        tripCard(key: "kyoto", activities: 0),
        tripCard(key: "hawaii", activities: 12),
      ], name: "tripCards")
  }

  /// The wide card's texts: the trip's subtitle and its creation date, 12 points.
  static func subtitle(name: String, priority: Double? = nil) -> Component {
    `$`(
      Text("A week of volcanoes and beaches", fontSize: 12), name: name, layoutPriority: priority)
  }

  static func creationDate() -> Component {
    `$`(Text("Created Jun 2024", fontSize: 12), name: "creationDate")
  }

  /// The wide card: an image taking the height the texts leave, the trip's name, and a
  /// bottom row holding the subtitle (leading) and the creation date (trailing).
  static func wideCard(bottom: Component) -> Component {
    `$`(
      nil, layout: VBox(spacing: 8),
      items: [
        `$`("wideImage", flex: 1),
        `$`(
          Text("Hawaii, United States", fontSize: 14), marginLeft: 8, marginRight: 8,
          name: "title"),
        bottom,
      ], name: "wideCard")
  }

  /// The subtitle and the date side by side, pushed apart when there is room.
  static func subtitleAndDate(name: String, margins: Margins? = nil) -> Component {
    `$`(
      nil, margins: margins, layout: HBox(align: .start, pack: .spaceBetween, spacing: 8),
      items: [subtitle(name: "subtitle", priority: 1), creationDate()], name: name)
  }

  /// The talk's wide card once the subtitle has `layoutPriority: 1`: at 280 points the row
  /// does not fit, and the date, at the default priority, gives way first. SwiftUI truncates
  /// it; our texts wrap instead, so the date wraps onto two lines and the subtitle keeps its
  /// width (rule S).
  static let wideTripCard = Sample(
    id: "swiftui-wide-card", title: "Wide trip card, layout priority",
    seed: "\(seed): layout priority", size: Size(width: 280, height: 220)
  ) {
    wideCard(bottom: subtitleAndDate(name: "bottomRow", margins: (0, 8, 8, 8)))
  }

  /// The designer's fix: a `ViewThatFits` with the subtitle and date first and the subtitle
  /// alone second, here `FirstThatFits(axes: .horizontal)`. The row with the date is shown
  /// where its ideal width (290) fits the card's bottom row (card width − 16); at the sample's
  /// 240 points it does not, and the subtitle alone is shown.
  static let wideTripCardFits = Sample(
    id: "swiftui-wide-card-compact", title: "Wide trip card, ViewThatFits",
    seed: "\(seed): ViewThatFits", size: Size(width: 240, height: 220)
  ) {
    wideCard(
      bottom: `$`(
        nil, marginLeft: 8, marginBottom: 8, marginRight: 8,
        layout: FirstThatFits(axes: .horizontal),
        items: [subtitleAndDate(name: "subtitleAndDate"), subtitle(name: "subtitleOnly")],
        name: "bottomRow"))
  }

  /// The trip collections section header with the stack's default centre alignment: the
  /// small "Show All" floats above the title's line.
  static let sectionHeaderCentered = Sample(
    id: "swiftui-section-header", title: "Section header, centred",
    seed: "\(seed): stack alignment", size: Size(width: 360, height: 44)
  ) {
    sectionHeader(align: .center)
  }

  /// The same header aligned on the first text baseline (`HBox(align: .firstBaseline)`, the
  /// talk's `.firstTextBaseline`): "Show All" sits on the title's line. The title, whose
  /// baseline is lowest below its top, touches the top; "Show All" moves down to its baseline.
  static let sectionHeaderBaseline = Sample(
    id: "swiftui-section-header-baseline", title: "Section header, baseline",
    seed: "\(seed): stack alignment", size: Size(width: 360, height: 44)
  ) {
    sectionHeader(align: .firstBaseline)
  }

  static func sectionHeader(align: Align) -> Component {
    `$`(
      nil, layout: HBox(align: align, pack: .spaceBetween),
      items: [
        `$`(Text("Trip collections", fontSize: 22), name: "sectionSubtitle"),
        `$`(Text("Show All", fontSize: 14), name: "showAll"),
      ], name: "sectionHeader", padding: (8, 16, 8, 16))
  }
}
