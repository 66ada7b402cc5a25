import LayoutComposer

extension Frame {
  /// Equal within `tolerance` on every edge, for frames whose numbers are thirds and the like
  /// (the expected value is computed from the rule, the engine may sum in another order).
  ///
  /// ```swift
  /// #expect(frames["b"]!.isClose(to: Frame(x: 0, y: 100.0 / 3, width: 10, height: 10)))
  /// ```
  public func isClose(to other: Frame, tolerance: Double = 1e-9) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}
