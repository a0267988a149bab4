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
    var tabBar = false

    /// Bar heights (Plumb's values, UIKit's standard bars): navigation 44 (32 in compact height, 96 with large
    /// titles in regular height); tab bar 49 on phones (32 in compact height) and 50 on iPads.
    func apply(to canvas: inout Canvas) {
      let compactHeight = canvas.traits.verticalSizeClass == .compact
      let isPad = canvas.device?.isPad ?? (canvas.traits.horizontalSizeClass == .regular && !compactHeight)
      if navigationBar {
        canvas.safeAreaInsets.top += compactHeight ? 32 : largeTitles ? 96 : 44
      }
      if tabBar {
        canvas.safeAreaInsets.bottom += isPad ? 50 : compactHeight ? 32 : 49
      }
    }
  }

  private var embedding: [String: Embedding] = [:]

  init(scenes: [XMLElementNode]) {
    var controllers: [XMLElementNode] = []
    for scene in scenes { controllers += scene.child("objects")?.children ?? [] }
    func segues(_ controller: XMLElementNode) -> [XMLElementNode] {
      controller.children("connections").flatMap { $0.children("segue") }
    }
    var byID: [String: XMLElementNode] = [:]
    for controller in controllers { if let id = controller["id"] { byID[id] = controller } }

    for controller in controllers {
      guard let id = controller["id"] else { continue }
      if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
        embedding[id, default: Embedding()].navigationBar = true
      }
      if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
        embedding[id, default: Embedding()].tabBar = true
      }
    }
    for controller in controllers where controller.name == "navigationController" {
      guard controller.bool("navigationBarHidden") != true else { continue }
      let large = controller.child("navigationBar", key: "navigationBar")?.bool("largeTitles") == true
      for segue in segues(controller) where segue["relationship"] == "rootViewController" {
        guard let destination = segue["destination"] else { continue }
        embedding[destination, default: Embedding()].navigationBar = true
        embedding[destination, default: Embedding()].largeTitles = large
      }
    }
    for controller in controllers where controller.name == "tabBarController" {
      for segue in segues(controller) where segue["relationship"] == "viewControllers" {
        guard let destination = segue["destination"] else { continue }
        embedding[destination, default: Embedding()].tabBar = true
        // A navigation controller in a tab passes the tab bar to its root.
        if let nav = byID[destination], nav.name == "navigationController" {
          for inner in segues(nav) where inner["relationship"] == "rootViewController" {
            if let root = inner["destination"] { embedding[root, default: Embedding()].tabBar = true }
          }
        }
      }
    }
    // Pushed controllers share their source's bars; repeat until nothing changes (chains of pushes).
    var changed = true
    var rounds = 0
    while changed && rounds < controllers.count + 1 {
      changed = false
      rounds += 1
      for controller in controllers {
        guard let id = controller["id"], let source = embedding[id], source.navigationBar else { continue }
        for segue in segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
          guard let destination = segue["destination"], let target = byID[destination] else { continue }
          var next = embedding[destination] ?? Embedding()
          let before = next
          next.navigationBar = true
          next.largeTitles = next.largeTitles || source.largeTitles
          if source.tabBar && target.bool("hidesBottomBarWhenPushed") != true { next.tabBar = true }
          if next != before {
            embedding[destination] = next
            changed = true
          }
        }
      }
    }
  }

  /// The bars around `controller`.
  func of(_ controller: XMLElementNode) -> Embedding {
    controller["id"].flatMap { embedding[$0] } ?? Embedding()
  }
}
