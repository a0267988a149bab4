/// A deterministic text measurer for tests and font-free layouts: every character advances the same amount.
///
/// Lines break at spaces when a width is given; sizes round up to the pixel grid like UIKit's.
public struct FixedTextMeasurer: TextMeasuring {
  /// Advance of one character, as a fraction of the point size.
  public var advancePerPoint: Double
  /// Line height as a fraction of the point size (SF's is 1.193359375).
  public var lineHeightPerPoint: Double
  /// Ascender as a fraction of the point size (SF's is 0.9521484375).
  public var ascenderPerPoint: Double

  /// Creates a measurer (defaults: half-em advances, San Francisco's vertical metrics).
  public init(
    advancePerPoint: Double = 0.5, lineHeightPerPoint: Double = 1.193359375,
    ascenderPerPoint: Double = 0.9521484375
  ) {
    self.advancePerPoint = advancePerPoint
    self.lineHeightPerPoint = lineHeightPerPoint
    self.ascenderPerPoint = ascenderPerPoint
  }

  /// The point size a descriptor resolves to (text styles at `large` take the HIG's size).
  public func pointSize(of font: FontDescriptor) -> Double {
    guard let style = font.textStyle else { return font.size }
    let sizes: [TextStyle: Double] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return sizes[style] ?? 17
  }

  /// The fixed metrics of `content`, wrapped at `maxWidth` when it is given.
  public func measure(_ content: TextContent, maxWidth: Double?, in environment: TextEnvironment)
    -> TextMetrics
  {
    let size = pointSize(of: content.font)
    let advance = advancePerPoint * size
    let lineHeight = lineHeightPerPoint * size
    let ascender = ascenderPerPoint * size
    guard !content.text.isEmpty else {
      return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, lineHeight: lineHeight)
    }
    var lines: [Int] = []  // characters per line
    for paragraph in content.text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth, maxWidth > 0 else {
        lines.append(paragraph.count)
        continue
      }
      var current = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let needed = current == 0 ? word.count : current + 1 + word.count
        if current > 0 && Double(needed) * advance > maxWidth + 1e-9 {
          lines.append(current)
          current = word.count
        } else {
          current = needed
        }
      }
      lines.append(current)
    }
    if content.numberOfLines > 0 && lines.count > content.numberOfLines {
      lines = Array(lines.prefix(content.numberOfLines))
    }
    var width = Double(lines.max() ?? 0) * advance
    if let maxWidth { width = min(width, maxWidth) }
    let scale = environment.scale
    func ceilToPixel(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
    let height = Double(lines.count) * lineHeight
    return TextMetrics(
      size: Size(width: ceilToPixel(width), height: ceilToPixel(height)), firstBaseline: ascender,
      lastBaseline: Double(lines.count - 1) * lineHeight + ascender, lineCount: lines.count,
      lineHeight: lineHeight)
  }
}
