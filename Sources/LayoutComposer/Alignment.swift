/// Where a child sits on the cross axis of a VBox or HBox (`align:`).
///
/// ```swift
/// VBox(align: .center)
/// ```
public enum Align: String, Sendable, Hashable, CaseIterable {
  /// Fill the cross axis inside the margins (no explicit size), or centre (explicit size).
  case stretch
  case start
  case center
  case end
  /// In an HBox: the children's first (or last) baselines on one line, the group at the top
  /// (docs/semantics.md, "Baselines"). In a VBox these are `.start`.
  case firstBaseline
  case lastBaseline

  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// Where a VBox or HBox puts its children along the main axis when none of them has `flex`.
///
/// ```swift
/// HBox(pack: .spaceBetween)
/// ```
public enum Pack: String, Sendable, Hashable, CaseIterable {
  case start
  case center
  case end
  /// The container's main-axis size becomes the size of its content.
  case fit
  case spaceBetween
  case spaceAround
  case spaceEvenly
}

/// Where the lines of a wrapping VBox or HBox go on its cross axis when they do not fill it
/// (`alignLines:`, CSS `align-content`). `.stretch` shares the room among the lines, so their
/// stretch children grow into it.
///
/// ```swift
/// HBox(spacing: 8, wrap: true, lineSpacing: 8, alignLines: .center)
/// ```
public enum AlignLines: String, Sendable, Hashable, CaseIterable {
  case start
  case center
  case end
  case stretch
  case spaceBetween
  case spaceAround
  case spaceEvenly
}

/// Horizontal placement of a child in a `Relative` layout (`halign:`). `.left` and `.right`
/// are physical; `.leading` and `.trailing` follow the layout direction (right-to-left swaps
/// them).
public enum HAlign: String, Sendable, Hashable, CaseIterable {
  case left
  case center
  case right
  case leading
  case trailing
}

/// Which way a layout reads: in right-to-left, HBox children run from the right, `.start` and
/// `.end` (pack and align) mirror, and `marginLeading`/`marginTrailing` and `halign:
/// .leading/.trailing` follow; `.left`, `.right`, `marginLeft`, `marginRight` and padding
/// stay physical.
///
/// ```swift
/// tree.layout(in: Size(width: 320, height: 480), direction: .rightToLeft)
/// ```
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

/// Vertical placement of a child in a `Relative` layout (`valign:`).
public enum VAlign: String, Sendable, Hashable, CaseIterable {
  case top
  case center
  case bottom
}
