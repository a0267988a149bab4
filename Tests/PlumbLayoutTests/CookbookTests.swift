import PlumbLayout
import Testing

// The Auto Layout Cookbook's geometry recipes (Auto Layout Guide), frames computed by hand.
// "TopLG.Bottom" is the safe area's top and "BottomLG.Top" its bottom, as on iOS 11+.
@Suite struct CookbookTests {
  @Test func simpleSingleView() throws {
    let (root, canvas) = makeScreen()
    let red = try add("red", to: root)[0]
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    try activate(
      red.leadingAnchor == margins.leadingAnchor, red.trailingAnchor == margins.trailingAnchor,
      red.topAnchor == safe.topAnchor + 20, safe.bottomAnchor == red.bottomAnchor + 20)
    let result = LayoutEngine(root: root, canvas: canvas).layout()
    // iPhone SE: 375×667, status bar 20, root margins 16.
    #expect(frame(result, "red") == Rect(x: 16, y: 40, width: 343, height: 607))
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: [Orientation.portrait, .landscape])
  func adaptiveSingleView(orientation: Orientation) throws {
    let (root, canvas) = makeScreen("iphone-se", orientation)
    let blue = try add("blue", to: root)[0]
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    try activate(
      blue.leadingAnchor == margins.leadingAnchor, blue.trailingAnchor == margins.trailingAnchor,
      blue.topAnchor == safe.topAnchor + 8 ~ 750, blue.topAnchor >= root.topAnchor + 20,
      safe.bottomAnchor == blue.bottomAnchor + 8 ~ 750, root.bottomAnchor >= blue.bottomAnchor + 20)
    let result = LayoutEngine(root: root, canvas: canvas).layout()
    if orientation == .portrait {
      // 8 below the 20-pt status bar; the bottom edge has no bar, so the required 20 wins.
      #expect(frame(result, "blue") == Rect(x: 16, y: 28, width: 343, height: 619))
    } else {
      // No status bar in landscape: both required 20-pt minimums win.
      #expect(frame(result, "blue") == Rect(x: 16, y: 20, width: 635, height: 335))
    }
  }

  private func twoViews(_ widths: (View, View) -> [LayoutConstraint], device: String = "iphone-se")
    throws -> LayoutResult
  {
    let (root, canvas) = makeScreen(device)
    let views = try add("first", "second", to: root)
    let (a, b) = (views[0], views[1])
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    try activate(
      a.leadingAnchor == margins.leadingAnchor, b.leadingAnchor == a.trailingAnchor + 8,
      b.trailingAnchor == margins.trailingAnchor, a.topAnchor == safe.topAnchor + 20,
      b.topAnchor == safe.topAnchor + 20, safe.bottomAnchor == a.bottomAnchor + 20,
      safe.bottomAnchor == b.bottomAnchor + 20)
    try LayoutConstraint.activate(widths(a, b))
    return LayoutEngine(root: root, canvas: canvas).layout()
  }

  @Test func twoEqualWidthViews() throws {
    let result = try twoViews { a, b in [a.widthAnchor == b.widthAnchor] }
    #expect(frame(result, "first") == Rect(x: 16, y: 40, width: 167.5, height: 607))
    #expect(frame(result, "second") == Rect(x: 191.5, y: 40, width: 167.5, height: 607))
  }

  @Test func twoDifferentWidthViews() throws {
    let result = try twoViews { a, b in [a.widthAnchor == 2 * b.widthAnchor] }
    // 343 − 8 = 335 = 3 × purple.
    #expect(close(exact(result, "first"), Rect(x: 16, y: 40, width: 670.0 / 3, height: 607)))
    #expect(close(exact(result, "second"), Rect(x: 16 + 670.0 / 3 + 8, y: 40, width: 335.0 / 3, height: 607)))
    // Frames snap each edge to the @2x pixel grid: 239.333 → 239.5, 247.333 → 247.5.
    #expect(frame(result, "first") == Rect(x: 16, y: 40, width: 223.5, height: 607))
    #expect(frame(result, "second") == Rect(x: 247.5, y: 40, width: 111.5, height: 607))
  }

  @Test func twoViewsWithComplexWidthsBelowThreshold() throws {
    let result = try twoViews { red, blue in
      [red.widthAnchor == 2 * blue.widthAnchor ~ 750, blue.widthAnchor >= 150]
    }
    // 343 < 458: blue keeps its 150 minimum, red takes the rest.
    #expect(frame(result, "first") == Rect(x: 16, y: 40, width: 185, height: 607))
    #expect(frame(result, "second") == Rect(x: 209, y: 40, width: 150, height: 607))
  }

  @Test func twoViewsWithComplexWidthsAboveThreshold() throws {
    let result = try twoViews(
      { red, blue in [red.widthAnchor == 2 * blue.widthAnchor ~ 750, blue.widthAnchor >= 150] },
      device: "ipad-10")
    // iPad: regular width, margins 20: 820 − 40 − 8 = 772 = 3 × blue.
    // Safe area 24/20: top 24 + 20 = 44, bottom 1180 − 20 − 20 = 1140.
    #expect(close(exact(result, "first"), Rect(x: 20, y: 44, width: 2 * 772.0 / 3, height: 1096)))
    #expect(abs(exact(result, "second").width - 772.0 / 3) < 1e-9)
  }

  @Test func twoButtonsWithEqualSpacingUsingGuides() throws {
    let (root, canvas) = makeScreen()
    let short = View("short", kind: .button)
    short.text = TextContent("Short")
    let long = View("long", kind: .button)
    long.text = TextContent("Much Longer")
    try root.addSubview(short)
    try root.addSubview(long)
    let gaps = ["d1", "d2", "d3"].map(LayoutGuide.init)
    gaps.forEach(root.addLayoutGuide)
    let (d1, d2, d3) = (gaps[0], gaps[1], gaps[2])
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    try activate(
      d1.leadingAnchor == margins.leadingAnchor, short.leadingAnchor == d1.trailingAnchor,
      d2.leadingAnchor == short.trailingAnchor, long.leadingAnchor == d2.trailingAnchor,
      d3.leadingAnchor == long.trailingAnchor, d3.trailingAnchor == margins.trailingAnchor,
      short.leadingAnchor >= margins.leadingAnchor, long.leadingAnchor >= short.trailingAnchor + 8,
      margins.trailingAnchor >= long.trailingAnchor,
      d1.widthAnchor == d2.widthAnchor, d1.widthAnchor == d3.widthAnchor,
      short.widthAnchor == long.widthAnchor)
    for view in [d1, d2, d3] as [LayoutItem] + [short, long] {
      try activate(safe.bottomAnchor == view.bottomAnchor + 20)
    }
    for guide in gaps { try activate(guide.heightAnchor == 0) }
    let result = LayoutEngine(root: root, canvas: canvas).layout()
    // Fixed measurer: 15-pt title, 7.5 pt per character; "Much Longer" is 82.5 wide; both buttons take it.
    // Gaps: (343 − 2 × 82.5) / 3 = 59.333. Height: 15 × 1.19336 = 17.9 → 18 (@2x), + 12 = 30.
    let gap: Double = 178.0 / 3
    #expect(close(exact(result, "short"), Rect(x: 16 + gap, y: 617, width: 82.5, height: 30)))
    #expect(close(exact(result, "long"), Rect(x: 16 + 2 * gap + 82.5, y: 617, width: 82.5, height: 30)))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }
}
