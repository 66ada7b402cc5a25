// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutComposer",
  products: [
    .library(name: "LayoutComposer", targets: ["LayoutComposer"]),
    .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
    .library(name: "LayoutComposerGtk", targets: ["LayoutComposerGtk"]),
    .library(name: "LayoutSamples", targets: ["LayoutSamples"]),
    .executable(name: "composer-samples", targets: ["composer-samples"]),
    .executable(name: "composer-layout", targets: ["composer-layout"]),
    .executable(name: "composer-preview", targets: ["composer-preview"]),
    .executable(name: "composer-sample-layouts", targets: ["composer-sample-layouts"]),
    .executable(name: "composer-bench", targets: ["composer-bench"]),
    .library(name: "LayoutComposerWidgets", targets: ["LayoutComposerWidgets"]),
    .executable(name: "composer-widgets", targets: ["composer-widgets"]),
  ],
  targets: [
    // Core: the pure Swift engine. No GTK, no Foundation, no UI.
    .target(name: "LayoutComposer"),

    // Layout files: the JSON format (read, validate, write) and its command-line tool.
    .target(name: "LayoutFiles", dependencies: ["LayoutComposer"]),
    .executableTarget(name: "composer-layout", dependencies: ["LayoutComposer", "LayoutFiles"]),

    // GTK 4 binding: the C API through pkg-config, a small C shim for what Swift cannot call
    // (macros, variadic functions), the Swift glue, and the previewer app.
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "CGtkShim", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerGtk",
      dependencies: ["LayoutComposer", "LayoutFiles", "CGtk", "CGtkShim"]),
    .executableTarget(
      name: "composer-preview",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutComposerGtk", "LayoutSamples"]),

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

    // Benchmarks: an executable of its own, so the library carries no benchmark code.
    .executableTarget(
      name: "composer-bench",
      dependencies: ["LayoutComposer", "LayoutSamples", "LayoutComposerGtk"],
      path: "Benchmarks/composer-bench"),

    // Real GTK widgets laid out by the engine: a GtkLayoutManager subclass (C) calling the
    // Swift container, the module, its sample windows, and their window tests.
    .target(name: "CLayoutComposerWidgets", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerWidgets",
      dependencies: ["LayoutComposer", "CGtk", "CGtkShim", "CLayoutComposerWidgets"]),
    .executableTarget(
      name: "composer-widgets",
      dependencies: ["LayoutComposer", "LayoutComposerWidgets", "CGtk"],
      path: "Samples/Widgets"),
    .testTarget(
      name: "WidgetTests",
      dependencies: ["LayoutComposer", "LayoutComposerWidgets", "CGtk"]),

    // Tests, with their shared helpers in a target of their own.
    .target(name: "LayoutComposerTestSupport", dependencies: ["LayoutComposer", "LayoutFiles"]),
    .testTarget(
      name: "LayoutComposerTests",
      dependencies: ["LayoutComposer", "LayoutComposerTestSupport", "LayoutSamples"]),
    .testTarget(
      name: "LayoutFilesTests",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutComposerTestSupport", "LayoutSamples"]
    ),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "LayoutComposer", "LayoutFiles", "LayoutComposerGtk", "LayoutSamples",
        "LayoutComposerTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
