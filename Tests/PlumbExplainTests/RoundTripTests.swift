import Foundation
import PlumbDocument
import PlumbExplain
import PlumbLayout
import Testing

/// `plumb check` → `plumb explain`: every conflicting fixture's UIKit-style message, read back, rebuilt and re-solved,
/// gives the same conflicting set and the same broken constraint.
@Suite struct RoundTripTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every fixture whose layout has an unsatisfiable set.
  static let conflicting: [String] = {
    let folder = repository.appendingPathComponent("Fixtures")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".yaml")
    }.sorted()
    return files.filter { file in
      guard let document = try? DocumentLoader().load(path: folder.appendingPathComponent(file).path),
        let screen = try? document.makeScreen()
      else { return false }
      let result = screen.makeEngine(measurer: FixedTextMeasurer()).layout()
      return result.diagnostics.contains { $0.kind == .unsatisfiable }
    }
  }()

  @Test func thereAreConflictingFixtures() { #expect(!Self.conflicting.isEmpty) }

  @Test(arguments: conflicting) func roundTrip(_ file: String) throws {
    let path = Self.repository.appendingPathComponent("Fixtures").appendingPathComponent(file).path
    let screen = try DocumentLoader().load(path: path).makeScreen()
    let engine = screen.makeEngine(measurer: FixedTextMeasurer())
    let result = engine.layout()
    var byDescription: [String: LayoutConstraint] = [:]
    for constraint in engine.installedConstraints { byDescription[engine.describe(constraint)] = constraint }
    let diagnostics = result.diagnostics.filter { $0.kind == .unsatisfiable }
    let log = diagnostics.map { "\(file): unsatisfiable:\n\($0.message)\n" }.joined(separator: "\n")
    let messages = LogParser.parse(log).messages
    #expect(messages.count == diagnostics.count)
    for (diagnostic, message) in zip(diagnostics, messages) {
      let original = Set(diagnostic.constraints.compactMap { byDescription[$0].map(constraintKey) })
      let originalBroken = diagnostic.broken.flatMap { byDescription[$0] }.map(constraintKey)
      let explanation = Explainer().explain(message, source: file)
      #expect(Set(explanation.keys.values) == original)
      #expect(explanation.brokenKey == originalBroken)
      let plumbKeys = Set(explanation.plumbConflict?.keys ?? [])
      let anyWorks = explanation.fixes.contains { $0.works }
      #expect(explanation.reproduces)
      #expect(plumbKeys == original)
      #expect(anyWorks)
    }
  }
}
