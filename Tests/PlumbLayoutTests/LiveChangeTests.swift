import PlumbLayout
import Testing

/// Changing a laid-out hierarchy the way UIKit code does: `LayoutEngine.activate` adds constraints to a solved
/// engine without rebuilding it, and `removeFromSuperview` takes the constraints that tie a view to the rest.
@Suite struct LiveChangeTests {
  /// Two boxes stacked between the safe area's top and bottom (iPhone SE: 20-pt status bar, margins 16).
  func twoBoxes() throws -> (root: View, canvas: Canvas, top: View, bottom: View, pinTop: LayoutConstraint) {
    let (root, canvas) = makeScreen()
    let views = try add("top", "bottom", to: root)
    let (top, bottom) = (views[0], views[1])
    let margins = root.layoutMarginsGuide
    let safe = root.safeAreaLayoutGuide
    let pinTop = top.topAnchor == safe.topAnchor + 20
    try activate(
      top.leadingAnchor == margins.leadingAnchor, top.trailingAnchor == margins.trailingAnchor,
      bottom.leadingAnchor == margins.leadingAnchor, bottom.trailingAnchor == margins.trailingAnchor,
      bottom.heightAnchor == top.heightAnchor, pinTop, bottom.topAnchor == top.bottomAnchor + 8,
      safe.bottomAnchor == bottom.bottomAnchor + 20)
    return (root, canvas, top, bottom, pinTop)
  }

  @Test func activatingThroughTheEngineReSolvesWithoutRebuilding() throws {
    let (root, canvas, top, _, pinTop) = try twoBoxes()
    let engine = LayoutEngine(root: root, canvas: canvas)
    #expect(frame(engine.layout(), "top") == Rect(x: 16, y: 40, width: 343, height: 299.5))
    pinTop.deactivate()
    try engine.activate([top.topAnchor == root.safeAreaLayoutGuide.topAnchor + 100])
    let result = engine.layout()
    // 100 below the safe area's top: the two boxes share 647 − 120 − 8 = 519.
    #expect(frame(result, "top") == Rect(x: 16, y: 120, width: 343, height: 259.5))
    #expect(frame(result, "bottom") == Rect(x: 16, y: 387.5, width: 343, height: 259.5))
    #expect(engine.rebuildCount == 1)
    #expect(result.diagnostics.isEmpty)
    // The constraint is in the engine's list, after the others, where a rebuild would put it.
    #expect(engine.installedConstraints.last?.constant == 100)
  }

  @Test func aMarginsGuideTheEngineHasNotLaidOutMakesItRebuild() throws {
    let (root, canvas, top, bottom, _) = try twoBoxes()
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.layout()
    let leading = try #require(
      root.activeConstraints.first { $0.firstItem === bottom && $0.firstAttribute == .leading })
    leading.deactivate()
    // `top`'s margins guide is new: it has no variables or system constraints in the engine yet.
    try engine.activate([bottom.leadingAnchor == top.layoutMarginsGuide.leadingAnchor])
    let result = engine.layout()
    #expect(engine.rebuildCount == 2)
    // A subview's margins are 8: the bottom box starts at 16 + 8 and still ends at the root's trailing margin.
    #expect(frame(result, "bottom") == Rect(x: 24, y: 347.5, width: 335, height: 299.5))
    // Now the guide is laid out, so the next constraint on it goes straight in.
    let trailing = try #require(
      root.activeConstraints.first { $0.firstItem === bottom && $0.firstAttribute == .trailing })
    trailing.deactivate()
    try engine.activate([bottom.trailingAnchor == top.layoutMarginsGuide.trailingAnchor])
    #expect(frame(engine.layout(), "bottom") == Rect(x: 24, y: 347.5, width: 327, height: 299.5))
    #expect(engine.rebuildCount == 2)
  }

  @Test func activatingAConstraintOnANewGuideRebuildsToTheSameFrames() throws {
    let (root, canvas, top, _, pinTop) = try twoBoxes()
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.layout()
    pinTop.deactivate()
    // The top box's safe-area guide was never asked for, so the engine cannot add this constraint directly.
    let topSafe = top.safeAreaLayoutGuide
    try engine.activate([topSafe.topAnchor == root.safeAreaLayoutGuide.topAnchor + 100])
    let result = engine.layout()
    #expect(engine.rebuildCount == 2)
    #expect(frame(result, "top") == Rect(x: 16, y: 120, width: 343, height: 259.5))
  }

  @Test func removingAViewDeactivatesTheConstraintsThatTieItToTheRest() throws {
    let (root, canvas, top, bottom, _) = try twoBoxes()
    let inner = try add("inner", to: bottom)
    let innerConstraints = [
      inner[0].leadingAnchor == bottom.leadingAnchor, inner[0].topAnchor == bottom.topAnchor,
      inner[0].widthAnchor == bottom.widthAnchor, inner[0].heightAnchor == 10,
    ]
    try LayoutConstraint.activate(innerConstraints)
    let outer = inner[0].bottomAnchor == top.bottomAnchor
    outer.priority = Priority(500)
    try outer.activate()
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.layout()
    bottom.removeFromSuperview()
    #expect(bottom.superview == nil)
    #expect(root.subviews.map(\.identifier) == ["top"])
    // Constraints among the removed subtree stay with it; those reaching outside it are gone.
    #expect(innerConstraints.allSatisfy { $0.isActive })
    #expect(!outer.isActive)
    #expect(bottom.activeConstraints.count == innerConstraints.count)
    #expect(!root.activeConstraints.contains { $0.firstItem === bottom || $0.secondItem === bottom })
    let result = engine.layout()
    #expect(engine.rebuildCount == 2)
    // Only the top box is left: pinned to the safe area's top, no height of its own: the bottom constraint
    // went with the removed view, so its height is free (ambiguous), as in UIKit.
    #expect(result.view("bottom") == nil)
    #expect(result.view("top")?.isAmbiguous == true)
    // Added again, the subtree keeps its own constraints.
    try root.addSubview(bottom)
    #expect(
      innerConstraints.allSatisfy { constraint in root.activeConstraints.contains { $0 === constraint } })
  }

  @Test func removingAnArrangedSubviewRemovesItFromTheStack() throws {
    let (root, _) = makeScreen()
    let stack = View("stack", kind: .stack)
    stack.stack = StackConfiguration()
    try root.addSubview(stack)
    let a = View("a")
    let b = View("b")
    try stack.addArrangedSubview(a)
    try stack.addArrangedSubview(b)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.identifier) == ["b"])
    #expect(stack.subviews.map(\.identifier) == ["b"])
  }
}
