import Foundation
import PlumbUIKit
import Testing

/// A page of a page view controller: a label pinned to its safe area's top.
final class PageController: UIViewController {
  let caption = UILabel()
  let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    caption.text = name
    caption.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(caption)
    caption.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
  }
}

/// Onboarding pages as apps write them: a scroll-style page view controller that counts its pages.
final class OnboardingPages: UIPageViewController, UIPageViewControllerDataSource {
  let pages = [PageController(name: "Welcome"), PageController(name: "Sync")]
  var counted = true

  init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? { nil }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? { pages.count > 1 ? pages[1] : nil }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { counted ? pages.count : 0 }
}

/// A searchable screen: a search controller in the navigation item.
final class SearchableController: UIViewController, UISearchResultsUpdating {
  let search = UISearchController(searchResultsController: nil)
  var updates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    search.searchResultsUpdater = self
    search.searchBar.placeholder = "Names"
    navigationItem.searchController = search
  }

  func updateSearchResults(for searchController: UISearchController) { updates += 1 }
}

@MainActor @Suite struct ContainerTests {
  /// The first page fills the view above the page control, which shows a dot a page.
  @Test func aScrollingPageViewControllerShowsItsFirstPageAboveThePageControl() throws {
    let pages = OnboardingPages()
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let first = pages.pages[0]
    #expect(pages.viewControllers?.first === first)
    #expect(first.parent === pages)
    #expect(first.view.superview === pages.view)
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 26))
    #expect(first.caption.frame.minY == 47)
    #expect(first.caption.frame.minX == 20)
    #expect(pages.pages[1].isViewLoaded == false)
    let dots = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
    #expect(dots.numberOfPages == 2)
    #expect(dots.frame == CGRect(x: 0, y: 844 - 26, width: 390, height: 26))
  }

  /// Without a page count (or with the page curl style) there is no page control and the page fills the view.
  @Test func aPageViewControllerWithoutACountHasNoPageControl() {
    let pages = OnboardingPages()
    pages.counted = false
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(pages.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(pages.view.subviews.contains { $0 is UIPageControl } == false)
    let curl = UIPageViewController()
    #expect(curl.transitionStyle == .pageCurl)
    #expect(curl.spineLocation == .min)
    #expect(pages.spineLocation == .none)
  }

  /// A navigation item's search controller adds its 52-point bar under the title, and the safe area ends below it;
  /// over a table (a scroll view at rest) the bar stays hidden until a pull, as in UIKit.
  @Test func aSearchControllerInTheNavigationItemDrawsItsBarUnderTheTitle() throws {
    let screen = SearchableController()
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let bar = screen.search.searchBar
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(bar.superview === navigation.navigationBar)
    #expect(bar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
    #expect(bar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
    #expect(bar.placeholder == "Names")
    #expect(abs(screen.view.safeAreaInsets.top - (47 + 96)) < 0.001)
    #expect(screen.updates == 0)
    #expect(screen.search.isActive == false)

    let list = UITableViewController(style: .plain)
    list.navigationItem.searchController = UISearchController()
    navigation.pushViewController(list, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    list.navigationItem.hidesSearchBarWhenScrolling = false
    navigation.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
  }

  /// A search bar on its own is 56 points tall with its field 8 points in, and "Search" as its placeholder.
  @Test func aSearchBarOnItsOwn() {
    let bar = UISearchBar()
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.placeholder == "Search")
    bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
  }

  /// Springs, keyframes, transitions and property animators end at once, in their end state, as animations do
  /// in Plumb; a property animator does nothing until it starts.
  @Test func animationsOfEveryKindEndAtOnce() {
    let view = UIView()
    var events: [String] = []
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: [],
      animations: { view.alpha = 0.5 }, completion: { events.append("spring \($0)") })
    #expect(view.alpha == 0.5)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.8 }
      }, completion: { _ in events.append("keyframes") })
    #expect(view.alpha == 0.8)
    let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { view.alpha = 0.1 }
    animator.addCompletion { events.append("animator \($0 == .end)") }
    #expect(view.alpha == 0.8)
    animator.startAnimation()
    #expect(view.alpha == 0.1)
    #expect(animator.fractionComplete == 1)
    let container = UIView()
    let old = UIView()
    let new = UIView()
    container.addSubview(old)
    UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) {
      events.append("transition \($0)")
    }
    #expect(container.subviews.count == 1)
    #expect(container.subviews.first === new)
    #expect(events == ["spring true", "keyframes", "animator true", "transition true"])
  }

  /// Context menus and swipe actions are recorded: the interaction knows its view, the configuration makes its
  /// menu on demand.
  @Test func contextMenusAndSwipeActionsAreRecorded() throws {
    final class Menus: UIContextMenuInteractionDelegate {
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          UIMenu(title: "Photo", children: [UIAction(title: "Share") { _ in }])
        }
      }
    }
    let menus = Menus()
    let view = UIView()
    let interaction = UIContextMenuInteraction(delegate: menus)
    view.addInteraction(interaction)
    #expect(interaction.view === view)
    #expect(view.interactions.count == 1)
    let configuration = try #require(
      interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
    #expect(configuration.menu?.children.map(\.title) == ["Share"])
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty)
    #expect(interaction.view == nil)
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    let swipe = UISwipeActionsConfiguration(actions: [delete])
    #expect(swipe.actions.first?.backgroundColor == .systemRed)
    #expect(swipe.performsFirstActionWithFullSwipe)
  }
}
