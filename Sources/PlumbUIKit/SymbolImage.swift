import PlumbLayout

// SF Symbols' artwork cannot be shipped, so `UIImage(systemName:)` gives a blank image the renderer draws as its
// crossed image placeholder. Its size follows the symbol configuration as a typical symbol's does: about 1.2 times
// the point size square at the medium scale, 0.8 times that small and 1.3 times large, a little wider for heavier
// weights. Individual symbols' widths differ from this; layout that depends on them is approximate.

extension UIImage {
  /// A placeholder for the SF Symbol `name`, sized for the default configuration (17-point body text, regular,
  /// medium scale). Always an image: Plumb cannot tell which names exist.
  public convenience init?(systemName name: String) {
    self.init(symbol: name, configuration: .default)
  }

  /// A placeholder for the SF Symbol `name`, sized for `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(symbol: name, configuration: (configuration as? SymbolConfiguration) ?? .default)
  }

  /// A placeholder for the SF Symbol `name`; traits are ignored.
  @preconcurrency @MainActor
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(symbol: name, configuration: .default)
  }

  convenience init(symbol name: String, configuration: SymbolConfiguration) {
    let side = configuration.side
    self.init(
      size: CGSize(width: side * configuration.weight.widthFactor, height: side), scale: 1, path: nil,
      symbolName: name, symbolConfiguration: configuration)
  }

  /// An image configuration (the base of symbol configurations).
  public class Configuration: @unchecked Sendable, Hashable {
    init() {}

    /// Configurations are equal when they size a symbol alike.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.sizing == rhs.sizing }
    /// Hashes the sizing.
    public func hash(into hasher: inout Hasher) { hasher.combine(sizing) }
    var sizing: [Int] { [] }
  }

  /// How large and heavy a symbol is drawn.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// A symbol's scale relative to its point size.
    public enum Scale: Int, Sendable {
      /// The context's scale (medium).
      case `default` = -1
      /// The medium scale.
      case unspecified = 0
      /// Smaller.
      case small = 1
      /// The standard.
      case medium = 2
      /// Larger.
      case large = 3

      var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .large: 1.3
        case .default, .unspecified, .medium: 1
        }
      }
    }

    /// A symbol's stroke weight.
    public enum Weight: Int, Sendable {
      /// Unspecified (regular).
      case unspecified = 0
      /// Ultralight.
      case ultraLight
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black

      var widthFactor: CGFloat {
        switch self {
        case .ultraLight, .thin: 0.96
        case .light: 0.98
        case .unspecified, .regular: 1
        case .medium, .semibold: 1.02
        case .bold: 1.04
        case .heavy, .black: 1.06
        }
      }
    }

    let pointSize: CGFloat?
    let weight: Weight
    let scale: Scale

    init(size pointSize: CGFloat?, weight: Weight, scale: Scale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    override var sizing: [Int] {
      [Int(((pointSize ?? -1) * 1000).rounded()), weight.rawValue, scale.rawValue]
    }

    static let `default` = SymbolConfiguration(size: nil, weight: .unspecified, scale: .unspecified)

    /// A point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.init(size: pointSize, weight: weight, scale: scale)
    }
    /// A point size.
    public convenience init(pointSize: CGFloat) {
      self.init(size: pointSize, weight: .unspecified, scale: .unspecified)
    }
    /// A point size and weight.
    public convenience init(pointSize: CGFloat, weight: Weight) {
      self.init(size: pointSize, weight: weight, scale: .unspecified)
    }
    /// A weight.
    public convenience init(weight: Weight) { self.init(size: nil, weight: weight, scale: .unspecified) }
    /// A scale.
    public convenience init(scale: Scale) { self.init(size: nil, weight: .unspecified, scale: scale) }
    /// A text style's size.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(
        size: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified,
        scale: .unspecified)
    }
    /// A text style's size at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
      self.init(
        size: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
    }
    /// A font's size.
    public convenience init(font: UIFont) {
      self.init(size: font.pointSize, weight: .unspecified, scale: .unspecified)
    }
    /// A font's size at a scale.
    public convenience init(font: UIFont, scale: Scale) {
      self.init(size: font.pointSize, weight: .unspecified, scale: scale)
    }
    /// Colours are not drawn: the configuration's size only.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(size: nil, weight: .unspecified, scale: .unspecified)
    }
    /// Colours are not drawn: the configuration's size only.
    public convenience init(paletteColors: [UIColor]) {
      self.init(size: nil, weight: .unspecified, scale: .unspecified)
    }

    /// This configuration with `other`'s settings where `other` has them.
    public func applying(_ other: Configuration?) -> SymbolConfiguration {
      guard let other = other as? SymbolConfiguration else { return self }
      return SymbolConfiguration(
        size: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale)
    }

    /// The placeholder's height: the point size (17 unless set) times 1.2 times the scale's factor, to a third of
    /// a point.
    var side: CGFloat {
      let points = (pointSize ?? 17) * 1.2 * scale.factor
      return (points * 3).rounded() / 3
    }
  }
}
