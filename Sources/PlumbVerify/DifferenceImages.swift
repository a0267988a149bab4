public import PlumbRender

/// The review images a failure writes: a highlighted difference and a side-by-side composite.
public enum DifferenceImages {
  /// Magenta: a pixel that counts as different.
  static let different: (UInt8, UInt8, UInt8) = (255, 0, 255)
  /// Yellow: a difference the comparator accepted (within tolerance or anti-aliasing).
  static let accepted: (UInt8, UInt8, UInt8) = (255, 200, 0)

  /// The reference faded to light grey, with differing pixels in magenta and accepted differences in yellow, so
  /// a one-pixel change is visible at a glance (a plain |a − b| image is almost black).
  public static func difference(reference: PixelImage, actual: PixelImage, mask: DifferenceMask?)
    -> PixelImage
  {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        var color: (UInt8, UInt8, UInt8)
        if x < reference.width, y < reference.height {
          let i = (y * reference.width + x) * 4
          let alpha = Int(reference.rgba[i + 3])
          let luma =
            (299 * Int(reference.rgba[i]) + 587 * Int(reference.rgba[i + 1]) + 114
              * Int(reference.rgba[i + 2])) / 1000
          let shown = (luma * alpha + 255 * (255 - alpha)) / 255
          let faded = UInt8(255 - (255 - shown) / 4)
          color = (faded, faded, faded)
        } else {
          color = different  // outside the reference: a size change
        }
        if let mask, x < mask.width, y < mask.height {
          switch mask.classes[y * mask.width + x] {
          case .different: color = different
          case .within, .antialiased: color = accepted
          case .same: break
          }
        } else if mask == nil,
          x >= actual.width || y >= actual.height || x >= reference.width || y >= reference.height
        {
          color = different
        }
        rgba[o] = color.0
        rgba[o + 1] = color.1
        rgba[o + 2] = color.2
      }
    }
    return PixelImage(width: width, height: height, rgba: rgba)
  }

  /// Reference, difference and actual side by side on a neutral background, 8 pixels apart.
  public static func composite(_ images: [PixelImage]) -> PixelImage {
    let gap = 8
    let width = images.reduce(gap) { $0 + $1.width + gap }
    let height = (images.map(\.height).max() ?? 0) + 2 * gap
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: rgba.count, by: 4) {
      rgba[i] = 0xD1
      rgba[i + 1] = 0xD1
      rgba[i + 2] = 0xD6
      rgba[i + 3] = 255
    }
    var left = gap
    for image in images {
      for y in 0..<image.height {
        let source = y * image.width * 4
        let target = ((y + gap) * width + left) * 4
        rgba.replaceSubrange(
          target..<target + image.width * 4, with: image.rgba[source..<source + image.width * 4])
      }
      left += image.width + gap
    }
    return PixelImage(width: width, height: height, rgba: rgba)
  }
}
