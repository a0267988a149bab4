import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Interface Builder's constraint defaults, one by one, on a free 200 × 100 canvas (margins 8).
@Suite struct ConstraintDefaultsTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="10" y="5" width="100" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" priority="750" id="a-w"/>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="a-h1"/>
                            <constraint firstAttribute="height" constant="10" priority="250" id="a-h2"/>
                            <constraint firstAttribute="height" relation="lessThanOrEqual" constant="80" identifier="a-max-height" id="a-h3"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="90" y="39" width="20" height="15"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="b-w"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="60" width="150" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="a" firstAttribute="top" secondAttribute="top" constant="5" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c3"/>
                    <constraint firstItem="b" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins" id="c4"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="4" id="c5"/>
                    <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="1:2" id="c6"/>
                    <constraint firstItem="c" firstAttribute="left" secondItem="root" secondAttribute="left" id="c7"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="15/2" id="c8"/>
                    <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="52" id="c9"/>
                    <constraint firstAttribute="bottomMargin" secondItem="c" secondAttribute="bottom" constant="22" id="ca"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func defaults() throws {
    let doc = try document(Self.xml)
    // No <device>: a free canvas of the root's stored size.
    let scene = try #require(doc.scenes.first)
    #expect(scene.canvas.width == .points(200) && scene.canvas.height == .points(100))
    let result = layout(scene)
    // Width: 0.5 × 200 (required) beats 50 @750. Height: ≥ 30 beats 10 @250.
    // A missing secondItem with a secondAttribute is the containing view (top = root.top + 5).
    #expect(frame(result, "a") == Rect(x: 10, y: 5, width: 100, height: 30))
    // centerXWithinMargins: (8 + 192) / 2 = 100; height 1:2 of 30.
    #expect(frame(result, "b") == Rect(x: 90, y: 39, width: 20, height: 15))
    // 15/2 × 20 = 150; top margin 8 + 52 = 60, bottom margin 100 − 8 − 22 = 70.
    #expect(frame(result, "c") == Rect(x: 0, y: 60, width: 150, height: 10))
    #expect(result.notes.isEmpty)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let constraints = Dictionary(uniqueKeysWithValues: scene.constraints.map { ($0.id, $0.constraint) })
    #expect(constraints["a-w"]?.priority == 750)
    #expect(constraints["a-h1"]?.relation == .greaterThanOrEqual)
    #expect(constraints["a-h3"]?.identifier == "a-max-height")
    #expect(constraints["c2"]?.secondItem === scene.root)
    #expect(constraints["c1"]?.relation == .equal)
    #expect(constraints["c3"]?.multiplier == 0.5)
    #expect(constraints["c8"]?.multiplier == 7.5)
    #expect(constraints["a-w"]?.firstItem.identifier == "a")
  }
}
