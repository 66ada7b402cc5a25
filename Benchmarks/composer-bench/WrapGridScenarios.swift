import LayoutComposer

/// Issue 17's benchmarks: a wrapping HBox of 10,000 chips and a 100 × 100 grid, laid out in
/// full on every repetition (caches cleared, untimed), as `scripts/peer-bench` lays out the
/// same shapes in Yoga and Taffy. The target is fewer nanoseconds a node than both.
enum WrapGridScenarios {
  /// Chip widths 10…60 in a fixed, irregular sequence, so lines end at different counts.
  static func chipWidth(_ index: Int) -> Double { Double(10 + (index * 37) % 51) }

  static func wrap(count: Int) -> Component {
    `$`(
      nil,
      layout: HBox(align: .start, spacing: 4, wrap: true, lineSpacing: 4),
      items: (0..<count).map { `$`(nil, width: chipWidth($0), height: 20) })
  }

  static func grid(columns: Int, rows: Int) -> Component {
    `$`(
      nil,
      layout: Grid(columns: Array(repeating: .fraction(1), count: columns)),
      items: (0..<(columns * rows)).map { _ in `$`(nil, height: 20) })
  }

  static let all: [Scenario] = [
    .layoutOnly("wrap-10k", repetitions: 50, target: "< Yoga and Taffy per node") {
      wrap(count: 10_000)
    },
    .layoutOnly("grid-100x100", repetitions: 50, target: "< Taffy per node") {
      grid(columns: 100, rows: 100)
    },
  ]
}
