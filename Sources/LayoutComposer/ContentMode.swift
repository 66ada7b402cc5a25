/// How a component with an `aspectRatio` takes the space its parent gives it (SwiftUI's
/// `contentMode`): the largest box of that ratio inside the space, or the smallest that
/// covers it. Without one, an aspect ratio derives one axis from the other.
///
/// ```swift
/// `$`("artwork", flex: 1, aspectRatio: 1, contentMode: .fit)  // a square that fits both axes
/// ```
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
  /// The largest box of the ratio that fits inside the space (CSS `object-fit: contain`).
  case fit
  /// The smallest box of the ratio that covers the space, overflowing it on one axis (CSS
  /// `object-fit: cover`, without the clipping).
  case fill
}
