import PlumbLayout

extension Bars.Embedding {
  /// The bars around a view controller's root, as views drawn over it: the navigation bar (its title; the
  /// status bar above it in the bar's colour), the toolbar (its items) and the tab bar (its tabs' titles, down to
  /// the screen's bottom edge), where the safe area says they are (`before`: the canvas without the bars,
  /// `after`: with them). Bars the root does not reach under (Xcode's roots stored between opaque bars) are not
  /// drawn. The views are frame-placed, have no stored frame and are not part of the document: `plumb layout`
  /// lists them with ids `<root id>.navigationBar`, `.statusBar`, `.toolbar` and `.tabBar`.
  func addStandIns(to root: View, before: Canvas, after: Canvas, builder: SceneBuilder, node: XMLElementNode)
  {
    guard case .points(let width) = after.width, case .points(let height) = after.height else { return }
    let navigation = heights(before).top
    let (toolbarHeight, tabBarHeight) = (toolbarHeight(before), tabBarHeight(before))
    let top = after.safeAreaInsets.top
    let bottom = after.safeAreaInsets.bottom
    var bars: [(name: String, className: String, frame: Rect, titles: [String]?)] = []
    if navigationBar, top >= navigation {
      let barTop = top - navigation
      if barTop > 0 {
        bars.append(("statusBar", "UIStatusBar", Rect(x: 0, y: 0, width: width, height: barTop), nil))
      }
      bars.append(
        ("navigationBar", "UINavigationBar", Rect(x: 0, y: barTop, width: width, height: navigation), [title])
      )
    }
    if toolbar || tabBar, bottom >= toolbarHeight + tabBarHeight {
      let barsTop = height - bottom
      if toolbar {
        bars.append(
          ("toolbar", "UIToolbar", Rect(x: 0, y: barsTop, width: width, height: toolbarHeight), toolbarItems))
      }
      if tabBar {
        // The tab bar's background reaches the screen's bottom edge, under the home indicator.
        let frame = Rect(x: 0, y: barsTop + toolbarHeight, width: width, height: bottom - toolbarHeight)
        bars.append(("tabBar", "UITabBar", frame, tabTitles))
      }
    }
    for bar in bars {
      let view = View("\(root.identifier).\(bar.name)")
      view.manualFrame = bar.frame
      if let titles = bar.titles {
        view.appearance.standIn = bar.name
        view.segments = titles
      } else {
        view.appearance.backgroundColor = Self.barColor
      }
      view.displayName = bar.className
      do {
        try root.addSubview(view)
      } catch {
        continue
      }
      builder.objects.append(
        IBObject(
          id: view.identifier, name: bar.className, className: bar.className, element: bar.name,
          line: node.line,
          column: node.column))
    }
  }

  /// iOS's default translucent bar background, as the stand-ins draw it (#F9F9F9 at 94%).
  static let barColor = "#F9F9F9F0"
}
