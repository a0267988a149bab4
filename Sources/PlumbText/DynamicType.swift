public import PlumbLayout

/// UIKit's Dynamic Type sizes and the system font's tracking: the HIG's tables,
/// https://developer.apple.com/design/human-interface-guidelines/typography.
public enum DynamicType {
  /// Point size and leading for a style at each category, extraSmall … accessibilityExtraExtraExtraLarge.
  static let table: [TextStyle: [(size: Double, leading: Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
      (56, 66), (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
      (53, 62), (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
      (50, 59), (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
      (49, 58), (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56), (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56), (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
      (44, 52), (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
      (42, 50), (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
      (38, 46), (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
      (37, 44), (43, 51),
    ],
    // The HIG says 40 at AX5; a simulator measured 41 (temoki/UIKit_DynamicType). The HIG is the spec.
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
      (34, 41), (40, 48),
    ],
  ]

  /// `table` by style index: a lookup by index instead of hashing the style's raw string every measurement.
  private static let rows: [[(size: Double, leading: Double)]] = TextStyle.allCases.map { table[$0] ?? [] }

  /// The point size of `style` at `category`.
  public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
    let row = rows[style.index]
    return row.indices.contains(category.index) ? row[category.index].size : 17
  }

  /// The HIG's line height ("leading") of `style` at `category`.
  public static func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
    let row = rows[style.index]
    return row.indices.contains(category.index) ? row[category.index].leading : 22
  }

  /// The style's default weight: semibold for headline, regular otherwise.
  public static func weight(_ style: TextStyle) -> FontWeight { style == .headline ? .semibold : .regular }

  /// UIFontMetrics.default.scaledValue(for:): Plumb's formula (UIKitSemantics.md, "Text and Dynamic Type") scales
  /// by the body style's leading relative to `large`, then rounds to the @3x grid: 17 → 16.333 at medium, 48 at
  /// AX5.
  public static func scaledValue(_ value: Double, for category: ContentSizeCategory, style: TextStyle = .body)
    -> Double
  {
    let scaled = value * leading(style, category) / leading(style, .large)
    return (scaled * 3).rounded() / 3
  }

  /// The size a descriptor resolves to at `category`.
  public static func resolvedSize(_ font: FontDescriptor, _ category: ContentSizeCategory) -> Double {
    if let style = font.textStyle { return pointSize(style, category) }
    return font.scalesWithDynamicType ? scaledValue(font.size, for: category) : font.size
  }

  /// SF Pro's size-specific tracking in points per character (HIG), applied to the system font.
  static let tracking: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
    (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
    (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
    (32, 0.41),
    (34, 0.40), (36, 0.37), (40, 0.37), (44, 0.37), (48, 0.35), (53, 0.31), (56, 0.30), (60, 0.26),
    (64, 0.22),
    (68, 0.17), (72, 0.14), (76, 0.07), (80, 0),
  ]

  /// Tracking for the system font at `size`, interpolated between the HIG's sizes.
  public static func systemTracking(at size: Double) -> Double {
    guard let first = tracking.first, let last = tracking.last else { return 0 }
    if size <= first.size { return first.points }
    if size >= last.size { return last.points }
    for (lower, upper) in zip(tracking, tracking.dropFirst()) where size <= upper.size {
      let t = (size - lower.size) / (upper.size - lower.size)
      return lower.points + t * (upper.points - lower.points)
    }
    return 0
  }
}
