import Foundation
import PlumbDocument
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbText
import Testing

@testable import PlumbRender

/// Constraint diagrams checked as data: nothing readable overlaps, nothing leaves the drawing, and every active
/// user constraint is drawn or listed — over every fixture, every Interface Builder scene in the tests, and
/// generated dense screens, at @1x, @2x and @3x.
@Suite struct DiagramTests {
  static let text = TextLayoutEngine()
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A screen to draw: its name and how to make a fresh engine for it at a scale.
  struct Screen: CustomTestStringConvertible, Sendable {
    var name: String
    var make: @Sendable (Double) throws -> LayoutEngine
    var testDescription: String { name }
  }

  static func documentScreen(_ name: String, yaml: String? = nil, path: String? = nil) -> Screen {
    Screen(name: name) { scale in
      let document =
        if let yaml { try DocumentLoader().load(text: yaml, path: name) } else {
          try DocumentLoader().load(path: path ?? name)
        }
      let screen = try document.makeScreen(options: BuildOptions(overrides: TraitOverrides(scale: scale)))
      return screen.makeEngine(measurer: Self.text)
    }
  }

  static var fixtureScreens: [Screen] {
    let folder = root.appendingPathComponent("Fixtures")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().map {
      documentScreen($0, path: folder.appendingPathComponent($0).path)
    }
  }

  static var interfaceBuilderScreens: [Screen] {
    var screens: [Screen] = []
    let folders = [
      root.appendingPathComponent("Fixtures"),
      root.appendingPathComponent("Tests/PlumbInterfaceBuilderTests/Fixtures"),
    ]
    for folder in folders {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
        let url = folder.appendingPathComponent(file)
        guard let document = try? InterfaceBuilderDocument.load(contentsOf: url) else { continue }
        for scene in document.scenes {
          let id = scene.id
          screens.append(
            Screen(name: "\(file) \(scene.displayName)") { scale in
              var options = InterfaceBuilderOptions()
              options.scale = scale
              let document = try InterfaceBuilderDocument.load(contentsOf: url, options: options)
              guard let scene = document.scenes.first(where: { $0.id == id }) else {
                throw CocoaError(.fileReadCorruptFile)
              }
              return scene.layoutWithEngine(measurer: Self.text).engine
            })
        }
      }
    }
    return screens
  }

  static var denseScreens: [Screen] {
    DenseScreens.documents.map { documentScreen($0.name, yaml: $0.yaml) }
  }

  static var allScreens: [Screen] { fixtureScreens + interfaceBuilderScreens + denseScreens }

  /// What a reader could not read in a diagram, one line a problem.
  static func problems(_ diagram: Diagram, engine: LayoutEngine) -> [String] {
    var problems: [String] = []
    let readable: Set<DiagramMark.Kind> = [.label, .badge, .caption, .legend, .row, .direction]
    let marks = diagram.marks
    let drawing = Rect(x: 0, y: 0, width: diagram.size.width, height: diagram.size.height)
    let slack = 0.01
    func overlap(_ a: Rect, _ b: Rect) -> Bool {
      a.minX < b.maxX - slack && b.minX < a.maxX - slack && a.minY < b.maxY - slack && b.minY < a.maxY - slack
    }
    for mark in marks {
      let box = mark.box
      if box.minX < drawing.minX - slack || box.minY < drawing.minY - slack || box.maxX > drawing.maxX + slack
        || box.maxY > drawing.maxY + slack
      {
        problems.append("\(mark.kind.rawValue) \(mark.constraint ?? "") \(box) leaves the drawing \(drawing)")
      }
    }
    let texts = marks.filter { readable.contains($0.kind) || $0.kind == .text }
    for i in texts.indices {
      for j in texts.indices where j > i {
        let a = texts[i]
        let b = texts[j]
        guard readable.contains(a.kind) || readable.contains(b.kind), overlap(a.box, b.box) else { continue }
        problems.append(
          "\(a.kind.rawValue) \(a.constraint ?? "") \(a.box) overlaps \(b.kind.rawValue) \(b.constraint ?? "") \(b.box)"
        )
      }
    }
    let report = engine.constraintReport()
    let shown = Set(marks.compactMap(\.constraintIndex)).union(diagram.table.map(\.constraintIndex))
    for (constraint, outcome) in zip(engine.installedConstraints, report) where constraint.origin == .user {
      if !shown.contains(outcome.index) {
        problems.append("constraint \(outcome.index) has no mark and no row")
      }
    }
    return problems
  }

  @Test(arguments: allScreens)
  func diagramsHideNothing(screen: Screen) throws {
    for scale in [1.0, 2.0, 3.0] {
      let engine = try screen.make(scale)
      let result = engine.layout()
      let diagram = try Renderer(text: Self.text).diagram(
        engine, result: result, options: RenderOptions(overlay: .constraints))
      let found = Self.problems(diagram, engine: engine)
      #expect(
        found.isEmpty,
        Comment(rawValue: "\(screen.name) @\(Int(scale))x:\n" + found.prefix(12).joined(separator: "\n")))
    }
  }

  /// The checks can fail: a diagram with a label moved onto another is reported.
  @Test func theChecksSeeAnOverlap() throws {
    let engine = try Self.fixtureScreens.first { $0.name == "unsatisfiable.yaml" }.map { try $0.make(2) }
    let unwrapped = try #require(engine)
    let result = unwrapped.layout()
    var diagram = try Renderer(text: Self.text).diagram(
      unwrapped, result: result, options: RenderOptions(overlay: .constraints))
    #expect(Self.problems(diagram, engine: unwrapped).isEmpty)
    let labels = diagram.groups.indices.flatMap { g in diagram.groups[g].marks.indices.map { (g, $0) } }
      .filter { diagram.groups[$0.0].marks[$0.1].kind == .label }
    try #require(labels.count >= 2)
    let (g, m) = labels[1]
    diagram.groups[g].marks[m].box = diagram.groups[labels[0].0].marks[labels[0].1].box
    #expect(!Self.problems(diagram, engine: unwrapped).isEmpty)
  }

  /// A screen with far more constraints than room keeps a drawable diagram: the table flows into columns across
  /// the drawing and stops at its row limit with a row that counts the rest, while the model lists every row.
  @Test func longTablesFlowIntoColumnsAndStop() throws {
    let count = DiagramBuilder.tableRowLimit + 200
    let lines = (0..<count).map { "  - a.width >= \($0 % 10)" }.joined(separator: "\n")
    let yaml =
      "size: [400, 100]\nroot:\n  subviews:\n    - { id: a }\nconstraints:\n"
      + "  - a.left = superview.left + 10\n  - a.top = superview.top + 10\n  - a.height = 10\n" + lines
    let engine = try Self.documentScreen("long-table", yaml: yaml).make(1)
    let diagram = try Renderer(text: Self.text).diagram(
      engine, result: engine.layout(), options: RenderOptions(overlay: .constraints))
    #expect(diagram.table.count > DiagramBuilder.tableRowLimit)
    let rows = diagram.groups.filter { $0.id == "table" }.flatMap(\.marks)
    #expect(rows.count == DiagramBuilder.tableRowLimit + 1)
    #expect(rows.last?.constraint == nil)
    #expect(Set(rows.map(\.box.minX)).count > 1)
    #expect(rows.allSatisfy { $0.box.maxX <= diagram.size.width && $0.box.maxY <= diagram.size.height })
    // Cairo's largest side is 32 767 pixels: the diagram still fits at @3x.
    #expect(max(diagram.size.width, diagram.size.height) * 3 <= 32767)
  }

  /// Constants and multipliers far past any screen (reachable from Swift, not from documents) are written as
  /// numbers, not converted to integers that trap.
  @Test func hugeValuesAreWrittenNotTrapped() {
    #expect(DiagramText.constant(1e19) == "1e+19")
    #expect(DiagramText.constant(-1e300) == "−1e+300")
    #expect(DiagramText.constant(.infinity) == "∞")
    #expect(DiagramText.constant(-20) == "−20")
    #expect(DiagramText.constant(7.5) == "7.5")
    #expect(DiagramText.multiplier(9.3e18) == "9.3e+18")
    #expect(DiagramText.multiplier(0.575) == "0.575")
    #expect(DiagramText.priority(1e30) == "1e+30")
    #expect(DiagramText.ratio(1.5) == "3:2")
    #expect(DiagramText.ratio(0.75) == "3:4")
    #expect(DiagramText.ratio(1e19) == "1e+19:1")
  }
}
