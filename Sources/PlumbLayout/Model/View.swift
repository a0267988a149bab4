/// UIKit's `UIView`: a rectangle in a tree, positioned by constraints or by a frame.
public final class View: LayoutItem {
  /// The UIKit class the view stands for.
  public let kind: ViewKind
  /// Child views, back to front.
  public private(set) var subviews: [View] = []
  /// The parent view.
  public private(set) weak var superview: View?
  /// What diagrams call the view when its identifier is not meant for people (Interface Builder's
  /// `userLabel`, text or class instead of an object id like `8bC-Xf-vdC`); nil: the identifier.
  public var displayName: String?
  /// Hidden views are laid out but not drawn (as in UIKit).
  public var isHidden = false
  /// UIKit's `clipsToBounds`: subviews are drawn only inside the view (true by default for scroll views).
  public var clipsToBounds: Bool
  /// Text the view shows (labels, buttons, text fields, text views).
  public var text: TextContent?
  /// UILabel's `adjustsFontSizeToFitWidth` with its `minimumScaleFactor`: the label shrinks its text down to this
  /// share of its font size before it truncates; nil when it does not shrink.
  public var minimumScaleFactor: Double?
  /// Placeholder text (text fields).
  public var placeholder: String?
  /// UITextView's `isScrollEnabled` (default true): a scrolling text view has no intrinsic size.
  public var isScrollEnabled = true
  /// Segment titles (segmented controls).
  public var segments: [String] = []
  /// An explicit intrinsic content size per axis; nil on an axis means `noIntrinsicMetric`.
  /// When set (on either axis) it replaces the kind's own measurement.
  public var intrinsicContentSizeOverride: AxisPair<Double?>?
  /// Size of the image an image view shows.
  public var imageSize: Size?
  /// Content hugging priority per axis (UIKit default 250).
  public var contentHuggingPriority = AxisPair<Priority>(.low)
  /// Compression resistance priority per axis (UIKit default 750).
  public var compressionResistancePriority = AxisPair<Priority>(.high)
  /// Custom layout margins; nil uses UIKit's default (8, or the root's system minimum).
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// Absolute layout margins (left/right never flip); used when set and no directional margins are.
  public var layoutMargins: EdgeInsets?
  /// UIKit's `preservesSuperviewLayoutMargins` (default false).
  public var preservesSuperviewLayoutMargins = false
  /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true).
  public var insetsLayoutMarginsFromSafeArea = true
  /// UIKit's `semanticContentAttribute`.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// Constraints act on the alignment rectangle; the frame is the alignment rectangle outset by these.
  @exclusivity(unchecked) public var alignmentRectInsets: EdgeInsets = .zero
  /// A frame in the superview's coordinates: the view is placed by it
  /// (`translatesAutoresizingMaskIntoConstraints`) instead of by constraints.
  public var manualFrame: Rect?
  /// The designer's expected frame in the superview's coordinates (Interface Builder's stored frame).
  @exclusivity(unchecked) public var expectedFrame: Rect?
  /// How the view is drawn.
  public var appearance = ViewAppearance()
  /// Custom layout guides (`addLayoutGuide`).
  public private(set) var layoutGuides: [LayoutGuide] = []
  /// Stack view configuration, for `kind == .stack`.
  public var stack: StackConfiguration?
  /// Arranged subviews of a stack view (each also a subview).
  public private(set) var arrangedSubviews: [View] = []

  /// Constraints activated in this hierarchy, in activation order (kept on the topmost view).
  var hierarchyConstraints: [LayoutConstraint] = [] {
    didSet { hierarchyGeneration &+= 1 }
  }
  /// Bumped on every structural change of the hierarchy (kept on the topmost view), so engines know to rebuild.
  var hierarchyGeneration = 0

  private var systemGuides: [LayoutGuide.Kind: LayoutGuide] = [:]

  /// Creates a view.
  public init(_ identifier: String, kind: ViewKind = .view) {
    self.kind = kind
    clipsToBounds = kind == .scroll
    super.init(identifier: identifier, isScrollView: kind == .scroll)
    if kind == .label {
      // UIKit's labels created in code keep 250/750; the document layer applies IB's 251 when asked.
      contentHuggingPriority = AxisPair(.low)
    }
  }

  override public var hostView: View? { self }
  override var className: String { kind.className }

  /// `translatesAutoresizingMaskIntoConstraints`: true for views placed by a frame.
  public var translatesAutoresizingMaskIntoConstraints: Bool { manualFrame != nil }

  /// Adds a child view on top of the others.
  public func addSubview(_ view: View) throws(LayoutError) {
    guard view.superview == nil else {
      throw .invalidHierarchy(
        "\(view.identifier) already has a superview (\(view.superview?.identifier ?? ""))")
    }
    var ancestor: View? = self
    while let current = ancestor {
      if current === view {
        throw .invalidHierarchy("\(view.identifier) cannot be added inside itself")
      }
      ancestor = current.superview
    }
    subviews.append(view)
    view.superview = self
    topmost.hierarchyGeneration &+= 1
    // The subtree's active constraints join the hierarchy's list, keeping their order.
    topmost.hierarchyConstraints.append(contentsOf: view.hierarchyConstraints)
    view.hierarchyConstraints = []
  }

  /// Removes the view from its superview (and from a stack's arranged subviews), as UIKit's `removeFromSuperview`.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let root = topmost
    let subtree = Set(self.subtree.map(ObjectIdentifier.init))
    func inside(_ item: LayoutItem?) -> Bool {
      guard let item else { return true }
      return item.hostView.map { subtree.contains(ObjectIdentifier($0)) } ?? false
    }
    func mentions(_ constraint: LayoutConstraint) -> Bool {
      [constraint.firstItem, constraint.secondItem].contains { item in
        item?.hostView.map { subtree.contains(ObjectIdentifier($0)) } ?? false
      }
    }
    // UIKit removes the constraints that tie the subtree to the rest of the hierarchy; those among the subtree's
    // own views stay with it (they live on a view inside it), so the subtree can be added again as it was.
    let kept = root.hierarchyConstraints.filter {
      mentions($0) && inside($0.firstItem) && inside($0.secondItem)
    }
    for constraint in root.hierarchyConstraints
    where mentions(constraint) && !kept.contains(where: { $0 === constraint }) {
      constraint.deactivate()
    }
    root.hierarchyConstraints.removeAll { constraint in kept.contains { $0 === constraint } }
    parent.subviews.removeAll { $0 === self }
    parent.arrangedSubviews.removeAll { $0 === self }
    superview = nil
    root.hierarchyGeneration &+= 1
    hierarchyConstraints = kept
  }

  /// Adds a view as an arranged subview of a stack view (and as a subview when it is not one yet).
  public func addArrangedSubview(_ view: View) throws(LayoutError) {
    if view.superview !== self { try addSubview(view) }
    arrangedSubviews.append(view)
  }

  /// Adds a custom layout guide owned by this view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea, suffix: "safeArea") }
  /// UIKit's `layoutMarginsGuide`.
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins, suffix: "layoutMargins") }
  /// UIKit's `readableContentGuide`.
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent, suffix: "readableContent") }
  /// `UIScrollView.contentLayoutGuide` (scroll views only): the content's rectangle at content offset zero.
  public var contentLayoutGuide: LayoutGuide { systemGuide(.contentLayout, suffix: "contentLayoutGuide") }
  /// `UIScrollView.frameLayoutGuide` (scroll views only): the scroll view's frame.
  public var frameLayoutGuide: LayoutGuide { systemGuide(.frameLayout, suffix: "frameLayoutGuide") }

  /// The system guides created so far (UIKit creates them when first asked for), in a fixed order; a scroll
  /// view always has its content and frame guides, because its edge constraints to its content use them.
  var createdSystemGuides: [LayoutGuide] {
    if kind == .scroll {
      _ = contentLayoutGuide
      _ = frameLayoutGuide
    }
    // Most views have none; every layout asks each view.
    if systemGuides.isEmpty { return [] }
    return [LayoutGuide.Kind.safeArea, .layoutMargins, .readableContent, .contentLayout, .frameLayout]
      .compactMap { systemGuides[$0] }
  }

  /// The system guide of `kind` if something has asked for it already (without creating it).
  func existingSystemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide? { systemGuides[kind] }

  private func systemGuide(_ kind: LayoutGuide.Kind, suffix: String) -> LayoutGuide {
    if let existing = systemGuides[kind] { return existing }
    let guide = LayoutGuide(identifier: "\(identifier).\(suffix)", kind: kind, owner: self)
    systemGuides[kind] = guide
    return guide
  }

  /// The top of the view's tree.
  public var topmost: View {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// True when `ancestor` is this view's superview, or its superview's, and so on.
  public func isDescendant(of ancestor: View) -> Bool {
    var current = superview
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }

  /// The view and its ancestors, nearest first.
  var ancestry: [View] {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain
  }

  /// The nearest view that is an ancestor of (or equal to) both views.
  func nearestCommonAncestor(with other: View) -> View? {
    // Every constraint asks this on activation and on translation: climb to equal depths, then together, with no
    // arrays (comparing two ancestries was a twelfth of laying out 10 000 views in nested stacks).
    if self === other { return self }
    if let parent = superview, parent === other.superview { return parent }
    func depth(_ view: View) -> Int {
      var count = 0
      var current = view.superview
      while let next = current {
        count += 1
        current = next.superview
      }
      return count
    }
    var a: View? = self
    var b: View? = other
    var depthA = depth(self)
    var depthB = depth(other)
    while depthA > depthB, let view = a {
      a = view.superview
      depthA -= 1
    }
    while depthB > depthA, let view = b {
      b = view.superview
      depthB -= 1
    }
    while let x = a, let y = b {
      if x === y { return x }
      a = x.superview
      b = y.superview
    }
    return nil
  }

  /// The view and every descendant, depth first, in subview order.
  public var subtree: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// The constraints active in this view's hierarchy, in activation order.
  public var activeConstraints: [LayoutConstraint] { topmost.hierarchyConstraints }
}

extension LayoutConstraint {
  /// Whether the constraint is active in a view hierarchy.
  public var isActive: Bool { isActivated }

  /// Activates the constraint in its items' hierarchy (UIKit's `isActive = true`).
  public func activate() throws(LayoutError) {
    guard let host = firstItem.hostView else {
      throw .noCommonAncestor(
        "\(firstItem.identifier) is a layout guide that no view owns; add it with addLayoutGuide")
    }
    if let second = secondItem {
      guard let otherHost = second.hostView, host.nearestCommonAncestor(with: otherHost) != nil else {
        throw .noCommonAncestor(
          "Unable to activate constraint with anchors \(firstItem.identifier).\(firstAttribute) and "
            + "\(second.identifier).\(secondAttribute) because they have no common ancestor.  Does the "
            + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
      }
    }
    try validate()
    if !isActivated {
      isActivated = true
      host.topmost.hierarchyConstraints.append(self)
    }
  }

  /// Deactivates the constraint (UIKit's `isActive = false`).
  public func deactivate() { LayoutConstraint.deactivate([self]) }

  /// Deactivates every constraint, as `NSLayoutConstraint.deactivate`: one pass over each hierarchy's list instead
  /// of one a constraint (tearing a large tree down constraint by constraint was quadratic).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var leaving = Set<ObjectIdentifier>()
    var roots: [View] = []
    for constraint in constraints where constraint.isActivated {
      guard let host = constraint.firstItem.hostView else { continue }
      leaving.insert(ObjectIdentifier(constraint))
      let root = host.topmost
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots {
      let generation = root.hierarchyGeneration
      var removed: [LayoutConstraint] = []
      root.hierarchyConstraints.removeAll { constraint in
        guard leaving.contains(ObjectIdentifier(constraint)) else { return false }
        constraint.isActivated = false
        removed.append(constraint)
        return true
      }
      // Each engine drops its constraints in one call (one by one, each filtered the engine's lists); it removes
      // them incrementally, so it stays current with the hierarchy.
      var owners: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
      for constraint in removed {
        guard let owner = constraint.owner else { continue }
        if let index = owners.firstIndex(where: { $0.engine === owner }) {
          owners[index].constraints.append(constraint)
        } else {
          owners.append((owner, [constraint]))
        }
      }
      for (owner, constraints) in owners {
        owner.constraintsDidDeactivate(constraints)
        if owner.seenGeneration == generation { owner.seenGeneration = root.hierarchyGeneration }
      }
    }
  }

  /// Activates every constraint, stopping at the first that fails.
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    for constraint in constraints { try constraint.activate() }
  }
}
