import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Suite struct ContentSizeTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="10" y="10" width="50" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                        <rect key="frame" x="8" y="40" width="304" height="30"/>
                    </slider>
                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="10" y="80" width="60" height="35"/>
                        <buttonConfiguration key="configuration" style="plain" title="Go"/>
                    </button>
                    <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                        <rect key="frame" x="10" y="120" width="37" height="37"/>
                    </activityIndicatorView>
                    <label translatesAutoresizingMaskIntoConstraints="NO" id="rich">
                        <rect key="frame" x="100" y="10" width="40" height="20.5"/>
                        <attributedString key="attributedText">
                            <fragment content="ab">
                                <attributes>
                                    <font key="NSFont" size="17" name="Helvetica"/>
                                </attributes>
                            </fragment>
                            <fragment content="cd"/>
                        </attributedString>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
                    <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="10" id="c4"/>
                    <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c5"/>
                    <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c6"/>
                    <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c7"/>
                    <constraint firstItem="spinner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c8"/>
                    <constraint firstItem="spinner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c9"/>
                    <constraint firstItem="rich" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="ca"/>
                    <constraint firstItem="rich" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="cb"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func measuredContentSizes() throws {
    let scene = try #require(try document(Self.xml).scenes.first)
    let result = layout(scene)
    // Fixed measurer: "Hello" at 17 pt is 42.5 × 20.5; the stored 50 × 21 is Plumb's difference (its text
    // metrics), a note, not a misplaced view: the file does not mark it.
    #expect(frame(result, "label") == Rect(x: 10, y: 10, width: 42.5, height: 20.5))
    #expect(result.view("label")?.isMisplaced == false)
    #expect(scene.storedFrameDifferences(result).first { $0.view == "label" }?.cause == .textMetrics)
    #expect(!result.diagnostics.contains { $0.kind == .misplaced })
    // A slider's frame is 2 pt wider than its alignment rect on each side.
    #expect(frame(result, "slider") == Rect(x: 8, y: 40, width: 304, height: 31))
    // A configuration button's title, measured as a legacy button: 15 pt "Go" = 15 × 18 + 12.
    #expect(frame(result, "button") == Rect(x: 10, y: 80, width: 15, height: 30))
    #expect(frame(result, "spinner") == Rect(x: 10, y: 120, width: 37, height: 37))
    // Attributed text: the fragments' characters with the label's font.
    #expect(frame(result, "rich") == Rect(x: 100, y: 10, width: 34, height: 20.5))
    #expect(scene.object("rich")?.text == "abcd")
    #expect(scene.warnings.map(\.element) == ["buttonConfiguration", "attributedString"])
  }

  @Test func storedContentSizes() throws {
    let options = InterfaceBuilderOptions(useStoredContentSizes: true)
    let scene = try #require(try document(Self.xml, options: options).scenes.first)
    let result = layout(scene)
    // Intrinsic sizes come from the stored frames, so the layout reproduces Xcode's.
    #expect(frame(result, "label") == Rect(x: 10, y: 10, width: 50, height: 21))
    #expect(frame(result, "slider") == Rect(x: 8, y: 40, width: 304, height: 30))
    #expect(frame(result, "button") == Rect(x: 10, y: 80, width: 60, height: 35))
    #expect(frame(result, "rich") == Rect(x: 100, y: 10, width: 40, height: 20.5))
    #expect(result.notes.isEmpty)
  }
}

@Suite struct ExplicitFontTests {
  @Test func explicitSystem17OnAButtonStays17() throws {
    let xml = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b17">
                          <rect key="frame" x="0.0" y="0.0" width="34" height="33"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          <state key="normal" title="Go"/>
                      </button>
                  </subviews>
                  <constraints>
                      <constraint firstItem="b17" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                      <constraint firstItem="b17" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let scene = try #require(try document(xml).scenes.first)
    // 17 pt: "Go" is 17 wide, 20.29 → 20.5 + 12 tall (not the 15-pt default's 15 × 30).
    #expect(frame(layout(scene), "b17") == Rect(x: 0, y: 0, width: 17, height: 32.5))
  }
}
