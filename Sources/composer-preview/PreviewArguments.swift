import LayoutComposer
import LayoutComposerGtk

/// The command line of `composer-preview`, parsed. Mistakes are reported by `parse` with the
/// option they concern.
///
/// ```
/// composer-preview [FILE.json …] [--sample ID] [--preset NAME] [--size WxH] [--watch DIR …]
///                  [--watch-package DIR] [--watch-product NAME] [--previews DIR]
///                  [--dark|--light] [--variants] [--trace] [--control]
/// composer-preview --render NAME_OR_FILE [--size WxH] --out FILE.png|FILE.svg [--select NAME]
///                  [--zoom Z] [--borders-only] [--opaque] [--no-names] [--all-names]
///                  [--notes] [--no-margins] [--exploded] [--measurer pango|fixed]
///                  [--direction ltr|rtl|auto]
/// ```
struct PreviewArguments {
  var render: String?
  var out: String?
  var size: Size?
  var files: [String] = []
  var sample: String?
  /// `--watch DIR` (repeatable): directories whose Swift files rebuild the previews.
  var watch: [String] = []
  /// `--watch-package`, `--watch-product`: what is rebuilt (SourceWatcher); nil: the
  /// package holding the first watched directory and its composer-sample-layouts.
  var watchPackage: String?
  var watchProduct: String?
  /// `--previews DIR`: the previews exported in DIR (previews.tsv), as `swift package
  /// preview` exported them, in the sidebar before the gallery.
  var previews: String?
  /// `--no-samples`: only the files in the sidebar, not the gallery (swift package preview).
  var samples = true
  var trace = false
  /// `--trace-file PATH`: the trace appended to a file instead of standard output.
  var traceFile: String?
  /// Read commands from standard input (see ControlChannel).
  var control = false
  /// nil follows the system theme.
  var dark: Bool?
  /// nil: not asked for; the window opens layout files at their own size and the gallery at
  /// the window's (`canvas`).
  var chosenCanvas: CanvasSize?
  /// The canvas when none is chosen on the command line nor remembered: layout files and
  /// previews at their own size, the gallery at the window's.
  var defaultCanvas: CanvasSize { files.isEmpty && previews == nil ? .fitWindow : .ownSize }
  /// nil: the window uses the remembered choice, `--render` real fonts.
  var measurer: PreviewSettings.Measurer?
  /// nil: the window uses the remembered choice, `--render` the layout's own direction.
  var direction: PreviewSettings.Direction?
  var variants = false
  /// `--render`: the component drawn selected (its outline, tag and baseline guide).
  var select: String?
  var options = RenderOptions()

  static let usage = """
    usage: composer-preview [FILE.json ...] [--sample ID] [--preset phone|tablet|desktop|own|fit]
                            [--size WxH] [--variants] [--watch DIR ...] [--no-samples]
                            [--watch-package DIR] [--watch-product NAME] [--previews DIR]
                            [--dark|--light] [--trace] [--trace-file FILE] [--control]
                            [DRAWING]
           composer-preview --render NAME_OR_FILE [--size WxH] --out FILE.png|FILE.svg
                            [--select NAME] [DRAWING]
    DRAWING: [--zoom Z] [--borders-only] [--no-borders] [--opaque] [--no-names] [--all-names]
             [--notes] [--no-margins] [--no-text] [--exploded] [--measurer pango|fixed]
             [--direction ltr|rtl|auto]
    """

  struct Mistake: Error {
    let message: String
  }

  static func parse(_ arguments: [String]) throws(Mistake) -> PreviewArguments {
    var parsed = PreviewArguments()
    var rest = arguments[...]
    var sizeText: String?
    func value(_ option: String) throws(Mistake) -> String {
      guard let next = rest.popFirst() else {
        throw Mistake(message: "\(option) needs a value")
      }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--render": parsed.render = try value(argument)
      case "--out": parsed.out = try value(argument)
      case "--size": sizeText = try value(argument)
      case "--zoom":
        let text = try value(argument)
        guard let zoom = Double(text), zoom > 0, zoom <= 16 else {
          throw Mistake(message: "--zoom \(text): expected a number between 0 and 16")
        }
        parsed.options.zoom = zoom
      case "--sample": parsed.sample = try value(argument)
      case "--select": parsed.select = try value(argument)
      case "--watch": parsed.watch.append(try value(argument))
      case "--watch-package": parsed.watchPackage = try value(argument)
      case "--watch-product": parsed.watchProduct = try value(argument)
      case "--previews": parsed.previews = try value(argument)
      case "--no-samples": parsed.samples = false
      case "--measurer":
        let name = try value(argument)
        guard let measurer = PreviewSettings.Measurer(rawValue: name) else {
          throw Mistake(message: "--measurer \(name): expected pango or fixed")
        }
        parsed.measurer = measurer
      case "--direction":
        let name = try value(argument)
        guard let direction = PreviewSettings.Direction(rawValue: name) else {
          throw Mistake(message: "--direction \(name): expected ltr, rtl or auto")
        }
        parsed.direction = direction
      case "--trace": parsed.trace = true
      case "--trace-file": parsed.traceFile = try value(argument)
      case "--control": parsed.control = true
      case "--dark": parsed.dark = true
      case "--light": parsed.dark = false
      case "--preset":
        let name = try value(argument)
        if name == "fit" {
          parsed.chosenCanvas = .fitWindow
        } else if name == "own" {
          parsed.chosenCanvas = .ownSize
        } else if let preset = CanvasSize.Preset(rawValue: name) {
          parsed.chosenCanvas = .preset(preset)
        } else {
          throw Mistake(message: "--preset \(name): expected phone, tablet, desktop, own or fit")
        }
      case "--borders-only": parsed.options.fills = false
      case "--no-borders": parsed.options.borders = false
      case "--opaque": parsed.options.fillAlpha = 1
      case "--no-names":
        parsed.options.names = false
        parsed.options.allNames = false
      case "--all-names": parsed.options.allNames = true
      case "--notes": parsed.options.notes = true
      case "--no-notes": parsed.options.notes = false
      case "--variants": parsed.variants = true
      case "--no-margins": parsed.options.margins = false
      case "--no-text": parsed.options.texts = false
      case "--exploded": parsed.options.exploded = true
      case "--help", "-h": throw Mistake(message: "")
      default:
        if argument.hasPrefix("-") {
          throw Mistake(message: "unknown option \(argument)")
        }
        parsed.files.append(argument)
      }
    }
    if let text = sizeText {
      if parsed.render != nil {
        parsed.size = try renderSize(text)
      } else {
        // In the window `--size` is the custom canvas size for this run (over `--preset`),
        // at most what the window can show, 32,767 points a side.
        do {
          parsed.chosenCanvas = .custom(try CustomSize.parse(text))
        } catch {
          throw Mistake(message: "--size \(error.message)")
        }
      }
    }
    if parsed.watch.isEmpty, parsed.watchPackage != nil || parsed.watchProduct != nil {
      throw Mistake(message: "--watch-package and --watch-product go with --watch DIR")
    }
    if parsed.render != nil, parsed.out == nil {
      throw Mistake(message: "--render needs --out FILE.png or --out FILE.svg")
    }
    if let out = parsed.out, ImageExport.Format(path: out) == nil {
      throw Mistake(message: "--out \(out): the file name must end in .png or .svg")
    }
    return parsed
  }

  /// `--render`'s `--size`: any positive size the engine lays out.
  private static func renderSize(_ text: String) throws(Mistake) -> Size {
    guard let size = parseSize(text) else {
      throw Mistake(message: "--size \(text): expected WIDTHxHEIGHT, e.g. 375x667")
    }
    guard size.width <= LayoutLimits.maximumLength, size.height <= LayoutLimits.maximumLength
    else {
      throw Mistake(
        message: "--size \(text): width and height must be at most "
          + "\(formatNumber(LayoutLimits.maximumLength)) points")
    }
    return size
  }

  /// `375x667` (also `375X667`) as a size; nil unless both numbers are positive.
  static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width.isFinite, height.isFinite
    else { return nil }
    return Size(width: width, height: height)
  }
}
