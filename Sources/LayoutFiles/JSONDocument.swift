/// A JSON text read into a flat array of nodes in pre-order, each with its line and column.
///
/// Flat rather than a recursive enum so that a document nested a hundred thousand levels deep
/// is read, walked and freed without recursion; it also keeps object keys in their order and
/// numbers exactly as written.
///
/// ```swift
/// let document = try JSONDocument(parsing: Array(#"{"a": [1, 2]}"#.utf8))
/// document.nodes[0].kind  // .object
/// ```
///
/// Besides strict JSON it accepts `NaN`, `Infinity` and `-Infinity` (Python's `json` module
/// writes them), so that validation can say which value is not a finite number.
struct JSONDocument: Sendable {
  var nodes: [JSONNode] = []
  /// String values, object keys and number literals, addressed by `JSONNode.text` and `.key`.
  var strings: [String] = []

  init(parsing bytes: [UInt8]) throws(LayoutFileProblem) {
    var parser = JSONParser(bytes: bytes)
    try parser.parseDocument()
    nodes = parser.nodes
    strings = parser.strings
  }

  /// The children of an array or object node, in order.
  func children(of index: Int) -> JSONChildren {
    JSONChildren(nodes: nodes, cursor: index + 1, remaining: Int(nodes[index].count))
  }

  func text(_ index: Int) -> String { strings[Int(nodes[index].text)] }
  func key(_ index: Int) -> String { strings[Int(nodes[index].key)] }
}

/// One JSON value. Containers are followed by their subtree; `end` is the index after it.
struct JSONNode: Sendable {
  enum Kind: UInt8, Sendable {
    case null, bool, number, string, array, object

    /// How messages name the kind: "found a string".
    var described: String {
      switch self {
      case .null: "null"
      case .bool: "a boolean"
      case .number: "a number"
      case .string: "a string"
      case .array: "an array"
      case .object: "an object"
      }
    }
  }

  var kind: Kind
  var line: Int32
  var column: Int32
  /// For an object member: where its key starts, and the key's index in `strings`.
  var keyLine: Int32 = 0
  var keyColumn: Int32 = 0
  var key: Int32 = -1
  /// String value or number literal, as an index in `strings`.
  var text: Int32 = -1
  var number: Double = 0
  var bool = false
  /// Children of an array or object.
  var count: Int32 = 0
  var end: Int32 = 0
}

struct JSONChildren: Sequence, IteratorProtocol {
  let nodes: [JSONNode]
  var cursor: Int
  var remaining: Int

  mutating func next() -> Int? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    let current = cursor
    cursor = Int(nodes[current].end)
    return current
  }
}

/// A hand-written reader: an explicit stack instead of recursion, and line/column tracking for
/// messages. Columns count characters (UTF-8 continuation bytes do not advance them).
private struct JSONParser {
  let bytes: [UInt8]
  var position = 0
  var line: Int32 = 1
  var column: Int32 = 1
  var nodes: [JSONNode] = []
  var strings: [String] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte-order mark is not part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// An open array or object: its node, and whether a member or element was read yet.
  private struct Open {
    var node: Int
    var isObject: Bool
  }

  mutating func parseDocument() throws(LayoutFileProblem) {
    skipSpace()
    if position == bytes.count { throw problem("the file is empty") }
    var stack: [Open] = []
    var pendingKey: (index: Int32, line: Int32, column: Int32)?
    while true {
      // Read one value (or open a container).
      skipSpace()
      let index = nodes.count
      var node = JSONNode(kind: .null, line: line, column: column)
      if let key = pendingKey {
        node.key = key.index
        node.keyLine = key.line
        node.keyColumn = key.column
        pendingKey = nil
      }
      guard position < bytes.count else { throw problem("the text ends where a value should be") }
      var opened = false
      switch bytes[position] {
      case UInt8(ascii: "{"):
        node.kind = .object
        advance()
        opened = true
      case UInt8(ascii: "["):
        node.kind = .array
        advance()
        opened = true
      case UInt8(ascii: "\""):
        node.kind = .string
        node.text = try readString()
      case UInt8(ascii: "t"):
        try expectWord("true")
        node.kind = .bool
        node.bool = true
      case UInt8(ascii: "f"):
        try expectWord("false")
        node.kind = .bool
      case UInt8(ascii: "n"):
        try expectWord("null")
      case UInt8(ascii: "N"):
        try expectWord("NaN")
        node.kind = .number
        node.number = .nan
        node.text = store("NaN")
      case UInt8(ascii: "I"):
        try expectWord("Infinity")
        node.kind = .number
        node.number = .infinity
        node.text = store("Infinity")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        node.kind = .number
        let literal = try readNumber()
        node.text = store(literal)
        node.number = literal.hasSuffix("Infinity") ? -.infinity : Double(literal) ?? .nan
      default:
        throw problem("expected a value, found \(currentToken())")
      }
      nodes.append(node)
      if !stack.isEmpty { nodes[stack[stack.count - 1].node].count += 1 }
      if opened {
        stack.append(Open(node: index, isObject: node.kind == .object))
        skipSpace()
        let close = UInt8(ascii: node.kind == .object ? "}" : "]")
        if position < bytes.count, bytes[position] == close {
          advance()
          nodes[index].end = Int32(nodes.count)
          stack.removeLast()
        } else {
          if node.kind == .object { pendingKey = try readKey() }
          continue
        }
      } else {
        nodes[index].end = Int32(nodes.count)
      }
      // After a value: a separator, or the end of one or more containers.
      while true {
        guard let open = stack.last else {
          skipSpace()
          if position < bytes.count {
            throw problem("unexpected \(currentToken()) after the end of the JSON value")
          }
          return
        }
        skipSpace()
        let close = UInt8(ascii: open.isObject ? "}" : "]")
        guard position < bytes.count else {
          throw problem("the text ends inside \(open.isObject ? "an object" : "an array")")
        }
        if bytes[position] == UInt8(ascii: ",") {
          advance()
          skipSpace()
          if position < bytes.count, bytes[position] == close {
            throw problem("trailing comma before \(currentToken())")
          }
          if open.isObject { pendingKey = try readKey() }
          break
        }
        if bytes[position] == close {
          advance()
          nodes[open.node].end = Int32(nodes.count)
          stack.removeLast()
          continue
        }
        let wanted = open.isObject ? "\",\" or \"}\"" : "\",\" or \"]\""
        throw problem("expected \(wanted), found \(currentToken())")
      }
    }
  }

  /// A member's key and its colon.
  private mutating func readKey() throws(LayoutFileProblem) -> (
    index: Int32, line: Int32, column: Int32
  ) {
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw problem("expected a key in double quotes, found \(currentToken())")
    }
    let (keyLine, keyColumn) = (line, column)
    let key = try readString()
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw problem("expected \":\" after the key, found \(currentToken())")
    }
    advance()
    return (key, keyLine, keyColumn)
  }

  private mutating func store(_ string: String) -> Int32 {
    strings.append(string)
    return Int32(strings.count - 1)
  }

  private mutating func advance() {
    if bytes[position] == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if bytes[position] & 0xC0 != 0x80 {
      column += 1
    }
    position += 1
  }

  /// Skips whitespace. A comment is not skipped: `currentToken` names it in the message.
  private mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        return
      }
    }
  }

  private mutating func expectWord(_ word: String) throws(LayoutFileProblem) {
    let utf8 = Array(word.utf8)
    guard bytes.count - position >= utf8.count,
      Array(bytes[position..<position + utf8.count]) == utf8
    else { throw problem("expected a value, found \(currentToken())") }
    for _ in utf8 { advance() }
  }

  private mutating func readNumber() throws(LayoutFileProblem) -> String {
    let start = position
    if bytes[position] == UInt8(ascii: "-") {
      advance()
      if position < bytes.count, bytes[position] == UInt8(ascii: "I") {
        try expectWord("Infinity")
        return "-Infinity"
      }
    }
    let firstDigit = position
    let count = digits()
    guard count > 0 else { throw problem("a number needs digits after \"-\"") }
    if count > 1, bytes[firstDigit] == UInt8(ascii: "0") {
      throw problem("a number cannot start with 0 followed by digits")
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      advance()
      guard digits() > 0 else { throw problem("a number needs digits after \".\"") }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      advance()
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        advance()
      }
      guard digits() > 0 else { throw problem("a number needs digits in its exponent") }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func digits() -> Int {
    var count = 0
    while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
      bytes[position] <= UInt8(ascii: "9")
    {
      advance()
      count += 1
    }
    return count
  }

  /// Reads a string literal (the opening quote is at `position`) and stores its value.
  private mutating func readString() throws(LayoutFileProblem) -> Int32 {
    advance()
    var value: [UInt8] = []
    while true {
      guard position < bytes.count else { throw problem("the text ends inside a string") }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        guard let string = String(validating: value, as: UTF8.self) else {
          throw problem("the string before this point is not valid UTF-8")
        }
        return store(string)
      case UInt8(ascii: "\\"):
        advance()
        guard position < bytes.count else { throw problem("the text ends inside a string") }
        let escape = bytes[position]
        advance()
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): value.append(escape)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar), bytes.count - position >= 6,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
          {
            advance()
            advance()
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw problem("\\u escape: a high surrogate must be followed by a low one")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw problem("\\u escape: not a Unicode character")
          }
          value.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
          // A visible character is shown; anything else (a newline, a byte of a multi-byte
          // character) by number, so the message stays one line.
          if escape > 0x20, escape < 0x7F {
            throw problem("unknown escape \"\\\(String(UnicodeScalar(escape)))\" in a string")
          }
          throw problem("unknown escape in a string: a backslash before the byte \(escape)")
        }
      default:
        if byte < 0x20 { throw problem("a control character (newline, tab) inside a string") }
        value.append(byte)
        advance()
      }
    }
  }

  private mutating func hex4() throws(LayoutFileProblem) -> UInt32 {
    var result: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = hexValue(bytes[position]) else {
        throw problem("\\u escape needs four hexadecimal digits")
      }
      result = result << 4 | digit
      advance()
    }
    return result
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The token at `position`, quoted, for messages ("\"]\"", "the end of the text").
  private func currentToken() -> String {
    guard position < bytes.count else { return "the end of the text" }
    let byte = bytes[position]
    if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
    {
      return "a comment (JSON has none; use a \"comment\" key)"
    }
    if byte == UInt8(ascii: "'") { return "\"'\" (JSON strings use double quotes)" }
    if byte >= 0x21, byte < 0x7F {
      // A bare word reads better whole: `heigth` rather than `h`.
      var end = position
      while end < bytes.count, end - position < 20, isWordByte(bytes[end]) { end += 1 }
      let token = end > position ? bytes[position..<end] : bytes[position...position]
      return "\"\(String(decoding: token, as: UTF8.self))\""
    }
    return "a byte \(byte) that is not JSON"
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  private func problem(_ message: String) -> LayoutFileProblem {
    LayoutFileProblem(
      path: nil, message: "not JSON: " + message, line: Int(line), column: Int(column))
  }
}
