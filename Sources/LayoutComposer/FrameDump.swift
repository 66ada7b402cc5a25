extension LayoutResult {
  /// The deepest indentation `dump()` writes.
  public static let maximumDumpIndent = 64

  /// The frame tree as text, one line per component, children indented by two spaces:
  /// the name (`_` when none), the layout of a container, the frame, `(overlay)` or
  /// `(background)` for those, and `hidden` for what a FirstThatFits hid. Made for snapshot
  /// tests: it is stable, and integers print without a fraction.
  ///
  /// ```swift
  /// #expect(frames.dump() == """
  ///   VBox {0, 0, 320, 480}
  ///     header {0, 0, 320, 50}
  ///     body {0, 50, 320, 430}
  ///   """)
  /// ```
  ///
  /// Lines deeper than `maximumDumpIndent` levels are indented as that level and begin with
  /// their depth in brackets (`[depth 30000] `), so a very deep tree dumps in linear size.
  ///
  /// - Parameter absolute: frames in the layout area's coordinates instead of the parent's.
  public func dump(absolute: Bool = false) -> String {
    let frames = absolute ? absoluteFrames : Array(relativeFrames)
    var lines: [String] = []
    lines.reserveCapacity(count)
    for node in 0..<count {
      let level = depth(at: node)
      var line = String(repeating: "  ", count: min(level, Self.maximumDumpIndent))
      if level > Self.maximumDumpIndent { line += "[depth \(level)] " }
      let label = [name(at: node), layoutName(at: node)].compactMap { $0 }.joined(separator: " ")
      line += label.isEmpty ? "_" : label
      line += " " + frames[node].description
      if let role = decoration(at: node) { line += " (\(role.rawValue))" }
      if isHidden(at: node) { line += " hidden" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
