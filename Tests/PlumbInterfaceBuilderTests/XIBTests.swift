import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// A XIB with several top-level views: frame-placed views with autoresizing masks, a table view cell, a scroll
// view with content and frame layout guides, margins, readable content and right-to-left semantics.
@Suite struct XIBTests {
  @Test func topLevelViewsAreScenes() throws {
    let doc = try fixture("Views.xib")
    #expect(doc.kind == .xib)
    #expect(doc.scenes.map(\.id) == ["fr-rt-001", "cell-001", "scr-rt-001", "mr-rt-001"])
    #expect(doc.scenes.map(\.title) == ["Frames", "TitleCell", "Scrolling", "Margins"])
    // Placeholders, gesture recognizers and custom objects are skipped quietly; a bar button item is named.
    #expect(doc.warnings.map(\.element) == ["barButtonItem"])
    #expect(doc.scenes[0].canvas.device?.name == "iphone-11")
    // The cell's 414 × 44 frame is not the device's: a free canvas of that size, not a view controller's view.
    let cell = doc.scenes[1]
    #expect(cell.canvas.device == nil)
    #expect(cell.canvas.width == .points(414) && cell.canvas.height == .points(44))
    #expect(!cell.canvas.isViewControllerRoot)
  }

  @Test func framesOnTheDesignDevice() throws {
    let scene = try #require(try fixture("Views.xib").scene(named: "fr-rt-001"))
    let result = layout(scene)
    #expect(frame(result, "fr-a-001") == Rect(x: 20, y: 100, width: 374, height: 50))
    #expect(frame(result, "fr-d-001") == Rect(x: 16, y: 60, width: 382, height: 100))
    #expect(frame(result, "fr-f-001") == Rect(x: 10, y: 10, width: 362, height: 80))
    #expect(result.notes.isEmpty)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let views = Dictionary(uniqueKeysWithValues: scene.root.subtree.map { ($0.identifier, $0) })
    #expect(views["fr-a-001"]?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(views["fr-d-001"]?.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test func autoresizingMasksFollowASmallerScreen() throws {
    let options = InterfaceBuilderOptions(device: Device.named("iphone-se"))
    let scene = try #require(try fixture("Views.xib", options: options).scene(named: "fr-rt-001"))
    let result = layout(scene)
    // 414 × 896 → 375 × 667: Δw = −39, Δh = −229.
    #expect(frame(result, "fr-a-001") == Rect(x: 20, y: 100, width: 335, height: 50))
    #expect(frame(result, "fr-b-001") == Rect(x: 275, y: 607, width: 80, height: 40))
    // Flexible margins share the change in proportion: 157:157 across, 400:476 down.
    #expect(
      close(exact(result, "fr-c-001"), Rect(x: 137.5, y: 400 - 229 * 400.0 / 876, width: 100, height: 20)))
    #expect(frame(result, "fr-g-001") == Rect(x: 5, y: 5, width: 10, height: 10))
    // The constrained container is 343 wide; its frame-placed child follows it (second pass), and so does the
    // grandchild.
    #expect(frame(result, "fr-d-001") == Rect(x: 16, y: 32, width: 343, height: 100))
    #expect(frame(result, "fr-e-001") == Rect(x: 0, y: 0, width: 343, height: 100))
    #expect(frame(result, "fr-f-001") == Rect(x: 10, y: 10, width: 323, height: 80))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test func tableViewCellContentView() throws {
    let scene = try #require(try fixture("Views.xib").scene(named: "cell-001"))
    let result = layout(scene)
    #expect(frame(result, "cell-cv-001") == Rect(x: 0, y: 0, width: 414, height: 44))
    // A table cell's content margin on the 414-pt design device (20), centred: (44 − 20.5) / 2.
    #expect(close(exact(result, "cell-lb-001"), Rect(x: 20, y: 11.75, width: 42.5, height: 20.5)))
    #expect(scene.object("cell-001")?.className == "TitleCell")
    #expect(scene.root.subviews.map(\.identifier) == ["cell-cv-001"])
  }

  @Test func scrollViewGuidesAndWarnings() throws {
    let scene = try #require(try fixture("Views.xib").scene(named: "Scrolling"))
    let result = layout(scene)
    #expect(frame(result, "scr-sv-001") == Rect(x: 0, y: 0, width: 375, height: 617))
    #expect(frame(result, "scr-mp-001") == Rect(x: 0, y: 617, width: 375, height: 50))
    // Content pinned to the content guide (origin at the scroll view's, offset zero), as wide as the frame guide.
    #expect(frame(result, "scr-ct-001") == Rect(x: 0, y: 0, width: 375, height: 1000))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let kinds = scene.warnings.map { "\($0.kind.rawValue) \($0.element)" }
    #expect(
      kinds == [
        "unsupportedElement mapView", "unsupportedElement fancyThing", "unresolvedReference constraint",
      ])
    #expect(scene.warnings[0].message == "UIKit's mapView is laid out as a plain view")
    // Positions point at the element's `<`.
    #expect((scene.warnings[0].line, scene.warnings[0].column) == (104, 17))
    #expect(scene.warnings[2].message.contains("nowhere-01"))
    #expect(scene.warnings[2].line > 1)
    #expect(scene.object("scr-mp-001")?.className == "UIMapView")
  }

  @Test func marginsReadableContentAndRightToLeft() throws {
    let scene = try #require(try fixture("Views.xib").scene(named: "mr-rt-001"))
    let result = layout(scene)
    #expect(frame(result, "mr-m-001") == Rect(x: 0, y: 0, width: 300, height: 200))
    // layoutMargins 10/30/10/5.
    #expect(frame(result, "mr-n-001") == Rect(x: 30, y: 10, width: 265, height: 180))
    // Compact width: the readable content guide is the margins guide.
    #expect(frame(result, "mr-t-001") == Rect(x: 30, y: 0, width: 265, height: 5))
    // forceRightToLeft: the leading margin (24) is on the right: 300 − 24 − 50.
    #expect(frame(result, "mr-s-001") == Rect(x: 226, y: 0, width: 50, height: 10))
    #expect(result.notes.isEmpty)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(scene.object("mr-m-001")?.className == "CardView")
    #expect(scene.object("mr-m-001")?.name == "CardView")
  }
}
