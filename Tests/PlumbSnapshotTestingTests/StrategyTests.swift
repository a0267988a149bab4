import Foundation
import PlumbDocument
import PlumbLayout
import PlumbSnapshotTesting
import PlumbVerify
import SnapshotTesting
import Testing

/// A card built in Swift code with typed anchors: a title in the body text style above a coloured box, both
/// pinned to the margins, so Dynamic Type and direction visibly change it.
func card() throws -> Screen {
  let root = View("root")
  root.appearance.backgroundColor = "systemBackground"
  let title = View("title", kind: .label)
  title.text = TextContent("Plumb on Linux", font: .preferred(.body), numberOfLines: 0)
  let box = View("box")
  box.appearance.backgroundColor = "systemTeal"
  box.appearance.cornerRadius = 12
  try root.addSubview(title)
  try root.addSubview(box)
  let margins = root.layoutMarginsGuide
  try LayoutConstraint.activate([
    title.leadingAnchor == margins.leadingAnchor, title.trailingAnchor <= margins.trailingAnchor,
    title.topAnchor == root.safeAreaLayoutGuide.topAnchor + 20,
    box.leadingAnchor == margins.leadingAnchor, box.topAnchor == title.bottomAnchor + 8,
    box.widthAnchor == 120, box.heightAnchor == box.widthAnchor,
  ])
  return Screen(name: "card", root: root, request: CanvasRequest(width: .points(320), height: .points(240)))
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fixtures")

/// References are committed; a missing one fails rather than being written, unless `PLUMB_RECORD` names a
/// ``RecordMode`` (swift-snapshot-testing's record modes have the same names).
let recordMode =
  (try? RecordMode.fromEnvironment()).flatMap { SnapshotTestingConfiguration.Record(rawValue: $0.rawValue) }
  ?? .never

/// Strategies checked against references committed under `__Snapshots__`.
@Suite(.snapshots(record: recordMode)) struct StrategyTests {
  @Test func swiftBuiltLayoutAsImageAndFrames() throws {
    let screen = try card()
    assertSnapshot(of: screen, as: .image())
    assertSnapshot(of: screen, as: .frames)
  }

  @Test func documentUnderTraits() throws {
    let document = try DocumentLoader().load(path: fixtures.appendingPathComponent("rtl-form.yaml").path)
    assertSnapshot(
      of: document, as: .image(device: .iPhoneSE, contentSize: .accessibilityLarge, direction: .rightToLeft))
  }

  @Test func aTraitMatrixInOneCall() throws {
    let screen = try card()
    assertSnapshots(of: screen, as: TraitMatrix.accessibility.images())
  }

  @Test(arguments: TraitMatrix(contentSizes: [.extraSmall, .accessibilityExtraExtraExtraLarge]).variants)
  func parameterised(_ variant: TraitVariant) throws {
    assertSnapshot(of: try card(), as: .frames(variant), named: variant.name)
  }

  /// A document's `states:`: each state snapshots as the command line's screen `FILE-STATE` lays it out (through
  /// the states before it, incrementally), and an unknown state fails with the state names.
  @Test func aDocumentState() throws {
    let document = try DocumentLoader().load(
      path: fixtures.appendingPathComponent("animating-dynamic-changes.yaml").path)
    assertSnapshot(of: document.state("animated"), as: .frames)
    var text = ""
    Snapshotting<LayoutDocumentState, String>.frames.snapshot(document.state("animated")).run { text = $0 }
    let incremental = try document.makeEngine(afterStates: 2, measurer: FixedTextMeasurer())
    #expect(text == incremental.result.json(exact: false).pretty() + "\n")
    #expect(
      text.contains(#""id": "bottomView", "kind": "view", "superview": "root", "frame": { "x": 16, "y": 667"#)
    )
    var missing = ""
    Snapshotting<LayoutDocumentState, String>.frames.snapshot(document.state("flying")).run { missing = $0 }
    #expect(missing.hasPrefix("plumb: cannot snapshot: no state named 'flying' in "))
    #expect(missing.hasSuffix("; states: entering, animated, completed\n"))
  }

  @Test func svgIsText() throws {
    assertSnapshot(of: try card(), as: .svg())
  }
}

/// A source that builds a fresh screen per snapshot and remembers the last root it built.
final class FreshCards: LayoutSnapshotSource {
  weak var lastRoot: View?
  var buildsFreshScreens: Bool { true }
  func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    do {
      let screen = try card()
      // A constraint on the root itself: the root keeps it active and it keeps the root (UIKit's items are unowned).
      if let box = screen.root.subviews.last {
        try (box.trailingAnchor <= screen.root.trailingAnchor).activate()
      }
      lastRoot = screen.root
      return .success(screen)
    } catch {
      return .failure(SnapshotSourceError(description: "\(error)"))
    }
  }
}

/// Screens built for a snapshot alone are freed afterwards; the caller's own screens keep their constraints.
@Suite struct SnapshotMemoryTests {
  @Test func aFreshScreenIsFreedAfterItsSnapshot() throws {
    let source = FreshCards()
    var text = ""
    Snapshotting<FreshCards, String>.frames.snapshot(source).run { text = $0 }
    #expect(text.contains(#""id": "box""#))
    #expect(source.lastRoot == nil, "the snapshot's view tree is still alive")
  }

  @Test func theCallersScreenKeepsItsConstraints() throws {
    let screen = try card()
    let before = screen.root.activeConstraints.count
    var text = ""
    Snapshotting<Screen, String>.frames.snapshot(screen).run { text = $0 }
    #expect(!text.isEmpty)
    #expect(before > 0 && screen.root.activeConstraints.count == before)
  }
}

/// Failures report measured values.
@Suite struct FailureTests {
  func failure(_ change: (View) -> Void, as strategy: Snapshotting<Screen, Data>, testName: String) throws
    -> String?
  {
    let screen = try card()
    if let box = screen.root.subviews.last { change(box) }
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/StrategyTests").path
    return withSnapshotTesting(record: .never) {
      verifySnapshot(of: screen, as: strategy, named: "1", snapshotDirectory: directory, testName: testName)
    }
  }

  @Test func aColourChangeFailsWithThePixelCount() throws {
    let message = try #require(
      try failure(
        { $0.appearance.backgroundColor = "systemIndigo" }, as: .image(),
        testName: "swiftBuiltLayoutAsImageAndFrames"))
    #expect(message.contains("image differs (exact): "))
    #expect(message.contains("pixels differ"))
  }

  @Test func aPerceptualThresholdAcceptsASubtleChange() throws {
    // systemTeal (48,176,199) → a shade one code value off: invisible, so perceptual precision 0.98 passes.
    let subtle = try failure(
      { $0.appearance.backgroundColor = "#31B0C7" }, as: .image(perceptualPrecision: 0.98),
      testName: "swiftBuiltLayoutAsImageAndFrames")
    #expect(subtle == nil)
    let exact = try failure(
      { $0.appearance.backgroundColor = "#31B0C7" }, as: .image(),
      testName: "swiftBuiltLayoutAsImageAndFrames")
    #expect(exact != nil)
  }

  @Test func anInvalidDocumentFailsWithItsError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-sst-\(UUID().uuidString).yaml")
    try "root:\n  subviews: [{ id: a }]\nconstraints:\n  - a.width = b.width\n".write(
      to: file, atomically: true, encoding: .utf8)
    let document = try DocumentLoader().load(path: file.path)
    let frames = Snapshotting<LayoutDocument, String>.frames
    var text = ""
    frames.snapshot(document).run { text = $0 }
    #expect(text.hasPrefix("plumb: cannot snapshot: "))
    #expect(text.contains("unknown view or guide 'b'"))
  }
}
