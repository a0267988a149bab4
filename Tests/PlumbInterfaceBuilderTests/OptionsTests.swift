import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Suite struct OptionsTests {
  @Test func rightToLeftAndDynamicType() throws {
    let options = InterfaceBuilderOptions(
      contentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft, scale: 3)
    let scene = try #require(try fixture("Cookbook.storyboard", options: options).scene(named: "tdw-sc-001"))
    #expect(scene.canvas.traits.contentSizeCategory == .accessibilityLarge)
    #expect(scene.canvas.traits.displayScale == 3)
    let result = layout(scene)
    // Leading is the right edge: purple (2/3 of 374) ends at 414 − 16; orange starts at 16 (to within rounding:
    // the 2/3 multiplier makes the unrounded values land an ulp either side, depending on the solver's sums).
    #expect(abs(exact(result, "tdw-pu-001").maxX - 398) < 1e-9)
    #expect(abs(exact(result, "tdw-or-001").minX - 16) < 1e-9)
    // `orange.leading = purple.trailing + 8` is an 8-pt gap to the left of purple in right-to-left.
    #expect(
      close(exact(result, "tdw-pu-001"), Rect(x: 398 - 748.0 / 3, y: 68, width: 748.0 / 3, height: 774)))
    #expect(close(exact(result, "tdw-or-001"), Rect(x: 16, y: 68, width: 374.0 / 3, height: 774)))
  }

  @Test func marginsRelativeStack() throws {
    let xml = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <stackView axis="vertical" alignment="center" spacing="4" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                          <subviews>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                  <rect key="frame" x="70" y="10" width="40" height="80"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="40" id="box-w"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="20" bottom="10" trailing="40"/>
                      </stackView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                      <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                      <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                      <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let scene = try #require(try document(xml).scenes.first)
    let stack = try #require(scene.root.subviews.first?.stack)
    #expect(
      stack
        == StackConfiguration(
          axis: .vertical, distribution: .fill, alignment: .center, spacing: 4,
          isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
    let result = layout(scene)
    // Inside the margins (20…160 across, 10…90 down), centred: x = 20 + (140 − 40) / 2.
    #expect(frame(result, "box") == Rect(x: 70, y: 10, width: 40, height: 80))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }
}
