import Foundation
import Testing

/// The self-sizing cell recipe as a storyboard prototype, through the CLI with real fonts: the cell is a screen
/// of its own, and its frames are the recipe document's committed snapshot.
@Suite struct PrototypeCellCommandTests {
  static let storyboard = URL(fileURLWithPath: CommandLineTests.fixtures).deletingLastPathComponent()
    .appendingPathComponent("Tests/PlumbInterfaceBuilderTests/Fixtures/SelfSizingCells.storyboard").path
  static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/Fixtures/self-sizing-cell.json")
  static let cell = "Self-Sizing Table View Cells/SelfSizingCell"

  /// `views[].frame` by id from a frames JSON.
  func frames(_ data: Data) throws -> [String: [String: Double]] {
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var result: [String: [String: Double]] = [:]
    for view in try #require(json["views"] as? [[String: Any]]) {
      let frame = try #require(view["frame"] as? [String: Any])
      result[try #require(view["id"] as? String)] = frame.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
    return result
  }

  @Test func cellFramesAreTheRecipesSnapshot() throws {
    let run = try CommandLineTests().plumb(
      "layout", Self.storyboard, "--scene", Self.cell, "--format", "json")
    #expect(run.status == 0, "\(run.stderr)")
    let cell = try frames(Data(run.stdout.utf8))
    let recipe = try frames(try Data(contentsOf: Self.snapshot))
    // The recipe's root is the cell's content view.
    for (id, label) in [("ssc-root", "root"), ("ssc-title", "title"), ("ssc-body", "body")] {
      #expect(
        cell[id] != nil && cell[id] == recipe[label],
        "\(label): \(cell[id] ?? [:]) vs \(recipe[label] ?? [:])")
    }
    // The cell is its content plus the 0.5 pt separator.
    #expect(cell["ssc-cell"]?["height"] == 107.5)
  }

  @Test func cellIsListedCheckedAndRenderedLikeAScene() throws {
    let plumb = CommandLineTests()
    let check = try plumb.plumb("check", Self.storyboard)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("no problems in 2 layouts"), "\(check.stdout)")
    let layout = try plumb.plumb("layout", Self.storyboard)
    #expect(
      layout.stdout.contains(
        "== SelfSizingCells-Self-Sizing-Table-View-Cells-SelfSizingCell\ncanvas 375×107.5 @2x"))
    let unknown = try plumb.plumb("layout", Self.storyboard, "--scene", "Nope")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains(Self.cell), "\(unknown.stderr)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-cells-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let render = try plumb.plumb("render", Self.storyboard, "--scene", Self.cell, "-o", folder.path)
    #expect(render.status == 0, "\(render.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["SelfSizingCells-Self-Sizing-Table-View-Cells-SelfSizingCell.png"])
  }
}
