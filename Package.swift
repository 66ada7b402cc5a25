// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutComposer",
  products: [
    .library(name: "LayoutComposer", targets: ["LayoutComposer"]),
    .executable(name: "composer-samples", targets: ["composer-samples"]),
  ],
  targets: [
    // Core: the pure Swift engine. No GTK, no Foundation, no UI.
    .target(name: "LayoutComposer"),

    // Samples: the layouts of the seed documents, as a registry (used by tests and the previewer)
    // and as a program that prints their frame trees.
    .target(name: "LayoutSamples", dependencies: ["LayoutComposer"], path: "Samples/Gallery"),
    .executableTarget(
      name: "composer-samples", dependencies: ["LayoutComposer", "LayoutSamples"],
      path: "Samples/PrintSamples"),

    // Tests, with their shared helpers in a target of their own.
    .target(name: "LayoutComposerTestSupport", dependencies: ["LayoutComposer"]),
    .testTarget(
      name: "LayoutComposerTests",
      dependencies: ["LayoutComposer", "LayoutComposerTestSupport", "LayoutSamples"]),
  ],
  swiftLanguageModes: [.v6]
)
