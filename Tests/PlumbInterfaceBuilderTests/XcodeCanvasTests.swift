import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Files are laid out on the canvas Xcode drew them on (its status bar by Xcode release and device, opaque bars
/// outside the root, cells at their stored size, fixed frames kept); `--canvas runtime` keeps the running app's.
@Suite struct XcodeCanvasTests {
  /// One view controller whose view `box` is pinned to the safe area's top (or the legacy top guide) by 0.
  static func storyboard(
    tools: String, device: String? = "retina4_7", root: String = #"x="0.0" y="0.0" width="375" height="667""#,
    controllerExtras: String = "", legacyGuide: Bool = false, subviewExtras: String = ""
  ) -> String {
    let guide =
      legacyGuide
      ? #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/></layoutGuides>"# : ""
    let top =
      legacyGuide
      ? #"<constraint firstItem="box" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="c1"/>"#
      : #"<constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>"#
    return oneSceneStoryboard(
      tools: tools, device: device, controllerAttributes: #"title="Screen""#, rootFrame: root,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        </view>
        \(subviewExtras)
        """,
      constraints: """
        \(top)
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
        """,
      beforeView: guide, afterSubviews: #"<viewLayoutGuide key="safeArea" id="sa"/>"#,
      afterView: controllerExtras)
  }

  static func boxTop(_ xml: String, mode: IBCanvasMode = .interfaceBuilder) throws -> Double {
    let doc = try document(xml, options: InterfaceBuilderOptions(canvasMode: mode))
    return frame(layout(try #require(doc.scenes.first)), "box").minY
  }

  @Test(arguments: [
    // Xcode 10 (toolsVersion 14460) and 15 (22505) draw a 4.7-inch phone's 20-pt status bar; 11 to 14.2 none
    // (files of 19455, 20037 and 21507 store navigation bars at y = 0).
    ("14460", "retina4_7", 20.0), ("16096", "retina4_7", 0), ("17506", "retina4_7", 0),
    ("19455", "retina4_7", 0), ("21507", "retina4_7", 0), ("22505", "retina4_7", 20),
    // The 6.1-inch phone's notch: 44 until Xcode 13, 48 (the running iPhone 11's) from 14.0.
    ("16096", "retina6_1", 44), ("20037", "retina6_1", 44), ("21225", "retina6_1", 48),
    ("22505", "retina6_1", 48),
    // Devices with no Plumb preset, as Xcode draws them: the 4-inch SE (its status bar as the 4.7-inch
    // phone's) and the 6.5-inch XS Max (44).
    ("14460", "retina4_0", 20), ("16096", "retina4_0", 0), ("21701", "retina4_0", 20),
    ("16096", "retina6_5", 44),
    // The iPhone 12's 390 × 844 screen: 44 until Xcode 13 (19529 stores views pinned to the safe area at 44),
    // the running phone's 47 from 14.0.
    ("19529", "retina6_0", 44), ("21507", "retina6_0", 47), ("22505", "retina6_0", 47),
  ])
  func statusBarByXcodeRelease(tools: String, device: String, top: Double) throws {
    let sizes = [
      "retina6_1": (414, 896), "retina6_5": (414, 896), "retina4_0": (320, 568), "retina6_0": (390, 844),
    ]
    let (width, height) = sizes[device] ?? (375, 667)
    let size = #"x="0.0" y="0.0" width="\#(width)" height="\#(height)""#
    let xml = Self.storyboard(tools: tools, device: device, root: size)
    #expect(try Self.boxTop(xml) == top)
    #expect(try document(xml).scenes.allSatisfy { $0.warnings.isEmpty })
  }

  /// Every phone and iPad id Xcode writes lays out on its screen with its status bar, without a warning (Xcode
  /// 15.0, toolsVersion 22505, before the doubled insets): the box pinned to the safe area's top lands on it.
  @Test(arguments: [
    ("retina3_5", 320.0, 480.0, 20.0), ("retina4_0", 320, 568, 20), ("retina4_7", 375, 667, 20),
    ("retina5_5", 414, 736, 20), ("retina5_9", 375, 812, 50), ("retina5_4", 375, 812, 50),
    ("retina6_0", 390, 844, 47), ("retina6_1", 414, 896, 48), ("retina6_12", 390, 844, 47),
    ("retina6_12", 393, 852, 59), ("retina6_3", 402, 874, 62), ("retina6_5", 414, 896, 44),
    ("retina6_7", 428, 926, 47), ("retina6_72", 430, 932, 59), ("retina6_9", 440, 956, 62),
    ("ipad9_7", 768, 1024, 20), ("ipad10_2", 810, 1080, 20), ("ipad10_5", 834, 1112, 20),
    ("ipad10_9rounded", 820, 1180, 24), ("ipad11", 834, 1194, 24), ("ipad12_9", 1024, 1366, 20),
    ("ipad12_9rounded", 1024, 1366, 24),
  ])
  func everyDeviceIdHasItsScreen(device: String, width: Double, height: Double, top: Double) throws {
    let xml = Self.storyboard(
      tools: "22505", device: device, root: #"x="0.0" y="0.0" width="\#(width)" height="\#(height)""#)
    let scene = try #require(try document(xml).scenes.first)
    #expect(scene.warnings.map(\.message) == [])
    #expect(scene.canvas.device != nil)
    #expect(frame(layout(scene), "box").minY == top)
  }

  /// An id Plumb does not know is laid out on the root's stored size, and a located note says so and which status
  /// bar was assumed; a Mac's canvas (`mac`) has no status bar and no note.
  @Test func unknownDeviceIdIsALocatedNote() throws {
    let xml = Self.storyboard(
      tools: "22505", device: "retina9_9", root: #"x="0.0" y="0.0" width="500" height="1000""#)
    let scene = try #require(try document(xml).scenes.first)
    #expect(
      scene.warnings.map(\.message) == [
        "device retina9_9 is not one Plumb knows; laid out on a free 500 × 1000 canvas (the root's stored size) "
          + "with a 20-pt status bar"
      ])
    #expect(scene.warnings.allSatisfy { $0.kind == .unknownDevice && $0.line > 0 })
    #expect(frame(layout(scene), "box").minY == 20)
    let mac = Self.storyboard(
      tools: "21225", device: "mac", root: #"x="0.0" y="0.0" width="800" height="600""#)
    let macScene = try #require(try document(mac).scenes.first)
    #expect(macScene.warnings.isEmpty)
    #expect(frame(layout(macScene), "box").minY == 0)
  }

  /// A view controller's view on a free canvas at least 414 pt wide has 20-pt root margins on Xcode's canvas (16
  /// below that, and on the runtime canvas, UIKit's compact-width minimum).
  @Test(arguments: [
    (600.0, IBCanvasMode.interfaceBuilder, 20.0), (375, .interfaceBuilder, 16), (600, .runtime, 16),
  ])
  func wideFreeCanvasesHaveTwentyPointRootMargins(width: Double, mode: IBCanvasMode, margin: Double) throws {
    let xml = oneSceneStoryboard(
      tools: "10117", safeAreas: false, rootFrame: #"x="0.0" y="0.0" width="\#(width)" height="600""#,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="20" y="50" width="\(width - 40)" height="30"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c3"/>
        <constraint firstItem="field" firstAttribute="height" constant="30" id="c4"/>
        """)
    let scene = try #require(
      try document(xml, options: InterfaceBuilderOptions(canvasMode: mode)).scenes.first)
    #expect(frame(layout(scene), "field") == Rect(x: margin, y: 50, width: width - 2 * margin, height: 30))
  }

  /// A freeform controller's screen is its `freeformSize`: a root stored shorter by the opaque bars above it
  /// sits below them, with no top inset (Xcode 12.5 stores a 500 × 524 root under an opaque navigation bar on a
  /// 500 × 568 freeform screen, its scroll view pinned to the top layout guide at y = 0).
  @Test(arguments: [("18122", 524.0), ("22505", 504)])
  func aFreeformControllersScreenIsItsFreeformSize(tools: String, rootHeight: Double) throws {
    let extras = """
      <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
      <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
      <size key="freeformSize" width="500" height="568"/>
      """
    let xml = Self.storyboard(
      tools: tools, root: #"x="0.0" y="0.0" width="500" height="\#(rootHeight)""#, controllerExtras: extras)
    #expect(try Self.boxTop(xml) == 0)
  }

  @Test func runtimeCanvasKeepsTheRunningAppsInsets() throws {
    let xcode11 = Self.storyboard(tools: "16096")
    #expect(try Self.boxTop(xcode11, mode: .runtime) == 20)
    let phone11 = Self.storyboard(
      tools: "16096", device: "retina6_1", root: #"x="0.0" y="0.0" width="414" height="896""#)
    #expect(try Self.boxTop(phone11, mode: .runtime) == 48)
  }

  @Test func opaqueBarsOutsideTheRootAddNothing() throws {
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    // Xcode 10 stores a root under an opaque navigation bar 64 pt shorter than the screen, at y = 0.
    let shorter = Self.storyboard(
      tools: "14460", root: #"x="0.0" y="0.0" width="375" height="603""#, controllerExtras: bar)
    #expect(try Self.boxTop(shorter) == 0)
    // Xcode 8 stores it at the screen's height, 64 pt down; the legacy top guide is at its top.
    let lowered = Self.storyboard(
      tools: "11542", device: nil, root: #"x="0.0" y="64" width="375" height="667""#, controllerExtras: bar,
      legacyGuide: true)
    #expect(try Self.boxTop(lowered) == 0)
    // A translucent bar over a full-height root adds its height to the status bar's.
    let translucent = Self.storyboard(
      tools: "14460",
      controllerExtras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
    #expect(try Self.boxTop(translucent) == 64)
    // A root shorter by the tab bar keeps its status bar.
    let aboveTabs = Self.storyboard(
      tools: "14460", root: #"x="0.0" y="0.0" width="375" height="618""#,
      controllerExtras: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
    #expect(try Self.boxTop(aboveTabs) == 20)
  }

  @Test func hiddenSimulatedStatusBar() throws {
    let hidden = Self.storyboard(tools: "14313", controllerExtras: #"<nil key="simulatedStatusBarMetrics"/>"#)
    #expect(try Self.boxTop(hidden) == 0)
  }

  @Test func documentsBeforeTheDeviceElementUseTheirSimulatedScreen() throws {
    let xml = Self.storyboard(tools: "10117", device: nil, legacyGuide: true).replacingOccurrences(
      of: "</document>",
      with: """
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
        </simulatedMetricsContainer>
        </document>
        """)
    let doc = try document(xml)
    let scene = try #require(doc.scenes.first)
    #expect(scene.canvas.device?.name == "iphone-se")
    #expect(frame(layout(scene), "box").minY == 20)
  }

  @Test func fixedFrameViewsKeepTheirStoredFrame() throws {
    // Interface Builder writes translatesAutoresizingMaskIntoConstraints="NO" beside fixedFrame="YES" for a view
    // it keeps where it was drawn; the compiled file places it by frame and autoresizing mask.
    let fixed = """
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
          <rect key="frame" x="96" y="140" width="40" height="24"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </view>
      """
    let doc = try document(Self.storyboard(tools: "15400", subviewExtras: fixed))
    let result = layout(try #require(doc.scenes.first))
    #expect(frame(result, "pinned") == Rect(x: 96, y: 140, width: 40, height: 24))
    #expect(!differsFromStored(result, "pinned"))
  }

  static func table(rowHeight: String, cellHeight: Double, contentHeight: Double, tools: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="t1">
                <objects>
                    <tableViewController title="List" id="tvc" sceneMemberID="viewController">
                        <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Tall" rowHeight="\(cellHeight)" id="cell">
                                    <rect key="frame" x="0.0" y="28" width="375" height="\(cellHeight)"/>
                                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chip">
                                                <rect key="frame" x="16" y="11" width="40" height="20"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="chip" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                                            <constraint firstItem="chip" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
                                            <constraint firstItem="chip" firstAttribute="width" constant="40" id="k3"/>
                                            <constraint firstItem="chip" firstAttribute="height" constant="20" id="k4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func prototypesAreDrawnAtTheirStoredHeight() throws {
    // A prototype's own row height is what Xcode's canvas shows, even in a self-sizing table whose content does
    // not decide the height; the separator is the one the file stored (none from Xcode 11, a pixel before).
    for (tools, content) in [("22505", 80.0), ("14460", 79.5)] {
      let xml = Self.table(rowHeight: "-1", cellHeight: 80, contentHeight: content, tools: tools)
      let scene = try #require(try document(xml).scene(named: "List/Tall"))
      let result = layout(scene)
      #expect(result.canvasSize == Size(width: 375, height: 80))
      #expect(frame(result, "cv").height == content)
      #expect(!result.diagnostics.contains { $0.kind == .ambiguous })
    }
    // The running app sizes the same cell itself, and says its height is ambiguous.
    let xml = Self.table(rowHeight: "-1", cellHeight: 80, contentHeight: 80, tools: "22505")
    let runtime = try document(xml, options: InterfaceBuilderOptions(canvasMode: .runtime))
    let result = layout(try #require(runtime.scene(named: "List/Tall")))
    #expect(result.canvasSize.height != 80)
    #expect(result.diagnostics.contains { $0.kind == .ambiguous })
  }
}

/// Controls laid out by an alignment rectangle smaller than their frames, and cell margins by Xcode release.
@Suite struct XcodeMetricsTests {
  @Test func slidersAndSwitchesStoreFramesAroundTheirAlignmentRects() throws {
    let controls = """
      <slider opaque="NO" contentMode="scaleToFill" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
          <rect key="frame" x="6" y="100" width="285" height="31"/>
      </slider>
      <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
          <rect key="frame" x="310" y="200" width="51" height="31"/>
      </switch>
      """
    let constraints = """
      <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="d1"/>
      <constraint firstItem="sl" firstAttribute="width" constant="281" id="d2"/>
      <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="d3"/>
      <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="16" id="d4"/>
      <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="d5"/>
      """
    let xml = XcodeCanvasTests.storyboard(tools: "22505", subviewExtras: controls).replacingOccurrences(
      of: #"<constraint firstItem="box" firstAttribute="leading""#,
      with: constraints + #"<constraint firstItem="box" firstAttribute="leading""#)
    for sizes in [false, true] {
      let doc = try document(xml, options: InterfaceBuilderOptions(useStoredContentSizes: sizes))
      let result = layout(try #require(doc.scenes.first))
      // The slider's alignment rect starts at 8 and is 281 wide; its frame is 2 pt wider on each side.
      #expect(frame(result, "sl") == Rect(x: 6, y: 100, width: 285, height: 31))
      // The switch's alignment rect ends 16 pt before the edge; its frame reaches 2 pt further.
      #expect(frame(result, "sw") == Rect(x: 310, y: 200, width: 51, height: 31))
      #expect(!differsFromStored(result, "sl") && !differsFromStored(result, "sw"))
    }
  }

  static func cell(tools: String, width: Double, accessory: Bool) -> String {
    let contentWidth = accessory ? width - 27 : width
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <scenes>
              <scene sceneID="t1">
                  <objects>
                      <tableViewController title="List" id="tvc" sceneMemberID="viewController">
                          <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                              <prototypes>
                                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" \(accessory ? #"accessoryType="disclosureIndicator""# : "") id="cell">
                                      <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                                      <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                                          <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                                          <subviews>
                                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                  <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                              </view>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="bar" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="k2"/>
                                              <constraint firstItem="bar" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k3"/>
                                              <constraint firstItem="bar" firstAttribute="height" constant="10" id="k4"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  @Test(arguments: [
    // Xcode 8: 8 pt on every side; Xcode 9: 15; later 16, 20 in a 414-pt table; 8 before an accessory.
    ("11762", 375.0, false, Rect(x: 8, y: 8, width: 359, height: 10)),
    ("13771", 375.0, false, Rect(x: 15, y: 11, width: 345, height: 10)),
    ("22505", 375.0, false, Rect(x: 16, y: 11, width: 343, height: 10)),
    ("20037", 414.0, false, Rect(x: 20, y: 11, width: 374, height: 10)),
    ("22505", 375.0, true, Rect(x: 16, y: 11, width: 324, height: 10)),
  ])
  func cellMarginsByXcodeRelease(tools: String, width: Double, accessory: Bool, bar: Rect) throws {
    let doc = try document(Self.cell(tools: tools, width: width, accessory: accessory))
    let result = layout(try #require(doc.scene(named: "List/Row")))
    #expect(frame(result, "bar") == bar)
    // The running app's margins do not depend on the Xcode release.
    let runtime = try document(
      Self.cell(tools: tools, width: width, accessory: accessory),
      options: InterfaceBuilderOptions(canvasMode: .runtime))
    let runtimeBar = frame(layout(try #require(runtime.scene(named: "List/Row"))), "bar")
    #expect(runtimeBar.minX == 16 && runtimeBar.minY == 11)
  }
}

/// Stack view margins and bars reached through segues from a controller's views.
@Suite struct StackAndSegueTests {
  @Test func aStackWithItsOwnMarginsArrangesInsideThem() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
          <rect key="frame" x="0.0" y="100" width="375" height="82"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                  <rect key="frame" x="12" y="16" width="100" height="50"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="a1" firstAttribute="height" constant="50" id="s1"/>
          </constraints>
          <edgeInsets key="layoutMargins" top="16" left="12" bottom="16" right="12"/>
      </stackView>
      <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bare">
          <rect key="frame" x="0.0" y="300" width="375" height="20"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="b1" firstAttribute="height" constant="20" id="s2"/>
          </constraints>
      </stackView>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m">
          <rect key="frame" x="0.0" y="340" width="375" height="10"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e1"/>
      <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="e2"/>
      <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="e3"/>
      <constraint firstItem="bare" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e4"/>
      <constraint firstAttribute="trailing" secondItem="bare" secondAttribute="trailing" id="e5"/>
      <constraint firstItem="bare" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="e6"/>
      <constraint firstItem="m" firstAttribute="leading" secondItem="bare" secondAttribute="leadingMargin" id="e7"/>
      <constraint firstItem="m" firstAttribute="trailing" secondItem="bare" secondAttribute="trailingMargin" id="e8"/>
      <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="top" constant="340" id="e9"/>
      <constraint firstItem="m" firstAttribute="height" constant="10" id="e10"/>
      """
    let xml = XcodeCanvasTests.storyboard(tools: "20037", subviewExtras: stack).replacingOccurrences(
      of: #"<constraint firstItem="box" firstAttribute="leading""#,
      with: constraints + #"<constraint firstItem="box" firstAttribute="leading""#)
    let result = layout(try #require(try document(xml).scenes.first))
    // Margins set on the stack view: its arranged view sits inside them and the stack grows by them.
    #expect(frame(result, "st") == Rect(x: 0, y: 100, width: 375, height: 82))
    #expect(frame(result, "a1") == Rect(x: 12, y: 16, width: 351, height: 50))
    // A stack view's own margins are zero until set.
    #expect(frame(result, "m") == Rect(x: 0, y: 340, width: 375, height: 10))
  }

  @Test func aShowSegueFromACellPushesUnderTheNavigationBar() throws {
    let nav = """
      <scene sceneID="n1">
          <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                      <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                  </navigationBar>
                  <connections>
                      <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      <scene sceneID="l1">
          <objects>
              <viewController title="List" id="list" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="lv">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>
                          <button opaque="NO" contentMode="scaleToFill" id="go">
                              <rect key="frame" x="0.0" y="100" width="100" height="30"/>
                              <connections>
                                  <segue destination="vc" kind="show" id="p1"/>
                              </connections>
                          </button>
                      </subviews>
                  </view>
              </viewController>
          </objects>
      </scene>
      """
    let xml = XcodeCanvasTests.storyboard(tools: "14460").replacingOccurrences(
      of: "<scenes>", with: "<scenes>" + nav)
    let scene = try #require(try document(xml).scene(named: "Screen"))
    #expect(frame(layout(scene), "box").minY == 64)
  }
}

/// Freeform XIB views and built-in cell labels as Xcode's canvas places them.
@Suite struct XcodeTopLevelViewTests {
  static func xib(device: String, width: Double, freeform: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="160"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="body" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="k1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="k2"/>
                    <constraint firstItem="body" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="k3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="k4"/>
                </constraints>
                \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            </view>
        </objects>
    </document>
    """
  }

  @Test func aFreeformViewIsShownLikeAViewControllersView() throws {
    // 20-pt side margins from 414 pt wide, none above and below, and the notched design device's safe area.
    let notched = try document(Self.xib(device: "retina6_1", width: 510, freeform: true))
    #expect(
      frame(layout(try #require(notched.scenes.first)), "body") == Rect(x: 20, y: 44, width: 470, height: 82))
    // A home-button design device adds no status bar; 16-pt sides below 414 pt.
    let plain = try document(Self.xib(device: "retina4_7", width: 320, freeform: true))
    #expect(
      frame(layout(try #require(plain.scenes.first)), "body") == Rect(x: 16, y: 0, width: 288, height: 160))
    // Not freeform, or on the runtime canvas: UIView's 8-pt margins.
    let fixed = try document(Self.xib(device: "retina6_1", width: 510, freeform: false))
    #expect(
      frame(layout(try #require(fixed.scenes.first)), "body") == Rect(x: 8, y: 8, width: 494, height: 144))
    let runtime = try document(
      Self.xib(device: "retina6_1", width: 510, freeform: true),
      options: InterfaceBuilderOptions(canvasMode: .runtime))
    #expect(
      frame(layout(try #require(runtime.scenes.first)), "body") == Rect(x: 8, y: 8, width: 494, height: 144))
  }

  @Test func centredBuiltInLabelsAreRoundedUpToAWholePoint() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina5_5" orientation="portrait"/>
          <scenes>
              <scene sceneID="t1">
                  <objects>
                      <tableViewController title="List" id="tvc" sceneMemberID="viewController">
                          <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                              <sections>
                                  <tableViewSection id="sec">
                                      <cells>
                                          <tableViewCell contentMode="scaleToFill" textLabel="tl" detailTextLabel="dl" style="IBUITableViewCellStyleValue1" id="cell">
                                              <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                              <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                                                  <rect key="frame" x="0.0" y="0.0" width="414" height="43.666666666666664"/>
                                                  <subviews>
                                                      <label opaque="NO" contentMode="left" text="Title" id="tl">
                                                          <rect key="frame" x="20" y="13" width="40" height="19.333333333333332"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                      </label>
                                                      <label opaque="NO" contentMode="left" text="Detail" textAlignment="right" id="dl">
                                                          <rect key="frame" x="344" y="13" width="50" height="19.333333333333332"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                      </label>
                                                  </subviews>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </cells>
                                  </tableViewSection>
                              </sections>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let options = InterfaceBuilderOptions(useStoredContentSizes: true)
    let result = layout(try #require(try document(xml, options: options).scene(named: "List/0-0")))
    // (43.67 − 19.33) / 2 = 12.17, shown at 13 on Xcode's canvas.
    #expect(close(frame(result, "tl"), Rect(x: 20, y: 13, width: 40, height: 19.333333333333332), 1e-6))
    #expect(frame(result, "dl").minY == 13)
    // The running app centres them: 12.17 on the 3× pixel grid.
    let runtime = try document(
      xml, options: InterfaceBuilderOptions(useStoredContentSizes: true, canvasMode: .runtime))
    #expect(abs(frame(layout(try #require(runtime.scene(named: "List/0-0"))), "tl").minY - 12.333333) < 1e-5)
  }
}

@Suite struct ContentViewWithoutFrameTests {
  @Test func aContentViewStoredWithoutAFrameFillsItsCell() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <tableViewCell contentMode="scaleToFill" reuseIdentifier="Result" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                              <rect key="frame" x="8" y="8" width="304" height="10"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="line" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                          <constraint firstAttribute="trailingMargin" secondItem="line" secondAttribute="trailing" id="k2"/>
                          <constraint firstItem="line" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k3"/>
                          <constraint firstItem="line" firstAttribute="height" constant="10" id="k4"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let scene = try #require(try document(xml).scenes.first)
    let result = layout(scene)
    #expect(frame(result, "cv") == Rect(x: 0, y: 0, width: 320, height: 90))
    #expect(frame(result, "line") == Rect(x: 8, y: 8, width: 304, height: 10))
    // The content view's frame is Plumb's, not the file's: nothing to compare it with.
    #expect(result.view("cv")?.expectedFrame == nil)
  }
}

@Suite struct StandInImportTests {
  @Test func barsAndPageControlsCarryWhatTheyShow() throws {
    let views = """
      <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb">
          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
          <items><navigationItem title="Inbox" id="ni"/></items>
      </navigationBar>
      <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb">
          <rect key="frame" x="0.0" y="618" width="375" height="49"/>
          <items>
              <tabBarItem title="Home" id="t1"/>
              <tabBarItem systemItem="favorites" id="t2"/>
          </items>
      </tabBar>
      <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="4" translatesAutoresizingMaskIntoConstraints="NO" id="pc">
          <rect key="frame" x="100" y="500" width="175" height="26"/>
      </pageControl>
      """
    let doc = try document(XcodeCanvasTests.storyboard(tools: "22505", subviewExtras: views))
    let scene = try #require(doc.scenes.first)
    let all = Dictionary(uniqueKeysWithValues: scene.root.subtree.map { ($0.identifier, $0) })
    #expect(all["nb"]?.appearance.standIn == "navigationBar" && all["nb"]?.segments == ["Inbox"])
    #expect(all["tb"]?.appearance.standIn == "tabBar" && all["tb"]?.segments == ["Home", "favorites"])
    #expect(all["pc"]?.appearance.standIn == "pageControl" && all["pc"]?.segments.count == 4)
  }
}

@Suite struct PlaceholderIntrinsicSizeTests {
  @Test func aPlaceholderIntrinsicSizeSizesTheViewOnXcodesCanvas() throws {
    let custom = """
      <view contentMode="scaleToFill" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="chart" customClass="ChartView">
          <rect key="frame" x="20" y="300" width="120" height="40"/>
      </view>
      <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="strip" customClass="StripView">
          <rect key="frame" x="0.0" y="400" width="375" height="30"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="chart" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
      <constraint firstItem="chart" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="p2"/>
      <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p3"/>
      <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="p4"/>
      <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="p5"/>
      """
    let xml = XcodeCanvasTests.storyboard(tools: "22505", subviewExtras: custom).replacingOccurrences(
      of: #"<constraint firstItem="box" firstAttribute="leading""#,
      with: constraints + #"<constraint firstItem="box" firstAttribute="leading""#)
    let result = layout(try #require(try document(xml).scenes.first))
    #expect(frame(result, "chart") == Rect(x: 20, y: 300, width: 120, height: 40))
    #expect(frame(result, "strip") == Rect(x: 0, y: 400, width: 375, height: 30))
    #expect(result.view("chart")?.isAmbiguous == false && result.view("strip")?.isAmbiguous == false)
    // The running app has only the view's code to size it: Plumb knows none, so the size is ambiguous.
    let runtime = try document(xml, options: InterfaceBuilderOptions(canvasMode: .runtime))
    #expect(layout(try #require(runtime.scenes.first)).view("chart")?.isAmbiguous == true)
  }
}

@Suite struct CellsInTheirTableTests {
  @Test func theContainerScreenShowsItsCellsWhereXcodeStoredThem() throws {
    let xml = XcodeCanvasTests.table(rowHeight: "-1", cellHeight: 80, contentHeight: 80, tools: "22505")
    let doc = try document(xml)
    let table = try #require(doc.scene(named: "List"))
    let result = layout(table)
    // The prototype sits in its table at its stored frame, below the section header Xcode drew, and the content
    // starts below the 20-pt status bar (the table's automatic content inset).
    #expect(frame(result, "cell") == Rect(x: 0, y: 20 + 28, width: 375, height: 80))
    #expect(frame(result, "chip") == Rect(x: 16, y: 11, width: 40, height: 20))
    #expect(result.view("cell")?.superview == "table")
    // Measured in the cell's own screen, not twice.
    #expect(result.view("chip")?.expectedFrame == nil)
    #expect(table.root.subtree.first { $0.identifier == "cell" }?.appearance.standIn == "tableViewCell")
    // The cell is still a screen of its own.
    #expect(doc.scene(named: "List/Tall") != nil)
  }
}
