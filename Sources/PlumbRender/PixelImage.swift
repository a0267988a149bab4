import CPlumbCairo

/// A decoded PNG's pixels (straight RGBA, 8 bits per channel), for probes and image comparison.
public struct PixelImage: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// RGBA bytes, row by row.
  public let rgba: [UInt8]

  /// An image from straight RGBA bytes (`rgba.count` must be `width * height * 4`).
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA size mismatch")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Decodes PNG bytes; nil when they are not a PNG cairo can read.
  public init?(png bytes: [UInt8]) {
    final class Source {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let source = Source(bytes)
    let read: cairo_read_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
      let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
      let count = Int(length)
      guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
      source.bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
      }
      source.offset += count
      return CAIRO_STATUS_SUCCESS
    }
    let pointer = Unmanaged.passUnretained(source).toOpaque()
    guard let surface = cairo_image_surface_create_from_png_stream(read, pointer) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        // Cairo stores premultiplied native-endian 32-bit ARGB (or RGB24 with an unused alpha byte).
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        var a = UInt32(255)
        if format == CAIRO_FORMAT_ARGB32 { a = (word >> 24) & 0xFF }
        var r = (word >> 16) & 0xFF
        var g = (word >> 8) & 0xFF
        var b = word & 0xFF
        if a > 0 && a < 255 {
          r = min(255, (r * 255 + a / 2) / a)
          g = min(255, (g * 255 + a / 2) / a)
          b = min(255, (b * 255 + a / 2) / a)
        }
        let index = (y * width + x) * 4
        pixels[index] = UInt8(r)
        pixels[index + 1] = UInt8(g)
        pixels[index + 2] = UInt8(b)
        pixels[index + 3] = UInt8(a)
      }
    }
    rgba = pixels
  }

  /// Encodes the image as PNG (through cairo, like every image Plumb writes).
  public func pngData() throws(RenderError) -> [UInt8] {
    let width = max(1, self.width)
    let height = max(1, self.height)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw .cairo("cairo could not create a \(width)×\(height) image")
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      throw .cairo("cairo could not create a \(width)×\(height) image")
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<self.height {
      for x in 0..<self.width {
        let index = (y * self.width + x) * 4
        let a = UInt32(rgba[index + 3])
        // Cairo wants premultiplied native-endian ARGB.
        let r = (UInt32(rgba[index]) * a + 127) / 255
        let g = (UInt32(rgba[index + 1]) * a + 127) / 255
        let b = (UInt32(rgba[index + 2]) * a + 127) / 255
        data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
          $0.pointee = a << 24 | r << 16 | g << 8 | b
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let sink = ByteSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    guard cairo_surface_write_to_png_stream(surface, writeToSink, closure) == CAIRO_STATUS_SUCCESS else {
      throw .cairo("cairo could not encode the PNG")
    }
    return sink.bytes
  }

  /// The pixel at (`x`, `y`) as a colour.
  public func color(x: Int, y: Int) -> Color {
    let index = (y * width + x) * 4
    return Color(
      red: Double(rgba[index]) / 255, green: Double(rgba[index + 1]) / 255, blue: Double(rgba[index + 2]) / 255,
      alpha: Double(rgba[index + 3]) / 255)
  }
}
