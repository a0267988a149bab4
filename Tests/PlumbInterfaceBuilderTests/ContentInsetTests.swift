import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// A table view controller in a navigation controller on a 4.7-inch phone (status bar 20, navigation bar 44):
// Xcode stores its cells in the table's content coordinates and shows the first row below the bar, as UIKit's
// automatic content inset adjustment does; a table that opts out, or whose controller does, starts at its top.
@Suite struct ContentInsetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var tableAttributes = ""
    var controllerAttributes = ""
    var cellTop: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "automatic", cellTop: 64 + 28),
    Case(name: "never", tableAttributes: #"contentInsetAdjustmentBehavior="never""#, cellTop: 28),
    Case(
      name: "controller opts out", controllerAttributes: #"automaticallyAdjustsScrollViewInsets="NO""#,
      cellTop: 28),
  ]

  static func storyboard(_ test: Case) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="nav-sc">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="seg"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="list-sc">
                <objects>
                    <tableViewController id="list" title="List" \(test.controllerAttributes) sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \(test.tableAttributes) id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="List" id="ni"/>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test(arguments: cases) func cellsStartBelowTheBars(_ test: Case) throws {
    let doc = try document(Self.storyboard(test))
    let list = try #require(doc.scene(named: "List"))
    #expect(list.warnings.isEmpty, "\(list.warnings)")
    let result = layout(list)
    #expect(result.view("cell")?.frame == Rect(x: 0, y: test.cellTop, width: 375, height: 44))
    // The cell's own screen is the cell alone, wherever its copy is drawn.
    let cell = try #require(doc.scenes.first { $0.id == "list-sc/Row" })
    #expect(layout(cell).view("cell")?.frame.origin == Point(x: 0, y: 0))
  }
}
