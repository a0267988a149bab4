import PlumbLayout

/// A view whose content can be larger than itself. Constraints from its edges to views inside it size its content
/// (its `contentLayoutGuide`); its size comes from outside (its `frameLayoutGuide`). Plumb draws it at content
/// offset zero.
@preconcurrency @MainActor
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
  /// Whether the view bounces horizontally (recorded only).
  open var alwaysBounceHorizontal = false
  /// Whether the view bounces (recorded only).
  open var bounces = true
  /// Whether the view stops at multiples of its width or height (Plumb draws the first page, at offset zero).
  open var isPagingEnabled = false
  /// The delegate (Plumb does not scroll, so it is not called); a table's or collection's delegate is set here.
  open weak var delegate: (any UIScrollViewDelegate)? { didSet { delegateDidChange() } }
  func delegateDidChange() {}
  /// How dragging dismisses the keyboard (recorded only).
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The deceleration rate (recorded only).
  open var decelerationRate: DecelerationRate = .normal
  /// The zoom scale (drawn at 1).
  open var zoomScale: CGFloat = 1
  /// The smallest zoom scale (recorded only).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (recorded only).
  open var maximumZoomScale: CGFloat = 1
  /// Whether a tap on the status bar scrolls to the top (recorded only).
  open var scrollsToTop = true
  /// The scroll indicators' insets (recorded only).
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  /// The vertical indicator's insets (recorded only).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The horizontal indicator's insets (recorded only).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether the view is being dragged (never).
  open var isDragging: Bool { false }
  /// Whether the view is decelerating (never).
  open var isDecelerating: Bool { false }
  /// The content inset with the safe area's part, as `contentInsetAdjustmentBehavior` adds it.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var inset = contentInset
    switch contentInsetAdjustmentBehavior {
    case .never: return inset
    case .always:
      inset.left += safe.left
      inset.right += safe.right
    case .automatic, .scrollableAxes: break
    }
    if contentInsetAdjustmentBehavior == .always || scrollsVertically {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    return inset
  }
  /// Whether the content scrolls vertically, for the safe area's adjustment.
  var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }

  /// Scrolls to an offset (drawn at offset zero).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
  /// Scrolls a rectangle into view (drawn at offset zero).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  /// Zooms (drawn at scale 1).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Zooms so that `rect` (in the zoomed content's coordinates) fills the scroll view, within the zoom limits.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    let scale = min(bounds.width / rect.width, bounds.height / rect.height)
    zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
  }
  /// Flashes the indicators (nothing is drawn).
  open func flashScrollIndicators() {}
  /// The pull-to-refresh control (not drawn).
  open var refreshControl: UIRefreshControl?

  /// A scroll view with a frame (it clips to its bounds).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  override var layoutKind: ViewKind { .scroll }
}

extension UIScrollView {
  /// How the keyboard is dismissed by dragging (recorded only).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never.
    case none = 0
    /// When a drag begins.
    case onDrag
    /// Interactively.
    case interactive
  }

  /// The deceleration rate after a flick (recorded only).
  public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
    /// The raw rate.
    public let rawValue: CGFloat
    /// A rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The normal rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast rate.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// A scroll view's delegate; every method is optional (Plumb does not scroll, so none is called).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content moved.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to begin.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A drag is about to end.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// A drag ended.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view that zooms.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// None.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// Page dots: one a page, the current one darker; 26 points tall, 16 points a dot plus 16 at each end.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UIPageControl {
    AppearanceProxies.shared.proxy(self, containers: []) { UIPageControl() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIPageControl {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIPageControl() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UIPageControl, let pristine = pristine as? UIPageControl else { return }
    adoptAppearance(\.pageIndicatorTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.currentPageIndicatorTintColor, to: self, from: proxy, pristine: pristine)
  }

  /// The number of pages.
  open var numberOfPages = 0 { didSet { if numberOfPages != oldValue { invalidateIntrinsicContentSize() } } }
  /// The current page (drawn as the first: Plumb draws the first dot current).
  open var currentPage = 0
  /// Whether the control hides with a single page.
  open var hidesForSinglePage = false
  /// The dots' colour (not drawn).
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's colour (not drawn).
  open var currentPageIndicatorTintColor: UIColor?
  /// The background style (recorded only).
  open var backgroundStyle: BackgroundStyle = .automatic

  /// A page control's background.
  public enum BackgroundStyle: Int, Sendable {
    /// Automatic.
    case automatic = 0
    /// Prominent.
    case prominent
    /// Minimal.
    case minimal
  }

  /// The size the dots of `pageCount` pages take.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * 16 + 32, height: 26)
  }

  override func builtInIntrinsicContentSize() -> CGSize { size(forNumberOfPages: numberOfPages) }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    if node.intrinsicContentSizeOverride == nil {
      // The layout model lays the control out as a plain view, which has no size of its own.
      let size = builtInIntrinsicContentSize()
      node.intrinsicContentSizeOverride = AxisPair(
        horizontal: Double(size.width), vertical: Double(size.height))
    }
    node.appearance.standIn = "pageControl"
    node.segments = (0..<max(0, numberOfPages)).map { String($0 + 1) }
    if hidesForSinglePage && numberOfPages <= 1 { node.isHidden = true }
  }
}

/// A pull-to-refresh spinner (not drawn: it shows only while the content is pulled down).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether it is refreshing.
  public private(set) var isRefreshing = false
  /// The title under the spinner.
  open var attributedTitle: NSAttributedString?
  /// Starts refreshing.
  open func beginRefreshing() { isRefreshing = true }
  /// Stops refreshing.
  open func endRefreshing() { isRefreshing = false }
}
