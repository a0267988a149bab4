import Foundation
import PlumbDocument
import PlumbText
import Testing

@testable import PlumbLayout

/// Every fixture's frames JSON (what `plumb layout --format json` prints) against its committed snapshot.
/// Set PLUMB_RECORD=1 to write missing or changed snapshots.
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

  @Test func thereAreFixtures() {
    #expect(Self.fixtureNames.count >= 20)
  }

  @Test(arguments: fixtureNames)
  func framesMatchTheSnapshot(name: String) throws {
    let path = Self.fixtures.appendingPathComponent(name).path
    let document = try DocumentLoader().load(path: path)
    let screen = try document.makeScreen()
    let json = screen.makeEngine(measurer: Self.text).layout().json().pretty() + "\n"
    let snapshot = Self.snapshots.appendingPathComponent(document.name + ".json")
    let recorded = try? String(contentsOf: snapshot, encoding: .utf8)
    if recorded != json, ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
      try json.write(to: snapshot, atomically: true, encoding: .utf8)
      return
    }
    #expect(recorded != nil, "no snapshot for \(name); run with PLUMB_RECORD=1 to record it")
    #expect(
      recorded == json,
      "frames of \(name) changed; diff \(snapshot.path) (PLUMB_RECORD=1 records the new ones)")
  }

  /// Documents with `states:`: each state's frames (what `plumb layout --state NAME --format json` prints) against
  /// `NAME-STATE.json`.
  @Test(arguments: fixtureNames)
  func stateFramesMatchTheSnapshots(name: String) throws {
    let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name).path)
    for (index, state) in document.states.enumerated() {
      let json =
        try document.makeEngine(afterStates: index + 1, measurer: Self.text).result.json().pretty() + "\n"
      let snapshot = Self.snapshots.appendingPathComponent("\(document.name)-\(state.name).json")
      let recorded = try? String(contentsOf: snapshot, encoding: .utf8)
      if recorded != json, ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1" {
        try json.write(to: snapshot, atomically: true, encoding: .utf8)
        continue
      }
      #expect(
        recorded != nil, "no snapshot for \(name) state \(state.name); run with PLUMB_RECORD=1 to record it")
      #expect(recorded == json, "frames of \(name) state \(state.name) changed; diff \(snapshot.path)")
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
