// swift-tools-version:6.0
import PackageDescription

// The fuzz target for layout files: libFuzzer feeds it bytes, it reads them as a layout file
// and checks more than "no crash" (FuzzTarget.swift). A package of its own, so that the
// sanitizer flags it is built with never touch normal builds of the library. Run it with
// scripts/fuzz SECONDS; it builds with
//
//   swift build -c release --package-path Fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
let package = Package(
  name: "LayoutComposerFuzz",
  dependencies: [.package(name: "LayoutComposer", path: "..")],
  targets: [
    .executableTarget(
      name: "composer-fuzz",
      dependencies: [
        .product(name: "LayoutComposer", package: "LayoutComposer"),
        .product(name: "LayoutFiles", package: "LayoutComposer"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
