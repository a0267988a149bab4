/// UIKit's `UITraitCollection`, plus the canvas facts a layout pass needs.
public struct TraitCollection: Sendable, Hashable {
  /// Horizontal size class.
  public var horizontalSizeClass: SizeClass
  /// Vertical size class.
  public var verticalSizeClass: SizeClass
  /// Dynamic Type size.
  public var contentSizeCategory: ContentSizeCategory
  /// The user-interface layout direction.
  public var layoutDirection: LayoutDirection
  /// Pixels per point.
  public var displayScale: Double
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle
  /// Base or elevated (a presented sheet).
  public var userInterfaceLevel: UserInterfaceLevel
  /// The language text is shown in.
  public var language: Language

  /// Creates traits (defaults: an iPhone in portrait, large text, left to right, @2x, light, the development
  /// language).
  public init(
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
    displayScale: Double = 2, userInterfaceStyle: UserInterfaceStyle = .light,
    userInterfaceLevel: UserInterfaceLevel = .base, language: Language = .development
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.userInterfaceLevel = userInterfaceLevel
    self.language = language
  }
}

/// How big the canvas is along one axis.
public enum CanvasLength: Sendable, Hashable {
  /// A fixed length in points.
  case points(Double)
  /// The root's fitting size (`systemLayoutSizeFitting`, compressed at `fittingSizeLevel`).
  case fit
  /// `systemLayoutSizeFitting` toward a target length at a fitting priority (below 1000 lets content win).
  case fitting(target: Double, priority: Priority)
}

/// The screen (or free canvas) a root view is laid out in.
public struct Canvas: Sendable, Hashable {
  /// Width of the root view.
  public var width: CanvasLength
  /// Height of the root view.
  public var height: CanvasLength
  /// The root's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// Traits in effect.
  public var traits: TraitCollection
  /// Whether the root is a view controller's view (system minimum margins 16/20 apply); false for a free canvas.
  public var isViewControllerRoot: Bool
  /// The device preset, when the canvas is one.
  public var device: Device?

  /// A free canvas: safe area = bounds, default margins 8 (UIView's default layout margins).
  public init(width: CanvasLength, height: CanvasLength, traits: TraitCollection = TraitCollection()) {
    self.width = width
    self.height = height
    self.safeAreaInsets = .zero
    self.traits = traits
    self.isViewControllerRoot = false
    self.device = nil
  }

  /// A device screen in an orientation.
  public init(
    device: Device, orientation: Orientation = .portrait, contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil
  ) {
    let size = device.size(orientation)
    let classes = device.sizeClasses(orientation)
    self.width = .points(size.width)
    self.height = .points(size.height)
    self.safeAreaInsets = device.safeArea(orientation)
    self.traits = TraitCollection(
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
      displayScale: scale ?? device.scale)
    self.isViewControllerRoot = true
    self.device = device
  }

  /// UIKit's system minimum layout margins for a view controller's root view (16 compact, 20 regular width).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: Double = traits.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The readable content width at this content size (Plumb's choice: 672 pt at `large` on a regular-width
  /// canvas, as Use Your Loaf's "Readable Content Guides" measured an iPad Air 2 in landscape, scaled with the
  /// body style's line height).
  public var readableContentWidth: Double? {
    guard traits.horizontalSizeClass == .regular else { return nil }
    let bodyLeading: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    return 672 * bodyLeading[traits.contentSizeCategory.index] / 22
  }
}
