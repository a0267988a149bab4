import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Every colour IB writes resolves (unknown ones are warned and drawn grey); scenes sharing a title get file
/// names of their own.
@Suite struct ColorsAndNamesTests {
  static func xib(_ colors: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    \(colors)
                </subviews>
            </view>
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
  }

  static func swatch(_ id: String, _ color: String, key: String = "backgroundColor", y: Int) -> String {
    """
    <view contentMode="scaleToFill" id="\(id)">
        <rect key="frame" x="0.0" y="\(y)" width="10" height="10"/>
        \(color.replacingOccurrences(of: "KEY", with: key))
    </view>
    """
  }

  @Test(arguments: [
    ("<color key=\"KEY\" cocoaTouchSystemColor=\"darkTextColor\"/>", "darkText", false),
    ("<color key=\"KEY\" cocoaTouchSystemColor=\"lightTextColor\"/>", "lightText", false),
    (
      "<color key=\"KEY\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>",
      "systemGroupedBackground", false
    ),
    ("<color key=\"KEY\" systemColor=\"groupTableViewBackgroundColor\"/>", "systemGroupedBackground", false),
    ("<color key=\"KEY\" systemColor=\"secondaryLabelColor\"/>", "secondaryLabel", false),
    ("<color key=\"KEY\" systemColor=\"tintColor\"/>", "tintColor", false),
    ("<color key=\"KEY\" name=\"textColor\" catalog=\"System\" colorSpace=\"catalog\"/>", "#000000", false),
    ("<color key=\"KEY\" name=\"labelColor\" catalog=\"System\" colorSpace=\"catalog\"/>", "label", false),
    ("<color key=\"KEY\" name=\"Brand\"/>", "#336699", false),
    ("<color key=\"KEY\" name=\"Missing\"/>", "#8E8E93", true),
    ("<color key=\"KEY\" systemColor=\"someFutureColor\"/>", "#8E8E93", true),
  ])
  func everyColourResolves(spelling: String, value: String, warned: Bool) throws {
    let brand = """
      <namedColor name="Brand">
          <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </namedColor>
      """
    let doc = try document(Self.xib(Self.swatch("sw", spelling, y: 0), resources: brand))
    let scene = try #require(doc.scenes.first)
    #expect(scene.root.subviews.first?.appearance.backgroundColor == value)
    let warning = scene.warnings.first { $0.element == "color" }
    #expect((warning != nil) == warned)
    // The warning says where the colour is: the swatch's <color> is on line 9 of the document.
    if let warning { #expect(warning.line == 9 && warning.description.hasPrefix("9:")) }
  }

  @Test func textColoursResolveToo() throws {
    let label = """
      <label opaque="NO" text="Hi" id="lb">
          <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
          <color key="textColor" systemColor="darkTextColor"/>
      </label>
      """
    let doc = try document(Self.xib(label))
    #expect(doc.scenes.first?.root.subviews.first?.appearance.textColor == "darkText")
  }

  @Test func scenesSharingATitleGetTheirOwnNames() throws {
    func controller(_ scene: String, _ id: String) -> String {
      """
      <scene sceneID="\(scene)">
          <objects>
              <viewController title="Root View Controller" id="\(id)" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="\(id)-v">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  </view>
              </viewController>
          </objects>
      </scene>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>\(controller("s1", "a"))\(controller("s2", "b"))\(controller("s3", "c"))</scenes>
      </document>
      """
    let names = try document(xml).scenes.map(\.displayName)
    #expect(names == ["Root View Controller", "Root View Controller-s2", "Root View Controller-s3"])
  }
}
