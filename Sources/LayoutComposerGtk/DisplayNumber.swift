import LayoutComposer

/// A number as the previewer shows it to people (tags, sizes, percentages' points): to a
/// hundredth, as the engine's explanations write them. Frames keep every digit (they are what
/// tests compare).
///
/// ```swift
/// displayNumber(59.166666666666664)  // "59.17"
/// ```
func displayNumber(_ value: Double) -> String {
  guard value.isFinite else { return formatNumber(value) }
  return formatNumber((value * 100).rounded() / 100)
}
