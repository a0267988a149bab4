public import PlumbLayout

/// Shaped glyphs from one font, in visual order, ready to draw.
public struct GlyphRun: Sendable, Hashable {
  /// The font file.
  public var face: FontFace
  /// Point size.
  public var size: Double
  /// Glyph ids in the face.
  public var glyphs: [UInt32]
  /// Pen positions in points, x from the line's left edge, y from the baseline (down is positive).
  public var positions: [Point]
  /// True for a right-to-left run (already in visual order).
  public var isRightToLeft: Bool
  /// Total advance of the run in points.
  public var width: Double
  /// The run's characters as offsets in Unicode scalars into its line's ``TextLine/text``, in logical order.
  public var characters: Range<Int>
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
  /// Runs in visual order, left to right.
  public var runs: [GlyphRun]
  /// Advance width of the line in points (trailing spaces excluded).
  public var width: Double
  /// Baseline position from the top of the text box.
  public var baseline: Double
  /// The line's left edge within a box of ``TextLayout/boxWidth``, after alignment.
  public var x: Double
  /// The characters the line shows (after truncation).
  public var text: String
}

/// Text laid out in lines: what a label measures and what the renderer draws.
public struct TextLayout: Sendable, Hashable {
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The bounding size, rounded up to the pixel grid as UIKit rounds intrinsic sizes.
  public var size: Size
  /// The width lines were aligned in (the given box width, or the widest line).
  public var boxWidth: Double
  /// The primary font's line height in points.
  public var lineHeight: Double
  /// The primary font's ascender in points.
  public var ascender: Double
  /// True when text was cut off (truncated or clipped, or lines dropped).
  public var isTruncated: Bool
  /// The primary face.
  public var face: FontFace?

  /// Metrics in the layout protocol's form.
  public var metrics: TextMetrics {
    TextMetrics(
      size: size, firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
      lineCount: lines.count, lineHeight: lineHeight)
  }
}
