import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Controllers embedded in navigation and tab bar controllers get the bars in their safe area.
@Suite struct BarsTests {
  static func scene(
    _ id: String, _ controller: String, segues: String = "", attributes: String = "", item: String = "",
    simulated: String = ""
  )
    -> String
  {
    """
            <scene sceneID="\(id)-sc">
                <objects>
                    <viewController id="\(controller)" title="\(id)" \(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-rt">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-v">
                                    <rect key="frame" x="16" y="64" width="343" height="554"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                            <constraints>
                                <constraint firstItem="\(id)-v" firstAttribute="leading" secondItem="\(id)-rt" secondAttribute="leadingMargin" id="\(id)-c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="\(id)-v" secondAttribute="trailing" id="\(id)-c2"/>
                                <constraint firstItem="\(id)-v" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-c3"/>
                                <constraint firstItem="\(id)-sa" firstAttribute="bottom" secondItem="\(id)-v" secondAttribute="bottom" id="\(id)-c4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="\(id)" \(item) id="\(id)-ni"/>
                        \(simulated)
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
    """
  }

  static func storyboard(
    largeTitles: Bool, prompt: Bool = false, toolbar: Bool = false, neverLarge: Bool = false
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tab-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="tab-sc">
                <objects>
                    <tabBarController id="tab-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav-001" kind="relationship" relationship="viewControllers" id="seg-1"/>
                            <segue destination="C" kind="relationship" relationship="viewControllers" id="seg-2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="nav-sc">
                <objects>
                    <navigationController id="nav-001" \(toolbar ? "toolbarHidden=\"NO\"" : "") sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? "largeTitles=\"YES\"" : "") id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="A" kind="relationship" relationship="rootViewController" id="seg-3"/>
                        </connections>
                        <tabBarItem key="tabBarItem" title="Photos" id="nav-ti"/>
                    </navigationController>
                </objects>
            </scene>
    \(scene("a", "A", segues: "<segue destination=\"B\" kind=\"show\" id=\"seg-4\"/>",
          item: prompt ? "prompt=\"Choose a photo\"" : ""))
    \(scene("b", "B", attributes: "hidesBottomBarWhenPushed=\"YES\"",
          item: neverLarge ? "largeTitleDisplayMode=\"never\"" : ""))
    \(scene("c", "C", simulated: #"<tabBarItem key="tabBarItem" title="Settings" id="c-ti"/>"#))
    \(scene("d", "D", simulated: """
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>
          <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
          """))
        </scenes>
    </document>
    """
  }

  @Test func navigationAndTabBars() throws {
    let doc = try document(Self.storyboard(largeTitles: false))
    #expect(doc.scenes.map(\.id) == ["a-sc", "b-sc", "c-sc", "d-sc"])
    // iPhone SE: status bar 20 + navigation bar 44; tab bar 49.
    #expect(doc.scenes[0].canvas.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    #expect(frame(layout(doc.scenes[0]), "a-v") == Rect(x: 16, y: 64, width: 343, height: 554))
    // Pushed with hidesBottomBarWhenPushed: the navigation bar but no tab bar.
    #expect(frame(layout(doc.scenes[1]), "b-v") == Rect(x: 16, y: 64, width: 343, height: 603))
    // A tab without a navigation controller.
    #expect(frame(layout(doc.scenes[2]), "c-v") == Rect(x: 16, y: 20, width: 343, height: 598))
    #expect(layout(doc.scenes[0]).notes.isEmpty)
  }

  @Test func largeTitlesAndTurningBarsOff() throws {
    let large = try document(Self.storyboard(largeTitles: true))
    // Large titles: 20 + 96; the pushed controller inherits them.
    #expect(frame(layout(large.scenes[0]), "a-v") == Rect(x: 16, y: 116, width: 343, height: 502))
    #expect(frame(layout(large.scenes[1]), "b-v") == Rect(x: 16, y: 116, width: 343, height: 551))
    let plain = try document(
      Self.storyboard(largeTitles: false), options: InterfaceBuilderOptions(simulatesBars: false))
    #expect(frame(layout(plain.scenes[0]), "a-v") == Rect(x: 16, y: 20, width: 343, height: 647))
  }

  struct BarCase: Sendable, CustomTestStringConvertible {
    var largeTitles = false
    var prompt = false
    var toolbar = false
    var neverLarge = false
    /// Safe area insets (top, bottom) of scenes a (root), b (pushed, hides the bottom bars), c (a tab), d
    /// (simulated prompted navigation bar and toolbar).
    var insets: [(Double, Double)]
    var testDescription: String {
      "large \(largeTitles), prompt \(prompt), toolbar \(toolbar), never large \(neverLarge)"
    }
  }

  /// iPhone SE on Xcode's canvas: status bar 20, navigation bar 44 (96 with large titles), a prompt 30 more,
  /// tab bar 49, toolbar 44.
  static let barCases: [BarCase] = [
    BarCase(insets: [(64, 49), (64, 0), (20, 49), (94, 44)]),
    BarCase(prompt: true, insets: [(94, 49), (64, 0), (20, 49), (94, 44)]),
    BarCase(toolbar: true, insets: [(64, 93), (64, 0), (20, 49), (94, 44)]),
    BarCase(largeTitles: true, prompt: true, insets: [(146, 49), (116, 0), (20, 49), (94, 44)]),
    BarCase(largeTitles: true, neverLarge: true, insets: [(116, 49), (64, 0), (20, 49), (94, 44)]),
  ]

  @Test(arguments: barCases) func barsReduceTheSafeArea(_ test: BarCase) throws {
    let doc = try document(
      Self.storyboard(
        largeTitles: test.largeTitles, prompt: test.prompt, toolbar: test.toolbar, neverLarge: test.neverLarge
      ))
    #expect(doc.scenes.map(\.id) == ["a-sc", "b-sc", "c-sc", "d-sc"])
    for (scene, (top, bottom)) in zip(doc.scenes, test.insets) {
      #expect(
        scene.canvas.safeAreaInsets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(scene.id)")
      let result = layout(scene)
      let id = scene.id.replacingOccurrences(of: "-sc", with: "-v")
      #expect(frame(result, id) == Rect(x: 16, y: top, width: 343, height: 667 - top - bottom), "\(scene.id)")
    }
  }

  /// The bars are drawn over the root as stand-ins, where the safe area puts them: the navigation bar with the
  /// controller's title (the status bar above it in the bar's colour), the toolbar, the tab bar with its tabs'
  /// titles down to the screen's bottom edge.
  @Test func barsAreDrawnWhereTheSafeAreaPutsThem() throws {
    let doc = try document(Self.storyboard(largeTitles: false, prompt: true, toolbar: true))
    func bars(_ index: Int) -> [String: (Rect, String?, [String])] {
      let scene = doc.scenes[index]
      let result = layout(scene)
      var found: [String: (Rect, String?, [String])] = [:]
      for view in scene.root.subviews where view.identifier.hasPrefix(scene.root.identifier + ".") {
        let name = String(view.identifier.dropFirst(scene.root.identifier.count + 1))
        found[name] = (frame(result, view.identifier), view.appearance.standIn, view.segments)
        #expect(result.view(view.identifier)?.expectedFrame == nil)
      }
      // The generated stored frames are rough (misplaced views are expected); nothing concerns the bars.
      let prefix = scene.root.identifier + "."
      #expect(result.diagnostics.allSatisfy { $0.views.allSatisfy { !$0.hasPrefix(prefix) } })
      return found
    }
    // a: status 20, navigation bar 44 + prompt 30, toolbar 44 above the 49-pt tab bar.
    let a = bars(0)
    #expect(Set(a.keys) == ["statusBar", "navigationBar", "toolbar", "tabBar"])
    #expect(a["statusBar"]?.0 == Rect(x: 0, y: 0, width: 375, height: 20))
    #expect(a["statusBar"]?.1 == nil)
    #expect(a["navigationBar"]?.0 == Rect(x: 0, y: 20, width: 375, height: 74))
    #expect(a["navigationBar"]?.1 == "navigationBar")
    #expect(a["navigationBar"]?.2 == ["a"])
    #expect(a["toolbar"]?.0 == Rect(x: 0, y: 574, width: 375, height: 44))
    #expect(a["tabBar"]?.0 == Rect(x: 0, y: 618, width: 375, height: 49))
    #expect(a["tabBar"]?.2 == ["Photos", "Settings"])
    // b hides the bottom bars when pushed; c is a tab without a navigation controller.
    #expect(Set(bars(1).keys) == ["statusBar", "navigationBar"])
    #expect(Set(bars(2).keys) == ["tabBar"])
    #expect(bars(2)["tabBar"]?.2 == ["Photos", "Settings"])
  }

  /// Bars and pickers placed in a view have UIKit's intrinsic heights, so a position is enough to place them.
  @Test(arguments: [
    ("navigationBar", "", "retina4_7", 44.0), ("navigationBar", #"largeTitles="YES""#, "retina4_7", 96),
    ("toolbar", "", "retina4_7", 44), ("toolbar", "", "retina6_1", 49), ("tabBar", "", "retina6_1", 49),
    ("pickerView", "", "retina4_7", 216),
  ])
  func barsAndPickersHaveUIKitsIntrinsicHeights(
    element: String, attributes: String, device: String, height: Double
  ) throws {
    let (width, screen) = device == "retina6_1" ? (414.0, 896.0) : (375.0, 667.0)
    let xml = oneSceneStoryboard(
      tools: "22505", device: device, rootFrame: #"x="0.0" y="0.0" width="\#(width)" height="\#(screen)""#,
      subviews: """
        <\(element) contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="100" width="\(width)" height="\(height)"/>
        </\(element)>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        """)
    let result = layout(try #require(try document(xml).scenes.first))
    #expect(frame(result, "bar") == Rect(x: 0, y: 100, width: width, height: height))
    #expect(!result.diagnostics.contains { $0.kind == .ambiguous })
  }
}
