import CGtk
import Foundation

/// A PNG read back with cairo, for checking the colour of single pixels.
struct Pixels {
  let width: Int
  let height: Int
  private let bytes: [UInt8]
  private let stride: Int

  /// Nil if the file is missing or not a PNG cairo can read.
  init?(png path: String) {
    let surface = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
  }

  /// The colour at a pixel as 0xRRGGBB (alpha dropped: the pictures are opaque).
  func rgb(_ x: Int, _ y: Int) -> UInt32 {
    // cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on x86.
    let offset = y * stride + x * 4
    return UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8
      | UInt32(bytes[offset])
  }

  func rgb(_ x: Double, _ y: Double) -> UInt32 { rgb(Int(x), Int(y)) }
}

/// Prints a colour as the tests write it, `0x1f77b4`.
func hex(_ value: UInt32) -> String {
  "0x" + String(value, radix: 16).leftPadded(to: 6)
}

extension String {
  func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}

/// A fresh temporary directory for one test's files.
func temporaryDirectory() -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("preview-tests-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
