/// A run of text as a view presents it, with everything that decides its size.
public struct TextContent: Sendable, Hashable {
  /// The string (may mix scripts and directions).
  public var text: String
  /// The font asked for.
  public var font: FontDescriptor
  /// UIKit's `numberOfLines`; 0 means unlimited.
  public var numberOfLines: Int
  /// How lines break and truncate.
  public var lineBreakMode: LineBreakMode
  /// Paragraph alignment; `natural` follows the paragraph direction.
  public var alignment: TextAlignment

  /// Creates text content.
  public init(
    _ text: String, font: FontDescriptor = .systemDefault, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
  }
}

/// The environment text is measured in.
public struct TextEnvironment: Sendable, Hashable {
  /// Dynamic Type size.
  public var contentSizeCategory: ContentSizeCategory
  /// The view's effective layout direction (decides `natural` and the paragraph's base direction).
  public var layoutDirection: LayoutDirection
  /// Device scale; sizes round up to this pixel grid as UIKit's do.
  public var scale: Double

  /// Creates an environment.
  public init(
    contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
    scale: Double = 2
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.scale = scale
  }
}

/// What a measurer reports for a piece of text.
public struct TextMetrics: Sendable, Hashable {
  /// The bounding size, rounded up to the pixel grid as UIKit rounds `intrinsicContentSize`.
  public var size: Size
  /// Distance from the top to the first line's baseline.
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline.
  public var lastBaseline: Double
  /// Number of lines laid out.
  public var lineCount: Int
  /// The resolved font's line height in points (for baseline-to-baseline system spacing).
  public var lineHeight: Double

  /// Creates metrics.
  public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, lineHeight: Double) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    self.lineHeight = lineHeight
  }
}

/// Measures text for intrinsic content sizes. PlumbText implements it with HarfBuzz; tests use a fixed one.
public protocol TextMeasuring: Sendable {
  /// Measures `content` broken into lines no wider than `maxWidth` (nil: no limit, one line per paragraph).
  func measure(_ content: TextContent, maxWidth: Double?, in environment: TextEnvironment) -> TextMetrics
}
