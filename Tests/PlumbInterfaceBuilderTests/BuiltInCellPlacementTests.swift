import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Where Xcode's canvas puts a built-in cell style's title and image, by the release that saved the file, and the
/// cells it does not lay out at all (below the table's visible rows). Expected frames are those public files
/// store for the same configuration.
@Suite struct BuiltInCellPlacementTests {
  struct Case: Sendable, CustomStringConvertible {
    var tools: String
    var width: Double
    var accessory: String?
    var contentWidth: Double
    var image: Bool = false
    var title: Rect
    var imageFrame: Rect? = nil
    var description: String { "\(tools) \(width) \(accessory ?? "-")\(image ? " image" : "")" }
  }

  /// A static table `tableHeight` tall with one Default-style cell at `cellY`; the title is stored at a frame
  /// no rule gives (x = 3), so the test sees whether it was laid out.
  static func storyboard(_ c: Case, cellY: Double = 0, tableHeight: Double = 600) -> String {
    let accessory = c.accessory.map { #"accessoryType="\#($0)""# } ?? ""
    let imageAttribute = c.image ? #"imageView="iv""# : ""
    let imageView =
      c.image
      ? """
      <imageView opaque="NO" clipsSubviews="YES" contentMode="center" image="star" id="iv">
          <rect key="frame" x="3" y="3" width="18" height="15"/>
      </imageView>
      """ : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(c.tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <scenes>
              <scene sceneID="t1">
                  <objects>
                      <tableViewController title="List" id="tvc" sceneMemberID="viewController">
                          <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="\(c.width)" height="\(tableHeight)"/>
                              <sections>
                                  <tableViewSection id="sec">
                                      <cells>
                                          <tableViewCell contentMode="scaleToFill" textLabel="tl" \(imageAttribute) style="IBUITableViewCellStyleDefault" \(accessory) id="cell">
                                              <rect key="frame" x="0.0" y="\(cellY)" width="\(c.width)" height="44"/>
                                              <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                                                  <rect key="frame" x="0.0" y="0.0" width="\(c.contentWidth)" height="43.5"/>
                                                  <subviews>
                                                      <label opaque="NO" contentMode="left" text="Title" id="tl">
                                                          <rect key="frame" x="3" y="0.0" width="100" height="43.5"/>
                                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      </label>
                                                      \(imageView)
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
          <resources>
              <image name="star" width="18" height="15"/>
          </resources>
      </document>
      """
  }

  @Test(arguments: [
    // Xcode 7.3 and 8.2: 15 pt in; with an accessory the title ends 35 pt before the cell's edge, inside the
    // content view.
    Case(
      tools: "10117", width: 320, accessory: "disclosureIndicator", contentWidth: 287,
      title: Rect(x: 15, y: 0, width: 270, height: 43.5)),
    Case(
      tools: "10117", width: 600, accessory: "disclosureIndicator", contentWidth: 567,
      title: Rect(x: 15, y: 0, width: 550, height: 43.5)),
    Case(
      tools: "11542", width: 375, accessory: "detailButton", contentWidth: 328,
      title: Rect(x: 15, y: 0, width: 313, height: 43.5)),
    Case(
      tools: "11542", width: 375, accessory: nil, contentWidth: 375,
      title: Rect(x: 15, y: 0, width: 345, height: 43.5)),
    // Xcode 10.1: the 16-pt margin in, the same 35-pt rule with an accessory.
    Case(
      tools: "14313.18", width: 375, accessory: "checkmark", contentWidth: 335,
      title: Rect(x: 16, y: 0, width: 319, height: 43.5)),
    Case(
      tools: "14460.31", width: 375, accessory: "disclosureIndicator", contentWidth: 341,
      title: Rect(x: 16, y: 0, width: 324, height: 43.5)),
    // From Xcode 10.2: the content view's margins, 8 pt before an accessory.
    Case(
      tools: "22505", width: 375, accessory: "disclosureIndicator", contentWidth: 348.5,
      title: Rect(x: 16, y: 0, width: 324.5, height: 43.5)),
    // An image starts at the separator inset (15 in a 375-pt table, 20 in a 414-pt one), the title 15 pt after
    // it; the image is centred rounding down.
    Case(
      tools: "14313.18", width: 375, accessory: nil, contentWidth: 375, image: true,
      title: Rect(x: 48, y: 0, width: 312, height: 43.5),
      imageFrame: Rect(x: 15, y: 14, width: 18, height: 15)),
    Case(
      tools: "14313.18", width: 414, accessory: nil, contentWidth: 414, image: true,
      title: Rect(x: 53, y: 0, width: 341, height: 43.5),
      imageFrame: Rect(x: 20, y: 14, width: 18, height: 15)),
  ])
  func builtInViewsByXcodeRelease(_ c: Case) throws {
    let options = InterfaceBuilderOptions(useStoredContentSizes: true)
    let result = layout(
      try #require(try document(Self.storyboard(c), options: options).scene(named: "List/0-0")))
    #expect(frame(result, "tl") == c.title)
    if let imageFrame = c.imageFrame { #expect(frame(result, "iv") == imageFrame) }
  }

  @Test func aCellBelowTheVisibleRowsKeepsItsStoredBuiltInFrames() throws {
    let c = Case(tools: "14313.18", width: 375, accessory: nil, contentWidth: 375, title: .zero)
    let options = InterfaceBuilderOptions(useStoredContentSizes: true)
    // Stored at y = 300 in a 300-pt table: Xcode never made the cell, so its title is where the file has it.
    let below = try document(Self.storyboard(c, cellY: 300, tableHeight: 300), options: options)
    #expect(
      frame(layout(try #require(below.scene(named: "List/0-0"))), "tl")
        == Rect(x: 3, y: 0, width: 100, height: 43.5))
    // Higher up it is on the canvas and laid out.
    let visible = try document(Self.storyboard(c, cellY: 200, tableHeight: 300), options: options)
    #expect(
      frame(layout(try #require(visible.scene(named: "List/0-0"))), "tl")
        == Rect(x: 16, y: 0, width: 343, height: 43.5))
    // The running app lays out every cell it shows.
    let runtime = try document(
      Self.storyboard(c, cellY: 300, tableHeight: 300),
      options: InterfaceBuilderOptions(useStoredContentSizes: true, canvasMode: .runtime))
    #expect(frame(layout(try #require(runtime.scene(named: "List/0-0"))), "tl").minX == 16)
  }

  @Test func anImageTallerThanTheRowIsScaledToIt() throws {
    var c = Case(tools: "11762", width: 375, accessory: nil, contentWidth: 375, image: true, title: .zero)
    c.image = true
    let xml = Self.storyboard(c).replacingOccurrences(
      of: #"<image name="star" width="18" height="15"/>"#,
      with: #"<image name="star" width="512" height="512"/>"#)
    let result = layout(try #require(try document(xml).scene(named: "List/0-0")))
    #expect(frame(result, "iv") == Rect(x: 15, y: 0, width: 43.5, height: 43.5))
    #expect(frame(result, "tl").minX == 73.5)
  }

  /// Container controllers and storyboard references have no view of their own; a file without any scene is
  /// read (with a warning at its `<scenes>` element), not refused.
  @Test func scenesWithoutViews() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
          <scenes>
              <scene sceneID="n1"><objects><navigationController id="nc" sceneMemberID="viewController"/></objects></scene>
              <scene sceneID="r1"><objects><viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/></objects></scene>
              <scene sceneID="h1"><objects><hostingController id="hc" sceneMemberID="viewController"/></objects></scene>
          </scenes>
      </document>
      """
    let doc = try document(xml)
    #expect(doc.scenes.isEmpty)
    #expect(doc.warnings.map(\.message).filter { $0.contains("hostingController") }.count == 1)
    #expect(
      !doc.warnings.contains {
        $0.message.contains("navigationController") || $0.message.contains("Placeholder")
      })
    let last = try #require(doc.warnings.last)
    #expect(last.message.hasPrefix("the storyboard has no scenes") && last.line == 3 && last.column == 5)
  }

  /// A XIB's top-level cell gets a table cell's content margins in a table as wide as the design device: 20 pt at
  /// the sides and 11 above and below on Xcode 11.4's iPhone 11, 8 all round up to Xcode 8.
  @Test(arguments: [
    ("16096", "retina6_1", Rect(x: 20, y: 11, width: 10, height: 10)),
    ("11762", "retina4_7", Rect(x: 8, y: 8, width: 10, height: 10)),
  ])
  func topLevelXIBCellHasCellMargins(tools: String, device: String, box: Rect) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="\(device)" orientation="portrait"/>
          <objects>
              <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="380" height="90"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                      <rect key="frame" x="0.0" y="0.0" width="380" height="90"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                              <rect key="frame" x="\(box.minX)" y="\(box.minY)" width="10" height="10"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                          <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
                          <constraint firstItem="box" firstAttribute="width" constant="10" id="k3"/>
                          <constraint firstItem="box" firstAttribute="height" constant="10" id="k4"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let result = layout(try #require(try document(xml).scenes.first))
    #expect(frame(result, "box") == box)
    #expect(!differsFromStored(result, "box"))
  }
}
