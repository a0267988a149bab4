import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Cookbook recipes drawn as a storyboard on Xcode's retina6_1 device (iPhone 11: 414 × 896 @2x, safe area
// 48 top / 34 bottom, root margins 16). Frames are computed by hand.
@Suite struct CookbookStoryboardTests {
  @Test func documentAndScenes() throws {
    let doc = try fixture("Cookbook.storyboard")
    #expect(doc.kind == .storyboard)
    #expect(doc.toolsVersion == "22505")
    #expect(doc.deviceID == "retina6_1")
    #expect(doc.scenes.map(\.id) == ["ssv-sc-001", "tew-sc-001", "tdw-sc-001", "stk-sc-001", "asv-sc-001"])
    // The navigation controller scene has no root view of its own, by design: no warning.
    #expect(doc.warnings.isEmpty)
    let scene = try #require(doc.scene(named: "SimpleSingleView"))
    #expect(scene.id == "ssv-sc-001")
    #expect(scene.title == "Simple Single View")
    #expect(scene.viewControllerClass == "SimpleViewController")
    #expect(scene.canvas.device?.name == "iphone-11")
    #expect(scene.canvas.isViewControllerRoot)
    #expect(doc.scene(named: "Two Equal-Width Views")?.id == "tew-sc-001")
  }

  @Test func simpleSingleView() throws {
    let scene = try #require(try fixture("Cookbook.storyboard").scene(named: "ssv-sc-001"))
    let result = layout(scene)
    // x = margin 16, width 414 − 32; y = 48 + 20; bottom = 896 − 34 − 20 = 842.
    #expect(frame(result, "ssv-rd-001") == Rect(x: 16, y: 68, width: 382, height: 774))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(!differsFromStored(result, "ssv-rd-001"))
    #expect(scene.root.subviews.first?.appearance.backgroundColor == "systemRed")
    #expect(scene.root.appearance.backgroundColor == "systemBackground")
    #expect(scene.object("ssv-rd-001")?.name == "Red View")
    #expect(scene.constraints.map(\.id) == ["ssv-c1-001", "ssv-c2-001", "ssv-c3-001", "ssv-c4-001"])
    #expect(scene.warnings.isEmpty)
  }

  @Test func twoEqualWidthViews() throws {
    let scene = try #require(try fixture("Cookbook.storyboard").scene(named: "tew-sc-001"))
    let result = layout(scene)
    // (382 − 8) / 2 = 187; the symbolic constraint without a constant is the 8-pt sibling spacing.
    #expect(frame(result, "tew-yl-001") == Rect(x: 16, y: 68, width: 187, height: 774))
    #expect(frame(result, "tew-gr-001") == Rect(x: 211, y: 68, width: 187, height: 774))
    #expect(scene.root.activeConstraints.contains { $0.identifier == "equal-widths" })
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let colors = scene.root.subviews.map(\.appearance.backgroundColor)
    #expect(colors == ["#FFCC00", "#00000080"])
  }

  @Test func twoDifferentWidthViews() throws {
    let scene = try #require(try fixture("Cookbook.storyboard").scene(named: "tdw-sc-001"))
    let result = layout(scene)
    // orange = purple × 1:2; purple + 8 + orange = 382 → purple = 249.333, orange = 124.667.
    #expect(close(exact(result, "tdw-pu-001"), Rect(x: 16, y: 68, width: 748.0 / 3, height: 774)))
    #expect(
      close(exact(result, "tdw-or-001"), Rect(x: 16 + 748.0 / 3 + 8, y: 68, width: 374.0 / 3, height: 774)))
    // Pixel-aligned (@2x): 265.333 → 265.5, 273.333 → 273.5; IB stored the same, so nothing is misplaced.
    #expect(frame(result, "tdw-pu-001") == Rect(x: 16, y: 68, width: 249.5, height: 774))
    #expect(frame(result, "tdw-or-001") == Rect(x: 273.5, y: 68, width: 124.5, height: 774))
    #expect(result.notes.isEmpty)
    #expect(scene.root.subviews.first?.appearance.backgroundColor == "#8000FF")
  }

  @Test func simpleStackView() throws {
    let scene = try #require(try fixture("Cookbook.storyboard").scene(named: "stk-sc-001"))
    let result = layout(scene)
    // Stack: 48 + 8 = 56 to 896 − 34 − 8 = 854. Label 20.5 and button 18 + 12 = 30 keep their heights
    // (fixed measurer); the image (hugging 249, resistance 749) takes 798 − 20.5 − 30 − 16 = 731.5.
    #expect(frame(result, "stk-sv-001") == Rect(x: 16, y: 56, width: 382, height: 798))
    #expect(frame(result, "stk-lb-001") == Rect(x: 0, y: 0, width: 382, height: 20.5))
    #expect(frame(result, "stk-im-001") == Rect(x: 0, y: 28.5, width: 382, height: 731.5))
    #expect(frame(result, "stk-bt-001") == Rect(x: 0, y: 768, width: 382, height: 30))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let stack = try #require(scene.root.subviews.first)
    #expect(stack.stack?.axis == .vertical)
    #expect(stack.arrangedSubviews.map(\.identifier) == ["stk-lb-001", "stk-im-001", "stk-bt-001"])
    #expect(stack.arrangedSubviews[1].imageSize == Size(width: 100, height: 100))
    #expect(stack.arrangedSubviews[0].contentHuggingPriority.horizontal == 251)
    #expect(stack.arrangedSubviews[1].compressionResistancePriority.vertical == 749)
    #expect(scene.object("stk-bt-001")?.name == "Edit")
    #expect(scene.object("stk-lb-001")?.className == "UILabel")
  }

  @Test(arguments: [Orientation.portrait, .landscape])
  func adaptiveSingleView(orientation: Orientation) throws {
    let options = InterfaceBuilderOptions(orientation: orientation)
    let scene = try #require(try fixture("Cookbook.storyboard", options: options).scene(named: "asv-sc-001"))
    let result = layout(scene)
    if orientation == .portrait {
      // 8 below the 48-pt safe-area top (@750) clears the required 20; 8 above the 34-pt home indicator.
      #expect(frame(result, "asv-bl-001") == Rect(x: 16, y: 56, width: 382, height: 798))
    } else {
      // 896 × 414: no top inset, so the required 20 wins; margins 20 (regular width) inside the 48-pt sides;
      // bottom 414 − 21 − 8 = 385.
      #expect(frame(result, "asv-bl-001") == Rect(x: 68, y: 20, width: 760, height: 365))
    }
    #expect(
      result.diagnostics.filter { $0.kind != .misplaced }.isEmpty, "\(result.diagnostics.map(\.message))")
  }
}
