import CGtk

/// The pictures of the samples, drawn with cairo into textures: an avatar and a show poster.
@MainActor
enum Artwork {
  /// A disc with a gradient and initials.
  static func avatar(initials: String, size: Int32) -> OpaquePointer {
    texture(width: size, height: size) { cr in
      let radius = Double(size) / 2
      let gradient = cairo_pattern_create_linear(0, 0, Double(size), Double(size))!
      cairo_pattern_add_color_stop_rgb(gradient, 0, 0.99, 0.55, 0.35)
      cairo_pattern_add_color_stop_rgb(gradient, 1, 0.85, 0.22, 0.52)
      cairo_arc(cr, radius, radius, radius, 0, 2 * Double.pi)
      cairo_set_source(cr, gradient)
      cairo_fill(cr)
      cairo_pattern_destroy(gradient)
      centredText(initials, in: cr, width: Double(size), height: Double(size), points: radius * 0.8)
    }
  }

  /// A poster: a dark gradient with the show's title.
  static func poster(title: String, width: Int32, height: Int32) -> OpaquePointer {
    texture(width: width, height: height) { cr in
      let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
      cairo_pattern_add_color_stop_rgb(gradient, 0, 0.10, 0.14, 0.32)
      cairo_pattern_add_color_stop_rgb(gradient, 1, 0.55, 0.12, 0.25)
      cairo_rectangle(cr, 0, 0, Double(width), Double(height))
      cairo_set_source(cr, gradient)
      cairo_fill(cr)
      cairo_pattern_destroy(gradient)
      centredText(
        title, in: cr, width: Double(width), height: Double(height),
        points: Double(height) / 7)
    }
  }

  private static func centredText(
    _ text: String, in cr: OpaquePointer, width: Double, height: Double, points: Double
  ) {
    let layout = pango_cairo_create_layout(cr)!
    let font = pango_font_description_from_string("Sans Bold")
    pango_font_description_set_absolute_size(font, points * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, text, -1)
    var textWidth: Int32 = 0
    var textHeight: Int32 = 0
    pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_move_to(cr, (width - Double(textWidth)) / 2, (height - Double(textHeight)) / 2)
    pango_cairo_show_layout(cr, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// Draws into an ARGB32 image and copies it into a GdkTexture (a new reference).
  private static func texture(
    width: Int32, height: Int32, _ draw: (OpaquePointer) -> Void
  ) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let bytes = g_bytes_new(
      cairo_image_surface_get_data(surface), gsize(Int(stride) * Int(height)))
    // Cairo's ARGB32 is premultiplied BGRA in memory on little-endian machines.
    let texture = gdk_memory_texture_new(
      width, height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))!
    g_bytes_unref(bytes)
    cairo_surface_destroy(surface)
    return texture
  }
}
