import PlumbRender
import Testing

@testable import PlumbVerify

/// Images made pixel by pixel, so each comparator's rule is tested on a difference of known size.
struct ComparatorTests {
  /// A `width`×`height` image filled by `color(x, y)`.
  static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> PixelImage {
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        rgba += [c.0, c.1, c.2, 255]
      }
    }
    return PixelImage(width: width, height: height, rgba: rgba)
  }

  /// Red left of `edge`, blue from it; `blend` puts a half-way pixel column at the edge (anti-aliasing).
  static func edge(_ edge: Int, blend: (UInt8, UInt8, UInt8)? = nil) -> PixelImage {
    image(20, 10) { x, _ in
      if x == edge, let blend { return blend }
      return x < edge ? (255, 59, 48) : (0, 122, 255)
    }
  }

  @Test func identicalImagesPassEveryComparator() {
    let a = Self.edge(10)
    for kind in ImageComparator.Kind.allCases {
      let result = ImageComparator(kind).compare(reference: a, actual: a)
      #expect(result.passed)
      #expect(result.message.isEmpty)
      #expect(result.mask == nil)
    }
  }

  @Test func exactCountsEveryDifferingPixel() {
    let reference = Self.edge(10)
    let actual = Self.image(20, 10) { x, y in
      x == 3 && y == 4 ? (255, 60, 48) : (x < 10 ? (255, 59, 48) : (0, 122, 255))
    }
    let result = ImageComparator.exact.compare(reference: reference, actual: actual)
    #expect(!result.passed)
    #expect(result.differingPixels == 1)
    #expect(result.message == "1 of 200 pixels differ (largest channel difference 1)")
  }

  @Test func toleranceAcceptsSmallChannelChangesAndReportsPrecision() {
    let reference = Self.edge(10)
    let actual = Self.image(20, 10) { x, _ in x < 10 ? (253, 59, 48) : (0, 122, 255) }
    #expect(ImageComparator(.tolerance, tolerance: 2).compare(reference: reference, actual: actual).passed)
    let strict = ImageComparator(.tolerance, precision: 0.9, tolerance: 1).compare(
      reference: reference, actual: actual)
    #expect(!strict.passed)
    #expect(strict.precision == 0.5)
    #expect(
      strict.message.hasPrefix(
        "precision 0.5 < required 0.9: 100 of 200 pixels differ by more than ±1 per channel"))
    // The same difference within the allowed share of pixels passes.
    #expect(
      ImageComparator(.tolerance, precision: 0.5, tolerance: 1).compare(reference: reference, actual: actual)
        .passed)
  }

  @Test func perceptualMeasuresDeltaE() {
    let reference = Self.image(10, 10) { _, _ in (128, 128, 128) }
    let slightly = Self.image(10, 10) { _, _ in (129, 128, 128) }
    let clearly = Self.image(10, 10) { _, _ in (160, 128, 128) }
    let comparator = ImageComparator(.perceptual, perceptualPrecision: 0.98)
    #expect(comparator.compare(reference: reference, actual: slightly).passed)
    let failed = comparator.compare(reference: reference, actual: clearly)
    #expect(!failed.passed)
    #expect(failed.largestDifference > 2)
    #expect(failed.message.contains("actual perceptual precision"))
    #expect(failed.message.contains("vs required 0.98"))
    // A neutral grey step of one code value is below ΔE 1: invisible, as swift-snapshot-testing's docs say.
    #expect(
      ImageComparator(.perceptual, perceptualPrecision: 0.99).compare(reference: reference, actual: slightly)
        .passed)
  }

  @Test func antialiasingIgnoresEdgeSmoothingButNotMovedEdges() {
    let smoothed = Self.edge(10, blend: (128, 90, 150))
    let resmoothed = Self.edge(10, blend: (140, 95, 140))
    let aa = ImageComparator(.antialiasing, tolerance: 2)
    let result = aa.compare(reference: smoothed, actual: resmoothed)
    #expect(result.passed)
    #expect(result.ignoredPixels == 10)
    #expect(
      !ImageComparator(.tolerance, tolerance: 2).compare(reference: smoothed, actual: resmoothed).passed)
    // An edge moved by two pixels changes solid pixels: that is a layout change, not anti-aliasing.
    let moved = aa.compare(reference: Self.edge(10), actual: Self.edge(12))
    #expect(!moved.passed)
    #expect(moved.differingPixels == 20)
  }

  @Test func differentSizesAlwaysFail() {
    let result = ImageComparator(.perceptual, precision: 0, perceptualPrecision: 0).compare(
      reference: Self.edge(10), actual: Self.image(21, 10) { _, _ in (0, 0, 0) })
    #expect(!result.passed)
    #expect(result.message == "the image is 21×10 px, the reference 20×10 px")
  }

  @Test func differenceImageMarksDifferingPixelsInMagenta() throws {
    let reference = Self.edge(10)
    let actual = Self.edge(12)
    let comparison = ImageComparator.exact.compare(reference: reference, actual: actual)
    let difference = DifferenceImages.difference(reference: reference, actual: actual, mask: comparison.mask)
    #expect(difference.color(x: 10, y: 5) == difference.color(x: 11, y: 0))
    let pixel = (5 * difference.width + 10) * 4
    #expect(Array(difference.rgba[pixel..<pixel + 3]) == [255, 0, 255])
    let unchanged = (5 * difference.width + 2) * 4
    #expect(difference.rgba[unchanged] > 200 && difference.rgba[unchanged] == difference.rgba[unchanged + 1])
    let composite = DifferenceImages.composite([reference, difference, actual])
    #expect(composite.width == 8 + 3 * (20 + 8))
    // The composite round-trips through PNG.
    let decoded = try #require(PixelImage(png: try composite.pngData()))
    #expect(decoded == composite)
  }
}
