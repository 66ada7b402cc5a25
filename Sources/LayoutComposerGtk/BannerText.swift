/// What the error banner and the warning line show for a list of problems: the first
/// dozen, each cut to a readable length, and a count of the rest, so a file with thousands
/// of problems (or a message echoing a megabyte-long key) shows at once.
///
/// ```swift
/// BannerText.lines(thousandProblems).last  // "… and 988 more"
/// ```
public enum BannerText {
  public static let maximumLines = 12
  /// Longer messages are cut, ending in "…".
  public static let maximumMessageLength = 300

  public static func lines(_ messages: [String]) -> [String] {
    var lines = messages.prefix(maximumLines).map { message in
      message.count > maximumMessageLength
        ? String(message.prefix(maximumMessageLength - 1)) + "…" : message
    }
    if messages.count > maximumLines {
      lines.append("… and \(messages.count - maximumLines) more")
    }
    return lines
  }
}
