import CPlumbCairo
import CPlumbGdkPixbuf

/// Decodes PNG (with cairo, which gives its own pixel format directly) and JPEG (with gdk-pixbuf) files whose
/// header sizes have already been checked against the limits.
enum BitmapDecoder {
  static func png(_ bytes: [UInt8], path: String) throws(AssetError) -> (
    width: Int, height: Int, pixels: [UInt8]
  ) {
    let source = ByteSource(bytes)
    let closure = Unmanaged.passUnretained(source).toOpaque()
    let created = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(readBytes, closure)
    }
    guard let surface = created else {
      throw .malformed(path: path, reason: "cairo could not read it as PNG")
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .malformed(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    return Surface.pixels(of: surface)
  }

  static func jpeg(_ bytes: [UInt8], path: String) throws(AssetError) -> (
    width: Int, height: Int, pixels: [UInt8]
  ) {
    var error: UnsafeMutablePointer<GError>?
    guard let loader = gdk_pixbuf_loader_new_with_type("jpeg", &error) else {
      throw .unsupported(path: path, reason: "no JPEG decoder: \(GLibError.take(&error))")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    let written = bytes.withUnsafeBufferPointer { buffer in
      gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), &error)
    }
    var closeError: UnsafeMutablePointer<GError>?
    let closed = gdk_pixbuf_loader_close(loader, &closeError)
    guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      let reason = error != nil ? GLibError.take(&error) : GLibError.take(&closeError)
      GLibError.clear(&closeError)
      throw .malformed(path: path, reason: reason)
    }
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3,
      let source = gdk_pixbuf_read_pixels(pixbuf)
    else {
      throw .unsupported(path: path, reason: "a pixel layout other than 8-bit RGB")
    }
    var words = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = source + y * rowStride
      for x in 0..<width {
        let pixel = row + x * channels
        let alpha = hasAlpha && channels >= 4 ? UInt32(pixel[3]) : 255
        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        words[y * width + x] =
          alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
      }
    }
    return (width, height, words.withUnsafeBytes { Array($0) })
  }
}

/// A cairo image surface's pixels copied out, rows packed to `width * 4` bytes.
enum Surface {
  static func pixels(of surface: OpaquePointer) -> (width: Int, height: Int, pixels: [UInt8]) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return (0, 0, []) }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBytes { target in
      for y in 0..<height {
        guard let base = target.baseAddress else { return }
        (base + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4)
      }
    }
    return (width, height, pixels)
  }
}

/// GLib errors as text.
enum GLibError {
  /// The message of `error` (freed and cleared), or a fallback when there is none.
  static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
    guard let current = error else { return "no reason given" }
    let message = current.pointee.message.map { String(cString: $0) } ?? "no reason given"
    g_error_free(current)
    error = nil
    return message
  }

  static func clear(_ error: inout UnsafeMutablePointer<GError>?) {
    if let current = error { g_error_free(current) }
    error = nil
  }
}

/// The bytes cairo's PNG reader pulls from.
private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }
}

private let readBytes: cairo_read_func_t = { closure, data, length in
  guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
  let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
  let count = Int(length)
  guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
  source.bytes.withUnsafeBytes { buffer in
    guard let base = buffer.baseAddress else { return }
    data.update(from: base.assumingMemoryBound(to: UInt8.self) + source.offset, count: count)
  }
  source.offset += count
  return CAIRO_STATUS_SUCCESS
}
