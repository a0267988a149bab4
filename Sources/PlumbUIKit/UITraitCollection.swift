import PlumbLayout

/// A size class: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not set.
  case unspecified = 0
  /// A phone's width in portrait, or its height in landscape.
  case compact = 1
  /// An iPad's dimensions, or a phone's height in portrait.
  case regular = 2
}

/// The kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not set.
  case unspecified = -1
  /// iPhone.
  case phone = 0
  /// iPad.
  case pad = 1
}

/// Light or dark appearance: which value each dynamic colour and catalog image takes.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not set.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// Whether content sits at the base of the interface or above it (a sheet or popover): in the dark appearance the
/// system backgrounds of elevated content are a step lighter.
public enum UIUserInterfaceLevel: Int, Sendable {
  /// Not set.
  case unspecified = -1
  /// The window's own content.
  case base = 0
  /// Content presented above the base, such as a sheet or a popover.
  case elevated = 1
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not set.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The user's preferred text size (Dynamic Type).
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
  /// UIKit's name for the size.
  public let rawValue: String
  /// Creates a category from UIKit's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not set.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large (the default).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

  /// Orders categories from small to large.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }

  var plumb: ContentSizeCategory {
    guard let index = Self.ordered.firstIndex(of: self) else { return .large }
    return ContentSizeCategory.allCases[index]
  }

  init(_ category: ContentSizeCategory) { self = Self.ordered[category.index] }
}

/// The traits an interface is laid out with: size classes, Dynamic Type size, layout direction, display scale.
/// Traits left unspecified take a phone's defaults when laid out.
public final class UITraitCollection: Sendable {
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Pixels per point (0: unspecified).
  public let displayScale: CGFloat
  /// The device kind.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Base or elevated.
  public let userInterfaceLevel: UIUserInterfaceLevel

  init(
    horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
    category: UIContentSizeCategory = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified,
    scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
    style: UIUserInterfaceStyle = .unspecified,
    level: UIUserInterfaceLevel = .unspecified
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    preferredContentSizeCategory = category
    layoutDirection = direction
    displayScale = scale
    userInterfaceIdiom = idiom
    userInterfaceStyle = style
    userInterfaceLevel = level
  }

  /// A collection with every trait unspecified.
  public convenience init() { self.init(horizontal: .unspecified) }
  /// A collection with only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }
  /// A collection with only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }
  /// A collection with only the Dynamic Type size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(category: preferredContentSizeCategory)
  }
  /// A collection with only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(direction: layoutDirection)
  }
  /// A collection with only the display scale.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  /// A collection with only the idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  /// A collection with only the appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
  /// A collection with only the level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

  /// The traits of `traitCollections` combined; a later collection's specified traits win.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var h = UIUserInterfaceSizeClass.unspecified
    var v = UIUserInterfaceSizeClass.unspecified
    var c = UIContentSizeCategory.unspecified
    var d = UITraitEnvironmentLayoutDirection.unspecified
    var s: CGFloat = 0
    var i = UIUserInterfaceIdiom.unspecified
    var st = UIUserInterfaceStyle.unspecified
    var l = UIUserInterfaceLevel.unspecified
    for traits in traitCollections {
      if traits.horizontalSizeClass != .unspecified { h = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { v = traits.verticalSizeClass }
      if traits.preferredContentSizeCategory != .unspecified { c = traits.preferredContentSizeCategory }
      if traits.layoutDirection != .unspecified { d = traits.layoutDirection }
      if traits.displayScale != 0 { s = traits.displayScale }
      if traits.userInterfaceIdiom != .unspecified { i = traits.userInterfaceIdiom }
      if traits.userInterfaceStyle != .unspecified { st = traits.userInterfaceStyle }
      if traits.userInterfaceLevel != .unspecified { l = traits.userInterfaceLevel }
    }
    self.init(horizontal: h, vertical: v, category: c, direction: d, scale: s, idiom: i, style: st, level: l)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    if trait.horizontalSizeClass != .unspecified && trait.horizontalSizeClass != horizontalSizeClass {
      return false
    }
    if trait.verticalSizeClass != .unspecified && trait.verticalSizeClass != verticalSizeClass {
      return false
    }
    if trait.preferredContentSizeCategory != .unspecified
      && trait.preferredContentSizeCategory != preferredContentSizeCategory
    {
      return false
    }
    if trait.layoutDirection != .unspecified && trait.layoutDirection != layoutDirection { return false }
    if trait.displayScale != 0 && trait.displayScale != displayScale { return false }
    if trait.userInterfaceIdiom != .unspecified && trait.userInterfaceIdiom != userInterfaceIdiom {
      return false
    }
    if trait.userInterfaceStyle != .unspecified && trait.userInterfaceStyle != userInterfaceStyle {
      return false
    }
    if trait.userInterfaceLevel != .unspecified && trait.userInterfaceLevel != userInterfaceLevel {
      return false
    }
    return true
  }

  /// Whether the change to `traitCollection` can change colours: a different light or dark appearance, or a
  /// different level.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    resolvedStyle != (traitCollection?.resolvedStyle ?? .light)
      || resolvedLevel != (traitCollection?.resolvedLevel ?? .base)
  }

  /// The appearance colours resolve in: dark when dark is specified, else light (UIKit's default).
  var resolvedStyle: UserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }
  /// The level colours resolve at: elevated when elevated is specified, else base.
  var resolvedLevel: UserInterfaceLevel { userInterfaceLevel == .elevated ? .elevated : .base }

  /// The layout model's traits, with a phone's defaults for what is unspecified.
  var plumb: TraitCollection {
    TraitCollection(
      horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
      verticalSizeClass: verticalSizeClass == .compact ? .compact : .regular,
      contentSizeCategory: preferredContentSizeCategory == .unspecified
        ? .large : preferredContentSizeCategory.plumb,
      layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      displayScale: displayScale > 0 ? Double(displayScale) : 2, userInterfaceStyle: resolvedStyle,
      userInterfaceLevel: resolvedLevel)
  }

  /// Every trait specified: the layout model's traits and the idiom.
  convenience init(_ traits: TraitCollection, idiom: UIUserInterfaceIdiom) {
    self.init(
      horizontal: traits.horizontalSizeClass == .regular ? .regular : .compact,
      vertical: traits.verticalSizeClass == .regular ? .regular : .compact,
      category: UIContentSizeCategory(traits.contentSizeCategory),
      direction: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      scale: CGFloat(traits.displayScale), idiom: idiom,
      style: traits.userInterfaceStyle == .dark ? .dark : .light,
      level: traits.userInterfaceLevel == .elevated ? .elevated : .base)
  }

  func isEqual(to other: UITraitCollection?) -> Bool {
    guard let other else { return false }
    return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
      && preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection && displayScale == other.displayScale
      && userInterfaceIdiom == other.userInterfaceIdiom && userInterfaceStyle == other.userInterfaceStyle
      && userInterfaceLevel == other.userInterfaceLevel
  }
}
