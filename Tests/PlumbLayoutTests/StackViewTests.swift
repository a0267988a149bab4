import PlumbLayout
import Testing

@Suite struct StackViewTests {
  private func stack(_ id: String, _ config: StackConfiguration, in parent: View) throws -> View {
    let view = View(id, kind: .stack)
    view.stack = config
    try parent.addSubview(view)
    return view
  }

  @discardableResult
  private func box(_ id: String, _ width: Double?, _ height: Double?, in stack: View) throws -> View {
    let view = View(id)
    view.intrinsicContentSizeOverride = AxisPair(horizontal: width, vertical: height)
    try stack.addArrangedSubview(view)
    return view
  }

  private func layout(_ root: View, width: Double = 375, height: Double = 667) -> LayoutResult {
    makeEngine(root, width: width, height: height).layout()
  }

  private func makeEngine(_ root: View, width: Double = 375, height: Double = 667) -> LayoutEngine {
    LayoutEngine(root: root, canvas: Canvas(width: .points(width), height: .points(height)))
  }

  @Test func cookbookSimpleStackView() throws {
    let (root, canvas) = makeScreen()
    let sv = try stack("stack", StackConfiguration(axis: .vertical, spacing: 8), in: root)
    let label = View("label", kind: .label)
    label.text = TextContent("Flowers")
    let image = View("image", kind: .image)
    image.imageSize = Size(width: 100, height: 100)
    image.contentHuggingPriority.vertical = 249
    image.compressionResistancePriority.vertical = 749
    let button = View("button", kind: .button)
    button.text = TextContent("Edit")
    for view in [label, image, button] { try sv.addArrangedSubview(view) }
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    try activate(
      sv.leadingAnchor == margins.leadingAnchor, sv.trailingAnchor == margins.trailingAnchor,
      sv.topAnchor == safe.topAnchor + 8, safe.bottomAnchor == sv.bottomAnchor + 8)
    let engine = LayoutEngine(root: root, canvas: canvas)
    let result = engine.layout()
    // Stack 343 × 631 at (16, 28); label 20.5 and button 30 keep their heights, the image (hugging 249) stretches.
    #expect(frame(result, "stack") == Rect(x: 16, y: 28, width: 343, height: 631))
    #expect(frame(result, "label") == Rect(x: 0, y: 0, width: 343, height: 20.5))
    #expect(frame(result, "image") == Rect(x: 0, y: 28.5, width: 343, height: 564.5))
    #expect(frame(result, "button") == Rect(x: 0, y: 601, width: 343, height: 30))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(engine.constraintReport().contains { $0.identifier == "UISV-canvas-connection" })
    #expect(
      engine.installedConstraints.map(engine.describe).contains { $0.contains("'UISV-spacing' V:[UILabel:") })
  }

  @Test(arguments: [280.0, 350])
  func fillProportionally(width: Double) throws {
    let expected = [160.0, 80, 40].map { $0 * width / 280 }
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(distribution: .fillProportionally), in: root)
    for (id, w) in [("a", 160.0), ("b", 80), ("c", 40)] { try box(id, w, 30, in: sv) }
    try activate(
      sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor, sv.widthAnchor == width)
    let engine = makeEngine(root)
    let result = engine.layout()
    #expect(
      ["a", "b", "c"].map { exact(result, $0).width }.enumerated().allSatisfy {
        abs($1 - expected[$0]) < 1e-9
      })
    let report = engine.constraintReport()
    #expect(
      report.contains {
        $0.identifier == "UISV-fill-proportionally" && $0.priority == 999
          && abs($0.multiplier - 4.0 / 7) < 1e-12
      })
  }

  /// The seed slides' SignUp form: ID / Password / Check Password, vertical, spacing 3, in a 120-pt stack.
  @Test(arguments: [
    (StackConfiguration.Distribution.fillEqually, [0.0, 41, 82], 38.0),
    (.equalSpacing, [0.0, 42.75, 85.5], 34.5),
    (.equalCentering, [0.0, 42.75, 85.5], 34.5),
  ])
  func signUpForm(distribution: StackConfiguration.Distribution, tops: [Double], height: Double) throws {
    let root = View("root")
    let sv = try stack(
      "form", StackConfiguration(axis: .vertical, distribution: distribution, spacing: 3), in: root)
    for (id, placeholder) in [("id", "ID"), ("password", "Password"), ("check", "Check Password")] {
      let field = View(id, kind: .textField)
      field.placeholder = placeholder
      try sv.addArrangedSubview(field)
    }
    try activate(
      sv.leadingAnchor == root.leadingAnchor + 20, sv.trailingAnchor == root.trailingAnchor - 20,
      sv.topAnchor == root.topAnchor + 100, sv.heightAnchor == 120)
    let result = layout(root)
    for (index, id) in ["id", "password", "check"].enumerated() {
      let f = exact(result, id)
      #expect(abs(f.minY - 100 - tops[index]) < 1e-9, "\(id) top \(f.minY)")
      #expect(abs(f.height - height) < 1e-9, "\(id) height \(f.height)")
      #expect(f.width == 335)
    }
    #expect(!result.views.contains { $0.isAmbiguous })
  }

  @Test func hiddenViewCollapsesWithItsSpacing() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(spacing: 10), in: root)
    try box("a", 50, 20, in: sv)
    try box("b", 50, 20, in: sv).isHidden = true
    try box("c", 50, 20, in: sv)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor)
    let engine = makeEngine(root)
    let result = engine.layout()
    #expect(frame(result, "stack").width == 110)
    #expect(frame(result, "c").minX == 60)
    #expect(frame(result, "b").width == 0)
    #expect(engine.constraintReport().contains { $0.identifier == "UISV-hiding" })
    #expect(!result.views.contains { $0.isAmbiguous })
  }

  /// A hidden arranged view with a required size of its own keeps it and takes no space: UIKit's hiding
  /// constraint (999.999) gives way, without a conflict; the views after it follow the visible one before it.
  @Test(arguments: [StackConfiguration.Distribution.fill, .equalSpacing])
  func hiddenViewWithARequiredSizeTakesNoSpace(_ distribution: StackConfiguration.Distribution) throws {
    let root = View("root")
    let sv = try stack(
      "stack", StackConfiguration(axis: .vertical, distribution: distribution, spacing: 8), in: root)
    try box("title", 100, 20, in: sv)
    let banner = try box("banner", nil, nil, in: sv)
    banner.isHidden = true
    try activate(banner.heightAnchor == 60)
    try box("note", 100, 20, in: sv)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor)
    let engine = makeEngine(root)
    let result = engine.layout()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(frame(result, "banner").height == 60)
    #expect(frame(result, "note").minY == 28)
    #expect(frame(result, "stack").height == 48)
    // Across the axis it is aligned like the others (the fill alignment gives it the stack's width).
    #expect(frame(result, "banner").minX == 0 && frame(result, "banner").width == 100)
    let hiding = engine.constraintReport().filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.count == 1 && hiding.allSatisfy { $0.priority == Float(999.999) })
  }

  /// A hidden view does not make the stack thicker: only visible views span it.
  @Test func hiddenViewDoesNotWidenTheStackAcrossTheAxis() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(alignment: .center, spacing: 5), in: root)
    try box("a", 50, 20, in: sv)
    try box("tall", 50, 100, in: sv).isHidden = true
    try box("b", 50, 20, in: sv)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor)
    let result = layout(root)
    #expect(frame(result, "stack") == Rect(x: 0, y: 0, width: 105, height: 20))
    #expect(frame(result, "tall").midY == 10 && frame(result, "tall").width == 0)
    #expect(!result.views.contains { $0.isAmbiguous })
  }

  @Test func centerAlignmentWithDifferentHeights() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(alignment: .center, spacing: 5), in: root)
    try box("short", 30, 20, in: sv)
    try box("tall", 30, 40, in: sv)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor + 10)
    let result = layout(root)
    #expect(frame(result, "stack") == Rect(x: 0, y: 10, width: 65, height: 40))
    #expect(frame(result, "short") == Rect(x: 0, y: 10, width: 30, height: 20))
    #expect(frame(result, "tall") == Rect(x: 35, y: 0, width: 30, height: 40))
  }

  @Test func firstBaselineAlignment() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(alignment: .firstBaseline, spacing: 8), in: root)
    let small = View("small", kind: .label)
    small.text = TextContent("ab")
    let big = View("big", kind: .label)
    big.text = TextContent("ab", font: FontDescriptor(size: 34))
    try sv.addArrangedSubview(small)
    try sv.addArrangedSubview(big)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor)
    let result = layout(root)
    // Ascenders 0.95215 × 17 = 16.19 and × 34 = 32.37: the small label sits 16.19 lower.
    let ascender = 0.9521484375
    #expect(abs(exact(result, "small").minY - (34 - 17) * ascender) < 1e-9)
    #expect(exact(result, "big").minY == 0)
    #expect(frame(result, "stack").height == 41)
  }

  @Test func emptyStackCollapses() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(), in: root)
    try activate(sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor)
    let result = layout(root)
    #expect(frame(result, "stack") == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(result.view("stack")?.isAmbiguous == false)
  }

  @Test func userConstraintsCombineWithGeneratedOnesAndConflictsAreReported() throws {
    let root = View("root")
    let sv = try stack("stack", StackConfiguration(distribution: .fillEqually), in: root)
    let a = try box("a", nil, 20, in: sv)
    let b = try box("b", nil, 20, in: sv)
    try activate(
      sv.leadingAnchor == root.leadingAnchor, sv.topAnchor == root.topAnchor, sv.widthAnchor == 200)
    try activate(a.widthAnchor == 50, b.widthAnchor == 150)
    let result = layout(root)
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .unsatisfiable })
    #expect(diagnostic.constraints.contains { $0.contains("'UISV-fill-equally'") })
  }
}

@Suite struct StackMarginsTests {
  @Test func marginsRelativeArrangementInsetsTheArrangedViews() throws {
    let root = View("root")
    let stack = View("stack", kind: .stack)
    stack.stack = StackConfiguration(axis: .vertical, isLayoutMarginsRelativeArrangement: true)
    stack.directionalLayoutMargins = DirectionalEdgeInsets(all: 10)
    try root.addSubview(stack)
    let box = View("box")
    box.intrinsicContentSizeOverride = AxisPair(horizontal: 50, vertical: 20)
    try stack.addArrangedSubview(box)
    try activate(stack.leadingAnchor == root.leadingAnchor, stack.topAnchor == root.topAnchor)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    #expect(frame(result, "box") == Rect(x: 10, y: 10, width: 50, height: 20))
    #expect(frame(result, "stack") == Rect(x: 0, y: 0, width: 70, height: 40))
  }
}

@Suite struct StackSpacingTests {
  private func label(_ id: String, _ size: Double) -> View {
    let view = View(id, kind: .label)
    view.text = TextContent("ab", font: FontDescriptor(size: size))
    return view
  }

  @Test func baselineRelativeArrangementSpacesBaselines() throws {
    let root = View("root")
    let stack = View("stack", kind: .stack)
    stack.stack = StackConfiguration(axis: .vertical, spacing: 20, isBaselineRelativeArrangement: true)
    try root.addSubview(stack)
    let first = label("first", 17)
    let second = label("second", 34)
    try stack.addArrangedSubview(first)
    try stack.addArrangedSubview(second)
    try activate(stack.leadingAnchor == root.leadingAnchor, stack.topAnchor == root.topAnchor)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    // second.firstBaseline = first.lastBaseline + 20, with ascenders 0.95215 × size.
    let ascender = 0.9521484375
    let firstBaseline = exact(result, "first").minY + 17 * ascender
    let secondBaseline = exact(result, "second").minY + 34 * ascender
    #expect(abs(secondBaseline - firstBaseline - 20) < 1e-9)
  }

  @Test func customSpacingAfterAView() throws {
    let root = View("root")
    let stack = View("stack", kind: .stack)
    stack.stack = StackConfiguration(spacing: 4, customSpacing: ["a": 30])
    try root.addSubview(stack)
    for id in ["a", "b", "c"] {
      let box = View(id)
      box.intrinsicContentSizeOverride = AxisPair(horizontal: 10, vertical: 10)
      try stack.addArrangedSubview(box)
    }
    try activate(stack.leadingAnchor == root.leadingAnchor, stack.topAnchor == root.topAnchor)
    let result = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(300))).layout()
    #expect(frame(result, "b").minX == 40)
    #expect(frame(result, "c").minX == 54)
    #expect(frame(result, "stack").width == 64)
  }
}
