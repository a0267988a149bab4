import PlumbLayout

/// A view whose content can be larger than itself. Constraints from its edges to views inside it size its content
/// (its `contentLayoutGuide`); its size comes from outside (its `frameLayoutGuide`). Plumb draws it at content
/// offset zero.
@MainActor
open class UIScrollView: UIView {
  /// The scrollable content's rectangle (at content offset zero).
  public var contentLayoutGuide: UILayoutGuide { systemGuide(.contentLayout) }
  /// The scroll view's own frame, which does not scroll.
  public var frameLayoutGuide: UILayoutGuide { systemGuide(.frameLayout) }
  /// The content's size: set it for frame-placed content; after layout it is the content guide's size.
  open var contentSize: CGSize = .zero
  /// How far the content is scrolled (drawn at zero).
  open var contentOffset: CGPoint = .zero
  /// Extra room around the content (it moves where the content is drawn, not the frames inside it; Plumb draws
  /// at content offset zero without it).
  open var contentInset: UIEdgeInsets = .zero
  /// Whether the safe area adds to the content inset (as `contentInset`, it does not change frames).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// How the safe area adjusts a scroll view's content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Scrollable axes only, and vertical for views in navigation controllers.
    case automatic = 0
    /// Scrollable axes only.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }
  /// Whether the vertical indicator shows (recorded only).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows (recorded only).
  open var showsHorizontalScrollIndicator = true
  /// Whether the view scrolls (recorded only).
  open var isScrollEnabled = true
  /// Whether the view bounces at its edges (recorded only).
  open var alwaysBounceVertical = false

  /// A scroll view with a frame (it clips to its bounds).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  override var layoutKind: ViewKind { .scroll }
}
