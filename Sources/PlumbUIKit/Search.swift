import PlumbLayout

// A search bar is a rounded, grey field under a navigation bar's title or at the top of a list: 56 points tall on
// its own (the field 36 points tall, 8 points in from the sides), 52 in a navigation bar (16 points in). Plumb
// draws it at rest: its placeholder or text, no cancel button and no scope bar.

/// The rounded field of a search bar.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// A search field with UIKit's fill and corners.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    borderStyle = .none
    backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    layer.cornerRadius = 10
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }
}

/// A search field in a bar, with a placeholder ("Search" unless set).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UISearchBar {
    AppearanceProxies.shared.proxy(self, containers: []) { UISearchBar() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISearchBar {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UISearchBar() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UISearchBar, let pristine = pristine as? UISearchBar else { return }
    adoptAppearance(\.barTintColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.searchBarStyle, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.isTranslucent, to: self, from: proxy, pristine: pristine)
  }

  /// The field.
  public let searchTextField = UISearchTextField()
  /// How far the field is in from the bar's sides.
  var fieldInset: CGFloat = 8

  /// The text.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The placeholder.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// The delegate (Plumb sends no editing events).
  open weak var delegate: (any UISearchBarDelegate)?
  /// The bar's style.
  open var searchBarStyle: Style = .default
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// Whether the cancel button shows (not drawn).
  open var showsCancelButton = false
  /// Whether the bookmark button shows (not drawn).
  open var showsBookmarkButton = false
  /// Whether the scope bar shows (not drawn).
  open var showsScopeBar = false
  /// The scope bar's titles (not drawn).
  open var scopeButtonTitles: [String]?
  /// The selected scope.
  open var selectedScopeButtonIndex = 0
  /// The prompt above the field (not drawn).
  open var prompt: String?
  /// Whether the bar is translucent (recorded only).
  open var isTranslucent = true
  /// The keyboard (recorded only).
  open var keyboardType: UIKeyboardType = .default
  /// The return key (recorded only).
  open var returnKeyType: UIReturnKeyType = .search
  /// Automatic capitalisation (recorded only).
  open var autocapitalizationType: UITextAutocapitalizationType = .none
  /// Autocorrection (recorded only).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// A background image (not drawn).
  open var backgroundImage: UIImage?

  /// A search bar's look.
  public enum Style: Int, Sendable {
    /// The default: prominent on its own, minimal in a navigation bar.
    case `default` = 0
    /// A bar behind the field.
    case prominent
    /// Only the field.
    case minimal
  }

  /// A search bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.placeholder = "Search"
    addSubview(searchTextField)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Shows or hides the cancel button (not drawn).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  override func builtInIntrinsicContentSize() -> CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  override func layoutSystemSubviews() {
    let height: CGFloat = 36
    searchTextField.frame = CGRect(
      x: fieldInset, y: ((bounds.height - height) / 2).rounded(),
      width: max(0, bounds.width - 2 * fieldInset),
      height: height)
  }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    if node.intrinsicContentSizeOverride == nil {
      node.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: 56)
    }
    if let barTintColor, searchBarStyle != .minimal {
      node.appearance.backgroundColor = barTintColor.plumbName
    }
  }
}

/// A search bar's editing events (Plumb sends none).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search bar and the controller that shows results. Given to a navigation item, its bar is drawn under the
/// navigation bar's title when the item does not hide it while scrolling or the screen's view is not a scroll
/// view (UIKit shows it only after a pull otherwise); it is never active.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The search bar.
  public let searchBar = UISearchBar()
  /// The controller that shows results (nil: results show in the searched controller).
  public let searchResultsController: UIViewController?
  /// The object told when the text changes (never, in Plumb).
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The controller's delegate (never called).
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the search is active (never).
  open var isActive = false
  /// Whether the content is dimmed while searching (recorded only).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the content is dimmed while searching (recorded only).
  open var dimsBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching (recorded only).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the results show when the text is empty (recorded only).
  open var showsSearchResultsController = false
  /// Whether the search bar starts a search on its own (recorded only).
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows on its own (recorded only).
  open var automaticallyShowsScopeBar = true

  /// A search controller showing results in a controller (or nil, in the searched one).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller showing results in the searched controller.
  public convenience init() { self.init(searchResultsController: nil) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }
}

/// The object a search controller tells about the text (Plumb never does).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search text or scope changed.
  func updateSearchResults(for searchController: UISearchController)
}

/// A search controller's presentation events (never sent).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The controller will be presented.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The controller was presented.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The controller will be dismissed.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The controller was dismissed.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
