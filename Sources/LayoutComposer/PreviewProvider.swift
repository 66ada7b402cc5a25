/// A type that lists previews of screens, found by `swift package preview` in the sources of
/// a package's targets. It may be `internal`, as screens' previews usually are.
///
/// ```swift
/// struct SettingsPreviews: PreviewProvider {
///   static var previews: [Preview] {
///     [Preview("Settings", size: Size(width: 360, height: 640)) { settingsScreen() },
///      Preview("Settings, RTL", size: Size(width: 360, height: 640), direction: .rightToLeft) {
///        settingsScreen()
///      }]
///   }
/// }
/// ```
public protocol PreviewProvider {
  static var previews: [Preview] { get }
}

/// A preview with the id tools name it by (`swift package preview --render ID`).
public struct IdentifiedPreview {
  /// `Module.Provider/title-words`: the provider's type and the title made into a word list,
  /// or `Module.Provider/2` (the index in `previews`) where the title gives no such word list
  /// or another preview of the provider has the same one. Stable across rebuilds as long as
  /// the provider and the title stay. A preview given an `id` of its own has that one.
  public var id: String
  public var preview: Preview
}

extension PreviewProvider {
  /// `previews`, each with its id.
  ///
  /// ```swift
  /// SettingsPreviews.identifiedPreviews.map(\.id)
  /// // ["Screens.SettingsPreviews/settings", "Screens.SettingsPreviews/settings-rtl"]
  /// ```
  public static var identifiedPreviews: [IdentifiedPreview] {
    let all = previews
    let provider = String(reflecting: Self.self)
    // A preview with an id of its own takes no title's word list from another.
    let slugs = all.map { $0.id == nil ? previewSlug($0.title) : "" }
    return all.enumerated().map { index, preview in
      if let own = preview.id { return IdentifiedPreview(id: own, preview: preview) }
      let slug = slugs[index]
      let unique = !slug.isEmpty && slugs.count(where: { $0 == slug }) == 1
      return IdentifiedPreview(
        id: "\(provider)/\(unique ? slug : String(index))", preview: preview)
    }
  }
}

/// A title as lowercase ASCII letters and digits, runs of anything else one `-`:
/// "Settings, RTL" is "settings-rtl". (Digits alone would read as an index: they get a `-`
/// in front.)
func previewSlug(_ title: String) -> String {
  var slug = ""
  var pendingDash = false
  for character in title.lowercased().unicodeScalars {
    if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
      if pendingDash && !slug.isEmpty { slug.append("-") }
      pendingDash = false
      slug.unicodeScalars.append(character)
    } else {
      pendingDash = true
    }
  }
  if !slug.isEmpty && slug.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
    slug = "-" + slug
  }
  return slug
}
