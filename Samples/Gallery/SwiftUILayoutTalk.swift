import LayoutComposer

/// The layouts of the SwiftUI layout talk (the wishlist app's trip cards and section header).
///
/// SwiftUI's stacks centre by default and put a few points between their children; the talk
/// gives no spacing, so these use 8.
enum SwiftUILayoutTalk {
  static let seed = "SwiftUI layout talk"

  static let samples: [Sample] =
    [tripCard, tripRow, wideTripCard, wideTripCardCompact]
    + [sectionHeaderCentered, sectionHeaderBaseline]

  /// The trip card of the talk's walk-through: a 220-point-high frame around a VStack of the
  /// 185 × 150 image and the 130 × 15 name text. The image's activities overlay has the
  /// image's size and takes no part in the sizing, so it is a `Fit` child of the image, and
  /// the image's size is explicit (a container's content size is its children's).
  ///
  /// SwiftUI's frame centres the stack in it: the stack is a `Relative` child centred both
  /// ways, so it takes its content size.
  static func tripCard(key: String) -> Component {
    `$`(
      nil, height: 220, layout: Relative(),
      items: [
        `$`(
          nil, halign: .center, valign: .center, layout: VBox(align: .center, spacing: 8),
          items: [
            `$`(
              "\(key)Image", width: 185, height: 150, layout: Fit(),
              item: `$`("\(key)ActivitiesOverlay")),
            `$`(Placeholder("\(key)Name", width: 130, height: 15)),
          ], name: "\(key)Card")
      ], name: "\(key)Frame")
  }

  static let tripCard = Sample(
    id: "swiftui-trip-card", title: "Trip card", seed: "\(seed): trip card",
    size: Size(width: 240, height: 300)
  ) {
    `$`(nil, layout: VBox(), items: [tripCard(key: "cali")])
  }

  /// The cards side by side in an HStack. The horizontal scroll view around it cannot be
  /// expressed: the sample is simply wide enough for three cards.
  static let tripRow = Sample(
    id: "swiftui-trip-row", title: "Trip cards in a row", seed: "\(seed): trip card",
    size: Size(width: 600, height: 220)
  ) {
    `$`(
      nil, layout: HBox(spacing: 8),
      items: [
        tripCard(key: "cali"),
        tripCard(key: "kyoto"),
        tripCard(key: "hawaii"),
      ], name: "tripCards")
  }

  /// The wide card's bottom row: the subtitle (layout priority 1) at the leading side and the
  /// creation date at the trailing side.
  ///
  /// No layout priority or truncation here: the subtitle keeps its ideal width, and the date,
  /// given `flex: 1`, takes what is left and wraps in it, right-aligned by an `HBox(pack: .end)`.
  static let wideTripCard = Sample(
    id: "swiftui-wide-card", title: "Wide trip card", seed: "\(seed): layout priority",
    size: Size(width: 360, height: 220)
  ) {
    `$`(
      nil, layout: VBox(spacing: 8),
      items: [
        `$`("wideImage", flex: 1),
        `$`(
          Text("Hawaii, United States", fontSize: 14), marginLeft: 8, marginRight: 8,
          name: "title"),
        `$`(
          nil, marginLeft: 8, marginBottom: 8, marginRight: 8, layout: HBox(spacing: 8),
          items: [
            `$`(Text("A week of volcanoes and beaches", fontSize: 12), name: "subtitle"),
            `$`(
              nil, flex: 1, layout: HBox(pack: .end),
              items: [`$`(Text("Created Jun 2024", fontSize: 12), name: "creationDate")],
              name: "dateArea"),
          ], name: "bottomRow"),
      ], name: "wideCard")
  }

  /// The second choice of the talk's `ViewThatFits`: the subtitle alone, for when the row with
  /// the date does not fit. Choosing between alternatives by their ideal size cannot be
  /// expressed, so the fallback is a sample of its own.
  static let wideTripCardCompact = Sample(
    id: "swiftui-wide-card-compact", title: "Wide trip card, subtitle only",
    seed: "\(seed): ViewThatFits", size: Size(width: 240, height: 220)
  ) {
    `$`(
      nil, layout: VBox(spacing: 8),
      items: [
        `$`("wideImage", flex: 1),
        `$`(
          Text("Hawaii, United States", fontSize: 14), marginLeft: 8, marginRight: 8,
          name: "title"),
        `$`(
          Text("A week of volcanoes and beaches", fontSize: 12), marginLeft: 8,
          marginBottom: 8, marginRight: 8, name: "subtitle"),
      ], name: "wideCard")
  }

  /// The trip collections section header with the stack's default centre alignment: the
  /// small "Show All" floats above the subtitle's line.
  static let sectionHeaderCentered = Sample(
    id: "swiftui-section-header", title: "Section header, centred",
    seed: "\(seed): stack alignment", size: Size(width: 360, height: 44)
  ) {
    sectionHeader(align: .center)
  }

  /// The same header aligned on the first text baseline. Baselines cannot be expressed; with
  /// one line of text each, aligning the bottoms (`.end`) puts both on one visual line.
  static let sectionHeaderBaseline = Sample(
    id: "swiftui-section-header-baseline", title: "Section header, baseline",
    seed: "\(seed): stack alignment", size: Size(width: 360, height: 44)
  ) {
    sectionHeader(align: .end)
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
