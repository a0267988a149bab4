import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// A pre-iOS 11 scroll view: content constrained straight to the scroll view's edges, which (UIKit, TN2154) are
// its content area; the width constraint to the scroll view is its frame.
@Suite struct ScrollViewTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <label text="Top" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="20" y="20" width="335" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                                <rect key="frame" x="20" y="60.5" width="335" height="900"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="900" id="tall-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="s2"/>
                            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="s3"/>
                            <constraint firstItem="label" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-40" id="s4"/>
                            <constraint firstItem="tall" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="20" id="s5"/>
                            <constraint firstItem="tall" firstAttribute="leading" secondItem="label" secondAttribute="leading" id="s6"/>
                            <constraint firstItem="tall" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="s7"/>
                            <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" constant="20" id="s8"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func edgesAttachToTheContentArea() throws {
    let scene = try #require(try document(Self.xml).scenes.first)
    let result = layout(scene)
    #expect(frame(result, "scroll") == Rect(x: 0, y: 0, width: 375, height: 600))
    // The content is 20 + 20.5 + 20 + 900 + 20 tall, taller than the 600-pt frame, and nothing conflicts.
    #expect(frame(result, "label") == Rect(x: 20, y: 20, width: 335, height: 20.5))
    #expect(frame(result, "tall") == Rect(x: 20, y: 60.5, width: 335, height: 900))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let guide = try #require(result.guides.first { $0.id == "scroll.contentLayoutGuide" })
    #expect(guide.absoluteFrame == Rect(x: 0, y: 0, width: 375, height: 980.5))
  }
}
