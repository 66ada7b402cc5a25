import LayoutComposer

/// The screens of issue 17 that need wrapping stacks and grids (docs/semantics.md, rules W1–W4
/// and G1–G7): a dashboard whose cards reflow with the width, a tag cloud, a settings form and
/// a photo grid. Each is one tree with one name per component; the right-to-left variants are
/// the same trees laid out in the other direction (they pin with `.leading`/`.trailing`, so
/// nothing else changes).
enum WrapAndGrid {
  static let seed = "Wrapping and grids"
  static let phone = Size(width: 320, height: 480)
  static let desktop = Size(width: 1280, height: 800)

  static let samples: [Sample] = [
    dashboard(.leftToRight), dashboard(.rightToLeft), tags(.leftToRight), tags(.rightToLeft),
    settingsForm(.leftToRight), settingsForm(.rightToLeft), photos(.leftToRight),
    photos(.rightToLeft),
  ]

  /// `grid-dashboard` or `grid-dashboard-rtl`: the id, title and direction of a variant.
  static func variant(
    _ id: String, _ title: String, _ direction: LayoutDirection
  ) -> (id: String, title: String) {
    direction == .rightToLeft ? ("\(id)-rtl", "\(title), right to left") : (id, title)
  }

  /// The cards of the dashboard: a key (the card's name), a title and a reading.
  static let cards = [
    ("cpu", "CPU", "37 %"), ("memory", "Memory", "6.2 GB"), ("disk", "Disk", "412 GB free"),
    ("network", "Network", "1.4 MB/s"), ("battery", "Battery", "82 %"),
    ("uptime", "Uptime", "3 d 4 h"),
  ]

  /// A GNOME-style dashboard: six cards 140 high in columns of at least 400
  /// (`.adaptive(minimum: 400)`, CSS `repeat(auto-fill, minmax(400px, 1fr))`). Three a row at
  /// 1280, two from 836 (two columns of exactly 400 and the spacing fit its 812-point content
  /// box), one at 835 and on a phone. Each card is a padded VBox of a title and a reading.
  static func dashboard(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("grid-dashboard", "Dashboard, adaptive columns", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): adaptive columns", size: desktop,
      direction: direction
    ) {
      `$`(
        nil,
        layout: Grid(columns: [.adaptive(minimum: 400)], columnSpacing: 12, rowSpacing: 12),
        items: cards.map { key, title, reading in
          `$`(
            nil, height: 140, layout: VBox(spacing: 4),
            items: [
              `$`(Text(title), name: "\(key)Title"),
              `$`(Text(reading, fontSize: 32), name: "\(key)Value"),
            ], name: key, padding: (16, 16, 16, 16))
        }, name: "dashboard", padding: (12, 12, 12, 12))
    }
  }

  /// The tags of the cloud, in order.
  static let tagNames = [
    "swift", "linux", "gtk4", "layout", "flexbox", "grid", "right-to-left", "accessibility",
    "gnome", "tests",
  ]

  /// A tag cloud: chips (a padded `Fit` around a label) in a wrapping `HBox(spacing: 8,
  /// wrap: true, lineSpacing: 8)` under a heading. The row is stretched to the column, so it
  /// wraps at the column's width; each line starts at the leading edge.
  static func tags(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("wrap-tags", "Tag cloud, wrapping row", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): flex-wrap", size: phone, direction: direction
    ) {
      `$`(
        nil, layout: VBox(spacing: 12),
        items: [
          `$`(Text("Tags", fontSize: 20), name: "heading"),
          `$`(
            nil, layout: HBox(spacing: 8, wrap: true, lineSpacing: 8),
            items: tagNames.map { tag in
              `$`(
                nil, layout: Fit(), items: [`$`(Text(tag), name: "\(tag)Label")],
                name: "\(tag)Chip", padding: (6, 12, 6, 12))
            }, name: "tags"),
        ], name: "screen", padding: (16, 16, 16, 16))
    }
  }

  /// The rows of the form: a key and the label's text.
  static let formRows = [("name", "Name"), ("email", "Email"), ("timeZone", "Time zone")]

  /// A settings form: labels in a `.content` column (as wide as the widest, "Time zone"),
  /// fields in a `.fraction(1)` column (the rest of the width); the labels sit at the leading
  /// edge, centred on their row. The "about" field spans both columns, and the save button,
  /// of its own size, sits at the trailing edge of the fields' column.
  static func settingsForm(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("grid-settings-form", "Settings form, grid", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): grid with spans",
      size: Size(width: 480, height: 360), direction: direction
    ) {
      var items: [Component] = []
      for (key, label) in formRows {
        items.append(`$`(Text(label), halign: .leading, valign: .center, name: "\(key)Label"))
        items.append(`$`("\(key)Field", height: 32))
      }
      items.append(`$`("aboutField", height: 96, column: 0, row: 3, columnSpan: 2))
      items.append(
        `$`("saveButton", halign: .trailing, width: 96, height: 32, column: 1, row: 4))
      return `$`(
        nil,
        layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 12, rowSpacing: 8),
        items: items, name: "form", padding: (16, 16, 16, 16))
    }
  }

  /// A photo grid: square photos (`aspectRatio: 1`) in three `.fraction(1)` columns, each as
  /// high as it is wide; the featured photo spans two columns and two rows, and the others
  /// flow around it (CSS auto-placement).
  static func photos(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("grid-photos", "Photo grid, squares", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): fraction columns", size: phone,
      direction: direction
    ) {
      `$`(
        nil,
        layout: Grid(
          columns: [.fraction(1), .fraction(1), .fraction(1)], columnSpacing: 8, rowSpacing: 8),
        items: [
          `$`("featuredPhoto", aspectRatio: 1, column: 0, row: 0, columnSpan: 2, rowSpan: 2)
        ] + (1...7).map { `$`("photo\($0)", aspectRatio: 1) },
        name: "photos", padding: (8, 8, 8, 8))
    }
  }
}
