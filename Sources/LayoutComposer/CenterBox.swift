/// A start, a centre and an end child on one line (GtkCenterBox): the centre child is centred
/// in the whole box unless that would overlap the start or end child; then it moves away from
/// the one it would overlap. A GNOME header bar's title, between its back and Done buttons,
/// is the usual use. Rules C1–C4 in docs/semantics.md, "CenterBox".
///
/// ```swift
/// `$`(nil, height: 46, layout: CenterBox(spacing: 6), items: [
///   `$`(backButton), `$`(Text("Settings"), name: "title"), `$`(doneButton),
/// ])
/// ```
///
/// Items are the slots by their place: the first is the start, the second the centre, the
/// third the end (write `` `$`(nil) `` for an empty slot; layout files write `null`). Items
/// after the third are not placed. Right to left, the start is on the right. It is written
/// with the public `CustomLayout` protocol; layout files name it `{"type": "CenterBox"}`.
public struct CenterBox: CustomLayout, Hashable {
  /// Which way the slots run.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical
  }

  public var orientation: Orientation
  /// The least space between the centre child and each of its neighbours.
  public var spacing: Double

  public init(orientation: Orientation = .horizontal, spacing: Double = 0) {
    self.orientation = orientation
    self.spacing = spacing.isFinite ? min(max(0, spacing), LayoutLimits.maximumLength) : 0
  }

  public var name: String { "CenterBox" }

  /// One slot's child and what it measures along the line, margins included.
  struct Slot {
    var child: LayoutChild
    var natural: Double
    var minimum: Double
    var length: Double = 0
  }

  private var horizontal: Bool { orientation == .horizontal }

  private func along(_ size: Size) -> Double { horizontal ? size.width : size.height }
  private func across(_ size: Size) -> Double { horizontal ? size.height : size.width }
  private func request(along a: AxisRequest, across c: AxisRequest) -> SizeRequest {
    horizontal ? SizeRequest(width: a, height: c) : SizeRequest(width: c, height: a)
  }
  private func marginsAlong(_ m: Insets) -> (start: Double, end: Double) {
    horizontal ? (m.left, m.right) : (m.top, m.bottom)
  }
  private func marginsAcross(_ m: Insets) -> (start: Double, end: Double) {
    horizontal ? (m.top, m.bottom) : (m.left, m.right)
  }

  /// C1: the three slots (nil where empty), each measured along the line at its ideal and at
  /// its minimum, across at most `cross` (inside its margins).
  func slots(_ children: LayoutChildren, cross: AxisRequest) -> [Slot?] {
    var result: [Slot?] = [nil, nil, nil]
    for child in children where child.position < 3 {
      let m = child.margins
      let outer = marginsAlong(m).start + marginsAlong(m).end
      let inset = marginsAcross(m).start + marginsAcross(m).end
      let crossRequest: AxisRequest =
        switch cross {
        case .exactly(let v), .atMost(let v): .atMost(max(0, v - inset))
        case .unspecified: .unspecified
        }
      let natural = along(child.size(for: request(along: .unspecified, across: crossRequest)))
      let minimum = along(child.size(for: request(along: .atMost(0), across: crossRequest)))
      result[child.position] = Slot(
        child: child, natural: natural + outer, minimum: min(minimum, natural) + outer)
    }
    return result
  }

  /// The spacing on each side of the centre slot, where both neighbours take room (an empty
  /// slot, `$(nil)`, gets none).
  private func gaps(_ slots: [Slot?]) -> (before: Double, after: Double) {
    let taken = slots.map { ($0?.natural ?? 0) > 0 }
    if !taken[1] { return (taken[0] && taken[2] ? spacing : 0, 0) }
    return (taken[0] ? spacing : 0, taken[2] ? spacing : 0)
  }

  /// C3: the length of each slot along a line `room` long. Each takes its ideal where all
  /// fit; otherwise the start and end give way first, towards their minimums in proportion to
  /// what they can give, and the centre only when they are at their minimums.
  func allot(_ slots: inout [Slot?], room: Double) {
    let gap = gaps(slots)
    var deficit =
      slots.reduce(0) { $0 + ($1?.natural ?? 0) } + gap.before + gap.after - room
    for k in 0..<3 {
      if let natural = slots[k]?.natural { slots[k]?.length = natural }
    }
    guard deficit > 0 else { return }
    let sides = [0, 2].compactMap { k in slots[k].map { (k, $0.natural - $0.minimum) } }
    let give = sides.reduce(0) { $0 + $1.1 }
    if give > 0 {
      let share = min(deficit, give)
      for (k, canGive) in sides { slots[k]?.length -= share * canGive / give }
      deficit -= share
    }
    if deficit > 0, let centre = slots[1] {
      slots[1]?.length -= min(deficit, centre.natural - centre.minimum)
    }
  }

  /// C2: where each slot starts along a line `room` long: the start at 0, the end at the far
  /// edge, the centre centred in the whole line, moved off a neighbour it would overlap.
  func starts(_ slots: [Slot?], room: Double) -> [Double] {
    let gap = gaps(slots)
    let startLength = slots[0]?.length ?? 0
    let endLength = slots[2]?.length ?? 0
    let centreLength = slots[1]?.length ?? 0
    var centre = (room - centreLength) / 2
    let lowest = startLength + gap.before
    let highest = room - endLength - gap.after - centreLength
    if centre > highest { centre = highest }
    if centre < lowest { centre = lowest }
    return [0, centre, room - endLength]
  }

  public func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void)
    -> Size
  {
    let alongRequest = horizontal ? request.width : request.height
    let acrossRequest = horizontal ? request.height : request.width
    var slots = slots(children, cross: acrossRequest)
    let gap = gaps(slots)
    // C4: hugging, the line is long enough to centre the centre child between the longer of
    // its neighbours on both sides, as GtkCenterBox's natural size.
    let side = max(slots[0]?.natural ?? 0, slots[2]?.natural ?? 0)
    let ideal = (slots[1]?.natural ?? 0) + 2 * side + gap.before + gap.after
    let length: Double =
      switch alongRequest {
      case .exactly(let v): v
      case .atMost(let v): min(v, ideal)
      case .unspecified: ideal
      }
    allot(&slots, room: length)
    var thickness = 0.0
    for slot in slots.compactMap({ $0 }) {
      let m = slot.child.margins
      let outer = marginsAlong(m).start + marginsAlong(m).end
      let inset = marginsAcross(m).start + marginsAcross(m).end
      let crossRequest: AxisRequest =
        switch acrossRequest {
        case .exactly(let v): .exactly(max(0, v - inset))
        case .atMost(let v): .atMost(max(0, v - inset))
        case .unspecified: .unspecified
        }
      let size = slot.child.size(
        for: self.request(along: .exactly(max(0, slot.length - outer)), across: crossRequest))
      thickness = max(thickness, across(size) + inset)
    }
    if case .exactly(let v) = acrossRequest { thickness = v }
    return horizontal
      ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
  }

  public func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    let room = horizontal ? bounds.width : bounds.height
    let cross = horizontal ? bounds.height : bounds.width
    var slots = slots(children, cross: .exactly(cross))
    allot(&slots, room: room)
    let starts = starts(slots, room: room)
    for (k, slot) in slots.enumerated() {
      guard let slot else { continue }
      let m = slot.child.margins
      let (before, after) = marginsAlong(m)
      let (top, bottom) = marginsAcross(m)
      let request = self.request(
        along: .exactly(max(0, slot.length - before - after)),
        across: .exactly(max(0, cross - top - bottom)))
      // Stretched across unless it has an explicit size there: then centred, as in a stack.
      let size = slot.child.size(for: request)
      let offset = top + (cross - top - bottom - across(size)) / 2
      let position = starts[k] + before
      let point =
        horizontal
        ? Point(x: bounds.x + position, y: bounds.y + offset)
        : Point(x: bounds.x + offset, y: bounds.y + position)
      let along = reason(k, slots, starts, room)
      let across = "centred across (C4)"
      slot.child.place(
        at: point, request: request, xReason: horizontal ? along : across,
        yReason: horizontal ? across : along)
    }
  }

  /// What C2 and C3 decided for slot `k`, for `explain`.
  func reason(_ k: Int, _ slots: [Slot?], _ starts: [Double], _ room: Double) -> String {
    guard let slot = slots[k] else { return "" }
    var text: String
    switch k {
    case 0: text = "the start slot, at the start (C2)"
    case 2: text = "the end slot, at the end (C2)"
    default:
      let centred = (room - slot.length) / 2
      let n = formatNumber
      if abs(starts[1] - centred) < 1e-9 {
        text = "centred in the whole line: (\(n(room)) − \(n(slot.length))) / 2 (C2)"
      } else if starts[1] > centred {
        text = "moved off the start child to \(n(starts[1])), centred it would overlap it (C2)"
      } else {
        text = "moved off the end child to \(n(starts[1])), centred it would overlap it (C2)"
      }
    }
    if slot.length < slot.natural {
      text += "; shrunk from \(formatNumber(slot.natural)) to fit (C3)"
    }
    return text
  }
}
