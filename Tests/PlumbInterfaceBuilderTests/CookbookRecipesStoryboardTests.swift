import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// CookbookRecipes.storyboard: the rest of the Auto Layout Cookbook, one scene per recipe, on Xcode's
// retina4_7 (iPhone SE: 375 × 667 @2x, safe area top 20, bottom 0, root margins 16). Each scene is built from
// the Plumb document Fixtures/<recipe>.yaml: same device, views, texts, fonts, priorities and constraints,
// spelled as IB would: Two Buttons with Equal Spacing uses the recipe's zero-height dummy views (IB has no
// layout-guide objects), and Working with Scroll Views pins its content to the content and frame layout
// guides (the document uses the scroll view's edges and width, which mean the same).
//
// Size Class Specific Layouts installs blue and yellow (and their labels) only in regular width and height
// (`<mask key="subviews">`), and each size class's constraints by `<variation>` masks, as the document's `when:`
// does; the stored frames are the iPhone's portrait layout (blue's and yellow's, never laid out there, are
// those of the iPad, the one layout that has them). Animating Dynamic Changes is the document's base layout,
// its constraints named by `identifier` as the recipe's outlets; the animation steps (`states:`, a document-only
// extension) are replayed here in code. In UIKit Dynamics and Auto Layout the dropped view keeps
// translatesAutoresizingMaskIntoConstraints (no `translatesAutoresizingMaskIntoConstraints="NO"`, an
// autoresizing mask) and is stored where the document's frame puts it.
//
// Naming convention: a view's IB id is "<scene prefix>-<YAML id>" and its userLabel is the YAML id, so a view
// is matched to the document's view (or, for the dummy views d1–d3, layout guide) of that id.
//
// Two kinds of check:
// - Stored frames: every `<rect key="frame">` equals the frame in Fixtures/CookbookFrames.json, the
//   document laid out with real fonts (the frames plumb's own snapshots of those documents hold). `plumb check` on the storyboard (real fonts, like those snapshots)
//   reports nothing misplaced, so IB import and documents agree; this target has no real text engine to rerun
//   that here.
// - Layout: these tests use the fixed measurer (17 pt: 8.5 per character, lines 20.287 → 20.5, ascender
//   16.186), so frames that depend on text are computed by hand below (those views are misplaced against the
//   stored real-font frames); frames that do not depend on text are also checked against the snapshots.
@Suite struct CookbookRecipesStoryboardTests {
  static let recipes: [(scene: String, snapshot: String)] = [
    ("cxw-scene", "two-views-complex-widths"), ("slt-scene", "simple-label-and-text-field"),
    ("dlt-scene", "dynamic-height-label-and-text-field"), ("fhc-scene", "fixed-height-columns"),
    ("dhc-scene", "dynamic-height-columns"), ("tewb-scene", "two-equal-width-buttons"),
    ("thwb-scene", "three-equal-width-buttons"), ("tbes-scene", "two-buttons-equal-spacing"),
    ("bsc-scene", "buttons-size-classes"), ("grp-scene", "grouping-views"), ("iaf-scene", "image-aspect-fit"),
    ("iar-scene", "image-aspect-ratio"), ("nsv-scene", "nested-stack-views"),
    ("dsv-scene", "dynamic-stack-view"),
    ("wsv-scene", "scroll-view"), ("scl-scene", "size-class-specific-layouts"),
    ("adc-scene", "animating-dynamic-changes"), ("ukd-scene", "uikit-dynamics"),
  ]

  /// The Plumb documents' laid-out frames (real fonts) by recipe, this target's own copy: `Fixtures/
  /// CookbookFrames.json` maps a name to its canvas `[width, height]`, views' frames (superview coordinates) and
  /// guides' frames (canvas coordinates) as `[x, y, width, height]`.
  static let frames: Data? = Bundle.module.url(
    forResource: "CookbookFrames", withExtension: "json", subdirectory: "Fixtures"
  ).flatMap { try? Data(contentsOf: $0) }

  /// One recipe's expected frames: views' and guides' frames by id, and the canvas size.
  struct Snapshot {
    var views: [String: Rect] = [:]
    var guides: [String: Rect] = [:]
    var canvas = Size(width: 0, height: 0)
  }

  static func snapshot(_ name: String) throws -> Snapshot {
    let data = try #require(frames, "Fixtures/CookbookFrames.json is missing")
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let json = try #require(all[name] as? [String: Any], "\(name) not in CookbookFrames.json")
    func numbers(_ value: Any?, count: Int) throws -> [Double] {
      let list = try #require(value as? [NSNumber])
      try #require(list.count == count)
      return list.map(\.doubleValue)
    }
    func rects(_ key: String) throws -> [String: Rect] {
      var result: [String: Rect] = [:]
      for (id, value) in try #require(json[key] as? [String: Any]) {
        let n = try numbers(value, count: 4)
        result[id] = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
      }
      return result
    }
    let canvas = try numbers(json["canvas"], count: 2)
    return Snapshot(
      views: try rects("views"), guides: try rects("guides"),
      canvas: Size(width: canvas[0], height: canvas[1]))
  }

  static func scene(_ id: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
    -> IBScene
  {
    try #require(try fixture("CookbookRecipes.storyboard", options: options).scene(named: id))
  }

  /// Views laid out away from their stored frames: Plumb's notes (the fixed measurer's text against the real
  /// fonts' stored frames), never misplaced views, since the file marks none.
  static func misplaced(_ result: LayoutResult) -> Set<String> {
    #expect(result.views.allSatisfy { !$0.isMisplaced })
    return Set(result.notes.filter { $0.kind == .misplaced }.flatMap(\.views))
  }

  @Test func documentAndScenes() throws {
    let doc = try fixture("CookbookRecipes.storyboard")
    #expect(doc.kind == .storyboard)
    #expect(doc.deviceID == "retina4_7")
    #expect(doc.scenes.map(\.id) == Self.recipes.map(\.scene))
    #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    #expect(doc.scene(named: "Working with Scroll Views")?.id == "wsv-scene")
    for scene in doc.scenes {
      #expect(scene.canvas.device?.name == "iphone-se", "\(scene.id)")
      #expect(scene.canvas.isViewControllerRoot)
    }
  }

  /// Frames where the storyboard and the YAML document differ by a control's alignment insets.
  static let alignmentAdjusted: [String: [String: Rect]] = [
    "ukd-scene": [
      "activateSwitch": Rect(x: 159, y: 49, width: 51, height: 31),
      "stabilizeSwitch": Rect(x: 159, y: 88, width: 51, height: 31),
      "skewSwitch": Rect(x: 159, y: 127, width: 51, height: 31),
      "activateLabel": Rect(x: 20, y: 54, width: 131, height: 21),
      "stabilizeLabel": Rect(x: 20, y: 93, width: 131, height: 21),
      "skewLabel": Rect(x: 20, y: 132, width: 131, height: 21),
    ]
  ]

  /// Every stored frame is the document's laid-out frame (less alignment insets the document does not model),
  /// and every view of the document has its IB view.
  @Test(arguments: recipes)
  func storedFramesAreTheDocumentsFrames(scene id: String, snapshot name: String) throws {
    let scene = try Self.scene(id)
    let snapshot = try Self.snapshot(name)
    let result = layout(scene)
    #expect(result.canvasSize == snapshot.canvas)
    var matched: Set<String> = []
    for view in result.views where view.superview != nil {
      let label = try #require(scene.object(view.id)?.name)
      // The root is at the origin, so a guide's canvas frame is a root subview's frame.
      var expected = try #require(snapshot.views[label] ?? snapshot.guides[label], "\(label) not in \(name)")
      // A switch's frame reaches 2 pt past its alignment rect's trailing edge, which the YAML documents do not
      // model, and its neighbours make room; the storyboard stores Xcode's frames.
      expected = Self.alignmentAdjusted[id]?[label] ?? expected
      #expect(view.expectedFrame == expected, "\(id): \(label)")
      #expect(view.id == id.replacingOccurrences(of: "scene", with: label))
      matched.insert(label)
    }
    #expect(Set(snapshot.views.keys).subtracting(["root"]).isSubset(of: matched), "\(id)")
  }

  /// No import warnings; with the fixed measurer nothing is ambiguous or unsatisfiable, only misplaced.
  @Test(arguments: recipes)
  func importsCleanly(scene id: String, snapshot _: String) throws {
    let scene = try Self.scene(id)
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let result = layout(scene)
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
    #expect(result.views.allSatisfy { !$0.isAmbiguous })
    #expect(result.isSettled)
  }

  @Test func twoViewsWithComplexWidths() throws {
    let result = layout(try Self.scene("cxw-scene"))
    // No text: the fixed measurer lays it out exactly as the document. 343 − 8 = 335 < 458, so the 2:1 ratio
    // (750) gives way to blue ≥ 150: red 185, blue 150; tops 20 + 20, bottoms 667 − 20.
    let snapshot = try Self.snapshot("two-views-complex-widths")
    #expect(frame(result, "cxw-red") == snapshot.views["red"])
    #expect(frame(result, "cxw-blue") == snapshot.views["blue"])
    #expect(frame(result, "cxw-red") == Rect(x: 16, y: 40, width: 185, height: 607))
    #expect(frame(result, "cxw-blue") == Rect(x: 209, y: 40, width: 150, height: 607))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test func simpleLabelAndTextField() throws {
    let result = layout(try Self.scene("slt-scene"))
    // "Name": 4 × 8.5 = 34 × 20.5. The field's text is 20.5 + 2 × 7 = 34.5 tall; its baseline 7 + 16.186
    // below its top (40), so the label's top is 47. Field x = 16 + 34 + 8 = 58, width 359 − 58 = 301.
    #expect(frame(result, "slt-label") == Rect(x: 16, y: 47, width: 34, height: 20.5))
    #expect(frame(result, "slt-field") == Rect(x: 58, y: 40, width: 301, height: 34.5))
    #expect(Self.misplaced(result) == ["slt-label", "slt-field"])
  }

  @Test func dynamicHeightLabelAndTextField() throws {
    let result = layout(try Self.scene("dlt-scene"))
    // 36 pt "Name": 4 × 18 = 72 wide, 42.96 → 43 tall, ascender 34.277. Both tops want 40 (@249); the
    // baselines pull the field down: field top = 40 + 34.277 − 23.186 = 51.091 → 51.
    #expect(frame(result, "dlt-label") == Rect(x: 16, y: 40, width: 72, height: 43))
    let fieldTop: Double = 40 + 36 * 0.9521484375 - (7 + 17 * 0.9521484375)
    #expect(close(exact(result, "dlt-field"), Rect(x: 96, y: fieldTop, width: 263, height: 34.5)))
    #expect(frame(result, "dlt-field") == Rect(x: 96, y: 51, width: 263, height: 34.5))
  }

  @Test func fixedHeightColumns() throws {
    let result = layout(try Self.scene("fhc-scene"))
    // Equal field widths make every label as wide as "Middle" (6 × 8.5 = 51): fields at 16 + 51 + 8 = 75, 284
    // wide. Rows 34.5 + 8 apart from 40; each label 7 below its field (baselines).
    for (row, top) in [("first", 40.0), ("middle", 82.5), ("last", 125)] {
      #expect(frame(result, "fhc-\(row)Field") == Rect(x: 75, y: top, width: 284, height: 34.5))
      #expect(frame(result, "fhc-\(row)Label") == Rect(x: 16, y: top + 7, width: 51, height: 20.5))
    }
  }

  @Test func dynamicHeightColumns() throws {
    let result = layout(try Self.scene("dhc-scene"))
    // The middle label is Title 1 (28 pt): 6 × 14 = 84 wide, 33.414 → 33.5 tall, ascender 26.66. Fields at 16
    // + 84 + 8 = 108, 251 wide. Middle field top 40 + 34.5 + 8 = 82.5; its label's baseline puts the label at
    // 82.5 + 23.186 − 26.66 = 79.03 (≥ 47 + 20.5 + 8). The last label, 7 below its field at 125, is 132.
    #expect(frame(result, "dhc-firstField") == Rect(x: 108, y: 40, width: 251, height: 34.5))
    #expect(frame(result, "dhc-firstLabel") == Rect(x: 16, y: 47, width: 84, height: 20.5))
    #expect(frame(result, "dhc-middleField") == Rect(x: 108, y: 82.5, width: 251, height: 34.5))
    #expect(frame(result, "dhc-middleLabel") == Rect(x: 16, y: 79, width: 84, height: 33.5))
    let labelTop: Double = 82.5 + 7 + 17 * 0.9521484375 - 28 * 0.9521484375
    #expect(abs(exact(result, "dhc-middleLabel").minY - labelTop) < 1e-6)
    #expect(frame(result, "dhc-lastField") == Rect(x: 108, y: 125, width: 251, height: 34.5))
    #expect(frame(result, "dhc-lastLabel") == Rect(x: 16, y: 132, width: 84, height: 20.5))
  }

  @Test func twoAndThreeEqualWidthButtons() throws {
    // Buttons: 15-pt title 17.9 → 18, + 2 × 6 = 30 tall; bottoms at 667 − 20 = 647. Two share 343 − 8, three
    // share 343 − 16.
    let two = layout(try Self.scene("tewb-scene"))
    #expect(frame(two, "tewb-short") == Rect(x: 16, y: 617, width: 167.5, height: 30))
    #expect(frame(two, "tewb-long") == Rect(x: 191.5, y: 617, width: 167.5, height: 30))
    let three = layout(try Self.scene("thwb-scene"))
    #expect(frame(three, "thwb-short") == Rect(x: 16, y: 617, width: 109, height: 30))
    #expect(frame(three, "thwb-medium") == Rect(x: 133, y: 617, width: 109, height: 30))
    #expect(frame(three, "thwb-long") == Rect(x: 250, y: 617, width: 109, height: 30))
    // The widths need no text: they match the documents' snapshots.
    let snapshot = try Self.snapshot("three-equal-width-buttons")
    #expect(frame(three, "thwb-medium").width == snapshot.views["medium"]?.width)
  }

  @Test func twoButtonsWithEqualSpacing() throws {
    let result = layout(try Self.scene("tbes-scene"))
    // Both buttons as wide as "Much Longer" (11 × 7.5 = 82.5); three equal gaps of (343 − 165) / 3 = 59.333.
    let gap = 178.0 / 3
    #expect(close(exact(result, "tbes-d1"), Rect(x: 16, y: 647, width: gap, height: 0)))
    #expect(close(exact(result, "tbes-short"), Rect(x: 16 + gap, y: 617, width: 82.5, height: 30)))
    #expect(close(exact(result, "tbes-d2"), Rect(x: 16 + gap + 82.5, y: 647, width: gap, height: 0)))
    #expect(close(exact(result, "tbes-long"), Rect(x: 16 + 2 * gap + 82.5, y: 617, width: 82.5, height: 30)))
    #expect(close(exact(result, "tbes-d3"), Rect(x: 359 - gap, y: 647, width: gap, height: 0)))
  }

  @Test func buttonsAndSizeClasses() throws {
    // Compact width (the iPhone SE): the compact variation's constraints stack the buttons at full width.
    let compact = layout(try Self.scene("bsc-scene"))
    #expect(frame(compact, "bsc-long") == Rect(x: 16, y: 617, width: 343, height: 30))
    #expect(frame(compact, "bsc-short") == Rect(x: 16, y: 579, width: 343, height: 30))
    #expect(compact.diagnostics.allSatisfy { $0.kind == .misplaced })
    // Regular width (iPhone 8 Plus landscape, 736 × 414, no insets, margins 20): Any-Any puts them side by
    // side, (696 − 8) / 2 = 344 each, bottoms at 414 − 20.
    let plus = try #require(Device.named("iphone-8-plus"))
    let scene = try Self.scene(
      "bsc-scene", options: InterfaceBuilderOptions(device: plus, orientation: .landscape))
    #expect(scene.canvas.traits.horizontalSizeClass == .regular)
    let regular = layout(scene)
    #expect(frame(regular, "bsc-short") == Rect(x: 20, y: 364, width: 344, height: 30))
    #expect(frame(regular, "bsc-long") == Rect(x: 372, y: 364, width: 344, height: 30))
    #expect(regular.diagnostics.isEmpty, "\(regular.diagnostics.map(\.message))")
    #expect(
      scene.constraints.map(\.id).contains("bsc-c02") && !scene.constraints.map(\.id).contains("bsc-c07"))
  }

  @Test func groupingViews() throws {
    let scene = try Self.scene("grp-scene")
    let result = layout(scene)
    // The detail (Subheadline, 20 × 7.5 = 150) is wider than the name (5 × 8.5) and may not pass the margin,
    // so the name (hugging 250) stretches to 150. Card: 8 + 48 + 12 + 150 + 8 = 226 by 8 + 48 + 8 = 64,
    // centred: ((375 − 226) / 2, (667 − 64) / 2). The name's bottom is the icon's centre, 8 + 24 = 32.
    #expect(frame(result, "grp-card") == Rect(x: 74.5, y: 301.5, width: 226, height: 64))
    #expect(frame(result, "grp-icon") == Rect(x: 8, y: 8, width: 48, height: 48))
    #expect(frame(result, "grp-name") == Rect(x: 68, y: 11.5, width: 150, height: 20.5))
    #expect(frame(result, "grp-detail") == Rect(x: 68, y: 34, width: 150, height: 18))
    #expect(frame(result, "grp-icon") == (try Self.snapshot("grouping-views")).views["icon"])
    #expect(scene.root.subviews.first?.appearance.cornerRadius == 12)
  }

  @Test func imageViewsAspectFitAndAspectRatio() throws {
    let fit = layout(try Self.scene("iaf-scene"))
    // Title 2 (22 pt) is 26.25 → 26.5 tall; the footnote caption wraps to 2 lines at 343 (52 characters a
    // line): 2 × 15.51 → 31.5, its bottom at 647. The photo (vertical hugging 249, resistance 749) takes the
    // rest.
    #expect(frame(fit, "iaf-name") == Rect(x: 16, y: 40, width: 343, height: 26.5))
    #expect(frame(fit, "iaf-photo") == Rect(x: 16, y: 74.5, width: 343, height: 533))
    #expect(frame(fit, "iaf-caption") == Rect(x: 16, y: 615.5, width: 343, height: 31.5))
    let ratio = layout(try Self.scene("iar-scene"))
    // 343 wide, 343 × 3/4 = 257.25 tall (no text: the document's frame); the caption 42 × 6.5 = 273 wide.
    #expect(close(exact(ratio, "iar-photo"), Rect(x: 16, y: 40, width: 343, height: 257.25)))
    #expect(frame(ratio, "iar-photo") == (try Self.snapshot("image-aspect-ratio")).views["photo"])
    #expect(frame(ratio, "iar-caption") == Rect(x: 16, y: 305.5, width: 273, height: 16))
    #expect(Self.misplaced(ratio) == ["iar-caption"])
  }

  @Test func nestedStackViews() throws {
    let result = layout(try Self.scene("nsv-scene"))
    // Name rows: 3 × 34.5 + 2 × 8 = 119.5; the square image (resistance 48) shrinks from 120 to that height.
    // Labels as wide as "Middle" (51); fields 215.5 − 51 − 8 = 156.5. Buttons: (343 − 16) / 3 = 109, 30 tall
    // at 607 − 30; the notes view (hugging 249) takes 577 − 8 − 127.5 = 441.5.
    #expect(frame(result, "nsv-rootStack") == Rect(x: 16, y: 40, width: 343, height: 607))
    #expect(frame(result, "nsv-image") == Rect(x: 0, y: 0, width: 119.5, height: 119.5))
    #expect(frame(result, "nsv-nameRows") == Rect(x: 127.5, y: 0, width: 215.5, height: 119.5))
    #expect(frame(result, "nsv-middleRow") == Rect(x: 0, y: 42.5, width: 215.5, height: 34.5))
    #expect(frame(result, "nsv-lastLabel") == Rect(x: 0, y: 7, width: 51, height: 20.5))
    #expect(frame(result, "nsv-lastField") == Rect(x: 59, y: 0, width: 156.5, height: 34.5))
    #expect(frame(result, "nsv-notes") == Rect(x: 0, y: 127.5, width: 343, height: 441.5))
    #expect(frame(result, "nsv-buttons") == Rect(x: 0, y: 577, width: 343, height: 30))
    #expect(frame(result, "nsv-clear") == Rect(x: 234, y: 0, width: 109, height: 30))
    #expect(frame(result, "nsv-rootStack") == (try Self.snapshot("nested-stack-views")).views["rootStack"])
  }

  @Test func dynamicStackView() throws {
    let scene = try Self.scene("dsv-scene")
    let result = layout(scene)
    // The scroll view: margins 16…359, top margin 20, bottom 667 − 20 (no text: the document's frame).
    #expect(frame(result, "dsv-scrollView") == Rect(x: 16, y: 20, width: 343, height: 627))
    #expect(frame(result, "dsv-scrollView") == (try Self.snapshot("dynamic-stack-view")).views["scrollView"])
    // A row: date 12 × 8.5 = 102, Delete 6 × 7.5 = 45 × 30, the title (hugging 249) 343 − 102 − 45 − 16 =
    // 180. First baselines: the button's at 6 + 14.28, so labels sit 20.28 − 16.19 = 4.1 → 4 down. The hidden
    // entry collapses: entries 0 and 30, content 60 tall, shorter than the frame.
    #expect(frame(result, "dsv-entries") == Rect(x: 0, y: 0, width: 343, height: 60))
    #expect(frame(result, "dsv-entry1") == Rect(x: 0, y: 0, width: 343, height: 30))
    #expect(frame(result, "dsv-title1") == Rect(x: 110, y: 4, width: 180, height: 20.5))
    #expect(frame(result, "dsv-delete1") == Rect(x: 298, y: 0, width: 45, height: 30))
    #expect(frame(result, "dsv-entry2").height == 0)
    #expect(frame(result, "dsv-entry3") == Rect(x: 0, y: 30, width: 343, height: 30))
    let content = try #require(result.guides.first { $0.id == "dsv-scrollView.contentLayoutGuide" })
    #expect(content.absoluteFrame == Rect(x: 16, y: 20, width: 343, height: 60))
    #expect(scene.root.subtree.first { $0.identifier == "dsv-entry2" }?.isHidden == true)
  }

  @Test func workingWithScrollViews() throws {
    let result = layout(try Self.scene("wsv-scene"))
    // Footer "Scroll for more": 15 × 6.5 = 97.5 × 16, bottom at 647, centred ((375 − 97.5) / 2 = 138.75 →
    // 139). The scroll view runs from 20 to 631 − 12 = 619 (no text in its size: the document's frame).
    #expect(frame(result, "wsv-footer") == Rect(x: 139, y: 631, width: 97.5, height: 16))
    #expect(frame(result, "wsv-scrollView") == Rect(x: 0, y: 20, width: 375, height: 599))
    #expect(frame(result, "wsv-scrollView") == (try Self.snapshot("scroll-view")).views["scrollView"])
    // Content margins 8: labels 359 wide. Title 1 fits one line (25 × 14 = 350): 33.5. The body wraps to 6
    // lines of ≤ 42 characters: 6 × 20.287 → 122. Panels 20 apart from 20 + 33.5 + 8 + 122 + 20 = 203.5;
    // content 643.5 + 200 + 20 = 863.5 tall, taller than the frame, scrolling vertically only.
    #expect(frame(result, "wsv-titleLabel") == Rect(x: 8, y: 20, width: 359, height: 33.5))
    #expect(frame(result, "wsv-bodyLabel") == Rect(x: 8, y: 61.5, width: 359, height: 122))
    #expect(frame(result, "wsv-firstPanel") == Rect(x: 8, y: 203.5, width: 359, height: 200))
    #expect(frame(result, "wsv-thirdPanel") == Rect(x: 8, y: 643.5, width: 359, height: 200))
    #expect(frame(result, "wsv-contentView") == Rect(x: 0, y: 0, width: 375, height: 863.5))
    let content = try #require(result.guides.first { $0.id == "wsv-scrollView.contentLayoutGuide" })
    #expect(content.absoluteFrame == Rect(x: 0, y: 20, width: 375, height: 863.5))
  }

  @Test func twoViewsWithComplexWidthsOnIPad() throws {
    let ipad = try #require(Device.named("ipad-10"))
    let scene = try Self.scene("cxw-scene", options: InterfaceBuilderOptions(device: ipad))
    let result = layout(scene)
    // 820 wide, margins 20: 780 − 8 = 772 ≥ 458, so the 2:1 ratio holds: blue 772 / 3 = 257.33 → 257.5, red
    // 514.67 → 514.5; tops 24 + 20, bottoms 1180 − 20 − 20. No text: equal to the iPad document's snapshot.
    let snapshot = try Self.snapshot("two-views-complex-widths-ipad")
    #expect(result.canvasSize == snapshot.canvas)
    #expect(frame(result, "cxw-red") == snapshot.views["red"])
    #expect(frame(result, "cxw-blue") == snapshot.views["blue"])
    #expect(frame(result, "cxw-red") == Rect(x: 20, y: 44, width: 514.5, height: 1096))
    #expect(
      close(exact(result, "cxw-blue"), Rect(x: 20 + 1544.0 / 3 + 8, y: 44, width: 772.0 / 3, height: 1096)))
    // The stored frames belong to the iPhone: none is expected here, so none is misplaced.
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// Dynamic Text and Readability is on an iPad in landscape, so it has a storyboard of its own.
  @Test func dynamicTextAndReadability() throws {
    let doc = try fixture("CookbookRecipesPad.storyboard")
    #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    let scene = try #require(doc.scene(named: "Dynamic Text and Readability"))
    #expect(scene.canvas.device?.name == "ipad-10")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let result = layout(scene)
    let snapshot = try Self.snapshot("readable-content")
    #expect(result.canvasSize == snapshot.canvas)
    #expect(result.view("rdc-article")?.expectedFrame == snapshot.views["article"])
    // The readable guide is 672 wide, centred in 1180 (254 each side), below the 24-pt safe-area top.
    let guide = try #require(result.guides.first { $0.id == "rdc-root.readableContent" })
    #expect(guide.absoluteFrame == snapshot.guides["root.readableContent"])
    #expect(guide.absoluteFrame == Rect(x: 254, y: 24, width: 672, height: 776))
    // 180 characters at 8.5 wrap to 3 lines of ≤ 79 in 672: 3 × 20.287 → 61 (the real font needs 62).
    #expect(frame(result, "rdc-article") == Rect(x: 254, y: 44, width: 672, height: 61))
    #expect(Self.misplaced(result) == ["rdc-article"])
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced })
  }

  @Test func sizeClassSpecificLayoutsInCompactWidth() throws {
    let scene = try Self.scene("scl-scene")
    let result = layout(scene)
    // The iPhone SE in portrait (compact width, regular height): red and green stacked margin to margin, 40…647
    // shared with an 8-pt gap, (607 − 8) / 2 = 299.5 each. Blue and yellow are not installed, and neither are
    // the constraints that mention them. No text in these frames: the document's.
    let snapshot = try Self.snapshot("size-class-specific-layouts")
    #expect(frame(result, "scl-redView") == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frame(result, "scl-greenView") == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
    #expect(frame(result, "scl-redView") == snapshot.views["redView"])
    #expect(frame(result, "scl-greenView") == snapshot.views["greenView"])
    #expect(result.view("scl-blueView") == nil && result.view("scl-yellowLabel") == nil)
    #expect(!scene.constraints.map(\.id).contains("scl-c22"))
    // Black 36-pt "Red" is 3 × 18 = 54 by 43, centred at (187.5, 189.75): its top 168.25 rounds to 168.5 on
    // the 2x grid, 128.5 in the red view. "Green" (90 wide): top 475.75 → 476, 128.5 in the green view.
    #expect(frame(result, "scl-redLabel") == Rect(x: 144.5, y: 128.5, width: 54, height: 43))
    #expect(frame(result, "scl-greenLabel") == Rect(x: 126.5, y: 128.5, width: 90, height: 43))
    #expect(Self.misplaced(result) == ["scl-redLabel", "scl-greenLabel"])
  }

  @Test func sizeClassSpecificLayoutsInCompactHeight() throws {
    // Landscape (compact height): side by side, 20 below the top (no status bar) and 20 above the bottom; the
    // margins 16…651 shared with a gap: (635 − 8) / 2 = 313.5.
    let scene = try Self.scene("scl-scene", options: InterfaceBuilderOptions(orientation: .landscape))
    #expect(scene.canvas.traits.verticalSizeClass == .compact)
    let result = layout(scene)
    #expect(result.canvasSize == Size(width: 667, height: 375))
    #expect(frame(result, "scl-redView") == Rect(x: 16, y: 20, width: 313.5, height: 335))
    #expect(frame(result, "scl-greenView") == Rect(x: 337.5, y: 20, width: 313.5, height: 335))
    #expect(result.view("scl-blueView") == nil && result.view("scl-yellowView") == nil)
    // "Red" centred in 313.5 × 335: (313.5 − 54) / 2 = 129.75, at 145.75 on the canvas → 146, so 130; (335 − 43)
    // / 2 = 146.
    #expect(frame(result, "scl-redLabel") == Rect(x: 130, y: 146, width: 54, height: 43))
    #expect(result.views.allSatisfy { !$0.isAmbiguous })
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
  }

  @Test func sizeClassSpecificLayoutsInRegularWidthAndHeight() throws {
    // The iPad (regular, regular) installs blue and yellow: a 2 × 2 grid in 20…800 × 44…1140, columns (780 − 8)
    // / 2 = 386, rows (1096 − 8) / 2 = 544.
    let ipad = try #require(Device.named("ipad-10"))
    let scene = try Self.scene("scl-scene", options: InterfaceBuilderOptions(device: ipad))
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let result = layout(scene)
    #expect(frame(result, "scl-redView") == Rect(x: 20, y: 44, width: 386, height: 544))
    #expect(frame(result, "scl-blueView") == Rect(x: 414, y: 44, width: 386, height: 544))
    #expect(frame(result, "scl-greenView") == Rect(x: 20, y: 596, width: 386, height: 544))
    #expect(frame(result, "scl-yellowView") == Rect(x: 414, y: 596, width: 386, height: 544))
    // Labels centred: "Blue" 72 wide at (386 − 72) / 2 = 157, "Yellow" 108 at 139; (544 − 43) / 2 = 250.5.
    #expect(frame(result, "scl-blueLabel") == Rect(x: 157, y: 250.5, width: 72, height: 43))
    #expect(frame(result, "scl-yellowLabel") == Rect(x: 139, y: 250.5, width: 108, height: 43))
    // Another device: the stored frames are not expected here, so nothing is misplaced.
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// The recipe's code on the imported scene: its constraints found by identifier (the recipe's outlets), the
  /// animation's steps applied as the document's `states:` apply them, and each step's frames equal to that
  /// state's snapshot (no text: the fixed measurer lays it out as the real fonts do).
  @Test func animatingDynamicChangesReplaysTheRecipesSteps() throws {
    let scene = try Self.scene("adc-scene")
    func named(_ identifier: String) throws -> LayoutConstraint {
      try #require(scene.constraints.first { $0.constraint.identifier == identifier }?.constraint)
    }
    let root = scene.root
    let topView = try #require(root.subviews.first { $0.identifier == "adc-topView" })
    let bottomView = try #require(root.subviews.first { $0.identifier == "adc-bottomView" })
    let (engine, base) = scene.layoutWithEngine(measurer: FixedTextMeasurer())
    #expect(root.clipsToBounds)
    #expect(base.diagnostics.isEmpty, "\(base.diagnostics.map(\.message))")

    func expectFrames(_ result: LayoutResult, _ name: String) throws {
      let snapshot = try Self.snapshot(name)
      #expect(
        Set(result.views.map(\.id))
          == Set(snapshot.views.keys.map { $0 == "root" ? "adc-root" : "adc-" + $0 }))
      for (id, expected) in snapshot.views where id != "root" {
        #expect(frame(result, "adc-" + id) == expected, "\(name): \(id)")
      }
      #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
    }

    // Entering: a view as tall as the top view, 20 above it: off the top of the screen.
    let entering = View("adc-entering")
    try root.addSubview(entering)
    let newSpace = topView.topAnchor.constraint(equalTo: entering.bottomAnchor, constant: 20)
    try engine.activate([
      entering.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      entering.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      entering.heightAnchor.constraint(equalTo: topView.heightAnchor), newSpace,
    ])
    try expectFrames(engine.layout(), "animating-dynamic-changes-entering")
    #expect(frame(engine.layout(), "adc-entering") == Rect(x: 16, y: -279.5, width: 343, height: 299.5))

    // The animation block: the entering view takes the top, the bottom view is pushed off the bottom.
    try named("topConstraint").deactivate()
    try named("bottomConstraint").deactivate()
    newSpace.constant = 8
    try named("spaceBetweenViews").constant = 20
    try engine.activate([
      entering.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: topView.bottomAnchor, constant: 20),
    ])
    let animated = engine.layout()
    try expectFrames(animated, "animating-dynamic-changes-animated")
    #expect(frame(animated, "adc-bottomView") == Rect(x: 16, y: 667, width: 343, height: 299.5))

    // The completion handler removes the old bottom view: the storyboard's layout, one box further along.
    bottomView.removeFromSuperview()
    let completed = engine.layout()
    try expectFrames(completed, "animating-dynamic-changes-completed")
    #expect(frame(completed, "adc-entering") == frame(base, "adc-topView"))
    #expect(frame(completed, "adc-topView") == frame(base, "adc-bottomView"))
  }

  @Test func uikitDynamicsAndAutoLayout() throws {
    let scene = try Self.scene("ukd-scene")
    let result = layout(scene)
    // The dropped view is placed by its frame (autoresizing), resting on the collision boundary 20 above the
    // bottom; its content is laid out inside by constraints: the title fills 228 − 40 by the 178 − 20 − 3 × 31 −
    // 3 × 8 − 20 = 21 the switches leave; a switch's 49-pt alignment rect ends 20 before the edge, at
    // 228 − 20 − 49 = 159, its 51-pt frame 2 pt past it; labels 159 − 8 − 20 = 131 wide. (The YAML document has
    // no alignment insets: its switches are at 157.)
    let dynamicView = try #require(scene.root.subviews.first)
    #expect(dynamicView.translatesAutoresizingMaskIntoConstraints)
    #expect(frame(result, "ukd-dynamicView") == Rect(x: 73.5, y: 469, width: 228, height: 178))
    #expect(frame(result, "ukd-titleLabel") == Rect(x: 20, y: 20, width: 188, height: 21))
    for (name, top) in [("activate", 49.0), ("stabilize", 88), ("skew", 127)] {
      #expect(frame(result, "ukd-\(name)Switch") == Rect(x: 159, y: top, width: 51, height: 31))
      // A 20.5-pt label centred on its switch: top + 15.5 − 10.25, a quarter point off the grid, rounds up.
      #expect(frame(result, "ukd-\(name)Label") == Rect(x: 20, y: top + 5.5, width: 131, height: 20.5))
    }
    let snapshot = try Self.snapshot("uikit-dynamics")
    for id in ["dynamicView", "titleLabel"] {
      #expect(frame(result, "ukd-" + id) == snapshot.views[id], "\(id)")
    }
    for id in ["activateSwitch", "stabilizeSwitch", "skewSwitch"] {
      #expect(frame(result, "ukd-" + id) == snapshot.views[id]?.offsetBy(dx: 2, dy: 0), "\(id)")
    }
    // The labels are 21 tall with the real fonts, so only they are misplaced here.
    #expect(Self.misplaced(result) == ["ukd-activateLabel", "ukd-stabilizeLabel", "ukd-skewLabel"])
    // Autoresizing with flexible right and bottom margins: on the iPad the view keeps its distance from the
    // top-left corner and its size.
    let ipad = try #require(Device.named("ipad-10"))
    let large = layout(try Self.scene("ukd-scene", options: InterfaceBuilderOptions(device: ipad)))
    #expect(frame(large, "ukd-dynamicView") == Rect(x: 73.5, y: 469, width: 228, height: 178))
    #expect(frame(large, "ukd-skewSwitch") == Rect(x: 159, y: 127, width: 51, height: 31))
  }
}
