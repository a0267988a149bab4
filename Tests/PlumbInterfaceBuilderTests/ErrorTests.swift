import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Suite struct ErrorTests {
  @Test func malformedXMLReportsLineAndColumn() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view id="a">
          </objects>
      </document>
      """
    #expect {
      _ = try document(xml)
    } throws: { error in
      guard case IBError.malformedXML(_, let line, let column) = error else { return false }
      return line == 5 && column > 1
    }
  }

  @Test func errorDescriptionsSayWhereAndHowToFix() throws {
    do {
      _ = try document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects></document>")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("1:"))
      #expect(error.description.contains("malformed XML"))
    }
    let missing = URL(fileURLWithPath: "/nonexistent/Main.storyboard")
    #expect(throws: IBError.self) { _ = try InterfaceBuilderDocument.load(contentsOf: missing) }
  }

  @Test func notAnInterfaceBuilderDocument() {
    #expect(
      throws: IBError.notInterfaceBuilder(
        message: "the root element is <plist>, not <document>", line: 1, column: 1)
    ) {
      _ = try document("<plist version=\"1.0\"><dict/></plist>")
    }
    // A macOS storyboard is read with UIKit's rules and a warning, not rejected.
    let mac = try? document(
      "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>")
    #expect(mac?.warnings.first?.message.contains("macOS") == true)
    // It has no scenes either: a second warning says so.
    #expect(mac?.warnings.map(\.kind) == [.unsupportedElement, .unsupportedElement])
  }

  @Test func unknownDocumentTypeIsRejected() {
    #expect {
      _ = try document("<document type=\"com.example.Other\"/>")
    } throws: { error in
      guard case IBError.notInterfaceBuilder(let message, _, _) = error else { return false }
      return message.contains("com.example.Other")
    }
  }

  @Test func badValuesBecomeWarningsNotCrashes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina9_9" orientation="portrait" appearance="light"/>
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="high" id="a">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                      </view>
                      <label text="x" numberOfLines="many" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                          <fontDescription key="fontDescription" type="comic" pointSize="17"/>
                      </label>
                  </subviews>
                  <constraints>
                      <constraint firstItem="a" firstAttribute="sideways" secondItem="root" secondAttribute="leading" id="c1"/>
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" multiplier="x:y" id="c2"/>
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c3"/>
                      <constraint firstItem="a" firstAttribute="top" relation="roughly" secondItem="root" secondAttribute="top" id="c4"/>
                      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" priority="often" id="c5"/>
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c6"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let doc = try document(xml)
    let scene = try #require(doc.scenes.first)
    let kinds = scene.warnings.map(\.kind)
    #expect(
      kinds == [
        .unknownDevice, .invalidValue, .invalidValue, .invalidValue, .invalidConstraint, .invalidConstraint,
        .invalidConstraint, .invalidConstraint, .invalidConstraint,
      ], "\(scene.warnings.map(\.description))")
    // UIKit rejects leading = top: the message is the layout model's validity rule.
    #expect(scene.warnings[6].message.contains("horizontal"))
    #expect(scene.canvas.width == .points(200))
    #expect(scene.constraints.map(\.id) == ["c6"])
    let result = layout(scene)
    #expect(result.view("a")?.exactFrame.minX == 10)
  }
}
