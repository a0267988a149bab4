import Foundation

// UIKit's attributes for `AttributedString`: the scope iOS code reaches as `container.font` or
// `AttributeContainer([.font: …])`, most often to style a configured button's title.

extension AttributeScopes {
  /// UIKit's text attributes, with Foundation's.
  public struct UIKitAttributes: AttributeScope {
    /// The font.
    public let font: FontAttribute
    /// The text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Extra space between characters, in points.
    public let kern: KernAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = UIFont
      /// The attribute's name (`NSAttributedString.Key`'s).
      public static let name = NSAttributedString.Key.font.rawValue
    }
    /// The text colour of a run.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = UIColor
      /// The attribute's name (`NSAttributedString.Key`'s).
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    /// The background colour of a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = UIColor
      /// The attribute's name (`NSAttributedString.Key`'s).
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    /// The kerning of a run.
    public enum KernAttribute: AttributedStringKey {
      /// The attribute's value.
      public typealias Value = CGFloat
      /// The attribute's name (`NSAttributedString.Key`'s).
      public static let name = NSAttributedString.Key.kern.rawValue
    }
  }

  /// UIKit's attributes (`AttributedString(text, including: \.uiKit)`).
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributeContainer {
  /// The attributes of an `NSAttributedString` dictionary that UIKit's scope has (font, colours, kerning); others
  /// are left out, as values of a type the key does not take are on iOS.
  public init(_ dictionary: [NSAttributedString.Key: Any]) {
    self.init()
    typealias Scope = AttributeScopes.UIKitAttributes
    if let font = dictionary[.font] as? UIFont { self[Scope.FontAttribute.self] = font }
    if let color = dictionary[.foregroundColor] as? UIColor {
      self[Scope.ForegroundColorAttribute.self] = color
    }
    if let color = dictionary[.backgroundColor] as? UIColor {
      self[Scope.BackgroundColorAttribute.self] = color
    }
    if let kern = dictionary[.kern] as? CGFloat {
      self[Scope.KernAttribute.self] = kern
    } else if let kern = dictionary[.kern] as? Double {
      self[Scope.KernAttribute.self] = CGFloat(kern)
    }
  }
}

extension AttributedString {
  /// The font of the first run that names one.
  var firstFont: UIFont? {
    runs.lazy.compactMap { $0.attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] }.first
  }
}

/// Changes a configured button's title attributes before it is drawn (UIKit's
/// `UIConfigurationTextAttributesTransformer`).
public struct UIConfigurationTextAttributesTransformer: Sendable, Hashable {
  let transform: @Sendable (AttributeContainer) -> AttributeContainer
  // A closure cannot be compared: two transformers are equal when one is a copy of the other.
  let identity = UUID()

  /// A transformer from a closure.
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The attributes the closure gives for `incoming`.
  public func callAsFunction(_ incoming: AttributeContainer) -> AttributeContainer { transform(incoming) }

  /// Whether one transformer is a copy of the other.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
  /// Hashes the transformer's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
