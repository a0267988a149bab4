import Foundation
import PlumbDocument
import PlumbLayout
import PlumbText
import Testing

@testable import PlumbRender

/// Equal-size constraints that size several views against one: the reference view's bar is drawn once when it
/// says the same for each (same axis, status, stroke and badge), and separately when it does not.
@Suite struct SharedSizeBarTests {
  static let text = TextLayoutEngine()

  /// Size constraints between four views placed apart in a row, and what `a` should show.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var constraints: [String]
    /// Width bars drawn under `a` and height bars beside it.
    var barsOnA: (width: Int, height: Int)
    /// Constraints (by their place in `constraints`) whose bar on `a` is another constraint's.
    var sharing: [Int]
    /// Constraints whose bar on another view is another constraint's.
    var sharingElsewhere: [Int] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "three views sized against one share its bar",
      constraints: ["b.width = a.width", "c.width = a.width", "d.width = a.width"], barsOnA: (1, 0),
      sharing: [1, 2]),
    Case(
      // The multiplier is written on c's own bar; a's bar says only "=", as b's constraint's does.
      name: "a multiplier keeps its own bar on the first item only",
      constraints: ["b.width = a.width", "c.width = 2 * a.width"], barsOnA: (1, 0), sharing: [1]),
    Case(
      name: "an optional and a required constraint keep separate bars",
      constraints: ["b.width = a.width", "{ eq: \"c.width = a.width\", priority: 750 }"], barsOnA: (2, 0),
      sharing: []),
    Case(
      name: "an inequality's badge differs, so its bar is separate",
      constraints: ["b.width = a.width", "c.width >= a.width"], barsOnA: (2, 0), sharing: []),
    Case(
      name: "widths and heights are separate bars",
      constraints: ["b.width = a.width", "c.height = a.height", "d.height = a.height"], barsOnA: (1, 1),
      sharing: [2]),
    Case(
      // A first item's bar that carries only the badge is the same bar as a second item's.
      name: "a first item's plain bar is shared with a second item's",
      constraints: ["a.width = b.width", "c.width = a.width"], barsOnA: (1, 0), sharing: [1]),
    Case(
      name: "one view sized equal to two others shows one bar",
      constraints: ["a.width = b.width", "a.width = c.width"], barsOnA: (1, 0), sharing: [1]),
    Case(
      // c = a: c's bar (from b = c) and a's (from a = b) are both drawn already; c draws its own again.
      name: "a constraint whose bars are both drawn keeps one of its own",
      constraints: ["a.width = b.width", "b.width = c.width", "c.width = a.width"], barsOnA: (1, 0),
      sharing: [2], sharingElsewhere: [1]),
    Case(
      name: "a first item's bar with a constant keeps its own bar",
      constraints: ["a.width = b.width + 10", "c.width = a.width"], barsOnA: (2, 0), sharing: []),
  ]

  /// The document: `a` at a fixed place and size, the others placed apart, sized by `constraints` where they
  /// name them (and by a constant where they do not).
  static func yaml(_ constraints: [String]) -> String {
    var lines = [
      "a.left = superview.left + 10", "a.right = superview.left + 70", "a.top = superview.top + 10",
      "a.bottom = superview.top + 40",
    ]
    for (view, left) in [("b", 110), ("c", 200), ("d", 330)] {
      lines += ["\(view).left = superview.left + \(left)", "\(view).top = superview.top + 10"]
      if !constraints.contains(where: { $0.contains("\(view).width") }) { lines.append("\(view).width = 50") }
      if !constraints.contains(where: { $0.contains("\(view).height") }) {
        lines.append("\(view).height = 30")
      }
    }
    return """
      size: [480, 200]
      root:
        subviews:
          - { id: a }
          - { id: b }
          - { id: c }
          - { id: d }
      constraints:
      \((lines + constraints).map { "  - " + $0 }.joined(separator: "\n"))
      """
  }

  static func render(_ yaml: String, format: RenderFormat = .png) throws -> (
    engine: LayoutEngine, diagram: Diagram, bytes: [UInt8]
  ) {
    let document = try DocumentLoader().load(text: yaml, path: "shared-bars.yaml")
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    let image = try Renderer(text: Self.text).renderImage(
      engine, result: engine.layout(), options: RenderOptions(format: format, overlay: .constraints))
    return (engine, try #require(image.diagram), image.bytes)
  }

  /// The group ids of the last `count` user constraints: the case's, which the document lists last.
  static func lastGroupIDs(_ engine: LayoutEngine, count: Int) -> [String] {
    let user = zip(engine.installedConstraints, engine.constraintReport()).filter { $0.0.origin == .user }
    return user.suffix(count).map { "constraint-\($0.1.index)" }
  }

  @Test(arguments: cases)
  func barsOnTheReferenceView(_ test: Case) throws {
    let (engine, diagram, _) = try Self.render(Self.yaml(test.constraints))
    let result = engine.layout()
    let layout = try #require(result.views.first { $0.id == "a" })
    let a = layout.absoluteFrame.offsetBy(dx: diagram.screen.minX, dy: diagram.screen.minY)
    let bars = diagram.marks.filter { $0.kind == .ibar }
    let close = { (x: Double, y: Double) in abs(x - y) < 0.01 }
    let widthBars = bars.filter {
      $0.box.height <= 1 && close($0.box.minX, a.minX) && close($0.box.maxX, a.maxX) && $0.box.minY > a.minY
    }
    let heightBars = bars.filter {
      $0.box.width <= 1 && close($0.box.minY, a.minY) && close($0.box.maxY, a.maxY) && $0.box.minX > a.minX
        && $0.box.minX < a.maxX + 30
    }
    #expect(widthBars.count == test.barsOnA.width)
    #expect(heightBars.count == test.barsOnA.height)
    #expect(diagram.table.isEmpty)

    // The sharing constraints are named by the bar on `a` they reuse (and by its badge), exactly once, and still
    // have marks of their own.
    let ids = Self.lastGroupIDs(engine, count: test.constraints.count)
    let named = (widthBars + heightBars).flatMap(\.sharedBy)
    #expect(named.sorted() == test.sharing.map { ids[$0] }.sorted())
    let everyShared = Set(named + test.sharingElsewhere.map { ids[$0] })
    #expect(Set(diagram.marks.flatMap(\.sharedBy)) == everyShared)
    let badges = diagram.marks.filter { $0.kind == .badge && !$0.sharedBy.isEmpty }
    #expect(Set(badges.flatMap(\.sharedBy)) == everyShared)
    for id in everyShared {
      let group = try #require(diagram.groups.first { $0.id == id })
      #expect(group.marks.contains { $0.kind == .ibar })
    }
    #expect(DiagramTests.problems(diagram, engine: engine).isEmpty)
  }
}

extension SharedSizeBarTests {
  /// The annotations JSON names the sharing constraints under `shared`, and the SVG puts the shared bar and its
  /// badge in groups classed with them; both stay well formed and the same from run to run.
  @Test func sharedMarksAreFindableInJSONAndSVG() throws {
    let yaml = Self.yaml(["b.width = a.width", "c.width = a.width", "d.width = a.width"])
    let (engine, diagram, svg) = try Self.render(yaml, format: .svg)
    let ids = Self.lastGroupIDs(engine, count: 3)
    let json = diagram.annotations.pretty()
    #expect(json == (try Self.render(yaml, format: .svg)).diagram.annotations.pretty())
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let marks = try #require(parsed["marks"] as? [[String: Any]])
    let shared = marks.filter { $0["shared"] != nil }
    #expect(shared.count >= 2)
    for mark in shared {
      #expect(mark["group"] as? String == ids[0])
      #expect(mark["shared"] as? [String] == [ids[1], ids[2]])
    }
    let root = try SVGElement.parse(svg)
    let groups = root.all.filter { $0.name == "g" && $0["class"] == "shared \(ids[1]) \(ids[2])" }
    #expect(groups.contains { $0["id"] == "\(ids[0])-shared" && $0.children.contains { $0.name == "line" } })
    #expect(
      groups.contains { $0["id"] == "\(ids[0])-text-shared" && $0.children.contains { $0.name == "circle" } })
    #expect(Set(root.all.compactMap { $0["id"] }).count == root.all.compactMap { $0["id"] }.count)
  }
}
