import CGtk
import LayoutComposer

/// Writes a rendered layout to a PNG or SVG file with cairo's own surfaces, so no display is
/// needed: `composer-preview --render` and the previewer's export both use it.
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
    let width = max(1, Int32(size.width.rounded(.up)))
    let height = max(1, Int32(size.height.rounded(.up)))
    let surface: OpaquePointer
    switch format {
    case .png:
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    case .svg:
      surface = cairo_svg_surface_create(path, Double(width), Double(height))
    }
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface), path)
    let cr = cairo_create(surface)!
    renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
    cairo_destroy(cr)
    switch format {
    case .png:
      try check(cairo_surface_write_to_png(surface, path), path)
    case .svg:
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface), path)
    }
  }

  private static func check(_ status: cairo_status_t, _ path: String) throws(Failure) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let reason = String(cString: cairo_status_to_string(status))
    throw Failure(description: "\(path): cannot write: \(reason)")
  }
}
