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

  /// The image as a template drawn in `color`, as UIKit draws a template image in a view's tint colour: every
  /// pixel takes the colour (clamped to sRGB) and keeps its own alpha, multiplied by the colour's.
  public func tinted(_ color: AssetColor) -> RasterImage {
    func byte(_ value: Double) -> UInt32 { UInt32((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
    let (red, green, blue, opacity) = (
      byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha)
    )
    var words = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeBytes { source in
      for index in 0..<words.count {
        let alpha = (source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self) >> 24) * opacity
        let covered = (alpha + 127) / 255
        func channel(_ value: UInt32) -> UInt32 { (value * covered + 127) / 255 }
        words[index] = covered << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
      }
    }
    return RasterImage(
      width: width, height: height, scale: scale, pixels: words.withUnsafeBytes { Array($0) })
  }
}
