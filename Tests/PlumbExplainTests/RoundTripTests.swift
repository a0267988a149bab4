import Foundation
import PlumbDocument
import PlumbExplain
import PlumbLayout
import Testing

/// `plumb check` → `plumb explain`: every conflicting fixture's UIKit-style message, read back, rebuilt and re-solved,
/// gives the same conflicting set and the same broken constraint. The fixtures are the repository's conflicting
/// `Fixtures/` and this suite's `Conflicts/` (an autoresizing frame, a hidden stack view, a required compression
/// resistance, a cell, a device's safe area, right-to-left, two conflicts in one layout).
@Suite struct RoundTripTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static func yamlFiles(_ folder: String) -> [String] {
    let url = repository.appendingPathComponent(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
  }

  static func conflicts(_ path: String) -> Bool {
    guard let document = try? DocumentLoader().load(path: repository.appendingPathComponent(path).path),
      let screen = try? document.makeScreen()
    else { return false }
    let result = screen.makeEngine(measurer: FixedTextMeasurer()).layout()
    return result.diagnostics.contains { $0.kind == .unsatisfiable }
  }

  /// Every fixture whose layout has an unsatisfiable set.
  static let conflicting: [String] =
    yamlFiles("Fixtures").filter(conflicts) + yamlFiles("Tests/PlumbExplainTests/Conflicts")

  @Test func thereAreConflictingFixtures() {
    #expect(Self.conflicting.count >= 8)
    // Each of this suite's own fixtures is there for its conflict.
    for path in Self.yamlFiles("Tests/PlumbExplainTests/Conflicts") {
      #expect(Self.conflicts(path), "\(path)")
    }
  }

  @Test(arguments: conflicting) func roundTrip(_ file: String) throws {
    let path = Self.repository.appendingPathComponent(file).path
    let screen = try DocumentLoader().load(path: path).makeScreen()
    let engine = screen.makeEngine(measurer: FixedTextMeasurer())
    let result = engine.layout()
    var byDescription: [String: LayoutConstraint] = [:]
    for constraint in engine.installedConstraints { byDescription[engine.describe(constraint)] = constraint }
    let diagnostics = result.diagnostics.filter { $0.kind == .unsatisfiable }
    // The text `plumb check` prints for the file.
    let log = diagnostics.map { "\(file): unsatisfiable:\n\($0.message)\n" }.joined(separator: "\n")
    let messages = LogParser.parse(log).messages
    #expect(messages.count == diagnostics.count)
    let explainer = Explainer(options: Reconstructor.Options(direction: engine.canvas.traits.layoutDirection))
    for (diagnostic, message) in zip(diagnostics, messages) {
      let original = Set(diagnostic.constraints.compactMap { byDescription[$0].map(constraintKey) })
      let originalBroken = diagnostic.broken.flatMap { byDescription[$0] }.map(constraintKey)
      #expect(original.count == diagnostic.constraints.count)
      let explanation = explainer.explain(message, source: file)
      #expect(Set(explanation.keys.values) == original)
      #expect(explanation.brokenKey == originalBroken)
      let plumbKeys = Set(explanation.plumbConflict?.keys ?? [])
      let anyWorks = explanation.fixes.contains { $0.works }
      #expect(
        explanation.reproduces,
        "\(file): Plumb's set \(plumbKeys.sorted()), broken \(explanation.plumbConflict?.broken ?? "-")")
      #expect(plumbKeys == original, "\(file): \(original.sorted())")
      #expect(anyWorks, "\(file)")
    }
  }
}
