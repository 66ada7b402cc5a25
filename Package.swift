// swift-tools-version:6.0
import PackageDescription

// The library, the layout-file tools and the samples: nothing here needs GTK, so a package
// that depends on LayoutComposer or LayoutFiles builds without GTK's development files and
// without pkg-config warnings. The GTK binding, the previewer, the benchmarks and the window
// tests are the package in Gtk/ (its sources stay in Sources/, Tests/ and Benchmarks/ here).
let package = Package(
  name: "LayoutComposer",
  products: [
    .library(name: "LayoutComposer", targets: ["LayoutComposer"]),
    .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
    .library(name: "LayoutSamples", targets: ["LayoutSamples"]),
    // For the tests of the GTK package (Gtk/Package.swift), which share the fixture runner.
    .library(name: "LayoutComposerTestSupport", targets: ["LayoutComposerTestSupport"]),
    .executable(name: "composer-samples", targets: ["composer-samples"]),
    .executable(name: "composer-layout", targets: ["composer-layout"]),
    .executable(name: "composer-sample-layouts", targets: ["composer-sample-layouts"]),
  ],
  targets: [
    // Core: the pure Swift engine. No GTK, no Foundation, no UI.
    .target(name: "LayoutComposer"),

    // Layout files: the JSON format (read, validate, write) and its command-line tool.
    .target(name: "LayoutFiles", dependencies: ["LayoutComposer"]),
    .executableTarget(name: "composer-layout", dependencies: ["LayoutComposer", "LayoutFiles"]),

    // Samples: the layouts of the seed documents, as a registry (used by tests and the previewer)
    // and as a program that prints their frame trees.
    .target(name: "LayoutSamples", dependencies: ["LayoutComposer"], path: "Samples/Gallery"),
    .executableTarget(
      name: "composer-samples", dependencies: ["LayoutComposer", "LayoutSamples"],
      path: "Samples/PrintSamples"),
    // Writes every sample as a layout file: `composer-preview --watch` rebuilds it on save.
    .executableTarget(
      name: "composer-sample-layouts",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutSamples"],
      path: "Samples/ExportLayouts"),

    // Tests, with their shared helpers in a target of their own.
    .target(name: "LayoutComposerTestSupport", dependencies: ["LayoutComposer", "LayoutFiles"]),
    .testTarget(
      name: "LayoutComposerTests",
      dependencies: [
        "LayoutComposer", "LayoutFiles", "LayoutComposerTestSupport", "LayoutSamples",
      ]),
    .testTarget(
      name: "LayoutFilesTests",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutComposerTestSupport", "LayoutSamples"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
