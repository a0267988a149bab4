/// Decoded pixels, laid out as cairo's `CAIRO_FORMAT_ARGB32` wants them: premultiplied alpha, one native-endian
/// 32-bit word per pixel (alpha in the top byte), rows of `width * 4` bytes from the top.
public struct RasterImage: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Pixels per point: the bitmap's own scale, or the scale a vector was rasterised at.
  public let scale: Double
  /// `width * height * 4` bytes, row after row.
  public let pixels: [UInt8]

  /// Pixels as described above; `pixels` must hold `width * height * 4` bytes.
  public init(width: Int, height: Int, scale: Double, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.scale = scale
    self.pixels = pixels
  }

  /// Bytes per row (always `width * 4`).
  public var stride: Int { width * 4 }

  /// The premultiplied ARGB word of the pixel at `x`, `y` (0 outside the image).
  public func argb(x: Int, y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < width, y < height else { return 0 }
    let offset = (y * width + x) * 4
    return pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
  }
}
