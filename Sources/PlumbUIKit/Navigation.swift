import PlumbLayout

// Containers draw as iOS 15 and later draws them at the top of their content: a navigation bar 44 points tall
// (96 with a large title) under the status bar, its title and bar button items drawn and its background clear
// unless an appearance or colour gives one; a tab bar 49 points tall above the home indicator. The top view
// controller's view fills the container and its safe area ends at the bars, as UIKit's does.

/// The root view of a container view controller: it places the bars and the shown child's view.
@preconcurrency @MainActor
final class ContainerView: UIView {
  weak var container: UIViewController?

  override func layoutSystemSubviews() {
    (container as? UINavigationController)?.arrangeChildren(in: self)
    (container as? UITabBarController)?.arrangeChildren(in: self)
  }
}

extension UIView {
  /// The status bar's and home indicator's insets of the device the view's window shows.
  var deviceSafeArea: UIEdgeInsets { window?.environment.safeArea ?? .zero }
}

extension UIViewController {
  /// The nearest navigation controller among the controller and its parents.
  public var navigationController: UINavigationController? {
    var current: UIViewController? = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the controller's parents.
  public var tabBarController: UITabBarController? {
    var current: UIViewController? = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// How far the bars of the containers from this controller down reach into its view: the window adds them to
  /// the safe area.
  var containerBarInsets: UIEdgeInsets {
    var insets = UIEdgeInsets.zero
    var current: UIViewController? = self
    while let controller = current {
      if let navigation = controller as? UINavigationController {
        insets.top += navigation.barHeight
        current = navigation.topViewController
      } else if let tabs = controller as? UITabBarController {
        if !tabs.tabBar.isHidden { insets.bottom += 49 }
        current = tabs.selectedViewController
      } else {
        current = nil
      }
    }
    return insets
  }
}

/// A stack of view controllers under a navigation bar; the top one is shown.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  /// The bar.
  public let navigationBar = UINavigationBar(frame: .zero)
  /// The toolbar (not drawn).
  public let toolbar = UIToolbar(frame: .zero)
  /// Whether the toolbar is hidden (it is not drawn).
  open var isToolbarHidden = true
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayoutInHierarchy() } }
  /// Whether the bars hide on swipe (recorded only).
  open var hidesBarsOnSwipe = false
  /// The top of the stack.
  open var topViewController: UIViewController? { stack.last }
  /// The shown controller: a presented one or the top one.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A navigation controller whose bar is of a class (the bar is always Plumb's).
  public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.init(nibName: nil, bundle: nil)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Makes the container view.
  open override func loadView() {
    let container = ContainerView()
    container.container = self
    view = container
  }

  /// Pushes a controller onto the stack; it is shown at once.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller (not the root).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops to the root.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return [] }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops to a controller in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self { addChild(controller) }
    stack = viewControllers
    viewIfLoaded?.setNeedsLayoutInHierarchy()
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// Hides or shows the toolbar (not drawn).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// Whether the top controller shows a large title.
  var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
    switch top.navigationItem.largeTitleDisplayMode {
    case .never: return false
    case .always: return true
    case .automatic:
      return stack.count == 1 || stack.dropLast().last?.navigationItem.largeTitleDisplayMode != .never
    }
  }

  var barHeight: CGFloat {
    guard !isNavigationBarHidden, !navigationBar.isHidden else { return 0 }
    return (showsLargeTitle ? 96 : 44) + (shownSearchBar == nil ? 0 : 52)
  }

  /// The top item's search bar when it is drawn: always if it does not hide while scrolling, else only over a
  /// view that does not scroll (over a scroll view at rest, UIKit keeps it hidden until a pull).
  var shownSearchBar: UISearchBar? {
    guard let top = topViewController, let search = top.navigationItem.searchController else { return nil }
    if !top.navigationItem.hidesSearchBarWhenScrolling { return search.searchBar }
    return top.viewIfLoaded is UIScrollView ? nil : search.searchBar
  }

  /// Shows the top controller's view filling the container, the bar over it.
  func arrangeChildren(in container: UIView) {
    let bounds = container.bounds
    if let top = topViewController {
      let shown = top.view
      shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if shown.superview !== container { container.insertSubview(shown, at: 0) }
      shown.frame = bounds
    }
    for controller in stack.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
    let statusBar = container.deviceSafeArea.top
    let height = barHeight
    if navigationBar.superview !== container { container.addSubview(navigationBar) }
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = CGRect(x: 0, y: statusBar, width: bounds.width, height: height)
    navigationBar.show(
      item: topViewController?.navigationItem, title: topViewController?.title,
      backTitle: stack.count > 1 ? stack[stack.count - 2].navigationItem.backTitle : nil,
      large: showsLargeTitle, statusBar: statusBar, searchBar: shownSearchBar)
  }
}

/// A navigation bar: the top item's title (centred, or large at the leading side) and bar button items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UINavigationBar {
    AppearanceProxies.shared.proxy(self, containers: []) { UINavigationBar() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UINavigationBar {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UINavigationBar() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UINavigationBar, let pristine = pristine as? UINavigationBar else { return }
    adoptAppearance(\.barTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.isTranslucent, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.barStyle, to: self, from: proxy, pristine: pristine)
    if titleTextAttributes == nil { titleTextAttributes = proxy.titleTextAttributes }
    if largeTitleTextAttributes == nil { largeTitleTextAttributes = proxy.largeTitleTextAttributes }
    adoptAppearanceObject(
      \.standardAppearance, to: self, from: proxy, pristine: pristine, setDirectly: appearancesSetDirectly)
    for keyPath in [\UINavigationBar.scrollEdgeAppearance, \.compactAppearance] {
      adoptAppearanceObject(
        keyPath, to: self, from: proxy, pristine: pristine, setDirectly: appearancesSetDirectly)
    }
  }
  /// The bar appearances set on this bar itself, which appearance proxies leave alone.
  private var appearancesSetDirectly: Set<AnyKeyPath> = []

  /// Whether titles are large (96-point bar).
  open var prefersLargeTitles = false { didSet { setNeedsLayoutInHierarchy() } }
  /// Whether the bar is translucent (recorded only).
  open var isTranslucent = true
  /// The bar's background colour (drawn behind the status bar too).
  open var barTintColor: UIColor?
  /// The bar style (recorded only).
  open var barStyle: UIBarStyle = .default
  /// The title's attributes: `.foregroundColor` and `.font` are drawn.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's attributes: `.foregroundColor` and `.font` are drawn.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The standard appearance (its background colour is drawn when there is no scroll edge appearance).
  open var standardAppearance = UINavigationBarAppearance() {
    didSet { appearancesSetDirectly.insert(\UINavigationBar.standardAppearance) }
  }
  /// The appearance at the top of the content (drawn when set).
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { appearancesSetDirectly.insert(\UINavigationBar.scrollEdgeAppearance) }
  }
  /// The compact appearance (recorded only).
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { appearancesSetDirectly.insert(\UINavigationBar.compactAppearance) }
  }
  /// The shadow image (not drawn).
  open var shadowImage: UIImage?
  /// Sets a background image (not drawn).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
  /// The items, as the navigation controller's stack gives them (the top one is shown).
  open var topItem: UINavigationItem? { shownItem }

  private var shownItem: UINavigationItem?
  private var shownSearchBar: UISearchBar?
  private let titleLabel = UILabel()
  private let backdrop = UIView()
  private var itemViews: [UIView] = []

  /// The bar's appearance now: the scroll edge one if set, else the standard one.
  private var appearance: UINavigationBarAppearance { scrollEdgeAppearance ?? standardAppearance }

  func show(
    item: UINavigationItem?, title: String?, backTitle: String?, large: Bool, statusBar: CGFloat,
    searchBar: UISearchBar?
  ) {
    shownItem = item
    if shownSearchBar !== searchBar { shownSearchBar?.removeFromSuperview() }
    shownSearchBar = searchBar
    if let searchBar {
      if searchBar.superview !== self { addSubview(searchBar) }
      searchBar.fieldInset = 16
      searchBar.frame = CGRect(x: 0, y: bounds.height - 52, width: bounds.width, height: 52)
    }
    let width = bounds.width
    let height = bounds.height
    // The background reaches up behind the status bar.
    let color = appearance.backgroundColor ?? barTintColor ?? backgroundColor
    backdrop.backgroundColor = color
    if backdrop.superview !== self { insertSubview(backdrop, at: 0) }
    backdrop.frame = CGRect(x: 0, y: -statusBar, width: width, height: height + statusBar)
    backdrop.isHidden = color == nil
    let attributes =
      (large ? largeTitleTextAttributes ?? appearance.largeTitleTextAttributes : nil)
      ?? titleTextAttributes ?? appearance.titleTextAttributes
    let text = item?.title ?? title ?? ""
    titleLabel.text = text
    titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    titleLabel.font =
      attributes[.font] as? UIFont
      ?? (large ? .boldSystemFont(ofSize: 34) : .systemFont(ofSize: 17, weight: .semibold))
    titleLabel.textAlignment = large ? .natural : .center
    if titleLabel.superview !== self { addSubview(titleLabel) }
    for view in itemViews { view.removeFromSuperview() }
    itemViews = []
    var leading: CGFloat = 16
    var trailing = width - 16
    let itemTint = tintColor
    func itemView(_ item: UIBarButtonItem) -> UIView {
      if let custom = item.customView { return custom }
      if let image = item.image, item.title == nil { return UIImageView(image: image) }
      item.applyAppearanceProxies(in: self)
      let attributes = item.titleTextAttributes(for: .normal) ?? [:]
      let button = UIButton(type: .system)
      button.setTitle(item.shownTitle, for: .normal)
      button.titleLabel?.font =
        attributes[.font] as? UIFont
        ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
      button.setTitleColor(
        attributes[.foregroundColor] as? UIColor ?? item.tintColor ?? itemTint, for: .normal)
      return button
    }
    func size(_ view: UIView) -> CGSize {
      let intrinsic = view.intrinsicContentSize
      return CGSize(
        width: intrinsic.width >= 0 ? intrinsic.width : view.frame.width,
        height: intrinsic.height >= 0 ? intrinsic.height : view.frame.height)
    }
    var lefts = item?.leftBarButtonItems ?? []
    if lefts.isEmpty, let backTitle, item?.hidesBackButton != true {
      lefts = [UIBarButtonItem(title: "\u{2039} " + backTitle, style: .plain, target: nil, action: nil)]
      leading = 8
    }
    for barItem in lefts {
      let view = itemView(barItem)
      let fitted = size(view)
      view.frame = CGRect(x: leading, y: (44 - fitted.height) / 2, width: fitted.width, height: fitted.height)
      addSubview(view)
      itemViews.append(view)
      leading += fitted.width + 8
    }
    for barItem in item?.rightBarButtonItems ?? [] {
      let view = itemView(barItem)
      let fitted = size(view)
      trailing -= fitted.width
      view.frame = CGRect(
        x: trailing, y: (44 - fitted.height) / 2, width: fitted.width, height: fitted.height)
      addSubview(view)
      itemViews.append(view)
      trailing -= 8
    }
    if let titleView = item?.titleView {
      let fitted = size(titleView)
      titleView.frame = CGRect(
        x: (width - fitted.width) / 2, y: (44 - fitted.height) / 2, width: fitted.width, height: fitted.height
      )
      addSubview(titleView)
      itemViews.append(titleView)
      titleLabel.isHidden = true
    } else if large {
      titleLabel.isHidden = false
      titleLabel.frame = CGRect(x: 16, y: 44 + 3, width: max(0, width - 32), height: 41)
    } else {
      titleLabel.isHidden = false
      let side = max(leading, width - trailing)
      titleLabel.frame = CGRect(x: side, y: 0, width: max(0, width - 2 * side), height: 44)
    }
  }
}

/// A bar's metrics, for background images.
public enum UIBarMetrics: Int, Sendable {
  /// The default.
  case `default` = 0
  /// Compact.
  case compact
}

/// A bar's style (recorded only).
public enum UIBarStyle: Int, Sendable {
  /// The default.
  case `default` = 0
  /// Black.
  case black
}

/// A bar's look: its background colour and title attributes.
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The hairline's colour (not drawn).
  open var shadowColor: UIColor?
  /// A background image (not drawn).
  open var backgroundImage: UIImage?
  /// A blur effect (not drawn).
  open var backgroundEffect: UIBlurEffect?

  /// A default appearance.
  public init() {}
  /// A translucent default background (drawn clear, as at the top of the content).
  open func configureWithDefaultBackground() { backgroundColor = nil }
  /// An opaque background in the system background colour.
  open func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
  /// A clear background.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    shadowColor = nil
  }
}

/// A navigation bar's look.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The bar button items' look (recorded only).
  open var buttonAppearance = UIBarButtonItemAppearance()
}

/// A tab bar's look.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's look.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// Bar button items' look (recorded only).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
  /// An appearance.
  public init() {}
}

/// What a navigation bar shows for a view controller.
@preconcurrency @MainActor
open class UINavigationItem {
  /// When a large title shows.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item.
    case automatic = 0
    /// Always.
    case always
    /// Never.
    case never
  }

  /// The title (nil: the view controller's).
  open var title: String?
  /// A view in place of the title.
  open var titleView: UIView?
  /// A line above the title (not drawn).
  open var prompt: String?
  /// When a large title shows.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The leading items.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The trailing items, from the trailing edge.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The back button shown on the next item's bar.
  open var backBarButtonItem: UIBarButtonItem?
  /// The back button's title on the next item's bar.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether left items go beside the back button (recorded only).
  open var leftItemsSupplementBackButton = false
  /// The search controller, whose bar is drawn under the title (see ``UISearchController``).
  open var searchController: UISearchController?
  /// Whether the search bar hides while the content scrolls: then, over a scroll view, it shows only after a pull.
  open var hidesSearchBarWhenScrolling = true
  /// The standard appearance (recorded only).
  open var standardAppearance: UINavigationBarAppearance?
  /// The scroll edge appearance (recorded only).
  open var scrollEdgeAppearance: UINavigationBarAppearance?

  /// An item with a title.
  public init(title: String) { self.title = title }
  init() {}

  /// The leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// Sets the leading item.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the trailing item.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the leading items.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the trailing items.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Hides the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  weak var owner: UIViewController?
  var backTitle: String { backBarButtonItem?.title ?? backButtonTitle ?? title ?? owner?.title ?? "Back" }
}

/// A button in a navigation bar, toolbar or tab bar.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// The item's look.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain = 0
    /// Bordered (plain since iOS 7).
    case bordered
    /// Done (semibold).
    case done
  }

  /// The system's items.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// A flexible space.
    case flexibleSpace
    /// A fixed space.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Action (share).
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close.
    case close = 24
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The style.
  open var style: Style = .plain
  /// The target (never sent an action).
  open weak var target: AnyObject?
  /// The action's selector (never sent).
  open var action: Selector?
  /// A view in place of the button.
  open var customView: UIView?
  /// The primary action (kept).
  open var primaryAction: UIAction?
  /// The menu (not drawn).
  open var menu: UIMenu?
  /// The tint colour.
  open var tintColor: UIColor?
  /// Whether the item is enabled (recorded only).
  open var isEnabled = true
  /// A fixed width (recorded only).
  open var width: CGFloat = 0
  /// An integer to find the item by.
  open var tag = 0
  /// The accessibility label (recorded only).
  open var accessibilityLabel: String?
  private var systemItem: SystemItem?

  /// An empty item.
  public override init() { super.init() }

  /// The title's attributes by state (the normal state's font and colour are drawn).
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// Sets the title's attributes for a state.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  /// The title's attributes for a state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The appearance proxy of bar button items (see ``UIView/appearance()``), applied when a bar shows an item.
  open class func appearance() -> UIBarButtonItem {
    AppearanceProxies.shared.proxy(self, containers: []) { UIBarButtonItem() }
  }
  /// The appearance proxy of bar button items inside `containerTypes` (the nearest container first).
  open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
    -> UIBarButtonItem
  {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIBarButtonItem() }
  }
  /// Applies the appearance proxies that style the item inside `bar`.
  func applyAppearanceProxies(in bar: UIView) {
    AppearanceProxies.shared.apply(to: self, ancestors: { [bar] + bar.appearanceAncestors }) {
      proxy, pristine in
      guard let proxy = proxy as? UIBarButtonItem, let pristine = pristine as? UIBarButtonItem else { return }
      adoptAppearance(\.tintColor, to: self, from: proxy, pristine: pristine)
      adoptMissingStates(&titleAttributes, from: proxy.titleAttributes, pristine: pristine.titleAttributes)
    }
  }

  /// An item with a title.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// An item with an image.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// A system item.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target as AnyObject?
    self.action = action
  }

  /// A view in place of the button.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// An item with a title or image, an action or a menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? (image == nil ? primaryAction?.title : nil)
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system item with an action or a menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A fixed space.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// A flexible space.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

  /// The title drawn: the item's, or a system item's name (a symbol item as a one-character stand-in).
  var shownTitle: String {
    if let title { return title }
    switch systemItem {
    case .done: return "Done"
    case .cancel: return "Cancel"
    case .edit: return "Edit"
    case .save: return "Save"
    case .close: return "Close"
    case .undo: return "Undo"
    case .redo: return "Redo"
    case .add: return "+"
    case .flexibleSpace, .fixedSpace, nil: return ""
    default: return "\u{2022}"
    }
  }
}

/// A bar of items at the bottom of the screen (drawn as a bar with its item titles).
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UIToolbar {
    AppearanceProxies.shared.proxy(self, containers: []) { UIToolbar() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIToolbar {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIToolbar() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UIToolbar, let pristine = pristine as? UIToolbar else { return }
    adoptAppearance(\.barTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.isTranslucent, to: self, from: proxy, pristine: pristine)
  }

  /// The items.
  open var items: [UIBarButtonItem]? { didSet { setNeedsLayoutInHierarchy() } }
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (recorded only).
  open var isTranslucent = true
  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  override func builtInIntrinsicContentSize() -> CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    if node.intrinsicContentSizeOverride == nil {
      node.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: 44)
    }
    node.appearance.standIn = "toolbar"
    node.segments = (items ?? []).map(\.shownTitle).filter { !$0.isEmpty }
    if let barTintColor { node.appearance.backgroundColor = barTintColor.plumbName }
  }
}

/// A tab bar item's title and image.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// The tab bar's system items.
  public enum SystemItem: Int, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most recent.
    case mostRecent
    /// Most viewed.
    case mostViewed
  }

  /// The title.
  open var title: String?
  /// The image (drawn as the tab's placeholder).
  open var image: UIImage?
  /// The selected image (recorded only).
  open var selectedImage: UIImage?
  /// A badge (not drawn).
  open var badgeValue: String?
  /// The badge colour (not drawn).
  open var badgeColor: UIColor?
  /// Where the title moves (recorded only).
  open var titlePositionAdjustment: UIOffset = .zero
  /// The image's insets (recorded only).
  open var imageInsets: UIEdgeInsets = .zero
  /// Sets the title's attributes for a state (recorded only).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
  }
  /// An integer to find the item by.
  open var tag = 0

  /// An empty item.
  public override init() { super.init() }
  /// An item with a title and images.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  /// An item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
  /// A system item.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    title = "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
    self.tag = tag
  }
}

/// The tab bar: one slot a tab, its title under an icon placeholder, the selected tab in the tint.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UITabBar {
    AppearanceProxies.shared.proxy(self, containers: []) { UITabBar() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITabBar {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UITabBar() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UITabBar, let pristine = pristine as? UITabBar else { return }
    adoptAppearance(\.barTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.unselectedItemTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.isTranslucent, to: self, from: proxy, pristine: pristine)
    adoptAppearanceObject(
      \.standardAppearance, to: self, from: proxy, pristine: pristine, setDirectly: appearancesSetDirectly)
    adoptAppearanceObject(
      \.scrollEdgeAppearance, to: self, from: proxy, pristine: pristine, setDirectly: appearancesSetDirectly)
  }
  /// The bar appearances set on this bar itself, which appearance proxies leave alone.
  private var appearancesSetDirectly: Set<AnyKeyPath> = []

  /// The items.
  open var items: [UITabBarItem]? { didSet { setNeedsLayoutInHierarchy() } }
  /// The selected item.
  open var selectedItem: UITabBarItem?
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// The unselected items' colour (not drawn).
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent (recorded only).
  open var isTranslucent = true
  /// The standard appearance (its background colour is drawn).
  open var standardAppearance = UITabBarAppearance() {
    didSet { appearancesSetDirectly.insert(\UITabBar.standardAppearance) }
  }
  /// The appearance at the bottom of the content (drawn when set).
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { appearancesSetDirectly.insert(\UITabBar.scrollEdgeAppearance) }
  }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    node.appearance.standIn = "tabBar"
    node.segments = (items ?? []).map { $0.title ?? "" }
    if let color = (scrollEdgeAppearance ?? standardAppearance).backgroundColor ?? barTintColor {
      node.appearance.backgroundColor = color.plumbName
    }
  }
}

extension UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so.
  /// The controller's tab bar item (its title is the controller's unless set).
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
}

/// Tabs of view controllers: the selected one's view over a tab bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The tab bar.
  public let tabBar = UITabBar(frame: .zero)
  /// The tabs' controllers.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [UIViewController] = []
  /// The selected tab.
  open var selectedIndex = 0 { didSet { viewIfLoaded?.setNeedsLayoutInHierarchy() } }
  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    set {
      if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }

  /// Replaces the tabs.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for controller in tabs {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    tabs = viewControllers ?? []
    for controller in tabs { addChild(controller) }
    if !tabs.indices.contains(selectedIndex) { selectedIndex = 0 }
    viewIfLoaded?.setNeedsLayoutInHierarchy()
  }

  /// Makes the container view.
  open override func loadView() {
    let container = ContainerView()
    container.container = self
    view = container
  }

  func arrangeChildren(in container: UIView) {
    let bounds = container.bounds
    for (index, controller) in tabs.enumerated() where index != selectedIndex {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    if let selected = selectedViewController {
      let shown = selected.view
      shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if shown.superview !== container { container.insertSubview(shown, at: 0) }
      shown.frame = bounds
    }
    let bottom = container.deviceSafeArea.bottom
    for controller in tabs where controller.tabBarItem.title == nil {
      // A tab's title follows its controller's, or its navigation stack's root's, as UIKit's does.
      controller.tabBarItem.title =
        controller.title ?? (controller as? UINavigationController)?.viewControllers.first?.title
    }
    tabBar.items = tabs.map { $0.tabBarItem }
    if tabBar.superview !== container { container.addSubview(tabBar) }
    tabBar.frame = CGRect(x: 0, y: bounds.height - 49 - bottom, width: bounds.width, height: 49 + bottom)
  }
}

extension UIViewController {
  /// The item the navigation bar shows for this controller.
  public var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    item.owner = self
    storedNavigationItem = item
    return item
  }
}
