import Foundation
import PackagePlugin

/// A type conforming to `PreviewProvider`, found in a target's sources.
struct Provider {
  var target: SourceModuleTarget
  var typeName: String
  var file: URL
}

/// Finds the providers by reading the sources of the package's library targets (a program
/// or a test target cannot be imported by another program). It looks for top-level
/// declarations (`struct`, `enum`, `class`, `actor` or `extension`, at the start of a line)
/// whose list of conformances names `PreviewProvider`; `private` and `fileprivate` ones are
/// out of reach and skipped with a warning.
enum ProviderSearch {
  static func providers(in package: Package) throws -> [Provider] {
    let declaration = try NSRegularExpression(
      pattern:
        #"^((?:[a-z@A-Z]+\s+)*)(?:struct|enum|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{"#,
      options: [.anchorsMatchLines])
    let word = try NSRegularExpression(pattern: #"\bPreviewProvider\b"#)
    var found: [Provider] = []
    for case let target as SourceModuleTarget in package.targets where target.kind == .generic {
      for file in target.sourceFiles where file.type == .source && file.url.pathExtension == "swift"
      {
        guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
        let whole = NSRange(text.startIndex..., in: text)
        for match in declaration.matches(in: text, range: whole) {
          let modifiers = String(text[Range(match.range(at: 1), in: text)!])
          let name = String(text[Range(match.range(at: 2), in: text)!])
          let conformances = String(text[Range(match.range(at: 3), in: text)!])
          let range = NSRange(conformances.startIndex..., in: conformances)
          guard word.firstMatch(in: conformances, range: range) != nil else { continue }
          if modifiers.contains("private") {
            Diagnostics.warning(
              "\(file.url.path): \(name) is \(modifiers.contains("fileprivate") ? "fileprivate" : "private"),"
                + " so swift package preview cannot reach it; make it internal")
            continue
          }
          found.append(Provider(target: target, typeName: name, file: file.url))
        }
      }
    }
    // By target, then file, then place in the file: the order --list prints.
    return found.enumerated().sorted {
      ($0.element.target.name, $0.element.file.path, $0.offset)
        < ($1.element.target.name, $1.element.file.path, $1.offset)
    }.map(\.element)
  }
}

/// The LayoutComposer package among the package's dependencies (or the package itself).
struct LibraryLocation {
  var package: Package

  static func find(in package: Package) -> LibraryLocation? {
    if isLibrary(package) { return LibraryLocation(package: package) }
    var pending = package.dependencies.map(\.package)
    var seen = Set<String>()
    while let next = pending.popLast() {
      guard seen.insert(next.directoryURL.path).inserted else { continue }
      if isLibrary(next) { return LibraryLocation(package: next) }
      pending += next.dependencies.map(\.package)
    }
    return nil
  }

  private static func isLibrary(_ package: Package) -> Bool {
    let names = Set(package.products.map(\.name))
    return names.contains("LayoutComposer") && names.contains("composer-preview")
  }
}
