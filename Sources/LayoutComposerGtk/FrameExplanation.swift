import LayoutComposer

/// Why a frame has its size and position, one line per axis, for the inspector's
/// "Explanation" section. The engine does not record its decisions yet, so this says
/// nothing and the section stays hidden; once it can (an API such as
/// `LayoutTree.explain(at:) -> [String]`), this is the one place that calls it.
///
/// ```swift
/// FrameExplanation.lines(node: 3, in: snapshot)  // [] until the engine explains frames
/// ```
enum FrameExplanation {
  static func lines(node: Int, in snapshot: LayoutSnapshot) -> [String] {
    []
  }
}
