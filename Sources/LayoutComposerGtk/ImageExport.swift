import CGtk
import Foundation
import LayoutComposer

/// Writes a rendered layout to a PNG (drawn by cairo, no display needed) or an SVG file
/// (written as structured SVG: see `SVGWriter`): `composer-preview --render` and the
/// previewer's export both use it.
///
/// ```swift
/// try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: "basic.png")
/// ```
public enum ImageExport {
  /// The file formats, chosen by the file name's extension.
  public enum Format: String, Sendable {
    case png
    case svg

    /// `.png` or `.svg` at the end of `path`, in any case; nil for anything else.
    public init?(path: String) {
      let lower = path.lowercased()
      if lower.hasSuffix(".png") {
        self = .png
      } else if lower.hasSuffix(".svg") {
        self = .svg
      } else {
        return nil
      }
    }
  }

  /// Why a picture could not be written.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Draws `snapshot` on a surface of exactly the renderer's canvas size and writes it.
  public static func write(
    _ snapshot: LayoutSnapshot, renderer: LayoutRenderer, to path: String
  ) throws(Failure) {
    guard let format = Format(path: path) else {
      throw Failure(description: "\(path): the file name must end in .png or .svg")
    }
    let size = renderer.canvasSize(for: snapshot)
    guard let (width, height) = pixelSize(size) else {
      throw Failure(
        description:
          "\(path): the picture would be \(formatNumber(size.width)) × "
          + "\(formatNumber(size.height)) pixels; pictures can be at most "
          + "\(maximumPixels) × \(maximumPixels) (choose a smaller size or zoom)")
    }
    switch format {
    case .png:
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
      defer { cairo_surface_destroy(surface) }
      try check(cairo_surface_status(surface), path)
      let cr = cairo_create(surface)!
      renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
      cairo_destroy(cr)
      try check(cairo_surface_write_to_png(surface, path), path)
    case .svg:
      let svg = SVGWriter.document(snapshot, renderer: renderer)
      do {
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw Failure(description: "\(path): cannot write: \(error.localizedDescription)")
      }
    }
  }

  /// The largest side of a picture, in pixels: cairo's image surfaces stop at 32,767.
  public static let maximumPixels = 32_767

  /// A canvas size as whole pixels (at least 1), nil when a side is beyond `maximumPixels`
  /// or not a number.
  static func pixelSize(_ size: Size) -> (Int32, Int32)? {
    let width = size.width.rounded(.up)
    let height = size.height.rounded(.up)
    let limit = Double(maximumPixels)
    guard width <= limit, height <= limit else { return nil }  // also false for NaN
    return (Int32(max(1, width)), Int32(max(1, height)))
  }

  private static func check(_ status: cairo_status_t, _ path: String) throws(Failure) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let reason = String(cString: cairo_status_to_string(status))
    throw Failure(description: "\(path): cannot write: \(reason)")
  }
}
