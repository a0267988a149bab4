/// Bounds on image sizes, so a small document cannot make Plumb allocate gigabytes: pixels are bounded, not
/// points (a 10 900 pt square at @3x is over a billion pixels). The command line reads the limit from
/// PLUMB_MAX_PIXELS.
public enum PixelLimits {
  /// Default most pixels in one image (2^26, 256 MiB of RGBA): a 12.9-inch iPad at @3x is under a fifth of it.
  public static let defaultMaximumPixels = 1 << 26
  /// Longest side in pixels (PNG) or points (SVG, PDF): cairo's image surfaces stop at 32 767, and its fixed-point
  /// coordinates fail from 2^23.
  public static let maximumSide = 32_767

  /// Nil when a `width`×`height` image (pixels) is within the limits, else why not.
  static func problem(width: Double, height: Double, maximumPixels: Int, unit: String) -> String? {
    guard width.isFinite, height.isFinite else { return "its size is not finite" }
    if width > Double(maximumSide) || height > Double(maximumSide) {
      return
        "\(Int(min(width, 1e15)))×\(Int(min(height, 1e15))) \(unit) has a side over \(maximumSide) \(unit)"
    }
    if width * height > Double(maximumPixels) {
      return
        "\(Int(width))×\(Int(height)) \(unit) is \(Int(width * height)) pixels, over the limit of \(maximumPixels) "
        + "(raise it with PLUMB_MAX_PIXELS)"
    }
    return nil
  }
}
