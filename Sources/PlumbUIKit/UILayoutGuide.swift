import PlumbLayout

/// A rectangle that takes part in Auto Layout without drawing: a view's safe area, margins or readable content
/// width, or a guide added with `addLayoutGuide(_:)` (a spacer without a view).
@preconcurrency @MainActor
open class UILayoutGuide {
  /// Which rectangle the guide is.
  enum Kind {
    case custom, safeArea, layoutMargins, readableContent, contentLayout, frameLayout
  }

  let kind: Kind
  /// The view that owns the guide.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging (shown as the guide's identifier in console descriptions).
  open var identifier: String = ""
  /// The guide's rectangle in its owning view's coordinates, after layout.
  public internal(set) var layoutFrame: CGRect = .zero

  /// Creates a custom guide; add it to a view with `addLayoutGuide(_:)`.
  public init() { kind = .custom }

  init(kind: Kind, owner: UIView) {
    self.kind = kind
    owningView = owner
    identifier =
      switch kind {
      case .custom: ""
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .layoutMargins: "UIViewLayoutMarginsGuide"
      case .readableContent: "UIViewReadableContentGuide"
      case .contentLayout: "UIScrollView-contentLayoutGuide"
      case .frameLayout: "UIScrollView-frameLayoutGuide"
      }
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// The constraints that decide the guide's rectangle along `axis` in the last layout.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    owningView?.constraintsAffecting(self, axis: axis) ?? []
  }
}
