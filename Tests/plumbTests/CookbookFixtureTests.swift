import Foundation
import PlumbDocument
import PlumbLayout
import PlumbText
import Testing

/// The last three Cookbook recipes as fixtures, their key frames computed by hand. iPhone SE: 375 × 667, a
/// 20-pt status bar (safe area 20…667), root margins 16 in compact width.
@Suite struct CookbookFixtureTests {
  func layout(_ name: String, overrides: TraitOverrides = TraitOverrides(), afterStates count: Int = 0) throws
    -> LayoutResult
  {
    let document = try DocumentLoader().load(
      path: FixtureSnapshotTests.fixtures.appendingPathComponent(name).path)
    return try document.makeEngine(
      afterStates: count, options: BuildOptions(overrides: overrides), measurer: FixtureSnapshotTests.text
    ).result
  }

  func frame(_ result: LayoutResult, _ id: String) -> Rect? { result.view(id)?.frame }

  @Test func sizeClassSpecificLayoutsInCompactWidthStackVertically() throws {
    let result = try layout("size-class-specific-layouts.yaml")
    // Margin to margin (16…359); 40…647 shared by two boxes and an 8-pt gap: (607 − 8) / 2 = 299.5.
    #expect(frame(result, "redView") == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frame(result, "greenView") == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
    #expect(result.view("blueView") == nil && result.view("yellowView") == nil)
    #expect(result.diagnostics.isEmpty)
    // Labels are centred in their boxes (canvas coordinates before pixel alignment: 40 + 149.75 is off the 2x grid).
    let label = try #require(result.view("redLabel")?.exactFrame)
    #expect(abs(label.midX - (16 + 343 / 2)) < 1e-6 && abs(label.midY - (40 + 299.5 / 2)) < 1e-6)
  }

  @Test func sizeClassSpecificLayoutsInCompactHeightSitSideBySide() throws {
    let result = try layout(
      "size-class-specific-layouts.yaml", overrides: TraitOverrides(orientation: .landscape))
    // 667 × 375 with no status bar: 20…355 tall; margins 16…651 shared by two and a gap: (635 − 8) / 2 = 313.5.
    #expect(frame(result, "redView") == Rect(x: 16, y: 20, width: 313.5, height: 335))
    #expect(frame(result, "greenView") == Rect(x: 337.5, y: 20, width: 313.5, height: 335))
    #expect(result.view("blueView") == nil)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func sizeClassSpecificLayoutsInRegularWidthAndHeightMakeAGrid() throws {
    let result = try layout("size-class-specific-layouts.yaml", overrides: TraitOverrides(device: .iPad10))
    // iPad: 820 × 1180, safe area 24…1160, margins 20. Columns (780 − 8) / 2 = 386; rows 44…1140: (1096 − 8) / 2.
    #expect(frame(result, "redView") == Rect(x: 20, y: 44, width: 386, height: 544))
    #expect(frame(result, "blueView") == Rect(x: 414, y: 44, width: 386, height: 544))
    #expect(frame(result, "greenView") == Rect(x: 20, y: 596, width: 386, height: 544))
    #expect(frame(result, "yellowView") == Rect(x: 414, y: 596, width: 386, height: 544))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func animatingDynamicChangesStepByStep() throws {
    // The storyboard's layout: two boxes of (647 − 40 − 8) / 2 = 299.5, top one 20 below the safe area.
    let base = try layout("animating-dynamic-changes.yaml")
    #expect(frame(base, "topView") == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frame(base, "bottomView") == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
    #expect(base.diagnostics.isEmpty)
    // Entering: as tall as the top view, its bottom 20 above the top view's top (40 − 20 = 20).
    let entering = try layout("animating-dynamic-changes.yaml", afterStates: 1)
    #expect(frame(entering, "entering") == Rect(x: 16, y: -279.5, width: 343, height: 299.5))
    #expect(frame(entering, "topView") == frame(base, "topView"))
    #expect(entering.diagnostics.isEmpty)
    // Animated: entering at 40, the old top view 8 below it, and the old bottom view 20 below that, off screen.
    let animated = try layout("animating-dynamic-changes.yaml", afterStates: 2)
    #expect(frame(animated, "entering") == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frame(animated, "topView") == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
    #expect(frame(animated, "bottomView") == Rect(x: 16, y: 667, width: 343, height: 299.5))
    #expect(animated.diagnostics.isEmpty)
    // Completed: the bottom view is gone and the screen is the storyboard's layout, one box further along.
    let completed = try layout("animating-dynamic-changes.yaml", afterStates: 3)
    #expect(completed.view("bottomView") == nil)
    #expect(frame(completed, "entering") == frame(base, "topView"))
    #expect(frame(completed, "topView") == frame(base, "bottomView"))
    #expect(completed.diagnostics.isEmpty)
  }

  @Test func theAnimationStepReSolvesTheEntryStepsEngineIncrementally() throws {
    let document = try DocumentLoader().load(
      path: FixtureSnapshotTests.fixtures.appendingPathComponent("animating-dynamic-changes.yaml").path)
    // Adding the entering view is a hierarchy change (a rebuild); the animation block only changes constraints.
    #expect(
      try document.makeEngine(afterStates: 1, measurer: FixtureSnapshotTests.text).engine.rebuildCount == 2)
    #expect(
      try document.makeEngine(afterStates: 2, measurer: FixtureSnapshotTests.text).engine.rebuildCount == 2)
  }

  @Test func uikitDynamicsRestsOnTheCollisionBoundary() throws {
    let result = try layout("uikit-dynamics.yaml")
    // Centred on x 187.5 (187.5 − 114), bottom on the boundary 20 above the screen's bottom (647 − 178).
    #expect(frame(result, "dynamicView") == Rect(x: 73.5, y: 469, width: 228, height: 178))
    // Its content: 20 from the edges, switches 51 × 31 at the trailing edge 8 apart, labels filling the rest.
    #expect(frame(result, "titleLabel") == Rect(x: 20, y: 20, width: 188, height: 21))
    #expect(frame(result, "activateSwitch") == Rect(x: 157, y: 49, width: 51, height: 31))
    #expect(frame(result, "stabilizeSwitch") == Rect(x: 157, y: 88, width: 51, height: 31))
    #expect(frame(result, "skewSwitch") == Rect(x: 157, y: 127, width: 51, height: 31))
    #expect(frame(result, "skewLabel")?.minX == 20 && frame(result, "skewLabel")?.width == 129)
    #expect(frame(result, "skewLabel")?.midY == frame(result, "skewSwitch")?.midY)
    #expect(result.diagnostics.isEmpty)
  }
}

/// Documents with `states:` on the command line: one screen per state, `--state` / `--scene` to pick one.
@Suite struct StatesCommandTests {
  let cli = CommandLineTests()
  let fixture = "\(CommandLineTests.fixtures)/animating-dynamic-changes.yaml"

  @Test func checkLaysOutEveryStateOfTheNewRecipes() throws {
    let run = try cli.plumb(
      "check", fixture, "\(CommandLineTests.fixtures)/size-class-specific-layouts.yaml",
      "\(CommandLineTests.fixtures)/uikit-dynamics.yaml")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "no problems in 6 layouts\n")
  }

  @Test func layoutPrintsEveryStateAsAScene() throws {
    let run = try cli.plumb("layout", fixture, "--format", "json")
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let scenes = try #require(object["scenes"] as? [[String: Any]])
    #expect(
      scenes.compactMap { $0["scene"] as? String } == [
        "animating-dynamic-changes", "animating-dynamic-changes-entering",
        "animating-dynamic-changes-animated",
        "animating-dynamic-changes-completed",
      ])
    let text = try cli.plumb("layout", fixture)
    #expect(text.stdout.contains("== animating-dynamic-changes-animated\ncanvas 375×667 @2x\n"))
  }

  @Test func stateAndSceneSelectOneStateInTheSingleLayoutForm() throws {
    let state = try cli.plumb("layout", fixture, "--state", "animated", "--format", "json")
    #expect(state.status == 0, "\(state.stderr)")
    #expect(state.stdout.hasPrefix("{\n  \"canvas\""))
    #expect(
      state.stdout.contains(
        #"{ "id": "bottomView", "kind": "view", "superview": "root", "frame": { "x": 16, "y": 667, "width": 343, "height": 299.5 }"#
      ))
    // --scene is the same option, and the full screen name works too; the document's own name is its base layout.
    #expect(
      try cli.plumb("layout", fixture, "--scene", "animating-dynamic-changes-animated", "--format", "json")
        .stdout == state.stdout)
    let base = try cli.plumb("layout", fixture, "--scene", "animating-dynamic-changes")
    #expect(base.stdout.contains("  bottomView (view) (16, 347.5, 343, 299.5)\n"))
    #expect(!base.stdout.contains("entering"))
    let trace = try cli.plumb("trace", fixture, "--state", "completed")
    #expect(trace.status == 0)
    #expect(!trace.stdout.contains("bottomView"))
    #expect(trace.stdout.contains("'entering'"))
  }

  @Test func anUnknownStateIsAUsageErrorListingTheStates() throws {
    let run = try cli.plumb("layout", fixture, "--state", "animating")
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("no state named 'animating' in \(fixture); states: entering, animated, completed"))
  }

  @Test func renderWritesOneImagePerState() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-states-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try cli.plumb("render", fixture, "-o", folder.path)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == [
        "animating-dynamic-changes-animated.png", "animating-dynamic-changes-completed.png",
        "animating-dynamic-changes-entering.png", "animating-dynamic-changes.png",
      ])
  }

  @Test func renderRefusesTwoScreensWithOneNameAndWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-states-\(UUID().uuidString)")
    let output = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    root:
      subviews:
        - { id: a }
    constraints: ["H:|[a]|", "V:|[a]|"]
    states:
      - { name: b }
    """.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try """
    root:
      subviews:
        - { id: c }
    constraints: ["H:|[c]|", "V:|[c]|"]
    """.write(to: folder.appendingPathComponent("a-b.yaml"), atomically: true, encoding: .utf8)
    let run = try cli.plumb(
      "render", folder.appendingPathComponent("a.yaml").path,
      folder.appendingPathComponent("a-b.yaml").path, "-o", output.path)
    #expect(run.status == 2)
    #expect(run.stderr.contains("two images would be written to \(output.path)/a-b.png (from both "))
    #expect(run.stderr.contains("rename a file, a state, a scene or a view so every image has its own name"))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [] == [])
  }

  @Test func aBadEquationInALateStateFailsEvenWhenAnEarlierOneIsSelected() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-states-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("s.yaml")
    try """
    root:
      subviews:
        - { id: a }
    states:
      - { name: fine }
      - name: broken
        activate: [a.top = b.bottom]
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try cli.plumb("layout", file.path, "--state", "fine")
    #expect(run.status == 65)
    #expect(run.stderr.contains("s.yaml:7:16: error: unknown view or guide 'b'"))
  }
}
