import PlumbRender

/// Anti-aliasing detection in the spirit of pixelmatch (Mapbox) and Vysniauskas's "Anti-aliased pixel and
/// intensity slope detector": a pixel is edge smoothing when it lies between a darker and a brighter neighbour,
/// has at most two identical neighbours, and one of those extremes sits in a flat area in both images. A moved
/// edge, by contrast, leaves solid pixels whose neighbours are mostly identical, so it still counts.
enum Antialiasing {
  /// Whether the pixel at (`x`, `y`) of `image` is anti-aliasing between flat areas (checked in `other` too).
  static func isEdgePixel(_ image: PixelImage, x: Int, y: Int, other: PixelImage) -> Bool {
    let width = image.width
    let height = image.height
    let center = luminance(image, x, y)
    var identical = 0
    var darkest = 0.0
    var brightest = 0.0
    var darkX = -1
    var darkY = -1
    var brightX = -1
    var brightY = -1
    for ny in max(0, y - 1)...min(height - 1, y + 1) {
      for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
        if samePixel(image, x, y, nx, ny) {
          identical += 1
          if identical > 2 { return false }
          continue
        }
        let delta = luminance(image, nx, ny) - center
        if delta < darkest {
          darkest = delta
          darkX = nx
          darkY = ny
        } else if delta > brightest {
          brightest = delta
          brightX = nx
          brightY = ny
        }
      }
    }
    // No darker or no brighter neighbour: not between two colours.
    guard darkX >= 0, brightX >= 0 else { return false }
    return (isFlat(image, darkX, darkY) && isFlat(other, darkX, darkY))
      || (isFlat(image, brightX, brightY) && isFlat(other, brightX, brightY))
  }

  /// At least three neighbours identical to the pixel.
  private static func isFlat(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool {
    var identical = 0
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
      for nx in max(0, x - 1)...min(image.width - 1, x + 1)
      where (nx != x || ny != y) && samePixel(image, x, y, nx, ny) {
        identical += 1
        if identical >= 3 { return true }
      }
    }
    return false
  }

  @inline(__always)
  private static func samePixel(_ image: PixelImage, _ x: Int, _ y: Int, _ nx: Int, _ ny: Int) -> Bool {
    let i = (y * image.width + x) * 4
    let j = (ny * image.width + nx) * 4
    return image.rgba[i] == image.rgba[j] && image.rgba[i + 1] == image.rgba[j + 1]
      && image.rgba[i + 2] == image.rgba[j + 2] && image.rgba[i + 3] == image.rgba[j + 3]
  }

  /// Rec. 601 luma, over white.
  @inline(__always)
  private static func luminance(_ image: PixelImage, _ x: Int, _ y: Int) -> Double {
    let i = (y * image.width + x) * 4
    let alpha = Double(image.rgba[i + 3]) / 255
    let r = Double(image.rgba[i]) * alpha + 255 * (1 - alpha)
    let g = Double(image.rgba[i + 1]) * alpha + 255 * (1 - alpha)
    let b = Double(image.rgba[i + 2]) * alpha + 255 * (1 - alpha)
    return 0.299 * r + 0.587 * g + 0.114 * b
  }
}
