/// The per-child working memory of stack passes: one block that grows as deeper or wider
/// stacks need it and is kept between passes, so a pass allocates nothing once the tree has
/// been laid out.
///
/// Entries are read and written through a pointer: a `ContiguousArray` would check that it is
/// uniquely referenced on every write, which cost more than the stack rules themselves. A tree
/// and its copies share a block until one of them lays out: `LayoutTree.layout(in:)` first
/// makes its block its own (`isKnownUniquelyReferenced`), so two copies laid out on two
/// threads never write the same memory.
final class ScratchBuffer: @unchecked Sendable {
  private(set) var entries: UnsafeMutablePointer<ChildScratch>
  private(set) var capacity: Int

  /// What a tree holds before it is compiled.
  static let placeholder = ScratchBuffer(capacity: 0)

  /// Entries are plain values (`ChildScratch` holds no references), written before they are
  /// read, so the block is not initialized.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    entries = .allocate(capacity: self.capacity)
  }

  deinit {
    entries.deallocate()
  }

  /// Makes room for `count` entries, keeping those there. Moves the block: callers re-read
  /// `entries` after any call that may grow it.
  @inline(__always)
  func reserve(_ count: Int) {
    if count > capacity { grow(to: count) }
  }

  private func grow(to count: Int) {
    let grown = max(count, capacity * 2)
    let moved = UnsafeMutablePointer<ChildScratch>.allocate(capacity: grown)
    moved.update(from: entries, count: capacity)
    entries.deallocate()
    entries = moved
    capacity = grown
  }
}
