import PlumbLayout

/// Which view controllers sit under a navigation bar or above a tab bar, from the storyboard's segues.
///
/// A controller is under a navigation bar when it is a navigation controller's root, is pushed (`show`/`push`
/// segue) from one that is, or simulates a top bar; above a tab bar when it (or its navigation controller) is one
/// of a tab bar controller's tabs, unless it sets `hidesBottomBarWhenPushed`.
struct Bars {
  /// What one controller is embedded in.
  struct Embedding: Hashable {
    var navigationBar = false
    var largeTitles = false
    /// The navigation item shows a prompt above its title (`prompt` on its `navigationItem`, or a simulated
    /// `prompted="YES"` bar).
    var prompt = false
    var tabBar = false
    /// The navigation controller shows its toolbar (`toolbarHidden="NO"`), or the controller simulates one.
    var toolbar = false
    /// The controller simulates no status bar (`<nil key="simulatedStatusBarMetrics"/>`).
    var hidesStatusBar = false
    /// What the bars show: the navigation item's title, the tab bar's item titles (in tab order), the
    /// controller's toolbar items.
    var title = ""
    var tabTitles: [String] = []
    var toolbarItems: [String] = []
    /// The navigation bar its navigation controller stores (`<navigationBar key="navigationBar">`'s frame): where
    /// Xcode's canvas drew the bar, status bar and sheet included.
    var storedNavigationBar: Rect?
    /// The screen Xcode simulated for a freeform controller (`<size key="freeformSize">`), in place of the
    /// device's.
    var freeformSize: Size?

    /// Bar heights (Plumb's values, UIKit's standard bars): navigation 44 (32 in compact height, 96 with large
    /// titles in regular height), 30 more with a prompt (74 in portrait); tab bar 49 on phones (32 in compact
    /// height) and 50 on iPads; toolbar 44 (`toolbarHeight`).
    func apply(to canvas: inout Canvas) {
      let (top, bottom) = heights(canvas)
      canvas.safeAreaInsets.top += top
      canvas.safeAreaInsets.bottom += bottom
    }

    /// What a prompt adds to a navigation bar: 74 pt in portrait against 44. The same 30 pt are added in compact
    /// height and under large titles, not measured.
    static let promptHeight = 30.0

    /// A toolbar's height: 44, 49 above a home indicator (the one toolbar of the corpus, on a `retina5_9` canvas
    /// of Xcode 11 above a tab bar: its bottom layout guide 132 pt above the screen's bottom, 34 + 49 + 49), 32 in
    /// compact height.
    func toolbarHeight(_ canvas: Canvas) -> Double {
      guard toolbar else { return 0 }
      return canvas.traits.verticalSizeClass == .compact ? 32 : canvas.safeAreaInsets.bottom > 0 ? 49 : 44
    }

    /// A tab bar's height: 49 on phones (32 in compact height), 50 on iPads.
    func tabBarHeight(_ canvas: Canvas) -> Double {
      guard tabBar else { return 0 }
      let compactHeight = canvas.traits.verticalSizeClass == .compact
      let isPad = canvas.device?.isPad ?? (canvas.traits.horizontalSizeClass == .regular && !compactHeight)
      return isPad ? 50 : compactHeight ? 32 : 49
    }

    /// The bars' heights above and below the content on `canvas`.
    func heights(_ canvas: Canvas) -> (top: Double, bottom: Double) {
      let compactHeight = canvas.traits.verticalSizeClass == .compact
      let navigation = navigationBar ? (compactHeight ? 32 : largeTitles ? 96 : 44) : 0.0
      return (
        navigation + (navigationBar && prompt ? Self.promptHeight : 0),
        tabBarHeight(canvas) + toolbarHeight(canvas)
      )
    }

    /// The bars as Xcode's canvas shows them around a root view stored at `storedRoot` on a screen of size
    /// `screen` (the document's device): a root stored shorter than the screen, or below its top, leaves out
    /// the opaque bars it does not reach under (the status bar and navigation bar above, the tab bar and home
    /// indicator below), so they add nothing to its safe area.
    func applyOnXcodeCanvas(to canvas: inout Canvas, storedRoot: Rect?, screen: Size?) {
      let (navigation, tab) = heights(canvas)
      // A hidden simulated status bar takes a home-button phone's 20 pt away (a notch's inset stays).
      if hidesStatusBar && canvas.safeAreaInsets.top <= 20 { canvas.safeAreaInsets.top = 0 }
      var above = canvas.safeAreaInsets.top + navigation
      // The bar as the navigation controller stores it is the one Xcode drew: its status bar, its bar height
      // (54 pt from toolsVersion 24000, 56 in a sheet) and a sheet's offset.
      // A standard bar only: a large-title bar's stored height is not the one a controller that never shows large
      // titles gets.
      if navigationBar, !prompt, !largeTitles, canvas.traits.verticalSizeClass != .compact,
        let stored = storedNavigationBar, stored.height > 0, stored.height < 60
      {
        above = stored.maxY
      }
      let below = canvas.safeAreaInsets.bottom + tab
      canvas.safeAreaInsets.top = above
      canvas.safeAreaInsets.bottom = below
      guard let storedRoot else { return }
      let excluded =
        screen.map { abs($0.width - storedRoot.width) < 0.5 ? $0.height - storedRoot.height : 0 } ?? 0
      func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1 }
      if excluded > 0.5 {
        // Shorter than the screen: the opaque bars the root leaves out add nothing.
        if near(excluded, above + below) {
          canvas.safeAreaInsets.top = 0
          canvas.safeAreaInsets.bottom = 0
        } else if near(excluded, above) {
          canvas.safeAreaInsets.top = 0
        } else if near(excluded, below) {
          canvas.safeAreaInsets.bottom = 0
        } else if excluded < above {
          // A sheet's root starts below the status bar: the rest of the insets above reach into it.
          canvas.safeAreaInsets.top = above - excluded
        }
      } else if storedRoot.minY > 0 {
        // With no known device, the screen is taken to be the root's size.
        let screen = screen ?? storedRoot.size
        // The screen's size but stored lower (Xcode 8 under an opaque navigation bar): the root's insets are
        // where the screen's safe region falls in it.
        canvas.safeAreaInsets.top = max(0, above - storedRoot.minY)
        canvas.safeAreaInsets.bottom = max(0, storedRoot.maxY - (screen.height - below))
      }
    }
  }

  private var embedding: [String: Embedding] = [:]

  /// Reads which bars each controller shows: its own simulated metrics and items, then the navigation and tab
  /// bar controllers that contain it, then the pushes that pass bars on.
  init(scenes: [XMLElementNode]) {
    var controllers: [XMLElementNode] = []
    for scene in scenes { controllers += scene.child("objects")?.children ?? [] }
    var byID: [String: XMLElementNode] = [:]
    for controller in controllers { if let id = controller["id"] { byID[id] = controller } }
    for controller in controllers {
      guard let id = controller["id"] else { continue }
      readOwnMetrics(controller, id: id)
    }
    for controller in controllers where controller.name == "navigationController" {
      embedInNavigationController(controller, byID: byID)
    }
    for controller in controllers where controller.name == "tabBarController" {
      embedInTabBarController(controller, byID: byID)
    }
    passBarsAlongPushes(controllers, byID: byID)
    hideStatusBarInPopovers(controllers)
    keepChosenBottomBar(controllers)
  }

  /// Xcode's simulated metrics have one bottom bar: a controller that chooses a toolbar there shows no tab bar
  /// from its tab bar controller (a 440 × 956 map scene in a tab, Xcode 16, is stored with 49 pt of toolbar and
  /// the home indicator below it, not a tab bar as well).
  private mutating func keepChosenBottomBar(_ controllers: [XMLElementNode]) {
    for controller in controllers
    where controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
      guard let id = controller["id"] else { continue }
      embedding[id, default: Embedding()].tabBar = false
    }
  }

  /// A popover shows no status bar on Xcode's canvas: the status bar Xcode infers for a controller presented as
  /// one is none (three 200-pt freeform popovers of the corpus store views pinned to their top guide at y = 8 with
  /// constant 8).
  private mutating func hideStatusBarInPopovers(_ controllers: [XMLElementNode]) {
    for controller in controllers {
      for segue in Self.segues(controller) where segue["kind"] == "popoverPresentation" {
        guard let destination = segue["destination"] else { continue }
        embedding[destination, default: Embedding()].hidesStatusBar = true
      }
    }
  }

  /// Segues start from the controller or from any of its views (a table cell, a button).
  private static func segues(_ controller: XMLElementNode) -> [XMLElementNode] {
    var found: [XMLElementNode] = []
    var stack = [controller]
    while let node = stack.popLast() {
      for child in node.children {
        if child.name == "segue" { found.append(child) } else { stack.append(child) }
      }
    }
    return found
  }

  /// A controller's simulated bars, prompt, status bar, title, freeform size and toolbar items.
  private mutating func readOwnMetrics(_ controller: XMLElementNode, id: String) {
    if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
      embedding[id, default: Embedding()].navigationBar = true
    }
    if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
      embedding[id, default: Embedding()].tabBar = true
    }
    if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
      embedding[id, default: Embedding()].toolbar = true
    }
    let prompt = controller.child("navigationItem", key: "navigationItem")?["prompt"]
    if prompt?.isEmpty == false
      || controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")?.bool("prompted")
        == true
    {
      embedding[id, default: Embedding()].prompt = true
    }
    if controller.child("nil", key: "simulatedStatusBarMetrics") != nil {
      embedding[id, default: Embedding()].hidesStatusBar = true
    }
    let item = controller.child("navigationItem", key: "navigationItem")
    if let title = item?["title"] ?? controller["title"] {
      embedding[id, default: Embedding()].title = title
    }
    if controller.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil,
      let size = controller.child("size", key: "freeformSize"), let width = size.number("width"),
      let height = size.number("height"), width > 0, height > 0
    {
      embedding[id, default: Embedding()].freeformSize = Size(width: width, height: height)
    }
    let tools = controller.child("toolbarItems")?.children.compactMap(Self.itemTitle) ?? []
    if !tools.isEmpty { embedding[id, default: Embedding()].toolbarItems = tools }
  }

  /// A navigation controller's root gets its bar (large titles where the root allows them) and its toolbar.
  private mutating func embedInNavigationController(
    _ controller: XMLElementNode, byID: [String: XMLElementNode]
  ) {
    guard controller.bool("navigationBarHidden") != true else { return }
    let large = controller.child("navigationBar", key: "navigationBar")?.bool("largeTitles") == true
    let toolbar = controller.bool("toolbarHidden") == false
    let storedBar = controller.child("navigationBar", key: "navigationBar")?.child("rect", key: "frame")
      .flatMap(SceneBuilder.rect)
    for segue in Self.segues(controller) where segue["relationship"] == "rootViewController" {
      guard let destination = segue["destination"] else { continue }
      embedding[destination, default: Embedding()].navigationBar = true
      embedding[destination, default: Embedding()].storedNavigationBar = storedBar
      embedding[destination, default: Embedding()].largeTitles =
        large && byID[destination].map(Self.allowsLargeTitle) != false
      if toolbar { embedding[destination, default: Embedding()].toolbar = true }
    }
  }

  /// A tab bar controller's tabs get its tab bar with every tab's title; a navigation controller in a tab passes
  /// the tab bar to its root.
  private mutating func embedInTabBarController(_ controller: XMLElementNode, byID: [String: XMLElementNode])
  {
    let tabs = Self.segues(controller).filter { $0["relationship"] == "viewControllers" }.compactMap {
      $0["destination"]
    }
    let titles = tabs.map { byID[$0]?.child("tabBarItem", key: "tabBarItem").flatMap(Self.itemTitle) ?? "" }
    for destination in tabs {
      embedding[destination, default: Embedding()].tabBar = true
      embedding[destination, default: Embedding()].tabTitles = titles
      if let nav = byID[destination], nav.name == "navigationController" {
        for inner in Self.segues(nav) where inner["relationship"] == "rootViewController" {
          guard let root = inner["destination"] else { continue }
          embedding[root, default: Embedding()].tabBar = true
          embedding[root, default: Embedding()].tabTitles = titles
        }
      }
    }
  }

  /// Pushed controllers share their source's bars; repeats until nothing changes (chains of pushes).
  private mutating func passBarsAlongPushes(_ controllers: [XMLElementNode], byID: [String: XMLElementNode]) {
    var changed = true
    var rounds = 0
    while changed && rounds < controllers.count + 1 {
      changed = false
      rounds += 1
      for controller in controllers {
        guard let id = controller["id"], let source = embedding[id], source.navigationBar else { continue }
        for segue in Self.segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
          guard let destination = segue["destination"], let target = byID[destination] else { continue }
          var next = embedding[destination] ?? Embedding()
          let before = next
          next.navigationBar = true
          if next.storedNavigationBar == nil { next.storedNavigationBar = source.storedNavigationBar }
          next.largeTitles = next.largeTitles || (source.largeTitles && Self.allowsLargeTitle(target))
          if source.toolbar && target.bool("hidesBottomBarWhenPushed") != true { next.toolbar = true }
          if source.tabBar && target.bool("hidesBottomBarWhenPushed") != true {
            next.tabBar = true
            next.tabTitles = source.tabTitles
          }
          if next != before {
            embedding[destination] = next
            changed = true
          }
        }
      }
    }
  }

  /// A bar item's title, else its system item's name (`add`, `done`), else nothing.
  static func itemTitle(_ item: XMLElementNode) -> String? {
    guard item.name == "barButtonItem" || item.name == "tabBarItem" else { return nil }
    return item["title"] ?? item["systemItem"] ?? ""
  }

  /// False when the controller's navigation item never shows a large title (`largeTitleDisplayMode="never"`).
  static func allowsLargeTitle(_ controller: XMLElementNode) -> Bool {
    controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never"
  }

  /// The bars around `controller`.
  func of(_ controller: XMLElementNode) -> Embedding {
    controller["id"].flatMap { embedding[$0] } ?? Embedding()
  }
}
