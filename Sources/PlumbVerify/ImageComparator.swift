public import PlumbRender

/// How two images are compared; each names the knobs swift-snapshot-testing and pixelmatch users know.
public struct ImageComparator: Sendable, Hashable, CustomStringConvertible {
  /// The comparison rule.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every pixel identical.
    case exact
    /// A pixel matches when no channel differs by more than `tolerance` (0–255).
    case tolerance
    /// Like `tolerance`, but differing pixels that are anti-aliasing along an edge are not counted.
    case antialiasing
    /// A pixel matches when its CIE94 ΔE is at most `(1 − perceptualPrecision) × 100`.
    case perceptual
  }

  /// The rule.
  public var kind: Kind
  /// The share of pixels (0–1) that must match (swift-snapshot-testing's `precision`).
  public var precision: Double
  /// The per-pixel perceptual threshold (swift-snapshot-testing's `perceptualPrecision`); `perceptual` only.
  public var perceptualPrecision: Double
  /// The per-channel difference (0–255) still counted as a match; `tolerance` and `antialiasing` only.
  public var tolerance: Int

  /// Creates a comparator; values are clamped to their ranges.
  public init(
    _ kind: Kind = .exact, precision: Double = 1, perceptualPrecision: Double = 1, tolerance: Int = 0
  ) {
    self.kind = kind
    self.precision = min(1, max(0, precision))
    self.perceptualPrecision = min(1, max(0, perceptualPrecision))
    self.tolerance = min(255, max(0, tolerance))
  }

  /// Pixel-exact.
  public static let exact = ImageComparator()

  /// `kind precision=… …`, as reports print it.
  public var description: String {
    switch kind {
    case .exact: "exact"
    case .tolerance: "tolerance ±\(tolerance) precision \(decimal(precision))"
    case .antialiasing: "antialiasing ±\(tolerance) precision \(decimal(precision))"
    case .perceptual:
      "perceptual precision \(decimal(precision)) perceptualPrecision \(decimal(perceptualPrecision))"
    }
  }

  /// Compares `actual` with `reference`.
  public func compare(reference: PixelImage, actual: PixelImage) -> ImageComparison {
    guard reference.width == actual.width, reference.height == actual.height else {
      return ImageComparison(
        passed: false,
        message:
          "the image is \(actual.width)×\(actual.height) px, the reference \(reference.width)×\(reference.height) px",
        differingPixels: max(reference.width * reference.height, actual.width * actual.height),
        ignoredPixels: 0,
        totalPixels: max(reference.width * reference.height, actual.width * actual.height), precision: 0,
        largestDifference: 0, mask: nil)
    }
    let count = reference.width * reference.height
    var mask = [PixelClass](repeating: .same, count: count)
    var differing = 0
    var ignored = 0
    var largest = 0.0
    let threshold = (1 - perceptualPrecision) * 100
    reference.rgba.withUnsafeBufferPointer { a in
      actual.rgba.withUnsafeBufferPointer { b in
        for pixel in 0..<count {
          let i = pixel * 4
          if a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3] { continue }
          let differs: Bool
          switch kind {
          case .exact:
            let channel = Self.channelDifference(a, b, i)
            largest = max(largest, Double(channel))
            differs = true
          case .tolerance, .antialiasing:
            let channel = Self.channelDifference(a, b, i)
            largest = max(largest, Double(channel))
            differs = channel > tolerance
          case .perceptual:
            let delta = ColorDifference.deltaE94(a, b, i)
            largest = max(largest, delta)
            differs = delta > threshold
          }
          guard differs else {
            mask[pixel] = .within
            continue
          }
          if kind == .antialiasing,
            Antialiasing.isEdgePixel(
              reference, x: pixel % reference.width, y: pixel / reference.width, other: actual)
              || Antialiasing.isEdgePixel(
                actual, x: pixel % reference.width, y: pixel / reference.width, other: reference)
          {
            mask[pixel] = .antialiased
            ignored += 1
            continue
          }
          mask[pixel] = .different
          differing += 1
        }
      }
    }
    let measured = count == 0 ? 1 : Double(count - differing) / Double(count)
    let passed = kind == .exact ? differing == 0 : measured >= precision
    var message = ""
    if !passed || differing > 0 {
      message = summary(
        differing: differing, ignored: ignored, count: count, measured: measured, largest: largest)
    }
    return ImageComparison(
      passed: passed, message: message, differingPixels: differing, ignoredPixels: ignored,
      totalPixels: count,
      precision: measured, largestDifference: largest,
      mask: differing + ignored > 0 || largest > 0
        ? DifferenceMask(width: reference.width, height: reference.height, classes: mask) : nil)
  }

  private func summary(differing: Int, ignored: Int, count: Int, measured: Double, largest: Double) -> String
  {
    let pixels = "\(differing) of \(count) pixels differ"
    switch kind {
    case .exact:
      return "\(pixels) (largest channel difference \(Int(largest)))"
    case .tolerance:
      return
        "precision \(decimal(measured)) \(measured >= precision ? "≥" : "<") required \(decimal(precision)): \(pixels) by more than ±\(tolerance) per channel (largest \(Int(largest)))"
    case .antialiasing:
      return
        "precision \(decimal(measured)) \(measured >= precision ? "≥" : "<") required \(decimal(precision)): \(pixels) by more than ±\(tolerance) per channel, not counting \(ignored) anti-aliased edge pixels (largest \(Int(largest)))"
    case .perceptual:
      let actualPerceptual = 1 - largest / 100
      return
        "precision \(decimal(measured)) \(measured >= precision ? "≥" : "<") required \(decimal(precision)): \(pixels) by more than ΔE \(decimal((1 - perceptualPrecision) * 100)); actual perceptual precision \(decimal(actualPerceptual)) (largest ΔE \(decimal(largest))) vs required \(decimal(perceptualPrecision))"
    }
  }

  @inline(__always)
  static func channelDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int)
    -> Int
  {
    max(
      max(abs(Int(a[i]) - Int(b[i])), abs(Int(a[i + 1]) - Int(b[i + 1]))),
      max(abs(Int(a[i + 2]) - Int(b[i + 2])), abs(Int(a[i + 3]) - Int(b[i + 3]))))
  }
}

/// How one pixel compared.
public enum PixelClass: UInt8, Sendable, Hashable {
  /// Identical.
  case same
  /// Different, but within the comparator's tolerance.
  case within
  /// Different, but anti-aliasing along an edge (ignored by `antialiasing`).
  case antialiased
  /// Different: counts against the precision.
  case different
}

/// Which pixels differed, for the difference image.
public struct DifferenceMask: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// One class per pixel, row by row.
  public let classes: [PixelClass]
}

/// The outcome of one image comparison, with the measured values a failure prints.
public struct ImageComparison: Sendable, Hashable {
  /// Whether the comparator accepts the image.
  public let passed: Bool
  /// The measured values against the thresholds ("" when the images are identical).
  public let message: String
  /// Pixels that count as different.
  public let differingPixels: Int
  /// Differing pixels the comparator ignored as anti-aliasing.
  public let ignoredPixels: Int
  /// Pixels compared.
  public let totalPixels: Int
  /// The share of matching pixels (0–1).
  public let precision: Double
  /// The largest per-pixel difference (channel units, or ΔE for `perceptual`).
  public let largestDifference: Double
  /// Per-pixel classes, nil when the images are identical.
  public let mask: DifferenceMask?
}

/// A number with at most four decimals, without trailing zeros.
func decimal(_ value: Double) -> String {
  var text = String((value * 10000).rounded() / 10000)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
