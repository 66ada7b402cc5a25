/// What the error banner and the warning line show for a list of problems: the first
/// dozen, each cut to a readable length, and a count of the rest, so a file with thousands
/// of problems (or a message echoing a megabyte-long key) shows at once.
///
/// ```swift
/// BannerText.lines(thousandProblems).last  // "… and 988 more"
/// BannerText.lines(hundredWarnings, unlisted: 50).last  // "… and 138 more"
/// ```
public enum BannerText {
  public static let maximumLines = 12
  /// Longer messages are cut, ending in "…".
  public static let maximumMessageLength = 300

  /// - Parameter unlisted: problems counted but not in `messages` (`validate()` lists 100,
  ///   then counts the rest); the last line counts them with those not shown.
  public static func lines(_ messages: [String], unlisted: Int = 0) -> [String] {
    var lines = messages.prefix(maximumLines).map { message in
      message.count > maximumMessageLength
        ? String(message.prefix(maximumMessageLength - 1)) + "…" : message
    }
    let more = max(0, messages.count - maximumLines) + unlisted
    if more > 0 { lines.append("… and \(more) more") }
    return lines
  }
}
