// swift-tools-version:6.0
import PackageDescription

// Everything in one package, because SwiftPM reads only a repository's root Package.swift: a
// package that depends on this one can use the engine, the layout files, the GTK widgets and
// run the previewer. The GTK targets reach pkg-config only when something that depends on
// CGtk is built, so a package that uses only LayoutComposer and LayoutFiles builds without
// GTK's development files (scripts/check-consumer --without-gtk; README, "Using it").
let package = Package(
  name: "LayoutComposer",
  products: [
    // For users' apps.
    .library(name: "LayoutComposer", targets: ["LayoutComposer"]),
    .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
    .library(name: "LayoutLines", targets: ["LayoutLines"]),
    .library(name: "LayoutComposerWidgets", targets: ["LayoutComposerWidgets"]),
    // Tools, runnable from a dependent package with `swift run composer-preview` etc.
    .executable(name: "composer-preview", targets: ["composer-preview"]),
    .executable(name: "composer-layout", targets: ["composer-layout"]),
    .executable(name: "composer-widgets", targets: ["composer-widgets"]),
    .executable(name: "composer-samples", targets: ["composer-samples"]),
    .executable(name: "composer-sample-layouts", targets: ["composer-sample-layouts"]),
    .executable(name: "composer-bench", targets: ["composer-bench"]),
    // `swift package preview`: a package's own previews in the previewer.
    .plugin(name: "PreviewPlugin", targets: ["PreviewPlugin"]),
  ],
  targets: [
    // Core: the pure Swift engine. No GTK, no Foundation, no UI.
    .target(name: "LayoutComposer"),

    // Stevia's layout lines (`|-a-8-b-|`): operators that build ordinary components, opt-in.
    .target(name: "LayoutLines", dependencies: ["LayoutComposer"]),

    // Layout files: the JSON format (read, validate, write) and its command-line tool.
    .target(name: "LayoutFiles", dependencies: ["LayoutComposer"]),
    .executableTarget(name: "composer-layout", dependencies: ["LayoutComposer", "LayoutFiles"]),

    // Samples: the layouts of the seed documents, as a registry (used by tests and the previewer)
    // and as a program that prints their frame trees.
    .target(
      name: "LayoutSamples", dependencies: ["LayoutComposer", "LayoutLines"],
      path: "Samples/Gallery"),
    .executableTarget(
      name: "composer-samples", dependencies: ["LayoutComposer", "LayoutSamples"],
      path: "Samples/PrintSamples"),
    // Writes every sample as a layout file: `composer-preview --watch` rebuilds it on save.
    .executableTarget(
      name: "composer-sample-layouts",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutSamples"],
      path: "Samples/ExportLayouts"),

    // GTK 4 binding: the C API through pkg-config, a small C shim for what Swift cannot call
    // (macros, variadic functions), the Swift glue, and the previewer app.
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "CGtkShim", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerGtk",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutComposerWidgets", "CGtk", "CGtkShim"]),
    .executableTarget(
      name: "composer-preview",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutSamples", "LayoutComposerGtk"]),

    // Benchmarks: an executable of its own, so the library carries no benchmark code.
    .executableTarget(
      name: "composer-bench",
      dependencies: [
        "LayoutComposer", "LayoutSamples", "LayoutComposerGtk", "LayoutComposerTestSupport",
        "LayoutComposerWidgets",
      ],
      path: "Benchmarks/composer-bench"),

    // Real GTK widgets laid out by the engine: a GtkLayoutManager subclass (C) calling the
    // Swift container, the module, and its sample windows.
    .target(name: "CLayoutComposerWidgets", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerWidgets",
      dependencies: ["LayoutComposer", "CGtk", "CGtkShim", "CLayoutComposerWidgets"]),
    .executableTarget(
      name: "composer-widgets",
      dependencies: ["LayoutComposer", "LayoutComposerWidgets", "CGtk"],
      path: "Samples/Widgets"),

    // `swift package preview` (Plugins/PreviewPlugin): finds the package's PreviewProviders,
    // builds a program that writes them as layout files, and opens composer-preview on them.
    .plugin(
      name: "PreviewPlugin",
      capability: .command(
        intent: .custom(
          verb: "preview",
          description: "Show the package's previews (PreviewProvider) in composer-preview"))),

    // Tests, with their shared helpers in a target of their own (not a product: ours only).
    .target(name: "LayoutComposerTestSupport", dependencies: ["LayoutComposer", "LayoutFiles"]),
    .testTarget(
      name: "LayoutComposerTests",
      dependencies: [
        "LayoutComposer", "LayoutFiles", "LayoutComposerTestSupport", "LayoutSamples",
        "LayoutLines",
      ]),
    .testTarget(
      name: "LayoutFilesTests",
      dependencies: ["LayoutComposer", "LayoutFiles", "LayoutComposerTestSupport", "LayoutSamples"]
    ),
    // The window tests: they need a display (scripts/with-display).
    .testTarget(
      name: "WidgetTests",
      dependencies: ["LayoutComposer", "LayoutComposerWidgets", "CGtk"]),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "LayoutComposer", "LayoutFiles", "LayoutSamples", "LayoutComposerTestSupport",
        "LayoutComposerGtk",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
