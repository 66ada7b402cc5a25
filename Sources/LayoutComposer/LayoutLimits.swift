/// The largest values the engine computes with. Inputs beyond them are errors: layout files
/// and `Component.validate()` report them, and the engine clamps them to these bounds, so with
/// any input every frame stays finite (docs/reliability.md).
///
/// ```swift
/// LayoutLimits.maximumLength  // 1e9 points
/// ```
public enum LayoutLimits {
  /// Sizes, margins, padding, spacing, min/max and the area laid out in: at most a billion
  /// points, far beyond any screen, small enough that sums over a million nodes stay exact
  /// to well under a point.
  public static let maximumLength: Double = 1e9
  /// `flex` ratios and `layoutPriority` magnitudes.
  public static let maximumFlex: Double = 1e9
  /// `aspectRatio` (width / height) lies in this range.
  public static let aspectRatioRange: ClosedRange<Double> = 1e-6...1e6
  /// A grid's tracks, a child's `column`/`row` (below this) and spans (at most this): a grid
  /// of 1,000 columns is far beyond any screen, and the bound keeps a stray
  /// `row: 1_000_000_000` from allocating.
  public static let maximumGridLines = 1_000
  /// The most lines a `Text`'s `lineLimit` may name: far beyond any screen.
  public static let maximumLineLimit = 1_000_000
  /// `fontSize` of a `Text`: above 0 and at most this.
  public static let maximumFontSize: Double = 10_000
}
