import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Size-class variations on retina6_1 (iPhone 11): portrait is wC hR; landscape (896 × 414, safe area 48 at the
// sides and 21 at the bottom) is wR hC, as on every Plus/Max-size phone.
@Suite struct AdaptiveTests {
  private func views(_ scene: IBScene) -> [String: View] {
    Dictionary(uniqueKeysWithValues: scene.root.subtree.map { ($0.identifier, $0) })
  }

  @Test func portraitUsesTheDefaultVariation() throws {
    let scene = try #require(try fixture("Adaptive.storyboard").scene(named: "Adaptive"))
    #expect(scene.canvas.traits.verticalSizeClass == .regular)
    let result = layout(scene)
    #expect(frame(result, "ada-bx-001") == Rect(x: 0, y: 68, width: 100, height: 100))
    #expect(result.view("ada-ro-001") == nil)
    #expect(frame(result, "ada-lb-001") == Rect(x: 0, y: 178, width: 17, height: 20.5))
    #expect(frame(result, "ada-sv-001") == Rect(x: 0, y: 208.5, width: 20, height: 40))
    #expect(frame(result, "ada-s2-001") == Rect(x: 0, y: 20, width: 20, height: 20))
    #expect(frame(result, "ada-hv-001") == Rect(x: 0, y: 852, width: 10, height: 10))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.views.allSatisfy { $0.expectedFrame != nil || $0.superview == nil })
    #expect(result.notes.isEmpty)
    let all = views(scene)
    #expect(all["ada-hv-001"]?.isHidden == false)
    #expect(all["ada-hv-001"]?.appearance.backgroundColor == "systemGray")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
  }

  @Test func landscapeAppliesCompactHeightAndRegularWidth() throws {
    let options = InterfaceBuilderOptions(orientation: .landscape)
    let scene = try #require(try fixture("Adaptive.storyboard", options: options).scene(named: "Adaptive"))
    #expect(scene.canvas.traits.horizontalSizeClass == .regular)
    #expect(scene.canvas.traits.verticalSizeClass == .compact)
    let result = layout(scene)
    // Top constant 8 (heightClass=compact), height constraint 50 installed instead of 100.
    #expect(frame(result, "ada-bx-001") == Rect(x: 48, y: 8, width: 100, height: 50))
    // Installed only for hC-wR.
    #expect(frame(result, "ada-ro-001") == Rect(x: 158, y: 8, width: 30, height: 30))
    // Font variation: 30 pt → 30 wide, 35.8 → 36 tall.
    #expect(frame(result, "ada-lb-001") == Rect(x: 48, y: 68, width: 30, height: 36))
    // Axis variation: the stack turns horizontal.
    #expect(frame(result, "ada-sv-001") == Rect(x: 48, y: 114, width: 40, height: 20))
    #expect(frame(result, "ada-s2-001") == Rect(x: 20, y: 0, width: 20, height: 20))
    #expect(frame(result, "ada-hv-001") == Rect(x: 48, y: 383, width: 10, height: 10))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    // Stored frames belong to the portrait design: none are expected on this canvas.
    #expect(result.views.allSatisfy { $0.expectedFrame == nil })
    let all = views(scene)
    #expect(all["ada-hv-001"]?.isHidden == true)
    #expect(all["ada-hv-001"]?.appearance.backgroundColor == "systemBlue")
  }

  @Test func legacyTopAndBottomLayoutGuides() throws {
    let scene = try #require(try fixture("Adaptive.storyboard").scene(named: "Legacy"))
    let result = layout(scene)
    // topLayoutGuide.bottom is the safe area's top (48), bottomLayoutGuide.top its bottom (862).
    #expect(frame(result, "leg-bl-001") == Rect(x: 16, y: 56, width: 382, height: 798))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }
}
