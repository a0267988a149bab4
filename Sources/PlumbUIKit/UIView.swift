import PlumbLayout

/// A rectangle in a view hierarchy, placed by Auto Layout constraints or by its frame, that draws a background,
/// a border and its content.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// A size's "no intrinsic size on this axis" value.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target of `systemLayoutSizeFitting` for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target of `systemLayoutSizeFitting` for the largest size the constraints allow.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Which autoresizing behaviour a frame-placed view has when its superview's size changes.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin grows.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How a view lays out its content (images) when its size differs from the content's.
  public enum ContentMode: Int, Sendable {
    /// Stretch to fill.
    case scaleToFill
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scale to fill, keeping the aspect ratio (clipped).
    case scaleAspectFill
    /// Redraw on bounds change.
    case redraw
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// At the left.
    case left
    /// At the right.
    case right
    /// At the top left.
    case topLeft
    /// At the top right.
    case topRight
    /// At the bottom left.
    case bottomLeft
    /// At the bottom right.
    case bottomRight

    var name: String { "\(self)" }
  }

  // MARK: Hierarchy

  /// The view's superview.
  public private(set) weak var superview: UIView?
  /// Child views, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?
  /// On a topmost view: its hierarchy's first responder.
  weak var focusedResponder: UIResponder?

  /// Creates a view with a frame; `translatesAutoresizingMaskIntoConstraints` is true.
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  /// Views are not decoded from archives (storyboards and nibs are not supported): always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// The window the view is in.
  open var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }

  /// Adds `view` on top of the other subviews (taking it from its old superview first).
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts `view` at `index` among the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(0, index), subviews.count))
      setNeedsLayoutInHierarchy()
      return
    }
    view.removeFromSuperview()
    let newWindow = window
    let movesWindow = newWindow != nil
    if movesWindow { for moved in view.subtreeViews { moved.willMove(toWindow: newWindow) } }
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.autoresizingReference = bounds.size
    didAddSubview(view)
    view.didMoveToSuperview()
    if movesWindow {
      for moved in view.subtreeViews { moved.applyAppearanceProxies() }
      for moved in view.subtreeViews { moved.didMoveToWindow() }
    }
    setNeedsLayoutInHierarchy()
  }

  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview, with the constraints that tie it (or its subviews) to views outside.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let root = parent.topmost
    let inside = Set(subtreeViews.map(ObjectIdentifier.init))
    func isInside(_ item: AnyObject?) -> Bool {
      guard let view = NSLayoutConstraint.hostView(item) else { return false }
      return inside.contains(ObjectIdentifier(view))
    }
    var ancestor: UIView? = parent
    while let view = ancestor {
      for constraint in view.constraints
      where isInside(constraint.firstItem) || isInside(constraint.secondItem) {
        view.uninstall(constraint)
      }
      ancestor = view.superview
    }
    (parent as? UIStackView)?.arrangedSubviewWasRemoved(self)
    parent.willRemoveSubview(self)
    let movesWindow = parent.window != nil
    if movesWindow { for moved in subtreeViews { moved.willMove(toWindow: nil) } }
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
    if movesWindow { for moved in subtreeViews { moved.didMoveToWindow() } }
    root.setNeedsLayoutInHierarchy()
    setNeedsLayoutInHierarchy()
  }

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to a new superview (nil: removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}
  /// Called before the view (or an ancestor) joins or leaves a window's hierarchy.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view (or an ancestor) joined or left a window's hierarchy.
  open func didMoveToWindow() {}
  /// Called when the tint colour the view shows changes.
  open func tintColorDidChange() {}
  /// The class of the view's layer: a gradient or shape layer class makes the layer of that kind.
  open class var layerClass: AnyClass { CALayer.self }
  /// The deepest visible, interactive subview containing a point (in the view's coordinates), or nil.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
  /// Whether a point (in the view's coordinates) is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    CGRect(origin: .zero, size: bounds.size).contains(point)
  }

  /// True when `view` is this view or one of its ancestors.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in the subtree (this view included) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    subtreeViews.first { $0.tag == tag }
  }

  /// The top of the view's hierarchy.
  var topmost: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// The view and every descendant, depth first in subview order.
  var subtreeViews: [UIView] {
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var chain: [ObjectIdentifier] = []
    var current: UIView? = self
    while let view = current {
      chain.append(ObjectIdentifier(view))
      current = view.superview
    }
    var candidate: UIView? = other
    while let view = candidate {
      if chain.contains(ObjectIdentifier(view)) { return view }
      candidate = view.superview
    }
    return nil
  }

  // MARK: Geometry

  var storedFrame: CGRect
  /// The superview's size when the frame was set (or last laid out): autoresizing shares the superview's change
  /// of size from there.
  var autoresizingReference: CGSize?
  /// The view's position in the canvas after layout (for conversions and safe areas).
  var absoluteFrame: CGRect = .zero

  /// The view's rectangle in its superview's coordinates. Setting it places a view whose
  /// `translatesAutoresizingMaskIntoConstraints` is true; a constraint-placed view keeps it until the next layout.
  open var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      storedFrame = newValue
      autoresizingReference = superview?.bounds.size
      frameDidChange()
    }
  }

  /// The view's rectangle in its own coordinates.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: storedFrame.size) }
    set { frame = CGRect(origin: storedFrame.origin, size: newValue.size) }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width,
        height: storedFrame.height)
    }
  }

  func frameDidChange() {
    // A frame-placed view's frame is a constraint (its autoresizing constraints); the root's is the canvas.
    if translatesAutoresizingMaskIntoConstraints || superview == nil { setNeedsLayoutInHierarchy() }
    setNeedsLayout()
  }

  /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let target = view?.absoluteFrame.origin ?? .zero
    return CGPoint(x: point.x + absoluteFrame.minX - target.x, y: point.y + absoluteFrame.minY - target.y)
  }

  /// Converts a point from `view`'s coordinates to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view?.absoluteFrame.origin ?? .zero
    return CGPoint(x: point.x + source.x - absoluteFrame.minX, y: point.y + source.y - absoluteFrame.minY)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: Appearance

  /// Hidden views are laid out but not drawn.
  open var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsLayoutInHierarchy() } }
  }
  /// The view's opacity (drawn views at 0 are not drawn).
  open var alpha: CGFloat = 1
  /// The background colour.
  open var backgroundColor: UIColor?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so: code assigns optionals to it and reads it unwrapped.
  /// The tint colour (button titles, switches); nil inherits the superview's.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      storedTintColor = newValue
      for view in subtreeViews { view.tintColorDidChange() }
    }
  }
  var storedTintColor: UIColor?

  /// The appearance proxy of this class: what is set on it styles every view of the class entering a window
  /// afterwards, where the view did not set it itself.
  open class func appearance() -> UIView { AppearanceProxies.shared.proxy(self, containers: []) { UIView() } }
  /// The appearance proxy of this class's views inside `containerTypes` (the nearest container first).
  open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIView
  {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIView() }
  }
  /// Takes the values an appearance proxy of the view's class set.
  func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    guard let proxy = proxy as? UIView, let pristine = pristine as? UIView else { return }
    adoptAppearance(\.backgroundColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.storedTintColor, to: self, from: proxy, pristine: pristine)
  }
  /// Whether subviews are drawn only inside the view's bounds.
  open var clipsToBounds = false
  /// How content (an image) is fitted to the view's size.
  open var contentMode: ContentMode = .scaleToFill
  /// The layer: corner radius and border.
  open var layer: CALayer { storedLayer }
  private lazy var storedLayer: CALayer = {
    switch Self.layerClass {
    case is CAGradientLayer.Type: return CAGradientLayer()
    case is CAShapeLayer.Type: return CAShapeLayer()
    case is CATextLayer.Type: return CATextLayer()
    case is CAReplicatorLayer.Type: return CAReplicatorLayer()
    default: return CALayer()
    }
  }()
  /// An integer to find the view by (`viewWithTag(_:)`).
  open var tag = 0
  /// Whether the view takes touches (recorded only).
  open var isUserInteractionEnabled = true
  /// The identifier UI tests find the view by; Plumb also names the view by it in layout output and messages.
  open var accessibilityIdentifier: String?
  /// The label VoiceOver reads (recorded only).
  open var accessibilityLabel: String?
  /// Whether the view's layout follows the layout direction or is always left-to-right or right-to-left.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { setNeedsLayoutInHierarchy() } }
  }
  /// The layout direction after the semantic content attribute is applied.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var current: UIView? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: current = view.superview
      }
    }
    return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: Layout state

  /// Whether the view is placed by its frame (autoresizing constraints made from it) rather than by constraints.
  /// True for views created in code; set it to false before constraining the view.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsLayoutInHierarchy() } }
  }
  /// How a frame-placed view follows its superview's size: flexible parts share the change in proportion to their
  /// sizes (equally when they are all zero), as UIKit's autoresizing constraints make them.
  open var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { setNeedsLayoutInHierarchy() } }
  }
  /// Whether subviews follow their autoresizing masks.
  open var autoresizesSubviews = true

  enum MarginSetting: Equatable {
    case system
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
  }
  var marginSetting = MarginSetting.system {
    didSet {
      guard marginSetting != oldValue else { return }
      setNeedsLayoutInHierarchy()
      layoutMarginsDidChange()
      owningViewController?.viewLayoutMarginsDidChange()
    }
  }
  /// The safe area insets of the last layout, to call `safeAreaInsetsDidChange()` when they change.
  var lastSafeAreaInsets = UIEdgeInsets.zero

  /// The view's layout margins (8 on each side unless set); constraints to margins and `layoutMarginsGuide`
  /// use them.
  open var layoutMargins: UIEdgeInsets {
    get {
      switch marginSetting {
      case .system: return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      case .absolute(let insets): return insets
      case .directional(let insets):
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
          top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
          right: rtl ? insets.leading : insets.trailing)
      }
    }
    set { marginSetting = .absolute(newValue) }
  }

  /// The layout margins with leading and trailing edges.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      switch marginSetting {
      case .directional(let insets): return insets
      case .system: return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      case .absolute(let insets):
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
          top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom,
          trailing: rtl ? insets.left : insets.right)
      }
    }
    set { marginSetting = .directional(newValue) }
  }

  /// Whether the superview's margins also inset this view's margins where they overlap.
  open var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { setNeedsLayoutInHierarchy() } }
  }
  /// Whether the safe area insets the layout margins.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayoutInHierarchy() } }
  }

  /// How far the view reaches under bars and screen edges (its part outside its window's safe area), after layout.
  open var safeAreaInsets: UIEdgeInsets {
    guard let session = topmost.session, session.contains(self) else { return .zero }
    return session.safeAreaInsets(of: self)
  }

  /// Called when the safe area insets changed in a layout.
  open func safeAreaInsetsDidChange() {}
  /// Called when the layout margins changed in a layout.
  open func layoutMarginsDidChange() {}

  var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

  /// How strongly the view resists growing beyond its intrinsic size along `axis`.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging[axis.rawValue]
  }
  /// Sets how strongly the view resists growing beyond its intrinsic size.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    guard hugging[axis.rawValue] != priority else { return }
    hugging[axis.rawValue] = priority
    setNeedsLayoutInHierarchy()
  }
  /// How strongly the view resists shrinking below its intrinsic size along `axis`.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compression[axis.rawValue]
  }
  /// Sets how strongly the view resists shrinking below its intrinsic size.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    guard compression[axis.rawValue] != priority else { return }
    compression[axis.rawValue] = priority
    setNeedsLayoutInHierarchy()
  }

  /// The view's natural size from its content; `noIntrinsicMetric` on an axis without one. Override it in a
  /// custom view (and call `invalidateIntrinsicContentSize()` when it changes).
  open var intrinsicContentSize: CGSize {
    let size = builtInIntrinsicContentSize()
    intrinsicFromBase = size
    return size
  }

  /// The built-in view's own intrinsic size (measured text, control sizes).
  func builtInIntrinsicContentSize() -> CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// The value the base `intrinsicContentSize` returned last, to tell an override from the built-in size.
  var intrinsicFromBase: CGSize?

  /// Tells layout the intrinsic size changed.
  open func invalidateIntrinsicContentSize() { setNeedsLayoutInHierarchy() }

  /// The alignment rectangle's insets from the frame (constraints act on the alignment rectangle).
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  // MARK: Constraints

  /// The constraints installed on this view (those whose items' nearest common ancestor it is).
  public private(set) var constraints: [NSLayoutConstraint] = []

  /// Installs a constraint on this view (the older API; activating does the same on the right view).
  open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
  /// Installs constraints on this view.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(install) }
  /// Removes a constraint installed on this view.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
  /// Removes constraints installed on this view.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(uninstall) }

  func install(_ constraint: NSLayoutConstraint) {
    if let host = constraint.installedOn {
      if host === self { return }
      host.uninstall(constraint)
    }
    NSLayoutConstraint.nextSerial += 1
    constraint.activationSerial = NSLayoutConstraint.nextSerial
    constraint.installedOn = self
    constraints.append(constraint)
    setNeedsLayoutInHierarchy()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraints.removeAll { $0 === constraint }
    constraint.installedOn = nil
    setNeedsLayoutInHierarchy()
  }

  var needsUpdateConstraintsFlag = true

  /// Asks for `updateConstraints()` before the next layout.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    setNeedsLayoutInHierarchy()
  }
  /// Whether `updateConstraints()` is due.
  open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
  /// Runs `updateConstraints()` on the subtree where it is due (leaves first).
  open func updateConstraintsIfNeeded() {
    for view in subtreeViews.reversed() where view.needsUpdateConstraintsFlag {
      view.needsUpdateConstraintsFlag = false
      view.updateConstraints()
    }
  }
  /// Override to add or change constraints in one place before layout; call super last.
  open func updateConstraints() {}

  /// Whether a view placed by constraints should call `updateConstraints()` before the first layout.
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Layout pass

  /// Asks for a layout pass before the view is next drawn or asked for its layout.
  open func setNeedsLayout() { topmost.needsLayoutFlag = true }

  /// Lays the hierarchy out now when something changed: constraints, frames, content or traits.
  open func layoutIfNeeded() { topmost.runLayout() }

  /// Called during layout after the constraints placed the subviews; override it to place subviews by frame.
  /// A change that needs the constraints again (a constant, a frame-placed view's frame) lays out once more.
  open func layoutSubviews() {}

  /// Called when the traits change (size classes, Dynamic Type, layout direction, light or dark appearance).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits the view is laid out with: its window's (a window's size gives a device's traits), with the
  /// appearance its nearest `overrideUserInterfaceStyle` sets.
  open var traitCollection: UITraitCollection {
    let root = topmost.rootTraits()
    guard let style = effectiveStyleOverride else { return root }
    return UITraitCollection(traitsFrom: [root, UITraitCollection(userInterfaceStyle: style)])
  }

  /// The appearance this view and its subviews take whatever their window's; `.unspecified` follows the
  /// superview. Views whose appearance changes get `traitCollectionDidChange(_:)`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedStyleOverride }
    set {
      let before = subtreeViews.map { ($0, $0.traitCollection) }
      storedStyleOverride = newValue
      setNeedsLayoutInHierarchy()
      for (view, previous) in before
      where view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle {
        view.owningViewController?.traitCollectionDidChange(previous)
        view.traitCollectionDidChange(previous)
      }
    }
  }
  var storedStyleOverride = UIUserInterfaceStyle.unspecified

  /// The nearest override of the appearance, this view's or an ancestor's.
  var effectiveStyleOverride: UIUserInterfaceStyle? {
    var current: UIView? = self
    while let view = current {
      if view.storedStyleOverride != .unspecified { return view.storedStyleOverride }
      current = view.superview
    }
    return nil
  }

  var needsLayoutFlag = true
  /// The traits a topmost view outside a window is laid out with, over a phone's defaults (a Plumb addition: in
  /// UIKit such a view takes its screen's traits).
  public var standaloneTraits: UITraitCollection? {
    didSet { setNeedsLayoutInHierarchy() }
  }
  /// Changes since the last layout (on the topmost view): a change during `layoutSubviews` lays out again.
  var changeCount = 0
  var session: LayoutSession?
  var isInLayout = false
  var lastTraits: UITraitCollection?
  /// Console messages printed for this hierarchy, so each conflict is reported once.
  var printedMessages: Set<String> = []

  func setNeedsLayoutInHierarchy() {
    let root = topmost
    root.changeCount &+= 1
    root.needsLayoutFlag = true
  }

  /// Asks the view to size itself to fit its content, keeping its origin.
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  /// The size that fits `size`: the intrinsic size of a built-in view, else the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width < 0 ? bounds.width : intrinsic.width,
      height: intrinsic.height < 0 ? bounds.height : intrinsic.height)
  }

  // MARK: Anchors

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
  /// The first line's baseline (a view without text: its top).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline (a view without text: its bottom).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  // MARK: Guides

  var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]
  func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
    if let guide = systemGuides[kind] { return guide }
    let guide = UILayoutGuide(kind: kind, owner: self)
    systemGuides[kind] = guide
    return guide
  }

  /// The part of the view not covered by bars, the status bar or the home indicator.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
  /// A column of comfortable reading width inside the margins.
  public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

  /// Guides added with `addLayoutGuide(_:)`.
  public private(set) var layoutGuides: [UILayoutGuide] = []

  /// Adds a guide owned by this view.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
    setNeedsLayoutInHierarchy()
  }

  /// Removes a guide (and the constraints that use it).
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    var ancestor: UIView? = self
    while let view = ancestor {
      for constraint in view.constraints
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        view.uninstall(constraint)
      }
      ancestor = view.superview
    }
    layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    setNeedsLayoutInHierarchy()
  }

  // MARK: Building the layout model

  /// The UIKit class the layout model draws and measures the view as.
  var layoutKind: ViewKind { .view }

  /// UIKit's class name in descriptions.
  var className: String { layoutKind.className }

  /// A stable pseudo-address for messages outside a layout.
  var consoleAddress: String {
    "0x6000" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 0x1_0000_0000, radix: 16)
  }

  /// Copies the view's state into its layout-model node.
  func configure(_ node: View, isRoot: Bool) {
    node.isHidden = isHidden
    node.clipsToBounds = clipsToBounds
    let layerColor = layer.backgroundColor.map { UIColor(cgColor: $0) }
    node.appearance.backgroundColor = (backgroundColor ?? layerColor)?.plumbName
    node.appearance.borderWidth = Double(layer.borderWidth)
    node.appearance.borderColor = layer.borderColor.map { $0.color.plumbName }
    node.appearance.cornerRadius = Double(layer.cornerRadius)
    node.appearance.tintColor = storedTintColor?.plumbName
    node.appearance.overrideUserInterfaceStyle =
      switch storedStyleOverride {
      case .light: .light
      case .dark: .dark
      case .unspecified: nil
      }
    node.appearance.contentMode = contentMode.name
    if alpha <= 0 { node.isHidden = true }
    switch marginSetting {
    case .system: break
    case .absolute(let insets): node.layoutMargins = insets.plumb
    case .directional(let insets): node.directionalLayoutMargins = insets.plumb
    }
    node.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    node.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    node.semanticContentAttribute = semanticContentAttribute.plumb
    node.contentHuggingPriority = AxisPair(horizontal: hugging[0].plumb, vertical: hugging[1].plumb)
    node.compressionResistancePriority = AxisPair(
      horizontal: compression[0].plumb, vertical: compression[1].plumb)
    node.alignmentRectInsets = alignmentRectInsets.plumb
    if !isRoot && translatesAutoresizingMaskIntoConstraints && autoresizingMask.isEmpty {
      node.manualFrame = storedFrame.plumb
    }
    intrinsicFromBase = nil
    let declared = intrinsicContentSize
    if intrinsicFromBase != declared {
      // A subclass overrides intrinsicContentSize: its value replaces the built-in measurement.
      node.intrinsicContentSizeOverride = AxisPair(
        horizontal: declared.width < 0 ? nil : Double(declared.width),
        vertical: declared.height < 0 ? nil : Double(declared.height))
    }
  }

  /// Draws custom content (Plumb does not call it: views are drawn by their kind and appearance).
  open func draw(_ rect: CGRect) {}
  /// Asks for a redraw (nothing is drawn differently).
  open func setNeedsDisplay() {}
  /// Asks for a redraw of a rectangle (nothing is drawn differently).
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// The view's gesture recognizers (kept; Plumb sends no touches).
  public private(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// Adds a gesture recognizer.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }
  /// Removes a gesture recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
  /// The interactions added with `addInteraction(_:)` (kept; Plumb has no input).
  public internal(set) var interactions: [any UIInteraction] = []
  /// The transform (recorded, not applied).
  open var transform = CGAffineTransform.identity

  /// Places the subviews a built-in view manages itself (table rows, bars), before `layoutSubviews()`.
  func layoutSystemSubviews() {}

  /// Adjusts the node's drawing to the view's solved frame, after layout.
  func adjustDrawing(_ node: View, frame: CGRect) {}

  /// The name the layout model knows the view by: its accessibility identifier, else its class and position.
  func layoutName(index: Int) -> String {
    if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
    return "\(className)-\(index)"
  }
}

/// Whether a view's content flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction.
  case unspecified = 0
  /// Playback controls: always left-to-right.
  case playback
  /// Directional controls: always left-to-right.
  case spatial
  /// Always left-to-right.
  case forceLeftToRight
  /// Always right-to-left.
  case forceRightToLeft

  var plumb: SemanticContentAttribute {
    switch self {
    case .unspecified: .unspecified
    case .playback: .playback
    case .spatial: .spatial
    case .forceLeftToRight: .forceLeftToRight
    case .forceRightToLeft: .forceRightToLeft
    }
  }
}

/// A layout direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}

/// The view's layer: the corner radius and border it is drawn with; shadows, sublayers and the rest are recorded.
@preconcurrency @MainActor
open class CALayer {
  /// A layer.
  public init() {}
  /// The corner radius in points.
  open var cornerRadius: CGFloat = 0
  /// The border width in points.
  open var borderWidth: CGFloat = 0
  /// The border colour.
  open var borderColor: CGColor?
  /// Whether sublayers (subviews) are clipped to the bounds.
  open var masksToBounds = false
  /// The background colour (drawn when the view has none of its own).
  open var backgroundColor: CGColor?
  /// The shadow's colour (recorded, not drawn).
  open var shadowColor: CGColor?
  /// The shadow's opacity (recorded, not drawn).
  open var shadowOpacity: Float = 0
  /// The shadow's offset (recorded, not drawn).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (recorded, not drawn).
  open var shadowRadius: CGFloat = 3
  /// The shadow's outline (recorded, not drawn).
  open var shadowPath: CGPath?
  /// The opacity (recorded, not drawn).
  open var opacity: Float = 1
  /// Which corners are rounded (all are drawn rounded).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The corners' curve (drawn circular).
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Whether the layer is cached as a bitmap (recorded only).
  open var shouldRasterize = false
  /// The cached bitmap's scale (recorded only).
  open var rasterizationScale: CGFloat = 1
  /// The layer's name (recorded only).
  open var name: String?
  /// The stacking order among siblings (recorded only).
  open var zPosition: CGFloat = 0
  /// The layer's rectangle in its superlayer (a sublayer's; not drawn).
  open var frame: CGRect = .zero
  /// The layer's own rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// A mask layer (not applied).
  open var mask: CALayer?
  /// The sublayers (recorded, not drawn).
  public private(set) var sublayers: [CALayer]?
  /// The superlayer.
  public private(set) weak var superlayer: CALayer?

  /// Adds a sublayer on top.
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
  /// Inserts a sublayer at an index.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }
  /// Inserts a sublayer below another.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }
  /// Inserts a sublayer above another.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }
  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  /// Asks for a redraw (nothing is drawn).
  open func setNeedsDisplay() {}
  /// Asks for a layout of the sublayers (nothing is laid out).
  open func setNeedsLayout() {}
  /// Lays the sublayers out (nothing is laid out).
  open func layoutIfNeeded() {}
  /// Whether the layer is hidden (recorded only).
  open var isHidden = false
  /// Where the layer's position is within it, in unit coordinates (recorded only).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's position in its superlayer (recorded only).
  open var position: CGPoint = .zero
  /// The layer's 3D transform (recorded only).
  open var transform = CATransform3DIdentity
  /// Image content (recorded, not drawn).
  open var contents: Any?
  /// How the content is fitted (recorded only).
  open var contentsGravity = CALayerContentsGravity.resize
  /// The content's scale (recorded only).
  open var contentsScale: CGFloat = 1
  /// Whether the layer is opaque (recorded only).
  open var isOpaque = false
  /// Whether the layer draws its content asynchronously (recorded only).
  open var drawsAsynchronously = false
  /// The running animations, by key (recorded: Plumb draws their end state, the model values).
  public private(set) var animationsByKey: [String: CAAnimation] = [:]

  /// Adds an animation (recorded: the model values set on the layer are what is drawn, as after the animation).
  open func add(_ animation: CAAnimation, forKey key: String?) {
    animationsByKey[key ?? "animation-\(animationsByKey.count)"] = animation
    animation.delegate?.animationDidStart(animation)
    animation.delegate?.animationDidStop(animation, finished: true)
  }
  /// The animation with a key.
  open func animation(forKey key: String) -> CAAnimation? { animationsByKey[key] }
  /// The keys of the animations.
  open func animationKeys() -> [String]? { animationsByKey.isEmpty ? nil : animationsByKey.keys.sorted() }
  /// Removes an animation.
  open func removeAnimation(forKey key: String) { animationsByKey[key] = nil }
  /// Removes every animation.
  open func removeAllAnimations() { animationsByKey = [:] }
  /// Draws the layer into a context (nothing is drawn).
  open func render(in context: CGContext) {}
}

/// A gradient layer (recorded, not drawn).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s).
  open var colors: [Any]?
  /// The stops.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's kind.
  open var type: CAGradientLayerType = .axial
}

/// A gradient's kind.
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Radial.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Conic.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a path (recorded, not drawn).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The path.
  open var path: CGPath?
  /// The fill colour.
  open var fillColor: CGColor?
  /// The stroke colour.
  open var strokeColor: CGColor?
  /// The stroke width.
  open var lineWidth: CGFloat = 1
  /// The fill rule.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// Where the stroke starts, 0…1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, 0…1.
  open var strokeEnd: CGFloat = 1
  /// The line cap.
  open var lineCap: CAShapeLayerLineCap = .butt
}

/// A shape's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A rule.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A stroke's line cap.
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A cap.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the line's end.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the line's end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's corners curve.
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A curve.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Circular arcs.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous (squircle) corners.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
