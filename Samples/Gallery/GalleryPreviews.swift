import LayoutComposer

// The gallery's samples as previews: each seed document is a `PreviewProvider`, so
// `swift package preview --list` in this repository lists the gallery, and
// composer-sample-layouts (what `composer-preview --watch` rebuilds) exports them with the
// same code as the program `swift package preview` generates for a dependent package
// (Samples/ExportLayouts/PreviewExport.swift).

extension LayoutComposerReadme: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension YogaTutorial: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension SwiftUILayoutTalk: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension Stevia: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension FlooidLayout: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension Hugging: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension OwnLayouts: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension WrapAndGrid: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}

extension RealScreens: PreviewProvider {
  static var previews: [Preview] { samples.map(\.preview) }
}
