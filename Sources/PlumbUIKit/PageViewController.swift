// A page view controller shows one page (two, side by side, for a double-sided page curl are drawn as the first)
// filling its view. With the scroll style and a data source that gives a page count, a page control 26 points
// tall sits at the bottom and the page fills the view above it. Nothing turns pages: the data source's
// before/after methods are asked for nothing.

/// Pages of view controllers, one shown at a time.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change.
  public enum TransitionStyle: Int, Sendable {
    /// A page curl.
    case pageCurl = 0
    /// A scroll.
    case scroll
  }

  /// Which way pages go.
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right.
    case horizontal = 0
    /// Up and down.
    case vertical
  }

  /// The direction of a change of pages.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse
  }

  /// Where a page curl's spine is.
  public enum SpineLocation: Int, Sendable {
    /// None (the scroll style).
    case none = 0
    /// At the leading edge.
    case min
    /// In the middle.
    case mid
    /// At the trailing edge.
    case max
  }

  /// The keys of the options dictionary.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The space between pages of the scroll style.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// The spine's location of the page curl style.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// How pages change.
  public let transitionStyle: TransitionStyle
  /// Which way pages go.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is.
  public let spineLocation: SpineLocation
  /// Whether pages have two sides (recorded only).
  open var isDoubleSided = false
  /// The data source (asked for the page count and index).
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { viewIfLoaded?.setNeedsLayoutInHierarchy() }
  }
  /// The delegate (never called: pages do not change).
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// The gesture recognizers (none).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }
  /// The shown pages.
  open private(set) var viewControllers: [UIViewController]?
  let pageControl = UIPageControl()

  /// A page view controller.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = options?[.spineLocation] as? SpineLocation
    spineLocation = style == .scroll ? .none : spine ?? .min
    super.init(nibName: nil, bundle: nil)
  }

  /// A page-curl controller, as a nib-less `UIPageViewController()` is.
  public convenience init() { self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Makes the container view.
  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.controller = self
    view = container
  }

  /// Shows pages at once (the first is drawn), then calls `completion(true)`.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for page in viewControllers ?? [] where page.parent !== self {
      addChild(page)
      page.didMove(toParent: self)
    }
    self.viewControllers = viewControllers
    viewIfLoaded?.setNeedsLayoutInHierarchy()
    completion?(true)
  }

  /// Places the page and the page control.
  func arrangeChildren(in container: UIView) {
    let bounds = container.bounds
    var pageHeight = bounds.height
    let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
    if count > 0 {
      pageControl.numberOfPages = count
      pageControl.currentPage = max(0, min(count - 1, dataSource?.presentationIndex(for: self) ?? 0))
      if pageControl.superview !== container { container.addSubview(pageControl) }
      pageHeight = max(0, bounds.height - 26)
      pageControl.frame = CGRect(x: 0, y: pageHeight, width: bounds.width, height: 26)
    } else {
      pageControl.removeFromSuperview()
    }
    guard let page = viewControllers?.first else { return }
    let shown = page.view
    if shown.superview !== container { container.insertSubview(shown, at: 0) }
    shown.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pageHeight)
  }
}

/// The root view of a page view controller.
@preconcurrency @MainActor
final class PageContainerView: UIView {
  weak var controller: UIPageViewController?

  override func layoutSystemSubviews() { controller?.arrangeChildren(in: self) }
}

/// The pages around a page, and the page control's count and index.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before one (never asked: pages do not change).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after one (never asked).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the page control (none unless implemented).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The current dot.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No page control.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// The first dot.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// A page view controller's page changes (never sent).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Pages are about to change.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// Pages changed.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
