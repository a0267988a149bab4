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
    guard let image = PixelImage(surface: surface) else { return nil }
    self = image
  }

  /// The pixels of a cairo image surface (premultiplied native-endian ARGB32 or RGB24), made straight RGBA.
  init?(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    // Every byte is written below, so the array is not zero-filled first.
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]
          let a = hasAlpha ? (word >> 24) & 0xFF : 255
          var r = (word >> 16) & 0xFF
          var g = (word >> 8) & 0xFF
          var b = word & 0xFF
          if a > 0 && a < 255 {
            r = min(255, (r * 255 + a / 2) / a)
            g = min(255, (g * 255 + a / 2) / a)
            b = min(255, (b * 255 + a / 2) / a)
          }
          let index = (y * width + x) * 4
          out[index] = UInt8(r)
          out[index + 1] = UInt8(g)
          out[index + 2] = UInt8(b)
          out[index + 3] = UInt8(a)
        }
      }
      initialized = width * height * 4
    }
    self.width = width
    self.height = height
    self.rgba = pixels
  }

  /// Encodes the image as PNG.
  public func pngData(_ compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
    try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
  }

  /// The pixel at (`x`, `y`) as a colour.
  public func color(x: Int, y: Int) -> Color {
    let index = (y * width + x) * 4
    return Color(
      red: Double(rgba[index]) / 255, green: Double(rgba[index + 1]) / 255, blue: Double(rgba[index + 2]) / 255,
      alpha: Double(rgba[index + 3]) / 255)
  }
}
