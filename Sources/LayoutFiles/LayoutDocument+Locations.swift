extension LayoutDocument {
  /// Where in the file's text a path such as `root.items[2].halign` points (its key's line
  /// and column), for problems that `Component.validate()` reports by path: a command-line
  /// tool prints them where editors can jump. Nil when the document was not read from text or
  /// the path does not lead into it (a shortened path, a component made in Swift).
  ///
  /// ```swift
  /// for problem in document.root.validate() {
  ///   let place = document.location(of: problem.path)  // (line: 4, column: 7)
  /// }
  /// ```
  public func location(of path: String) -> (line: Int, column: Int)? {
    guard let source, path.hasPrefix("root"), source.nodes[0].kind == .object else { return nil }
    guard var node = source.children(of: 0).first(where: { source.key($0) == "root" }) else {
      return nil
    }
    var rest = Substring(path.dropFirst("root".count))
    var found = (line: Int(source.nodes[node].line), column: Int(source.nodes[node].column))
    while !rest.isEmpty {
      // `.items[3]` (and a run `×N` of it), `.key`, `[i]`, or a side of an insets array.
      if rest.hasPrefix(".items["), let (position, count, after) = Self.itemStep(rest) {
        for _ in 0..<count {
          guard let items = source.member("items", of: node),
            let child = source.element(position, of: items)
          else { return found }
          node = child
        }
        found = (Int(source.nodes[node].line), Int(source.nodes[node].column))
        rest = after
      } else if rest.hasPrefix(".") {
        let name = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
        rest = rest.dropFirst(1 + name.count)
        // A tuple's element by its name: insets are [top, left, bottom, right], sizes
        // [width, height].
        let names =
          source.nodes[node].count == 2
          ? ["width", "height"] : ["top", "left", "bottom", "right"]
        if source.nodes[node].kind == .array, let side = names.firstIndex(of: String(name)) {
          guard let element = source.element(side, of: node) else { return found }
          node = element
          found = (Int(source.nodes[node].line), Int(source.nodes[node].column))
        } else {
          guard let member = source.member(String(name), of: node) else { return found }
          node = member
          found = (Int(source.nodes[node].keyLine), Int(source.nodes[node].keyColumn))
        }
      } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])
      {
        guard let element = source.element(index, of: node) else { return found }
        node = element
        found = (Int(source.nodes[node].line), Int(source.nodes[node].column))
        rest = rest[rest.index(after: close)...]
      } else {
        return found
      }
    }
    return found
  }

  /// Reads `.items[3]` or `.items[3]×12` at the start of `text`: the position, the count of
  /// steps, and the text after.
  private static func itemStep(_ text: Substring) -> (Int, Int, Substring)? {
    let afterOpen = text.dropFirst(".items[".count)
    guard let close = afterOpen.firstIndex(of: "]"), let position = Int(afterOpen[..<close])
    else { return nil }
    var rest = afterOpen[afterOpen.index(after: close)...]
    var count = 1
    if rest.hasPrefix("×") {
      let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard let repeated = Int(digits) else { return nil }
      count = repeated
      rest = rest.dropFirst(1 + digits.count)
    }
    return (position, count, rest)
  }
}

extension JSONDocument {
  /// The member named `key` of an object node.
  func member(_ key: String, of node: Int) -> Int? {
    guard nodes[node].kind == .object else { return nil }
    return children(of: node).first { self.key($0) == key }
  }

  /// The element at `index` of an array node.
  func element(_ index: Int, of node: Int) -> Int? {
    guard nodes[node].kind == .array, index >= 0, index < Int(nodes[node].count) else {
      return nil
    }
    var iterator = children(of: node)
    for _ in 0..<index { _ = iterator.next() }
    return iterator.next()
  }
}
