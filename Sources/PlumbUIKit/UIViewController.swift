import PlumbLayout

/// Manages a view hierarchy: loads its root view, and hears about layout and trait changes.
@MainActor
open class UIViewController {
  private var loadedView: UIView?
  /// The title.
  open var title: String?
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

  /// A view controller; nibs are not supported, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// A view controller.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

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
  open func loadView() { view = UIView() }
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

  /// The traits the controller's view is laid out with.
  open var traitCollection: UITraitCollection {
    loadedView?.traitCollection ?? UITraitCollection(TraitCollection(), idiom: .phone)
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
@MainActor
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
  /// An explicit environment (a device preset, or a snapshot configuration), replacing the size's.
  var explicitEnvironment: Environment?
  /// Traits that override the environment's (a snapshot configuration's).
  var traitOverrides: UITraitCollection?

  /// A window with a frame (usually a device screen's size).
  public override init(frame: CGRect) { super.init(frame: frame) }

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

  /// Makes the window key and shows it: its root view controller's view appears and is laid out.
  open func makeKeyAndVisible() {
    isKeyWindow = true
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
    let base = UITraitCollection(environment.traits, idiom: environment.idiom)
    guard let traitOverrides else { return base }
    return UITraitCollection(traitsFrom: [base, traitOverrides])
  }
}
