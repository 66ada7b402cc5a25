import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// The inspector's property list, warnings by component, the remembered settings and the
/// variants' arrangement, without a display.
@Suite struct InspectorTests {
  static func marginsSample() throws -> LayoutSnapshot {
    let sample = try #require(Gallery.sample(named: "margins-2"))
    return LayoutSnapshot(root: sample.build(), size: Size(width: 320, height: 480))
  }

  @Test func theReportIsAPropertyList() throws {
    let snapshot = try Self.marginsSample()
    let node = try #require(snapshot.result.index(named: "view2"))
    let report = InspectorReport(node: node, in: snapshot)
    #expect(report.title == "view2")
    #expect(report.sections.map(\.title) == ["Component", "Frame", "Options"])
    #expect(report.value(of: "path", in: "Component") == "root.items[1]")
    // VBox(defaultMargins: (10, 20, 0, 20)): view2 at y 10 + 50 + 10, 20 in from both sides.
    #expect(report.value(of: "in parent", in: "Frame") == "{20, 70, 280, 100}")
    #expect(report.value(of: "size", in: "Frame") == "280 × 100")
    let options = try #require(report.sections.first { $0.title == "Options" }).rows
    #expect(options.contains(InspectorReport.Row("height", "100", note: "explicit")))
    #expect(
      options.contains(
        InspectorReport.Row("marginLeft", "20", note: "inherited: defaultMargins of VBox")))
    #expect(report.value(of: "source", in: "Component")?.hasPrefix("LayoutSamples/") == true)
    // As text (Copy, the trace): the title, sections, and aligned columns.
    let lines = report.text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "view2")
    #expect(lines[1] == "Component")
    #expect(lines[2] == "  name    view2")
    #expect(lines.contains("  height        100  (explicit)"))
  }

  @Test func inTheVariantsViewTheFrameOfEachVariantIsListed() throws {
    let snapshot = try Self.marginsSample()
    let node = try #require(snapshot.result.index(named: "view2"))
    let set = VariantSet(
      snapshot, window: Size(width: 500, height: 400), available: Size(width: 900, height: 700),
      zoom: 1)
    let report = InspectorReport(
      node: node, in: snapshot,
      variants: set.variants.map { ($0.label, $0.snapshot.result.frame(at: node)) })
    let rows = try #require(report.sections.first { $0.title == "Frame" }).rows
    // view2 is 20 in from both sides and 100 high at y 70, whatever the width.
    #expect(
      rows == [
        InspectorReport.Row("Phone portrait", "{20, 70, 335, 100}"),
        InspectorReport.Row("Phone landscape", "{20, 70, 627, 100}"),
        InspectorReport.Row("Tablet", "{20, 70, 728, 100}"),
        InspectorReport.Row("Desktop", "{20, 70, 1240, 100}"),
        InspectorReport.Row("Window", "{20, 70, 460, 100}"),
      ])
  }

  @Test func notesOfTheComponentAreInTheReport() throws {
    let sample = try #require(Gallery.sample(named: "profile"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: sample.size)
    let icon = try #require(snapshot.result.index(named: "icon"))
    #expect(
      InspectorReport(node: icon, in: snapshot).value(of: "notes", in: "Component") == "halign left"
    )
  }

  @Test func problemPathsNameTheirComponentAndOption() {
    #expect(ComponentProblems.split("root")! == ([], ""))
    #expect(ComponentProblems.split("root.items[1].flex")! == ([1], "flex"))
    #expect(
      ComponentProblems.split("root.items[12].items[0].layout.spacing")! == (
        [12, 0], "layout.spacing"
      ))
    #expect(ComponentProblems.split("root.items[x]")! == ([], "items[x]"))
    #expect(ComponentProblems.split("size") == nil)
  }

  @Test func warningsGoToTheComponentTheyConcern() throws {
    let snapshot = try Self.marginsSample()
    let warning = LayoutProblem(
      path: "root.items[1].flex", message: "flex does not apply in a Relative", severity: .warning)
    let error = LayoutProblem(
      path: "root.items[2].width", message: "must not be negative, found -5")
    let elsewhere = LayoutProblem(
      path: "root.items[9].flex", message: "no such node", severity: .warning)
    let problems = ComponentProblems([warning, error, elsewhere], in: snapshot.result)
    #expect(problems.warnings == [warning, elsewhere])
    #expect(problems.errors == [error])
    let view2 = try #require(snapshot.result.index(named: "view2"))
    #expect(problems.at(node: view2) == [warning])
    let report = InspectorReport(node: view2, in: snapshot, problems: problems.at(node: view2))
    #expect(report.value(of: "flex", in: "Warnings") == "flex does not apply in a Relative")
    #expect(report.sections.map(\.title).prefix(3) == ["Component", "Frame", "Warnings"])
    let view3 = try #require(snapshot.result.index(named: "view3"))
    #expect(
      InspectorReport(node: view3, in: snapshot, problems: problems.at(node: view3))
        .value(of: "width", in: "Errors") == "must not be negative, found -5")
  }

  /// A layout of one's own shows as layout files name it: type Custom, its registered
  /// name and its settings (the gallery's Masonry at 3 columns, spacing 8).
  @Test func aCustomLayoutShowsItsNameAndSettings() throws {
    let sample = try #require(Gallery.sample(named: "own-masonry"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: sample.size)
    let wall = try #require(snapshot.result.index(named: "wall"))
    let rows = try #require(
      InspectorReport(node: wall, in: snapshot).sections.first { $0.title == "Layout" }
    ).rows
    #expect(
      rows == [
        InspectorReport.Row("type", "Custom"), InspectorReport.Row("name", "Masonry"),
        InspectorReport.Row("columns", "3"), InspectorReport.Row("spacing", "8"),
      ])
  }

  /// A grid child's cells, written or found by auto-placement, and the line of a wrapping
  /// stack's child, in the Component section (the grid-settings-form and wrap-tags samples,
  /// whose frames WrapAndGridSampleTests derives).
  @Test func gridCellsAndWrapLinesAreListed() throws {
    let form = try #require(Gallery.sample(named: "grid-settings-form"))
    let snapshot = LayoutSnapshot(root: form.build(), size: form.size)
    let about = try #require(snapshot.result.index(named: "aboutField"))
    let report = InspectorReport(node: about, in: snapshot)
    let rows = try #require(report.sections.first { $0.title == "Component" }).rows
    #expect(
      rows.contains(InspectorReport.Row("cell", "column 0, row 3, columnSpan 2", note: "explicit")))
    let options = try #require(report.sections.first { $0.title == "Options" }).rows
    #expect(options.contains(InspectorReport.Row("column", "0", note: "explicit")))
    #expect(options.contains(InspectorReport.Row("columnSpan", "2", note: "explicit")))
    #expect(!options.contains { $0.name == "rowSpan" })
    // The email field has no place of its own: the labels and fields flow two a row, so it is
    // the fourth child, in the second cell of row 1.
    let email = try #require(snapshot.result.index(named: "emailField"))
    let emailRows = try #require(
      InspectorReport(node: email, in: snapshot).sections.first { $0.title == "Component" }
    ).rows
    #expect(
      emailRows.contains(
        InspectorReport.Row(
          "cell", "column 1, row 1", note: "auto-placed: the next free cells, row by row")))
    // The tag cloud at 320 has three lines; "tests" is on the last.
    let tags = try #require(Gallery.sample(named: "wrap-tags"))
    let cloud = LayoutSnapshot(root: tags.build(), size: tags.size)
    let chip = try #require(cloud.result.index(named: "testsChip"))
    let chipReport = InspectorReport(node: chip, in: cloud)
    #expect(chipReport.value(of: "line", in: "Component") == "2 of 3")
    #expect(chipReport.value(of: "cell", in: "Component") == nil)
    let row = try #require(cloud.result.index(named: "tags"))
    #expect(
      InspectorReport(node: row, in: cloud).value(of: "notes", in: "Component")
        == "HBox · spacing 8 · wrap")
    // A child of a plain stack has neither.
    let heading = try #require(cloud.result.index(named: "heading"))
    #expect(InspectorReport(node: heading, in: cloud).value(of: "line", in: "Component") == nil)
  }

  @Test func theExplanationSectionIsTheEnginesExplanation() throws {
    var snapshot = try Self.marginsSample()
    let node = try #require(snapshot.result.index(named: "view2"))
    let lines = snapshot.explain(at: node)
    // The engine's own answer for the same tree and size.
    let sample = try #require(Gallery.sample(named: "margins-2"))
    var tree = LayoutTree(sample.build())
    _ = tree.layout(in: Size(width: 320, height: 480))
    let explained = tree.explain(named: "view2")
    let expected = try #require(explained).lines
    #expect(lines == expected)
    #expect(lines.count == 4 && lines[0].hasPrefix("width 280 = "))
    let report = InspectorReport(node: node, in: snapshot, explanation: lines)
    #expect(report.sections.first { $0.title == "Explanation" }?.rows.map(\.value) == expected)
    #expect(!InspectorReport(node: 1, in: snapshot).sections.contains { $0.title == "Explanation" })
    #expect(snapshot.explain(at: 999) == [])
  }

  @Test func settingsAreRememberedInTheConfigDirectory() throws {
    let base = temporaryDirectory().path
    let path = PreviewSettings.defaultPath(environment: ["XDG_CONFIG_HOME": base, "HOME": "/h"])
    #expect(path == "\(base)/layoutcomposer/preview.conf")
    #expect(
      PreviewSettings.defaultPath(environment: ["HOME": "/home/u"])
        == "/home/u/.config/layoutcomposer/preview.conf")
    #expect(PreviewSettings.load(from: path).measurer == .pango)
    var settings = PreviewSettings()
    settings.measurer = .fixedAdvance
    try settings.save(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("measurer = fixed"))
    #expect(PreviewSettings.load(from: path) == settings)
    try "measurer = sideways\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(PreviewSettings.load(from: path).measurer == .pango)
  }

  @Test func variantsAreTheLayoutAtEachSizeFittedSideBySide() throws {
    let sample = try #require(Gallery.sample(named: "vbox-flex"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: sample.size)
    let available = Size(width: 1000, height: 700)
    let set = VariantSet(
      snapshot, window: Size(width: 600, height: 500), available: available, zoom: 1)
    #expect(
      set.variants.map(\.id) == [
        "phone-portrait", "phone-landscape", "tablet", "desktop", "window",
      ])
    #expect(
      set.variants.map(\.snapshot.size) == [
        Size(width: 375, height: 667), Size(width: 667, height: 375),
        Size(width: 768, height: 1024),
        Size(width: 1280, height: 800), Size(width: 600, height: 500),
      ])
    for variant in set.variants {
      // Each variant's frames are a fresh layout at its size.
      var fresh = LayoutTree(sample.build())
      #expect(variant.snapshot.result.dump() == fresh.layout(in: variant.snapshot.size).dump())
      // Drawn at the common scale, inside the available area, none overlapping another.
      #expect(variant.area.width == variant.snapshot.size.width * set.scale)
      #expect(variant.area.maxX <= available.width && variant.area.maxY <= available.height)
      for other in set.variants where other.id != variant.id {
        #expect(!variant.area.intersects(other.area), "\(variant.id) overlaps \(other.id)")
      }
    }
    #expect(set.scale > 0.2 && set.scale < 1)
    // A point in the tablet's area finds the tablet, relative to its corner.
    let tablet = set.variants[2].area
    let hit = try #require(set.variant(atX: tablet.x + 5, y: tablet.y + 7))
    #expect(hit.index == 2 && hit.x == 5 && hit.y == 7)
  }
}
