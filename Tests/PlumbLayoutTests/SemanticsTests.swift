import PlumbLayout
import Testing

@Suite struct SemanticsTests {
  /// The seed slides' SignUp screen: location multipliers measured in the common ancestor's coordinates.
  @Test func signUpScreenWithMultipliers() throws {
    let (root, canvas) = makeScreen()
    let image = try add("imageView", to: root)[0]
    let field = View("idField", kind: .textField)
    field.placeholder = "ID"
    try root.addSubview(field)
    let safe = root.safeAreaLayoutGuide
    try activate(
      image.topAnchor == safe.topAnchor + 8,
      LayoutConstraint(image, .centerX, .equal, root, .centerX, multiplier: 0.4),
      image.widthAnchor == 0.3 * root.widthAnchor, image.widthAnchor == image.heightAnchor,
      field.topAnchor == image.topAnchor, field.widthAnchor == 0.575 * root.widthAnchor,
      LayoutConstraint(field, .leading, .equal, image, .leading, multiplier: 7.5))
    let result = LayoutEngine(root: root, canvas: canvas).layout()
    // centerX = 0.4 × 187.5 = 75, width 112.5 → x = 18.75; field x = 7.5 × 18.75 = 140.625.
    #expect(close(exact(result, "imageView"), Rect(x: 18.75, y: 28, width: 112.5, height: 112.5)))
    let idField = exact(result, "idField")
    #expect(abs(idField.minX - 140.625) < 1e-9 && abs(idField.width - 215.625) < 1e-9 && idField.minY == 28)
    // Frames snap to the @2x grid: 18.75 → 19 (37.5 px rounds away from zero).
    #expect(frame(result, "imageView").minX == 19)
  }

  @Test func strictPriorityOrder() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    try activate(
      box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor, box.heightAnchor == 10)
    // One 751 against twenty 750s: the single higher priority wins outright.
    try activate(box.widthAnchor == 100 ~ 751)
    for _ in 0..<20 { try activate(box.widthAnchor == 50 ~ 750) }
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    #expect(frame(result, "box").width == 100)
  }

  @Test func validityRulesAreErrors() throws {
    let root = View("root")
    let a = try add("a", to: root)[0]
    let cases: [(LayoutConstraint, String)] = [
      (LayoutConstraint(a, .width, .equal, root, .leading), "size attribute"),
      (LayoutConstraint(a, .leading, .equal, nil, .notAnAttribute, constant: 20), "location attribute"),
      (LayoutConstraint(a, .top, .equal, root, .leading), "same axis"),
      (LayoutConstraint(a, .left, .equal, root, .leading), "left/right"),
      (LayoutConstraint(a, .leadingMargin, .equal, root, .right), "left/right"),
    ]
    for (constraint, phrase) in cases {
      #expect {
        try constraint.activate()
      } throws: { error in
        "\(error)".contains(phrase)
      }
    }
    // A non-1 multiplier on locations and an aspect ratio across axes are valid.
    try LayoutConstraint(a, .centerX, .equal, root, .centerX, multiplier: 0.4).activate()
    try LayoutConstraint(a, .width, .equal, a, .height, multiplier: 2).activate()
    #expect(root.activeConstraints.count == 2)
  }

  @Test func noCommonAncestorIsAnError() throws {
    let a = View("a")
    let b = View("b")
    #expect(throws: LayoutError.self) { try (a.leadingAnchor == b.trailingAnchor).activate() }
  }

  /// A view whose height comes from its margins, hanging above the safe area's top: each pass its margins take in
  /// more of the status area, so it grows again. UIKit loops; Plumb stops and names the margins, not a label.
  @Test func marginsFeedbackLoopIsNamed() throws {
    let (root, canvas) = makeScreen("iphone-15")
    let panel = try add("panel", to: root)[0]
    let content = try add("content", to: panel)[0]
    try activate(
      panel.bottomAnchor == root.topAnchor + 60, panel.leadingAnchor == root.leadingAnchor,
      panel.widthAnchor == 100,
      content.topAnchor == panel.layoutMarginsGuide.topAnchor,
      content.bottomAnchor == panel.layoutMarginsGuide.bottomAnchor,
      content.leadingAnchor == panel.leadingAnchor, content.widthAnchor == 10, content.heightAnchor == 20)
    let engine = LayoutEngine(root: root, canvas: canvas)
    let result = engine.layout()
    #expect(result.passes == engine.maximumPasses)
    #expect(!result.isSettled)
    let warning = try #require(result.diagnostics.first { $0.kind == .warning })
    #expect(warning.message.hasPrefix("Layout did not settle after 8 passes: the layout margins of 'panel'"))
    #expect(!warning.message.contains("label"))
    #expect(warning.views == ["panel"])
  }

  @Test func unsatisfiableLayoutBreaksTheLastConstraintAndPrintsUIKitsMessage() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    try activate(
      box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor, box.heightAnchor == 10)
    try activate(box.widthAnchor == 100, (box.widthAnchor >= 400).withIdentifier("too-wide"))
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    let result = engine.layout()
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .unsatisfiable })
    #expect(diagnostic.constraints.count == 2)
    #expect(diagnostic.broken?.contains("'too-wide'") == true)
    #expect(
      diagnostic.message.hasPrefix(
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably"))
    #expect(
      diagnostic.message.contains(
        "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x6000"))
    #expect(diagnostic.message.contains("'box'.width >= 400"))
    // The broken constraint keeps first claim below required: width stays 100 (required) — it cannot reach 400.
    #expect(frame(result, "box").width == 100)
    #expect(engine.constraintReport().contains { $0.identifier == "too-wide" && $0.status == .broken })
  }

  @Test func systemConstraintConflictBreaksTheUserConstraint() throws {
    let root = View("root")
    let label = View("label", kind: .label)
    label.text = TextContent("Hello")
    try root.addSubview(label)
    label.contentHuggingPriority = AxisPair(.required)
    label.compressionResistancePriority = AxisPair(.required)
    try activate(label.leadingAnchor == root.leadingAnchor, label.topAnchor == root.topAnchor)
    try activate(label.widthAnchor == 10)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .unsatisfiable })
    #expect(diagnostic.broken?.contains("'label'.width == 10") == true)
  }

  @Test func ambiguousViewIsReportedWithTraceAndAlternative() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    try activate(box.topAnchor == root.topAnchor, box.heightAnchor == 10, box.widthAnchor == 50)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    let result = engine.layout()
    let layout = try #require(result.view("box"))
    #expect(layout.isAmbiguous)
    #expect(layout.ambiguousVariables == ["minX"])
    // No constraint mentions minX: the other valid frame is the same box moved along x only.
    let alternative = try #require(layout.alternativeFrame)
    #expect(alternative.minX != layout.exactFrame.minX)
    #expect(alternative.minY == layout.exactFrame.minY && alternative.size == layout.exactFrame.size)
    let trace = engine.autolayoutTrace(result)
    #expect(trace.hasPrefix("•UIView:0x"))
    #expect(trace.contains("|   *UIView:0x"))
    #expect(trace.contains("'box'- AMBIGUOUS LAYOUT for UIView:0x"))
    #expect(trace.contains(".minX{id: "))
    #expect(result.diagnostics.contains { $0.kind == .ambiguous && $0.views == ["box"] })
  }

  @Test func ambiguityFromEqualOptionalConstraints() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    try activate(
      box.topAnchor == root.topAnchor, box.heightAnchor == 10, box.leadingAnchor == root.leadingAnchor)
    try activate(box.widthAnchor == 100 ~ 500, box.widthAnchor == 200 ~ 500)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    let layout = try #require(result.view("box"))
    #expect(layout.isAmbiguous)
    let alternative = try #require(layout.alternativeFrame)
    #expect(alternative.width != layout.exactFrame.width)
    #expect(alternative.width >= 100 && alternative.width <= 200)
  }

  @Test func misplacedViewAgainstExpectedFrame() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    box.expectedFrame = Rect(x: 10, y: 10, width: 50, height: 50)
    try activate(
      box.leadingAnchor == root.leadingAnchor + 10, box.topAnchor == root.topAnchor + 20,
      box.widthAnchor == 50,
      box.heightAnchor == 50)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    #expect(result.view("box")?.isMisplaced == true)
    #expect(result.diagnostics.contains { $0.kind == .misplaced && $0.message.contains("(10, 20, 50, 50)") })
  }

  @Test func changingAConstantReSolvesIncrementally() throws {
    let root = View("root")
    let box = try add("box", to: root)[0]
    let leading = box.leadingAnchor == root.leadingAnchor + 10
    try activate(leading, box.topAnchor == root.topAnchor, box.widthAnchor == 50, box.heightAnchor == 50)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    #expect(frame(engine.layout(), "box").minX == 10)
    leading.constant = 42
    #expect(frame(engine.layout(), "box").minX == 42)
    leading.deactivate()
    try activate(box.trailingAnchor == root.trailingAnchor)
    #expect(frame(engine.layout(), "box").minX == 250)
  }

  /// How a frame-placed view's constraints are described (its frames: `Layouts/frame-based-view.yaml` in
  /// PlumbDocumentTests).
  @Test func frameBasedViewGetsAutoresizingConstraints() throws {
    let root = View("root")
    let placed = try add("placed", to: root)[0]
    placed.manualFrame = Rect(x: 12, y: 34, width: 56, height: 78)
    let follower = try add("follower", to: root)[0]
    try activate(
      follower.leadingAnchor == placed.trailingAnchor + 8, follower.topAnchor == placed.topAnchor,
      follower.widthAnchor == 10, follower.heightAnchor == 10)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    let result = engine.layout()
    let descriptions = engine.installedConstraints.map(engine.describe)
    #expect(
      descriptions.contains {
        $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") && $0.contains("h=--& v=--&")
      })
    #expect(engine.autolayoutTrace(result).contains("|   +UIView:"))
  }

  @Test func constraintsAffectingLayoutFollowSharedVariables() throws {
    let root = View("root")
    let views = try add("a", "b", "c", to: root)
    let (a, b, c) = (views[0], views[1], views[2])
    try activate(
      a.leadingAnchor == root.leadingAnchor, b.leadingAnchor == a.trailingAnchor + 8, a.widthAnchor == 10,
      b.widthAnchor == 10, c.leadingAnchor == root.leadingAnchor, c.widthAnchor == 5,
      a.topAnchor == root.topAnchor, a.heightAnchor == 5)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    engine.layout()
    let affecting = engine.constraintsAffectingLayout(for: b, axis: .horizontal)
    #expect(affecting.contains { $0.firstItem === b && $0.firstAttribute == .leading })
    #expect(affecting.contains { $0.firstItem === a && $0.firstAttribute == .width })
    #expect(!affecting.contains { $0.firstItem === a && $0.firstAttribute == .height })
  }

  @Test func descriptionsUseUIKitsFormats() throws {
    let root = View("root")
    let views = try add("a", "b", to: root)
    let (a, b) = (views[0], views[1])
    try activate(
      a.leadingAnchor == root.leadingAnchor + 15, b.leadingAnchor == a.trailingAnchor + 8,
      a.widthAnchor == 1.87432 * b.widthAnchor, a.topAnchor == root.topAnchor, b.topAnchor == a.topAnchor,
      (a.heightAnchor == 50 ~ 750), b.heightAnchor == a.heightAnchor)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300)))
    engine.layout()
    let descriptions = engine.installedConstraints.map(engine.describe)
    #expect(
      descriptions.contains {
        $0.contains(" H:|-(15)-[UIView:0x")
          && $0.hasSuffix("   (active, names: '|':UIView:0x60000000010001'root' )>")
      })
    #expect(
      descriptions.contains {
        $0.contains(" H:[UIView:0x60000000010002'a']-(8)-[UIView:0x60000000010003'b']   (active)>")
      })
    #expect(
      descriptions.contains {
        $0.contains("'a'.width == 1.87432*UIView:0x60000000010003'b'.width   (active)>")
      })
    #expect(descriptions.contains { $0.contains("'a'.height == 50 @750   (active)>") })
  }
}

@Suite struct OutputTests {
  @Test func jsonMatchesTheCLISpecShape() throws {
    let (root, canvas) = makeScreen()
    let red = try add("red", to: root)[0]
    try activate(
      red.leadingAnchor == root.leadingAnchor + 16, red.topAnchor == root.topAnchor + 20.5,
      red.widthAnchor == 100,
      red.heightAnchor == 50)
    let json = LayoutEngine(root: root, canvas: canvas).layout().json().pretty()
    #expect(
      json.hasPrefix("{\n  \"canvas\": { \"width\": 375, \"height\": 667, \"scale\": 2 },\n  \"views\": [\n"))
    #expect(
      json.contains(
        #"    { "id": "root", "kind": "view", "superview": null, "frame": { "x": 0, "y": 0, "width": 375, "height": 667 }, "absoluteFrame": { "x": 0, "y": 0, "width": 375, "height": 667 }, "ambiguous": false }"#
      ))
    #expect(
      json.contains(
        #"{ "id": "red", "kind": "view", "superview": "root", "frame": { "x": 16, "y": 20.5, "width": 100, "height": 50 }"#
      ))
    #expect(
      json.contains(
        #"{ "id": "root.safeArea", "absoluteFrame": { "x": 0, "y": 20, "width": 375, "height": 647 } }"#))
    #expect(JSONValue.string("a\"b\n\u{1}").compact == #""a\"b\n\u0001""#)
  }

  /// Frames snap to device pixels exactly as UIKit's rounding (half away from zero) would, at every scale, for
  /// halves, negatives, huge values and solver noise alike.
  @Test(arguments: [1.0, 2.0, 3.0])
  func pixelAlignmentRoundsHalfAwayFromZero(scale: Double) {
    func reference(_ rect: Rect) -> Rect {
      func snap(_ value: Double) -> Double { ((value * scale * 1e6).rounded() / 1e6).rounded() / scale }
      let left = snap(rect.minX)
      let top = snap(rect.minY)
      return Rect(x: left, y: top, width: snap(rect.maxX) - left, height: snap(rect.maxY) - top)
    }
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      1 / 3, -2 / 3, 0.25, 0.75, 1e-12, -1e-12, 4_503_599_627_370_495.5, 4_503_599_627_370_497, 1e300, -1e300,
      .infinity, -.infinity, 0.1666666666666667, 100.00000000000001,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      values.append((unit - 0.5) * 2_000)
      values.append(((unit * 4_000).rounded() - 2_000) / (2 * scale))  // exact half pixels
    }
    for index in values.indices {
      let rect = Rect(
        x: values[index], y: -values[index], width: 10.25, height: values[(index + 1) % values.count])
      let expected = reference(rect)
      let actual = rect.pixelAligned(scale: scale)
      #expect(
        actual.minX.bitPattern == expected.minX.bitPattern
          && actual.minY.bitPattern == expected.minY.bitPattern
          && (actual.width.bitPattern == expected.width.bitPattern
            || actual.width.isNaN && expected.width.isNaN)
          && (actual.height.bitPattern == expected.height.bitPattern
            || actual.height.isNaN && expected.height.isNaN),
        "\(rect) at @\(scale)x: \(actual), expected \(expected)")
    }
  }
}

@Suite struct IncrementalTests {
  /// `NSLayoutConstraint.deactivate`: every constraint leaves its hierarchy at once, and an engine that laid them
  /// out drops them incrementally (no rebuild) and lays out what is left.
  @Test func deactivatingManyConstraintsAtOnce() throws {
    let (root, canvas) = makeScreen()
    let views = try add("a", "b", to: root)
    let pins = [
      views[0].leadingAnchor == root.leadingAnchor + 10, views[0].topAnchor == root.topAnchor + 10,
      views[0].widthAnchor == 50, views[0].heightAnchor == 50,
    ]
    let follow = [
      views[1].leadingAnchor == views[0].trailingAnchor + 8, views[1].topAnchor == views[0].topAnchor,
      views[1].widthAnchor == 20, views[1].heightAnchor == 20,
    ]
    try LayoutConstraint.activate(pins + follow)
    let engine = LayoutEngine(root: root, canvas: canvas)
    #expect(engine.layout().view("b")?.frame == Rect(x: 68, y: 10, width: 20, height: 20))
    LayoutConstraint.deactivate(follow + [pins[0]])
    #expect((follow + [pins[0]]).allSatisfy { !$0.isActive })
    #expect(root.activeConstraints.count == 3 && pins.dropFirst().allSatisfy(\.isActive))
    let result = engine.layout()
    #expect(engine.rebuildCount == 1)
    #expect(result.view("a")?.frame.size == Size(width: 50, height: 50))
    #expect(result.diagnostics.contains { $0.kind == .ambiguous })
    LayoutConstraint.deactivate(root.activeConstraints)
    #expect(root.activeConstraints.isEmpty && pins.allSatisfy { !$0.isActive })
    // Most of the engine's constraints went at once: the next layout rebuilds rather than removing rows one by one,
    // and lays out what is active then.
    try LayoutConstraint.activate([
      views[1].leadingAnchor == root.leadingAnchor + 4, views[1].topAnchor == root.topAnchor + 6,
      views[1].widthAnchor == 30, views[1].heightAnchor == 40,
    ])
    let rebuilt = engine.layout()
    #expect(engine.rebuildCount == 2)
    #expect(rebuilt.view("b")?.frame == Rect(x: 4, y: 6, width: 30, height: 40))
    #expect(engine.installedConstraints.filter { $0.origin == .user }.count == 4)
  }

  @Test func resizingTheCanvasReSolvesWithoutRebuilding() throws {
    let (root, canvas) = makeScreen()
    let red = try add("red", to: root)[0]
    let margins = root.layoutMarginsGuide
    try activate(
      red.leadingAnchor == margins.leadingAnchor, red.trailingAnchor == margins.trailingAnchor,
      red.topAnchor == root.topAnchor, red.heightAnchor == 10)
    let engine = LayoutEngine(root: root, canvas: canvas)
    #expect(frame(engine.layout(), "red").width == 343)
    engine.canvas.width = .points(500)
    #expect(frame(engine.layout(), "red").width == 468)
    // A fresh engine gives the same answer.
    var wide = canvas
    wide.width = .points(500)
    #expect(frame(LayoutEngine(root: root, canvas: wide).layout(), "red").width == 468)
  }

  @Test func dynamicTypeChangeRemeasuresText() throws {
    let root = View("root")
    let label = View("label", kind: .label)
    label.text = TextContent("Hello", font: .preferred(.body))
    try root.addSubview(label)
    try activate(label.leadingAnchor == root.leadingAnchor, label.topAnchor == root.topAnchor)
    let measurer = ScalingMeasurer()
    let engine = LayoutEngine(
      root: root, canvas: Canvas(width: .points(300), height: .points(300)), measurer: measurer)
    let before = frame(engine.layout(), "label").width
    engine.canvas.traits.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    let after = frame(engine.layout(), "label").width
    #expect(before == 25)
    #expect(after == 50)
  }

  /// Flipping the layout direction re-solves incrementally and lands where a fresh engine does, both ways.
  @Test func directionChangeIsIncremental() throws {
    func screen() throws -> View {
      let root = View("root")
      let stack = View("stack", kind: .stack)
      stack.stack = StackConfiguration(axis: .horizontal, spacing: 8)
      try root.addSubview(stack)
      for (id, width) in [("a", 40.0), ("b", 70.0)] {
        let box = View(id)
        box.intrinsicContentSizeOverride = AxisPair(horizontal: width, vertical: 20)
        try stack.addArrangedSubview(box)
      }
      let badge = View("badge")
      badge.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
      let pinned = View("pinned")
      let fixed = View("fixed")
      fixed.semanticContentAttribute = .forceLeftToRight
      try root.addSubview(badge)
      try badge.addSubview(pinned)
      try root.addSubview(fixed)
      try activate(
        stack.leadingAnchor == root.leadingAnchor + 16, stack.topAnchor == root.topAnchor + 10,
        badge.leadingAnchor == stack.trailingAnchor + 12, badge.topAnchor == stack.topAnchor,
        badge.widthAnchor == 100, badge.heightAnchor == 40,
        pinned.leadingAnchor == badge.layoutMarginsGuide.leadingAnchor, pinned.widthAnchor == 10,
        pinned.topAnchor == badge.topAnchor, pinned.heightAnchor == 10,
        fixed.leadingAnchor == root.leadingAnchor + 5, fixed.widthAnchor == 50,
        fixed.topAnchor == root.topAnchor + 100, fixed.heightAnchor == 5)
      return root
    }
    func frames(_ result: LayoutResult) -> [String: Rect] {
      Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.absoluteFrame) })
    }
    let ltr = Canvas(width: .points(320), height: .points(200))
    var rtl = ltr
    rtl.traits.layoutDirection = .rightToLeft
    let engine = LayoutEngine(root: try screen(), canvas: ltr)
    let before = frames(engine.layout())
    engine.canvas = rtl
    let flipped = frames(engine.layout())
    #expect(flipped == frames(LayoutEngine(root: try screen(), canvas: rtl).layout()))
    #expect(flipped["a"] == Rect(x: 264, y: 10, width: 40, height: 20))
    #expect(flipped["pinned"]?.minX == flipped["badge"].map { $0.maxX - 30 - 10 })
    // A forced left-to-right view's leading stays its left edge; the root's leading is now its right edge.
    #expect(flipped["fixed"] == Rect(x: 325, y: 100, width: 50, height: 5))
    engine.canvas = ltr
    #expect(frames(engine.layout()) == before)
    #expect(engine.rebuildCount == 1)
  }

  /// Size classes and scale change incrementally too: the root's margins follow the width class (16 compact,
  /// 20 regular), and a label's height rounds to the new pixel grid.
  @Test func sizeClassAndScaleChangesAreIncremental() throws {
    func screen() throws -> View {
      let root = View("root")
      let label = View("label", kind: .label)
      label.text = TextContent("Hello", font: FontDescriptor(size: 10))
      try root.addSubview(label)
      try activate(
        label.leadingAnchor == root.layoutMarginsGuide.leadingAnchor, label.topAnchor == root.topAnchor)
      return root
    }
    let compact = Canvas(
      device: Device.named("iphone-se")!, orientation: .portrait, layoutDirection: .leftToRight)
    var regular = compact
    regular.traits.horizontalSizeClass = .regular
    regular.traits.displayScale = 3
    let engine = LayoutEngine(root: try screen(), canvas: compact)
    let before = try #require(engine.layout().view("label"))
    engine.canvas = regular
    let after = try #require(engine.layout().view("label"))
    let fresh = try #require(LayoutEngine(root: try screen(), canvas: regular).layout().view("label"))
    #expect(before.absoluteFrame.minX == 16)
    #expect(after.absoluteFrame.minX == 20)
    #expect(after.exactFrame == fresh.exactFrame && after.frame == fresh.frame)
    #expect(engine.rebuildCount == 1)
  }

  /// A label given an intrinsic size (Interface Builder's stored sizes, `intrinsicSize:`) keeps its text's
  /// baselines, centred in the given height as UILabel centres its text.
  @Test func overriddenSizeKeepsTheTextsBaseline() throws {
    let root = View("root")
    let stored = View("stored", kind: .label)
    stored.text = TextContent("Hi", font: FontDescriptor(size: 10))
    stored.intrinsicContentSizeOverride = AxisPair(horizontal: 40, vertical: 30)
    let natural = View("natural", kind: .label)
    natural.text = TextContent("Yo", font: FontDescriptor(size: 10))
    try root.addSubview(stored)
    try root.addSubview(natural)
    try activate(
      stored.topAnchor == root.topAnchor + 10, stored.leadingAnchor == root.leadingAnchor,
      natural.leadingAnchor == stored.trailingAnchor + 8,
      natural.firstBaselineAnchor == stored.firstBaselineAnchor)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(200), height: .points(100))).layout()
    let label = frame(result, "natural")
    #expect(frame(result, "stored") == Rect(x: 0, y: 10, width: 40, height: 30))
    // Both baselines sit one ascender below their text's top; the stored label's text is centred in its 30 pt.
    #expect(label.minY == 10 + (30 - label.height) / 2)
  }

  /// The Dynamic Type scale's order: what `<`, short names and the HIG table's columns go by.
  @Test func dynamicTypeIndicesFollowTheScale() {
    #expect(ContentSizeCategory.allCases.map(\.index) == Array(0..<12))
    #expect(TextStyle.allCases.map(\.index) == Array(0..<11))
    #expect(
      ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge && ContentSizeCategory.small < .medium)
    #expect(
      ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ")
        == "xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5")
  }

  @Test func systemLayoutSizeFittingUsesTheViewsOwnConstraints() throws {
    let card = View("card")
    let title = View("title", kind: .label)
    title.text = TextContent("Hello world", font: FontDescriptor(size: 10))
    try card.addSubview(title)
    try activate(
      title.leadingAnchor == card.leadingAnchor + 10, title.trailingAnchor == card.trailingAnchor - 10,
      title.topAnchor == card.topAnchor + 5, title.bottomAnchor == card.bottomAnchor - 5)
    let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    // 11 characters × 5 = 55 (+ 20); 10 × 1.19336 = 11.93 → 12 (+ 10).
    #expect(compressed == Size(width: 75, height: 22))
    let pinned = card.systemLayoutSizeFitting(
      Size(width: 200, height: 0), horizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(pinned == Size(width: 200, height: 22))
  }
}

/// Measures 1 pt per character per 3 pt of font size: body is 17 at large and 53 at AX5 (HIG).
struct ScalingMeasurer: TextMeasuring {
  func measure(_ content: TextContent, maxWidth: Double?, in environment: TextEnvironment) -> TextMetrics {
    let size: Double = environment.contentSizeCategory == .large ? 15 : 30
    let width = Double(content.text.count) * size / 3
    return TextMetrics(
      size: Size(width: width, height: size), firstBaseline: size, lastBaseline: size, lineCount: 1,
      lineHeight: size)
  }
}
