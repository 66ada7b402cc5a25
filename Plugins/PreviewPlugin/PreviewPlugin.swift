import Foundation
import PackagePlugin

/// `swift package preview`: shows the package's previews (types conforming to
/// `PreviewProvider`) in the previewer, lists them, or renders one to a PNG or SVG.
///
///     swift package --disable-sandbox preview                 # open the previewer on them
///     swift package --disable-sandbox preview --list          # ID<TAB>title<TAB>file:line
///     swift package --disable-sandbox preview --render ID --out shot.png [--size 360x640]
///     swift package --disable-sandbox preview -- --trace      # after --: for composer-preview
///
/// It reads the sources of the package's targets for conforming types, writes a small package
/// in its work directory whose targets are the package's own (their directories linked in,
/// so internal providers are reachable through `@testable import`) plus a program that
/// writes every preview as a layout file, builds and runs it, and hands the files to
/// `composer-preview`, which rebuilds them when a Swift file of those targets is saved.
@main
struct PreviewPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request = try PreviewRequest(arguments: arguments)
    let package = context.package
    let providers = try ProviderSearch.providers(in: package)
    guard !providers.isEmpty else {
      throw PreviewError(
        "no previews in package '\(package.displayName)': no type in its targets conforms to"
          + " PreviewProvider (write `struct MyPreviews: PreviewProvider { static var previews:"
          + " [Preview] { … } }` in a target that depends on LayoutComposer)")
    }
    guard let library = LibraryLocation.find(in: package) else {
      throw PreviewError(
        "package '\(package.displayName)' does not depend on LayoutComposer")
    }
    let program = PreviewProgram(
      directory: context.pluginWorkDirectoryURL.appending(path: "program"), package: package,
      library: library, providers: providers)
    try program.write()
    let output = context.pluginWorkDirectoryURL.appending(path: "layouts")
    let previews = try program.buildAndRun(writingTo: output)

    switch request {
    case .list:
      for preview in previews {
        print("\(preview.id)\t\(preview.title)\t\(preview.location)")
      }
    case .render(let id, let out, let size):
      guard let preview = previews.first(where: { $0.id == id }) else {
        throw PreviewError(
          "no preview with the id '\(id)'; the previews are:\n"
            + previews.map { "  \($0.id)" }.joined(separator: "\n"))
      }
      var arguments = ["--render", preview.layoutFile.path, "--out", absolute(out, in: package)]
      if let size { arguments += ["--size", size] }
      try program.runPreviewer(arguments)
    case .open(let previewerArguments):
      // Each preview at its own size (the promise) whatever canvas the gallery last
      // used; `-- --preset phone` chooses another for the run.
      try program.openRebuildingOnSave(
        ["--no-samples", "--preset", "own"] + previewerArguments, output: output)
    }
  }

  private func absolute(_ path: String, in package: Package) -> String {
    path.hasPrefix("/") ? path : package.directoryURL.appending(path: path).path
  }
}

/// What the command was asked to do.
enum PreviewRequest {
  /// The previewer on every preview; `previewerArguments` are what followed `--`.
  case open(previewerArguments: [String])
  case list
  case render(id: String, out: String, size: String?)

  init(arguments: [String]) throws {
    var list = false
    var render: String?
    var out: String?
    var size: String?
    var previewerArguments: [String] = []
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let next = rest.popFirst() else { throw PreviewError("\(flag) needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": list = true
      case "--render": render = try value(argument)
      case "--out": out = try value(argument)
      case "--size": size = try value(argument)
      case "--":
        previewerArguments = Array(rest)
        rest = []
      default:
        throw PreviewError(
          "unknown argument '\(argument)'; usage: swift package preview"
            + " [--list | --render ID --out FILE.png|FILE.svg [--size WxH] | -- PREVIEWER-OPTIONS]")
      }
    }
    if let render {
      guard let out else { throw PreviewError("--render needs --out FILE.png or FILE.svg") }
      self = .render(id: render, out: out, size: size)
    } else if list {
      self = .list
    } else {
      if out != nil || size != nil { throw PreviewError("--out and --size go with --render") }
      self = .open(previewerArguments: previewerArguments)
    }
  }
}

struct PreviewError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
