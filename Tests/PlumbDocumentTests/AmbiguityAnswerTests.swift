import Foundation
import PlumbDocument
import Testing

@testable import PlumbLayout
@testable import PlumbSolver

/// The solver's ambiguity analysis spreads each free symbol's moves only as far as they can change the answer; its
/// answers must be exactly those of the full scan (every free symbol through every definition) on every fixture and
/// every document of the fuzz corpus, after the document's own layout and after each of its states.
@Suite struct AmbiguityAnswerTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let documents: [String] = {
    var paths: [String] = []
    for folder in ["Fixtures", "Tests/Fuzz/corpus/document"] {
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      let isCorpus = folder.hasSuffix("document")
      let extensions = ["yaml", "yml", "json"]
      for name in names.sorted() where isCorpus || extensions.contains((name as NSString).pathExtension) {
        paths.append("\(folder)/\(name)")
      }
    }
    return paths
  }()

  @Test func everyFolderHasDocuments() {
    #expect(Self.documents.filter { $0.hasPrefix("Fixtures/") }.count >= 30)
    #expect(Self.documents.filter { $0.hasPrefix("Tests/") }.count >= 30)
  }

  @Test(arguments: documents) func sameAnswersAsFullScan(_ path: String) throws {
    let url = Self.root.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let document = try? DocumentLoader().load(text: text, path: path)
    else { return }  // Corpus inputs that are not documents are the loader's tests' business.
    let made = try? document.makeEngine(afterStates: 0, measurer: FixedTextMeasurer())
    guard let (live, engine, _) = made else { return }
    defer { LayoutConstraint.deactivate(live.screen.root.activeConstraints) }
    for state in 0...document.states.count {
      if state > 0 {
        guard (try? live.applyNextState(engine: engine)) != nil else { return }
        _ = engine.layout()
      }
      let fast = engine.solver.ambiguousVariables().map(\.identity)
      let full = engine.solver.ambiguousVariablesByFullScan().map(\.identity)
      #expect(fast == full, "\(path), after \(state) states")
    }
  }
}
