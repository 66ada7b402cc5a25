import LayoutComposer

/// What a layout's Scrolls were scrolled by, to show the same part of each content after a
/// reload (a saved file, rebuilt previews): each Scroll is known by its name when no other
/// Scroll has it, else by its path (`root.items[1]`), and the new layout's Scroll with the
/// same key gets the offset, clamped by the engine to its new content (rule R3).
///
/// ```swift
/// let kept = KeptScrollOffsets(shown)
/// kept.apply(to: &loaded)  // the chat's history still scrolled by 48
/// ```
struct KeptScrollOffsets: Sendable, Equatable {
  /// The offset each Scroll showed, by key; Scrolls at offset 0 are left out.
  private(set) var offsets: [String: Point] = [:]

  init(_ snapshot: LayoutSnapshot) {
    for (scroll, key) in Self.keys(in: snapshot) {
      guard let offset = snapshot.result.scrollContent(at: scroll)?.offset,
        offset != Point(x: 0, y: 0)
      else { continue }
      offsets[key] = offset
    }
  }

  var isEmpty: Bool { offsets.isEmpty }

  /// Scrolls `snapshot`'s Scrolls that match a kept key by the offsets kept for them.
  func apply(to snapshot: inout LayoutSnapshot) {
    guard !offsets.isEmpty else { return }
    var found: [Int: Point] = [:]
    for (scroll, key) in Self.keys(in: snapshot) {
      if let offset = offsets[key] { found[scroll] = offset }
    }
    snapshot.scroll(found)
  }

  /// Each Scroll's key: `name NAME` when no other Scroll has its name, else `path PATH`.
  static func keys(in snapshot: LayoutSnapshot) -> [(scroll: Int, key: String)] {
    let result = snapshot.result
    var counts: [String: Int] = [:]
    for scroll in snapshot.viewports.scrolls {
      if let name = result.name(at: scroll) { counts[name, default: 0] += 1 }
    }
    return snapshot.viewports.scrolls.map { scroll in
      if let name = result.name(at: scroll), counts[name] == 1 { return (scroll, "name " + name) }
      return (scroll, "path " + result.path(at: scroll))
    }
  }
}
