/// The figures of one scenario: its timings and, for some, extra figures (bytes per node,
/// speed-up) that the timings cannot say.
struct Report {
  var scenario: String
  var nodes: Int
  /// One duration per repetition, in milliseconds.
  var samples: [Double]
  var extras: [(name: String, value: Double)] = []
  /// Layout passes per repetition (a resize drag makes 100); ns per node is per pass.
  var passes = 1
  /// What the scenario must reach, in words, for the text output.
  var target: String

  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  var minimum: Double { samples.min() ?? .nan }
  var maximum: Double { samples.max() ?? .nan }
  var nsPerNode: Double { nodes > 0 ? median * 1e6 / Double(nodes * passes) : .nan }

  /// `name  nodes  median ms  [min … max]  ns/node  extra  target: …`
  var line: String {
    var parts = [
      pad(scenario, 38), pad(String(nodes), 9, right: true),
      pad(format(median, 4) + " ms", 13, right: true),
      "[" + format(minimum, 4) + " … " + format(maximum, 4) + "]",
      pad(format(nsPerNode, 1) + " ns/node", 16, right: true),
    ]
    for extra in extras { parts.append("\(extra.name) \(format(extra.value, 2))") }
    parts.append("target: \(target)")
    return parts.joined(separator: "  ")
  }

  /// One JSON object; keys in a fixed order so runs diff well.
  var json: String {
    var fields = [
      "\"scenario\": \"\(scenario)\"", "\"nodes\": \(nodes)",
      "\"median_ms\": \(number(median))", "\"min_ms\": \(number(minimum))",
      "\"max_ms\": \(number(maximum))", "\"ns_per_node\": \(number(nsPerNode))",
    ]
    for extra in extras { fields.append("\"\(extra.name)\": \(number(extra.value))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}

/// JSON has no NaN: a figure that could not be taken is null.
private func number(_ value: Double) -> String {
  value.isFinite ? format(value, 6) : "null"
}

/// Fixed-point formatting without Foundation.
func format(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int64(scaled / scale)
  let fraction = Int64(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard decimals > 0 else { return sign + String(whole) }
  let digits = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count)
    + digits
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - text.count))
  return right ? fill + text : text + fill
}
