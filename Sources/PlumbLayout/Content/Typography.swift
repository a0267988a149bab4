/// UIKit's `UIFont.TextStyle`: a Dynamic Type style.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Position in `allCases`, 0 for `largeTitle` (without building `allCases`, as a measurement looks it up).
  public var index: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }
}

/// UIKit's `UIContentSizeCategory`, smallest to largest.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// The document short form (`xs`, `l`, `ax5`).
  public var shortName: String {
    ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][index]
  }

  /// Position in the scale, 0 for `extraSmall` (without building `allCases`, as a measurement looks it up).
  public var index: Int {
    switch self {
    case .extraSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .extraLarge: 4
    case .extraExtraLarge: 5
    case .extraExtraExtraLarge: 6
    case .accessibilityMedium: 7
    case .accessibilityLarge: 8
    case .accessibilityExtraLarge: 9
    case .accessibilityExtraExtraLarge: 10
    case .accessibilityExtraExtraExtraLarge: 11
    }
  }

  /// Parses UIKit's name or the short form.
  public init?(name: String) {
    if let full = Self(rawValue: name) {
      self = full
    } else if let found = Self.allCases.first(where: { $0.shortName == name.lowercased() }) {
      self = found
    } else {
      return nil
    }
  }

  /// Orders categories from the smallest text to the largest.
  public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}

/// A font weight on UIKit's scale.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType / fontconfig-style numeric weight (100…900).
  public var numericValue: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// What a view asks for when it names a font; a text measurer resolves it to a real face and size.
public struct FontDescriptor: Sendable, Hashable {
  /// A Dynamic Type style, or nil for a fixed-size font.
  public var textStyle: TextStyle?
  /// Family name; nil means the system font.
  public var family: String?
  /// Point size at the `large` category (ignored for text styles, which take the HIG table's size).
  public var size: Double
  /// Weight; nil means the style's own weight (semibold for headline, regular otherwise).
  public var weight: FontWeight?
  /// Italic.
  public var italic: Bool
  /// Whether a fixed-size font scales with Dynamic Type (UIFontMetrics).
  public var scalesWithDynamicType: Bool

  /// Creates a descriptor.
  public init(
    textStyle: TextStyle? = nil, family: String? = nil, size: Double = 17, weight: FontWeight? = nil,
    italic: Bool = false, scalesWithDynamicType: Bool = false
  ) {
    self.textStyle = textStyle
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.scalesWithDynamicType = scalesWithDynamicType
  }

  /// UIKit's default label font: the 17-pt system font.
  public static let systemDefault = FontDescriptor()
  /// A Dynamic Type style font.
  public static func preferred(_ style: TextStyle) -> FontDescriptor { FontDescriptor(textStyle: style) }
}

/// UIKit's `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  case natural, left, center, right, justified
}
