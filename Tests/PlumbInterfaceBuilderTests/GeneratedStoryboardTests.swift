import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// A generated storyboard: 25 rows of 12 views (a container, six controls, a fill-equally stack of four labels).
func generatedStoryboard(rows: Int) -> String {
  var subviews = ""
  var constraints = ""
  var counter = 0
  func id() -> String {
    counter += 1
    return String(format: "g%02d-%02d-%03d", counter % 97, counter % 89, counter)
  }
  func constraint(_ first: String?, _ a: String, _ second: String?, _ b: String?, constant: Double = 0)
    -> String
  {
    var text = "<constraint"
    if let first { text += " firstItem=\"\(first)\"" }
    text += " firstAttribute=\"\(a)\""
    if let second, let b { text += " secondItem=\"\(second)\" secondAttribute=\"\(b)\"" }
    if constant != 0 { text += " constant=\"\(constant)\"" }
    return text + " id=\"\(id())\"/>\n"
  }
  var previous: String?
  for row in 0..<rows {
    let container = id()
    let (label, field, button, toggle, image, progress, stack) = (id(), id(), id(), id(), id(), id(), id())
    let arranged = (0..<4).map { _ in id() }
    var inner = """
      <label text="Row \(row + 1)" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
          <rect key="frame" x="0.0" y="4" width="42.5" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
          <rect key="frame" x="50" y="0.0" width="60" height="34"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      <button buttonType="system" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
          <rect key="frame" x="118" y="0.0" width="15" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <state key="normal" title="Go"/>
      </button>
      <switch on="YES" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(toggle)">
          <rect key="frame" x="141" y="0.0" width="51" height="31"/>
      </switch>
      <imageView image="dot" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(image)">
          <rect key="frame" x="200" y="2" width="24" height="24"/>
      </imageView>
      <progressView progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="\(progress)">
          <rect key="frame" x="232" y="12" width="30" height="4"/>
      </progressView>
      <stackView distribution="fillEqually" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="\(stack)">
          <rect key="frame" x="270" y="4" width="112" height="20.5"/>
          <subviews>

      """
    for (index, item) in arranged.enumerated() {
      inner += """
        <label text="\(["a", "b", "c", "d"][index])" translatesAutoresizingMaskIntoConstraints="NO" id="\(item)">
            <rect key="frame" x="0.0" y="0.0" width="26" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>

        """
    }
    inner += "</subviews>\n</stackView>\n"
    var rowConstraints = constraint(nil, "height", nil, nil, constant: 28)
    rowConstraints += constraint(label, "leading", container, "leading")
    let chain = [label, field, button, toggle, image, progress, stack]
    for (a, b) in zip(chain, chain.dropFirst()) {
      rowConstraints += constraint(b, "leading", a, "trailing", constant: 8)
    }
    rowConstraints += constraint(nil, "trailing", stack, "trailing")
    rowConstraints += constraint(field, "width", nil, nil, constant: 60)
    rowConstraints += constraint(progress, "width", nil, nil, constant: 30)
    for item in chain { rowConstraints += constraint(item, "centerY", container, "centerY") }
    subviews += """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(container)">
          <rect key="frame" x="16" y="\(48 + 32 * row)" width="382" height="28"/>
          <subviews>
      \(inner)
          </subviews>
          <constraints>
      \(rowConstraints)
          </constraints>
      </view>

      """
    constraints += constraint(container, "leading", "gen-rt-001", "leadingMargin")
    constraints += constraint(nil, "trailingMargin", container, "trailing")
    if let previous {
      constraints += constraint(container, "top", previous, "bottom", constant: 4)
    } else {
      constraints += constraint(container, "top", "gen-sa-001", "top")
    }
    previous = container
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="gen-sc-001">
                <objects>
                    <viewController title="Generated" id="gen-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="gen-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="gen-sa-001"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="dot" width="24" height="24"/>
        </resources>
    </document>
    """
}

/// A generated 300-view storyboard imports and lays out as its constraints say (timing: `plumb layout` on the
/// corpus, `Benchmarks/InterfaceBuilder/measure.py`; no wall-clock checks here).
@Suite struct GeneratedStoryboardTests {
  @Test func threeHundredViewStoryboard() throws {
    let data = Data(generatedStoryboard(rows: 25).utf8)
    let doc = try InterfaceBuilderDocument.load(data: data)
    let scene = try #require(doc.scenes.first)
    let layout = scene.layout(measurer: FixedTextMeasurer())
    #expect(layout.views.count == 301)
    // The generator's stored frames are rough, so misplaced views are expected; nothing else is.
    let problems = layout.diagnostics.filter { $0.kind != .misplaced }
    #expect(problems.isEmpty, "\(problems.prefix(2).map(\.message))")
    // Row 1: "Row 1" is 42.5 wide; the controls (the switch's alignment rect 49 wide) take 8-pt gaps up to
    // 260.5 + 8; the stack gets the rest.
    let ids = layout.views.map(\.id)
    let stack = try #require(layout.views.first { $0.kind == .stack })
    #expect(
      close(stack.exactFrame.offsetBy(dx: -16, dy: -48), Rect(x: 268.5, y: 3.75, width: 113.5, height: 20.5)))
    #expect(frame(layout, ids[1]) == Rect(x: 16, y: 48, width: 382, height: 28))
    #expect(frame(layout, ids[ids.count - 12]) == Rect(x: 16, y: 48 + 24 * 32, width: 382, height: 28))
  }
}
