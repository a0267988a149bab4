import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Suite struct CellsTests {
  @Test func collectionViewCellContentView() throws {
    let doc = try fixture("Cells.xib")
    #expect(doc.scenes.map(\.id) == ["cc-001", "fx-rt-001"])
    let scene = doc.scenes[0]
    // retina6_12 does not match the cell's 100 × 100: a free canvas of the stored size.
    #expect(scene.canvas.width == .points(100) && scene.canvas.device == nil)
    let result = layout(scene)
    #expect(frame(result, "cc-cv-001") == Rect(x: 0, y: 0, width: 100, height: 100))
    // A symbol image from <imageReference>: 30 × 28, centred.
    #expect(frame(result, "cc-im-001") == Rect(x: 35, y: 36, width: 30, height: 28))
    // An image-only button is its image's size.
    #expect(frame(result, "cc-bt-001") == Rect(x: 76, y: 4, width: 20, height: 20))
    #expect(result.notes.isEmpty)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(scene.root.appearance.cornerRadius == 12)
    #expect(scene.root.appearance.borderWidth == 0.5)
    #expect(scene.object("cc-001")?.className == "PhotoCell")
    #expect(scene.object("cc-im-001")?.imageName == "heart")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
  }

  @Test func visualEffectContentViewAndHiddenArrangedView() throws {
    let scene = try #require(try fixture("Cells.xib").scene(named: "Effect"))
    let result = layout(scene)
    #expect(frame(result, "fx-cv-001") == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(frame(result, "fx-sv-001") == Rect(x: 0, y: 0, width: 200, height: 100))
    // The hidden arranged view collapses: two equal views share 200 − 10.
    #expect(frame(result, "fx-a-001") == Rect(x: 0, y: 0, width: 95, height: 100))
    #expect(frame(result, "fx-c-001") == Rect(x: 105, y: 0, width: 95, height: 100))
    #expect(scene.root.subtree.first { $0.identifier == "fx-b-001" }?.isHidden == true)
    #expect(scene.object("fx-ve-001")?.className == "UIVisualEffectView")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
  }
}
