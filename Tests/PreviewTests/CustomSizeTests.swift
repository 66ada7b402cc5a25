import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// What the Custom size dialog and `--size` in the window accept, and the exact sentence each
/// mistake gets; the remembered custom size in the settings file.
@Suite struct CustomSizeTests {
  func mistake(_ text: String) -> String? {
    do {
      _ = try CustomSize.parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func sizesAreReadWithAnyOfTheUsualSeparators() throws {
    #expect(try CustomSize.parse("500x300") == Size(width: 500, height: 300))
    #expect(try CustomSize.parse(" 500 X 300 ") == Size(width: 500, height: 300))
    #expect(try CustomSize.parse("360.5×640") == Size(width: 360.5, height: 640))
    #expect(try CustomSize.parse("32767x1") == Size(width: 32767, height: 1))
    #expect(CustomSize.text(Size(width: 360.5, height: 640)) == "360.5x640")
  }

  @Test func everyMistakeNamesWhatIsWrong() {
    #expect(mistake("") == "no size: type WIDTHxHEIGHT, e.g. 375x667")
    #expect(mistake("   ") == "no size: type WIDTHxHEIGHT, e.g. 375x667")
    #expect(mistake("abc") == "abc is not WIDTHxHEIGHT, e.g. 375x667")
    #expect(mistake("5x3x2") == "5x3x2 is not WIDTHxHEIGHT, e.g. 375x667")
    #expect(mistake("0x0") == "0x0: the width must be more than 0")
    #expect(mistake("-5x3") == "-5x3: the width must be more than 0")
    #expect(mistake("5x-3") == "5x-3: the height must be more than 0")
    #expect(mistake("5x0") == "5x0: the height must be more than 0")
    #expect(mistake("12xabc") == "12xabc: the height abc is not a number")
    #expect(mistake("x300") == "x300: the width is missing")
    #expect(mistake("500x") == "500x: the height is missing")
    // Double("nan") and Double("inf") parse, but are no lengths.
    #expect(mistake("nanx5") == "nanx5: the width nan is not a number")
    #expect(mistake("5xinf") == "5xinf: the height inf is not a number")
    #expect(mistake("32768x10") == "32768x10: the width must be at most 32767 points")
    #expect(mistake("10x1e9") == "10x1e9: the height must be at most 32767 points")
  }

  @Test func theCustomSizeIsRememberedInTheSettingsFile() throws {
    let path = temporaryDirectory().appendingPathComponent("preview.conf").path
    var settings = PreviewSettings()
    #expect(settings.customSize == nil)
    settings.customSize = Size(width: 500, height: 300)
    try settings.save(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\ncustom-size = 500x300\n"), "\(text)")
    #expect(PreviewSettings.load(from: path).customSize == Size(width: 500, height: 300))
    // A size the dialog would refuse is not taken from a hand-edited file.
    try "custom-size = 0x300\nmeasurer = fixed\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let edited = PreviewSettings.load(from: path)
    #expect(edited.customSize == nil)
    #expect(edited.measurer == .fixedAdvance)
  }

  @Test func theCustomSizeIsOfferedAfterThePresetsAndRotates() {
    let custom = CanvasSize.custom(Size(width: 500, height: 300))
    #expect(custom.label == "Custom 500×300")
    #expect(custom.padding == 16)
    let available = Size(width: 900, height: 700)
    #expect(
      custom.layoutSize(available: available, zoom: 2, rotated: false)
        == Size(width: 500, height: 300))
    #expect(
      custom.layoutSize(available: available, zoom: 1, rotated: true)
        == Size(width: 300, height: 500))
  }

  @Test func theShortcutsDescriptionEscapesAccelerators() {
    let xml = ShortcutsDescription.builderXML([
      .init(group: "Files & more", title: "Open \"it\"", accelerators: ["<Control>o", "F5"])
    ])
    #expect(xml.contains("<property name=\"title\">Files &amp; more</property>"))
    #expect(xml.contains("<property name=\"title\">Open &quot;it&quot;</property>"))
    #expect(xml.contains("<property name=\"accelerator\">&lt;Control&gt;o F5</property>"))
  }

  /// The About dialog's version is the README's: one release number in both.
  @Test func theVersionIsTheReadmes() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(
      text.contains("Version \(LayoutComposerVersion.current) "), "README and the code disagree")
    #expect(LayoutComposerVersion.current == "0.1.0")
  }
}

extension OnDisplay {
  @Suite struct FileOwnSizeTests {
    /// A layout file that names its size opens at that size (the "Own size" canvas) without
    /// `--preset`; one that names none fills the window, as before.
    @Test func aLayoutFileOpensAtItsOwnSize() throws {
      let directory = temporaryDirectory()
      let sized = directory.appendingPathComponent("phone.json")
      try """
      {"version": 1, "size": [360, 640], "root": {"layout": {"type": "VBox"}, "items": [{"name": "a", "height": 40}]}}
      """.write(to: sized, atomically: true, encoding: .utf8)
      let app = try PreviewProcess([sized.path])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let status = OnDisplay.WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") } ?? ""
      #expect(status.contains("360x640 (Own size)"), "\(status)")
    }
  }
}
