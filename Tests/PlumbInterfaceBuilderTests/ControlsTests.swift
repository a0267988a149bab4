import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Every control kind, measured with the fixed test measurer (advance = ½ em, line height 1.1934 em, @2x).
@Suite struct ControlsTests {
  @Test func controlsInALeadingStack() throws {
    let scene = try #require(try fixture("Controls.storyboard").scene(named: "Controls"))
    let result = layout(scene)
    // Heights: label 20 × 1.1934 = 23.87 → 24; button 18 + 12; text field max(34, 17 + 14); switch 31;
    // slider 30 (its alignment rect; the frame is 31); stepper 32; segmented 31 (its alignment rect; the frame
    // is 32); activity 20; progress 4; image 24; spacing 10 → 350. Width: the widest is the slider's 200-pt constraint (its frame is 204 wide).
    #expect(frame(result, "ctl-sv-001") == Rect(x: 16, y: 48, width: 200, height: 350))
    let expected: [(String, Rect)] = [
      ("ctl-lb-001", Rect(x: 0, y: 0, width: 50, height: 24)),
      ("ctl-bt-001", Rect(x: 0, y: 34, width: 22.5, height: 30)),
      ("ctl-tf-001", Rect(x: 0, y: 74, width: 49, height: 34)),
      ("ctl-sw-001", Rect(x: 0, y: 118, width: 51, height: 31)),
      ("ctl-sl-001", Rect(x: -2, y: 159, width: 204, height: 31)),
      ("ctl-st-001", Rect(x: 0, y: 199, width: 94, height: 32)),
      // Two segments of the widest title (19.5) plus 12 per side.
      ("ctl-sg-001", Rect(x: 0, y: 241, width: 87, height: 32)),
      ("ctl-ai-001", Rect(x: 0, y: 282, width: 20, height: 20)),
      ("ctl-pv-001", Rect(x: 0, y: 312, width: 150, height: 4)),
      ("ctl-im-001", Rect(x: 0, y: 326, width: 24, height: 24)),
    ]
    for (id, rect) in expected {
      #expect(frame(result, id) == rect, "\(id)")
      #expect(!differsFromStored(result, id), "\(id)")
    }
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")

    let views = Dictionary(uniqueKeysWithValues: scene.root.subtree.map { ($0.identifier, $0) })
    #expect(views["ctl-lb-001"]?.kind == .label)
    #expect(views["ctl-lb-001"]?.text?.font == FontDescriptor(size: 20, weight: .bold))
    #expect(views["ctl-lb-001"]?.appearance.textColor == "#0000FF")
    #expect(views["ctl-bt-001"]?.text?.text == "Tap")
    #expect(views["ctl-bt-001"]?.appearance.textColor == "systemGreen")
    #expect(views["ctl-tf-001"]?.placeholder == "Email")
    #expect(views["ctl-sg-001"]?.segments == ["One", "Two"])
    #expect(views["ctl-im-001"]?.imageSize == Size(width: 24, height: 24))
    #expect(views["ctl-im-001"]?.appearance.contentMode == "scaleAspectFit")
    #expect(views["ctl-sw-001"]?.contentHuggingPriority == AxisPair(750))
    #expect(scene.object("ctl-tf-001")?.name == "Email")
    #expect(scene.object("ctl-sv-001")?.name == "Controls Stack")
    #expect(scene.object("ctl-im-001")?.imageName == "star")
    #expect(
      scene.objects.map(\.className) == [
        "UIView", "UIStackView", "UILabel", "UIButton", "UITextField", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIImageView",
      ])
  }

  @Test func textViewsAndLabels() throws {
    let scene = try #require(try fixture("Controls.storyboard").scene(named: "Text"))
    let result = layout(scene)
    // Non-scrolling text view: "Hi there" at 14 pt is 56 + 5 + 5 wide, 17 + 8 + 8 tall.
    #expect(frame(result, "txt-tv-001") == Rect(x: 16, y: 48, width: 66, height: 33))
    // A scrolling text view has no intrinsic size: its constraints alone decide.
    #expect(frame(result, "txt-tv-002") == Rect(x: 16, y: 91, width: 200, height: 100))
    // Body (17 pt) wrapped at 60: "one two" (59.5) / "three" / "four": 3 × 20.29 = 60.9 → 61.
    #expect(frame(result, "txt-lb-001") == Rect(x: 16, y: 201, width: 60, height: 61))
    // "cd" hugs at 250, below "ab"'s 251, so it stretches to the trailing margin; baselines align.
    #expect(frame(result, "txt-lb-002") == Rect(x: 16, y: 272, width: 17, height: 20.5))
    #expect(frame(result, "txt-lb-003") == Rect(x: 41, y: 272, width: 357, height: 20.5))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.notes.isEmpty)

    let views = Dictionary(uniqueKeysWithValues: scene.root.subtree.map { ($0.identifier, $0) })
    #expect(
      views["txt-tv-002"]?.text?.text
        == "A scrolling text view has no intrinsic size, however long its text is.")
    #expect(views["txt-lb-001"]?.text?.font == .preferred(.body))
    #expect(views["txt-lb-001"]?.text?.numberOfLines == 0)
    #expect(views["txt-lb-001"]?.text?.lineBreakMode == .byWordWrapping)
    #expect(views["txt-lb-002"]?.text?.alignment == .right)
    #expect(views["txt-lb-002"]?.text?.font.weight == .semibold)
    #expect(views["txt-lb-003"]?.text?.font == FontDescriptor(family: "Avenir", size: 17, weight: .heavy))
    #expect(views["txt-lb-003"]?.compressionResistancePriority.horizontal == 740)
    #expect(views["txt-lb-003"]?.contentHuggingPriority.horizontal == 250)
  }

  /// Since Xcode 11 a segmented control lays out by a rectangle 1 pt shorter than its 32-pt frame: the view
  /// stacked below it starts 31 pt down. Xcode 10's canvas drew the older control, without that.
  @Test(arguments: [("18122", 31.0, 63.0), ("14460.31", 32.0, 64.0)])
  func segmentedControlAlignment(tools: String, below: Double, stack: Double) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="st">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="\(stack)"/>
                  <subviews>
                      <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="32"/>
                          <segments><segment title="First"/><segment title="Second"/></segments>
                      </segmentedControl>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                          <rect key="frame" x="0.0" y="\(below)" width="300" height="32"/>
                          <constraints><constraint firstAttribute="height" constant="32" id="h"/></constraints>
                      </view>
                  </subviews>
              </stackView>
          </objects>
      </document>
      """
    for sizes in [true, false] {
      let result = layout(
        try #require(
          try document(xml, options: InterfaceBuilderOptions(useStoredContentSizes: sizes)).scenes.first))
      #expect(frame(result, "sg") == Rect(x: 0, y: 0, width: 300, height: 32))
      #expect(frame(result, "v") == Rect(x: 0, y: below, width: 300, height: 32))
    }
  }
}
