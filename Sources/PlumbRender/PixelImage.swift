internal import CPlumbCairo

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

  /// The width and height a PNG's header claims (nil when the bytes do not start like a PNG).
  public static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else {
      return nil
    }
    func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  /// Decodes PNG bytes; nil when they are not a PNG cairo can read, or when the header claims more than
  /// `maximumPixels` (checked before decoding).
  public init?(png bytes: [UInt8], maximumPixels: Int = PixelLimits.defaultMaximumPixels) {
    guard let size = Self.pngSize(bytes),
      PixelLimits.problem(
        width: Double(size.width), height: Double(size.height), maximumPixels: maximumPixels, unit: "px")
        == nil
    else { return nil }
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
    guard let pixels = Self.rows(of: surface) else { return nil }
    // Every byte is written below, so the array is not zero-filled first.
    let rgba = [UInt8](unsafeUninitializedCapacity: pixels.width * pixels.height * 4) { out, initialized in
      guard let base = out.baseAddress else { return }
      for y in 0..<pixels.height { pixels.makeRow(y, base + y * pixels.width * 4) }
      initialized = pixels.width * pixels.height * 4
    }
    self.width = pixels.width
    self.height = pixels.height
    self.rgba = rgba
  }

  /// A cairo image surface encoded as PNG straight from its pixels (the bytes of `PixelImage(surface:)` and
  /// ``pngData(_:)``, without the copy); nil when cairo could not draw it.
  static func pngData(surface: OpaquePointer, compression: PNGCompression) throws(RenderError) -> [UInt8]? {
    guard let pixels = rows(of: surface) else { return nil }
    return try withExtendedLifetime(surface) { () throws(RenderError) in
      try PNGEncoder.encode(pixels, compression: compression)
    }
  }

  /// A cairo image surface's rows as straight RGBA; nil when its drawing failed. The rows read the surface's
  /// memory, so they are used while it lives.
  private static func rows(of surface: OpaquePointer) -> PNGEncoder.Pixels? {
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      return nil
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    var pixels = PNGEncoder.Pixels(width: width, height: height) { y, out in
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
        out[x * 4] = UInt8(r)
        out[x * 4 + 1] = UInt8(g)
        out[x * 4 + 2] = UInt8(b)
        out[x * 4 + 3] = UInt8(a)
      }
    }
    // A pixel is opaque when its alpha byte is 255, premultiplied or not.
    pixels.isOpaqueRow = { y in
      guard hasAlpha else { return true }
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= row[x] }
      return all & 0xFF00_0000 == 0xFF00_0000
    }
    return pixels
  }

  /// Encodes the image as PNG.
  public func pngData(_ compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
    try PNGEncoder.encode(width: width, height: height, rgba: rgba, compression: compression)
  }

  /// The pixel at (`x`, `y`) as a colour.
  public func color(x: Int, y: Int) -> Color {
    let index = (y * width + x) * 4
    return Color(
      red: Double(rgba[index]) / 255, green: Double(rgba[index + 1]) / 255,
      blue: Double(rgba[index + 2]) / 255,
      alpha: Double(rgba[index + 3]) / 255)
  }
}
