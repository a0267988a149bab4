import Foundation
import PlumbDocument
import PlumbText
import PlumbVerify
import Testing

@testable import PlumbLayout

/// Every fixture's frames JSON (what `plumb layout --format json` prints) against its committed snapshot.
/// `PLUMB_RECORD` (a ``RecordMode``: `missing`, `failed`, `all`) writes missing or changed snapshots; a run that
/// writes one still fails.
@Suite struct FixtureSnapshotTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Fixtures")
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/Fixtures")

  static var fixtureNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
  }

  /// The same text engine the CLI uses.
  static let text = TextLayoutEngine()

  /// Compares `json` with the snapshot `file`, writing it as `PLUMB_RECORD` says (nothing when it is not set).
  func check(_ json: String, snapshot file: String) throws {
    let snapshot = Self.snapshots.appendingPathComponent(file)
    let check = try (RecordMode.fromEnvironment() ?? .never).check(Data(json.utf8), reference: snapshot)
    #expect(check == .unchanged, "\(check.message(snapshot.path))")
  }

  /// Each snapshot is a fixture's or one of its states': none is left behind by a renamed or deleted fixture, and
  /// none is missing.
  @Test func theSnapshotsAreTheFixturesScreens() throws {
    var screens: [String] = []
    for name in Self.fixtureNames {
      let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
      screens.append(document.name + ".json")
      screens += document.states.map { "\(document.name)-\($0.name).json" }
    }
    let snapshots = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path)
    #expect(screens.sorted() == snapshots.sorted())
  }

  @Test(arguments: fixtureNames)
  func framesMatchTheSnapshot(name: String) throws {
    let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
    let screen = try document.makeScreen()
    try check(
      screen.makeEngine(measurer: Self.text).layout().json().pretty() + "\n",
      snapshot: document.name + ".json")
  }

  /// Documents with `states:`: each state's frames (what `plumb layout --state NAME --format json` prints) against
  /// `NAME-STATE.json`.
  @Test(arguments: fixtureNames)
  func stateFramesMatchTheSnapshots(name: String) throws {
    let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
    for (index, state) in document.states.enumerated() {
      let json =
        try document.makeEngine(afterStates: index + 1, measurer: Self.text).result.json().pretty() + "\n"
      try check(json, snapshot: "\(document.name)-\(state.name).json")
    }
  }

  @Test func layoutIsDeterministicAcrossEngines() throws {
    for name in Self.fixtureNames {
      let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
      let first = try document.makeScreen().makeEngine(measurer: Self.text).layout().json(exact: true).compact
      let second = try document.makeScreen().makeEngine(measurer: Self.text).layout().json(exact: true)
        .compact
      #expect(first == second, "\(name)")
    }
  }

  /// Laying the same engine out again changes nothing, ambiguity reports included (finding ambiguity pivots the
  /// solver's tableau; it must put it back, or the next pass starts from another basis).
  @Test func relayoutChangesNothing() throws {
    for name in Self.fixtureNames {
      let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
      let engine = try document.makeScreen().makeEngine(measurer: Self.text)
      let first = engine.layout()
      let second = engine.layout()
      #expect(first.json(exact: true).compact == second.json(exact: true).compact, "\(name)")
      #expect(first.views.map(\.alternativeFrame) == second.views.map(\.alternativeFrame), "\(name)")
    }
  }

  /// Ordinary layouts never need the solver's precision repair: the check after a change finds every required row
  /// held, so no fixture pays for a refactorisation or a re-solve.
  @Test func fixturesNeedNoPrecisionRepair() throws {
    for name in Self.fixtureNames {
      let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
      let engine = try document.makeScreen().makeEngine(measurer: Self.text)
      _ = engine.layout()
      #expect(engine.solver.precisionRebuilds == 0, "\(name)")
      #expect(engine.solver.precisionRefactorizations == 0, "\(name)")
    }
  }
}
