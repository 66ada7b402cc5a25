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

/// Horizontal placement of a child in a `Relative` layout (`halign:`).
public enum HAlign: String, Sendable, Hashable, CaseIterable {
  case left
  case center
  case right
}

/// Vertical placement of a child in a `Relative` layout (`valign:`).
public enum VAlign: String, Sendable, Hashable, CaseIterable {
  case top
  case center
  case bottom
}
