// swift-tools-version:6.0
import PackageDescription

// The GTK 4 side of LayoutComposer: the binding, the previewer, the benchmarks (which time the
// previewer's drawing too) and the window tests. A package of its own so that the library
// package (..) needs no GTK: SwiftPM asks pkg-config about every system library of a package
// it loads, and gtk4's flags (-pthread, -msse) make it warn in every package that depends on
// one. The directories here are links to Sources/, Tests/ and Benchmarks/ of the main tree,
// so the files keep their places.
//
//   swift run --package-path Gtk composer-preview
//   swift test --package-path Gtk            (the window tests need a display: scripts/test)
let package = Package(
  name: "LayoutComposerGtk",
  products: [
    .library(name: "LayoutComposerGtk", targets: ["LayoutComposerGtk"]),
    .executable(name: "composer-preview", targets: ["composer-preview"]),
    .executable(name: "composer-bench", targets: ["composer-bench"]),
    .library(name: "LayoutComposerWidgets", targets: ["LayoutComposerWidgets"]),
    .executable(name: "composer-widgets", targets: ["composer-widgets"]),
  ],
  dependencies: [.package(name: "LayoutComposer", path: "..")],
  targets: [
    // GTK 4 binding: the C API through pkg-config, a small C shim for what Swift cannot call
    // (macros, variadic functions), the Swift glue, and the previewer app.
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "CGtkShim", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerGtk",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"),
        .product(name: "LayoutFiles", package: "LayoutComposer"), "CGtk", "CGtkShim",
      ]),
    .executableTarget(
      name: "composer-preview",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"),
        .product(name: "LayoutFiles", package: "LayoutComposer"),
        .product(name: "LayoutSamples", package: "LayoutComposer"), "LayoutComposerGtk",
      ]),

    // Benchmarks: an executable of its own, so the library carries no benchmark code.
    .executableTarget(
      name: "composer-bench",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"),
        .product(name: "LayoutSamples", package: "LayoutComposer"), "LayoutComposerGtk",
      ],
      path: "Benchmarks/composer-bench"),

    // Real GTK widgets laid out by the engine: a GtkLayoutManager subclass (C) calling the
    // Swift container, the module, its sample windows, and their window tests.
    .target(name: "CLayoutComposerWidgets", dependencies: ["CGtk"]),
    .target(
      name: "LayoutComposerWidgets",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"), "CGtk", "CGtkShim",
        "CLayoutComposerWidgets",
      ]),
    .executableTarget(
      name: "composer-widgets",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"), "LayoutComposerWidgets",
        "CGtk",
      ],
      path: "Samples/Widgets"),
    .testTarget(
      name: "WidgetTests",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"), "LayoutComposerWidgets",
        "CGtk",
      ]),

    .testTarget(
      name: "PreviewTests",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"),
        .product(name: "LayoutFiles", package: "LayoutComposer"),
        .product(name: "LayoutSamples", package: "LayoutComposer"),
        .product(name: "LayoutComposerTestSupport", package: "LayoutComposer"),
        "LayoutComposerGtk",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
