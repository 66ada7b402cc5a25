// How free space is spread before, between and after a row of things: children along a
// stack's main axis (rule 5, `pack`), the lines of a wrapping stack (rule W4, `alignLines`)
// and a grid's tracks (rule G6). One rule for all three, so they never drift apart.

/// The ways free space is spread (`.start` keeps it all at the end).
enum Spread {
  case start, center, end, spaceBetween, spaceAround, spaceEvenly

  init(_ pack: Pack) {
    switch pack {
    case .start, .fit: self = .start
    case .center: self = .center
    case .end: self = .end
    case .spaceBetween: self = .spaceBetween
    case .spaceAround: self = .spaceAround
    case .spaceEvenly: self = .spaceEvenly
    }
  }

  /// The offset of the first of `count` things and the extra gap after each for `free`
  /// points of room. `.center` and `.end` also move things back when `free` is negative;
  /// the space modes spread only room there is, and are `.start` otherwise (and
  /// `.spaceBetween` with one thing).
  func offsets(free: Double, count: Int) -> (lead: Double, between: Double) {
    switch self {
    case .start: return (0, 0)
    case .center: return (free / 2, 0)
    case .end: return (free, 0)
    case .spaceBetween:
      return free > 0 && count > 1 ? (0, free / Double(count - 1)) : (0, 0)
    case .spaceAround:
      guard free > 0, count > 0 else { return (0, 0) }
      let between = free / Double(count)
      return (between / 2, between)
    case .spaceEvenly:
      guard free > 0 else { return (0, 0) }
      let between = free / Double(count + 1)
      return (between, between)
    }
  }
}
