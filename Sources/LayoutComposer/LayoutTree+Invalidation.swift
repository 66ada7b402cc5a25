extension LayoutTree {
  /// Forgets every cached measurement and placement, so the next `layout(in:)` computes the
  /// whole tree again, exactly as the first pass of a freshly compiled tree does. Benchmarks
  /// use it to time full passes on a tree compiled once.
  ///
  /// ```swift
  /// tree.invalidateAll()
  /// let frames = tree.layout(in: Size(width: 320, height: 480))  // every node computed again
  /// ```
  public mutating func invalidateAll() {
    caches.clearAll()
    for node in layoutDirty.indices { layoutDirty[node] = true }
  }
}
