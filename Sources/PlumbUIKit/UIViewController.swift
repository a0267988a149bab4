import PlumbLayout

/// Manages a view hierarchy: loads its root view, and hears about layout and trait changes.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The title (the navigation bar and tab bar show it).
  open var title: String? { didSet { viewIfLoaded?.setNeedsLayoutInHierarchy() } }
  /// The child view controllers.
  public private(set) var children: [UIViewController] = []
  /// The parent view controller.
  public private(set) weak var parent: UIViewController?
  /// Extra insets added to the safe area of the root view (only for a window's root view controller).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { loadedView?.setNeedsLayoutInHierarchy() } }
  }
  /// Whether the root view's margins are at least the system minimum (16 points on compact width, 20 on regular).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { loadedView?.setNeedsLayoutInHierarchy() }
  }
  /// The system minimum layout margins of the root view.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
  /// The size the controller would like (recorded only).
  open var preferredContentSize: CGSize = .zero
  var storedNavigationItem: UINavigationItem?

  /// Whether the controller's content is being edited.
  open var isEditing = false
  /// Starts or ends editing; the edit button item shows Done while editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    if let item = storedEditButtonItem {
      item.title = editing ? "Done" : "Edit"
      item.style = editing ? .done : .plain
    }
  }
  /// A bar button item titled Edit, or Done while the controller is editing.
  open var editButtonItem: UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
    storedEditButtonItem = item
    return item
  }
  private var storedEditButtonItem: UIBarButtonItem?
  var storedTabBarItem: UITabBarItem?
  /// The controller this one presented (recorded: Plumb draws the presenting controller's screen).
  public private(set) var presentedViewController: UIViewController?
  /// The controller that presented this one.
  public internal(set) weak var presentingViewController: UIViewController?
  /// How the controller is presented (recorded only).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The presentation's transition (recorded only).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether a sheet can be swiped away (recorded only).
  open var isModalInPresentation = false
  /// Whether the bottom bar hides when pushed (recorded only).
  open var hidesBottomBarWhenPushed = false
  /// The edges the view reaches under bars (Plumb's views always fill their container).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether scroll view insets are adjusted (recorded only).
  open var automaticallyAdjustsScrollViewInsets = true
  /// Whether the view reaches under opaque bars (recorded only).
  open var extendedLayoutIncludesOpaqueBars = false
  /// The preferred status bar style (recorded only).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden (recorded only).
  open var prefersStatusBarHidden: Bool { false }
  /// The appearance the controller's view and its subviews take whatever their window's (`.unspecified` follows
  /// the window): it sets the view's `overrideUserInterfaceStyle`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { view.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
  }
  /// Whether the controller is being presented (never during layout).
  open var isBeingPresented: Bool { false }
  /// Whether the controller is being dismissed (never during layout).
  open var isBeingDismissed: Bool { false }
  /// Whether the controller is moving to a parent (never during layout).
  open var isMovingToParent: Bool { false }
  /// Whether the controller is moving from a parent (never during layout).
  open var isMovingFromParent: Bool { false }

  /// Presents a controller: it is recorded, its view loaded and its appearance methods called; the completion
  /// runs at once. Plumb draws the presenting screen (a presented controller is snapshotted on its own).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    viewControllerToPresent.loadViewIfNeeded()
    viewControllerToPresent.viewWillAppear(flag)
    viewControllerToPresent.viewDidAppear(flag)
    completion?()
  }

  /// Dismisses the presented controller (or this one, if it was presented).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.viewWillDisappear(flag)
      presented.presentingViewController = nil
      presentedViewController = nil
      presented.viewDidDisappear(flag)
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: flag, completion: nil)
    }
    completion?()
  }

  /// The level a presentation puts the controller's content at, as UIKit sets `userInterfaceLevel`: elevated on a
  /// sheet or popover (the system's choice on iOS 13 and later is a sheet), base when it covers the screen, the
  /// presenting controller's in its context; a child takes its parent's. Nil when nothing presented it.
  var presentationLevel: UIUserInterfaceLevel? {
    guard let presenting = presentingViewController else { return parent?.presentationLevel }
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .popover, .automatic: return .elevated
    case .fullScreen, .overFullScreen: return .base
    case .currentContext, .overCurrentContext, .custom, .none: return presenting.presentationLevel
    }
  }

  /// Shows a controller: pushed onto a navigation stack, else presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Asks for a status bar update (nothing is drawn).
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// The top layout guide of old: its top is the view's top, its bottom the safe area's top.
  public var topLayoutGuide: any UILayoutSupport { LayoutSupportGuide(view: view, top: true) }
  /// The bottom layout guide of old: its top is the safe area's bottom, its bottom the view's bottom.
  public var bottomLayoutGuide: any UILayoutSupport { LayoutSupportGuide(view: view, top: false) }

  /// A view controller; nibs are not supported, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// A view controller.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The root view, loaded on first use (`loadView()` then `viewDidLoad()`).
  open var view: UIView {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? UIView()
      if loadedView == nil { setLoadedView(view) }
      viewDidLoad()
      return view
    }
    set { setLoadedView(newValue) }
  }

  private func setLoadedView(_ view: UIView) {
    loadedView?.owningViewController = nil
    loadedView = view
    view.owningViewController = self
  }

  /// The root view if it is loaded.
  open var viewIfLoaded: UIView? { loadedView }
  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }
  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() { _ = view }

  /// Creates the root view; override to make a custom one (do not call super then).
  open func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }
  /// Called after the root view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called before layout when the root view needs its constraints updated; call super last.
  open func updateViewConstraints() {
    view.needsUpdateConstraintsFlag = false
    view.updateConstraints()
  }
  /// Called when the traits change (size classes, Dynamic Type, layout direction).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called when the safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Called when memory runs low (never, in Plumb: nothing is released).
  open func didReceiveMemoryWarning() {}
  /// Whether a presentation over this controller covers only its view (recorded only).
  open var definesPresentationContext = false
  /// Whether this controller's transition style is used for presentations in its context (recorded only).
  open var providesPresentationContextTransitionStyle = false
  /// The orientations the controller supports (recorded only: Plumb lays out the window's orientation).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// Whether the controller rotates with the device (recorded only).
  open var shouldAutorotate: Bool { true }
  /// The delegate of custom presentation transitions (recorded only: presentations are not animated).
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Called before a storyboard segue (never: Plumb loads no storyboards here).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Whether a segue may run (asked by `performSegue`).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Runs a storyboard segue: without a storyboard there is none, so nothing is shown.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  /// Called when an unwind segue reaches this controller (never).
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool { false }

  /// The traits the controller's view is laid out with (before the view loads: a phone's, at the level its
  /// presentation sets).
  open var traitCollection: UITraitCollection {
    if let loadedView { return loadedView.traitCollection }
    let phone = UITraitCollection(TraitCollection(), idiom: .phone)
    guard let level = presentationLevel else { return phone }
    return UITraitCollection(traitsFrom: [phone, UITraitCollection(userInterfaceLevel: level)])
  }

  /// Adds a child view controller (add its view to yours yourself).
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller moves to a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller moved to a parent.
  open func didMove(toParent parent: UIViewController?) {}
}

/// The window: the top of a view hierarchy. Its size gives its traits and safe area as on the device preset of
/// that size (the first in Plumb's list, in either orientation); other sizes get a phone's traits with size classes
/// from the size and no safe area.
@preconcurrency @MainActor
open class UIWindow: UIView {
  struct Environment {
    var safeArea: UIEdgeInsets
    var traits: TraitCollection
    var idiom: UIUserInterfaceIdiom
    var device: Device?
  }

  /// The root view controller; its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      if oldValue !== rootViewController { oldValue?.viewIfLoaded?.removeFromSuperview() }
      if let controller = rootViewController {
        UIScreen.main.bounds = CGRect(origin: .zero, size: bounds.size)
        UIScreen.main.scale = windowTraits.displayScale
        let view = controller.view
        view.storedFrame = bounds
        if view.superview !== self { insertSubview(view, at: 0) }
      }
      setNeedsLayoutInHierarchy()
    }
  }
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false
  /// The window level (recorded only).
  open var windowLevel: CGFloat = 0
  /// The scene that shows the window (the app's window scene once it is shown, when it was made without one).
  open var windowScene: UIWindowScene?
  /// An explicit environment (a device preset, or a snapshot configuration), replacing the size's.
  var explicitEnvironment: Environment?
  /// Traits that override the environment's (a snapshot configuration's).
  var traitOverrides: UITraitCollection?

  /// A window with a frame (usually a device screen's size).
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A window for a scene: the screen's size (the default phone's until a window is given a root view
  /// controller).
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// A window the size of a device preset, with its safe area and traits (a Plumb addition).
  public convenience init(device: Device, orientation: Orientation = .portrait) {
    let size = device.size(orientation)
    self.init(frame: CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height)))
    let canvas = Canvas(device: device, orientation: orientation)
    explicitEnvironment = Environment(
      safeArea: UIEdgeInsets(canvas.safeAreaInsets), traits: canvas.traits,
      idiom: device.isPad ? .pad : .phone,
      device: device)
  }

  /// A window of `frame` with an explicit safe area, and traits over those its size gives (a Plumb addition, for
  /// snapshot configurations).
  public convenience init(frame: CGRect, safeAreaInsets: UIEdgeInsets, traits: UITraitCollection) {
    self.init(frame: frame)
    var environment = self.environment
    environment.safeArea = safeAreaInsets
    explicitEnvironment = environment
    traitOverrides = traits
  }

  /// The windows made key and visible, for `UIApplication.shared.windows`.
  static var shown: [WeakWindow] = []

  /// Makes the window key and shows it: its root view controller's view appears and is laid out.
  open func makeKeyAndVisible() {
    UIWindow.shown.removeAll { $0.value == nil || $0.value === self }
    UIWindow.shown.append(WeakWindow(value: self))
    for window in UIWindow.shown.compactMap(\.value) { window.isKeyWindow = false }
    isKeyWindow = true
    if windowScene == nil { windowScene = UIApplication.shared.appWindowScene }
    isHidden = false
    let controller = rootViewController
    controller?.viewWillAppear(false)
    layoutIfNeeded()
    controller?.viewDidAppear(false)
  }

  /// Makes the window key.
  open func makeKey() { isKeyWindow = true }

  var environment: Environment {
    if let explicitEnvironment { return explicitEnvironment }
    let size = bounds.size
    for device in Device.all {
      for orientation in [Orientation.portrait, .landscape] {
        let screen = device.size(orientation)
        guard CGFloat(screen.width) == size.width, CGFloat(screen.height) == size.height else { continue }
        let canvas = Canvas(device: device, orientation: orientation)
        return Environment(
          safeArea: UIEdgeInsets(canvas.safeAreaInsets), traits: canvas.traits,
          idiom: device.isPad ? .pad : .phone,
          device: device)
      }
    }
    let traits = TraitCollection(
      horizontalSizeClass: size.width >= 600 ? .regular : .compact,
      verticalSizeClass: size.height >= 500 ? .regular : .compact)
    return Environment(safeArea: .zero, traits: traits, idiom: .phone, device: nil)
  }

  var windowTraits: UITraitCollection {
    let environment = environment
    var layers = [UITraitCollection(environment.traits, idiom: environment.idiom)]
    if let level = rootViewController?.presentationLevel {
      layers.append(UITraitCollection(userInterfaceLevel: level))
    }
    if let traitOverrides { layers.append(traitOverrides) }
    return layers.count == 1 ? layers[0] : UITraitCollection(traitsFrom: layers)
  }
}

/// How a controller is presented (recorded only).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Full screen.
  case fullScreen = 0
  /// A page sheet.
  case pageSheet
  /// A form sheet.
  case formSheet
  /// The current context.
  case currentContext
  /// Custom.
  case custom
  /// Over full screen.
  case overFullScreen
  /// Over the current context.
  case overCurrentContext
  /// A popover.
  case popover
  /// None.
  case none = -1
  /// The system's choice.
  case automatic = -2
}

/// A presentation's transition (recorded only).
public enum UIModalTransitionStyle: Int, Sendable {
  /// From the bottom.
  case coverVertical = 0
  /// A flip.
  case flipHorizontal
  /// A cross-dissolve.
  case crossDissolve
  /// A page curl.
  case partialCurl
}

/// A status bar style (recorded only).
public enum UIStatusBarStyle: Int, Sendable {
  /// The default.
  case `default` = 0
  /// Light content.
  case lightContent = 1
  /// Dark content.
  case darkContent = 3
}

/// The old top and bottom layout guides' anchors.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height.
  var length: CGFloat { get }
  /// The guide's top.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// The top or bottom layout guide: the part of the view outside its safe area at that edge.
@preconcurrency @MainActor
final class LayoutSupportGuide: UILayoutSupport {
  let view: UIView
  let top: Bool

  init(view: UIView, top: Bool) {
    self.view = view
    self.top = top
  }

  var length: CGFloat { top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
  var topAnchor: NSLayoutYAxisAnchor { top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor }
  var bottomAnchor: NSLayoutYAxisAnchor { top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor }
  // The guide's height has no anchor of its own: the safe area guide's height stands in for the part between.
  var heightAnchor: NSLayoutDimension { view.safeAreaLayoutGuide.heightAnchor }
}
