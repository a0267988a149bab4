import PlumbLayout
import PlumbText

/// A font: the system font at a size and weight, a Dynamic Type text style, or a named family.
/// An `NSObject`, as UIKit's is (see ``UIColor``).
public final class UIFont: NSObject, @unchecked Sendable {
  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Sendable, Hashable {
    /// UIKit's name for the style.
    public let rawValue: String
    /// Creates a style from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var plumb: PlumbLayout.TextStyle {
      let styles: [TextStyle: PlumbLayout.TextStyle] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
        .caption1: .caption1,
        .caption2: .caption2,
      ]
      return styles[self] ?? .body
    }
  }

  /// A font weight.
  public struct Weight: RawRepresentable, Sendable, Hashable {
    /// UIKit's weight value (−1…1, regular 0).
    public let rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)

    var plumb: FontWeight {
      let table: [(CGFloat, FontWeight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
        (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
    }
  }

  /// What the text engine measures and draws.
  let descriptor: FontDescriptor

  init(_ descriptor: FontDescriptor) {
    self.descriptor = descriptor
    super.init()
  }

  /// A font of a family (`"Helvetica"`, `"Noto Sans"`) at a size; nil is never returned (a missing family falls
  /// back as the text engine decides).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(FontDescriptor(family: fontName, size: Double(fontSize)))
  }

  /// The system font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(FontDescriptor(size: Double(fontSize)))
  }
  /// The system font at a weight.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(FontDescriptor(size: Double(fontSize), weight: weight.plumb))
  }
  /// The bold system font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(FontDescriptor(size: Double(fontSize), weight: .bold))
  }
  /// The italic system font.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(FontDescriptor(size: Double(fontSize), italic: true))
  }
  /// The font of a Dynamic Type style; it follows the content size category of the traits it is laid out with.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(FontDescriptor(textStyle: style.plumb))
  }
  /// The font of a Dynamic Type style (the traits are those of the layout, as for `preferredFont(forTextStyle:)`).
  @MainActor
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  {
    UIFont(FontDescriptor(textStyle: style.plumb))
  }

  /// The size at the default (large) content size.
  public var pointSize: CGFloat { CGFloat(DynamicType.resolvedSize(descriptor, .large)) }
  /// The family name.
  public var familyName: String { descriptor.family ?? FontSystem.systemFamily }
  /// The font's name.
  public var fontName: String { descriptor.family ?? ".SFUI-Regular" }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var copy = descriptor
    copy.textStyle = nil
    copy.size = Double(fontSize)
    return UIFont(copy)
  }

  /// Equal fonts measure the same.
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.descriptor == descriptor }
  /// The font's hash, from what it measures.
  public override var hash: Int { descriptor.hashValue }
}

/// Scales custom fonts and values with Dynamic Type.
public struct UIFontMetrics: Sendable {
  let style: UIFont.TextStyle

  /// Metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// Metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

  /// A font that grows and shrinks with the content size category as `style` does.
  public func scaledFont(for font: UIFont) -> UIFont {
    var descriptor = font.descriptor
    descriptor.scalesWithDynamicType = true
    return UIFont(descriptor)
  }

  /// A value scaled for the default (large) content size category: unchanged.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// A value scaled for the content size category of `traitCollection`.
  @MainActor
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = traitCollection?.plumb.contentSizeCategory ?? .large
    return CGFloat(DynamicType.scaledValue(Double(value), for: category, style: style.plumb))
  }
}
