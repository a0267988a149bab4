import Testing

@testable import PlumbVerify

struct FramesComparisonTests {
  static func frames(_ redX: Double, ambiguous: Bool = false, extra: Bool = false) -> String {
    var views = [
      #"{ "id": "root", "frame": { "x": 0, "y": 0, "width": 320, "height": 200 }, "ambiguous": false }"#,
      #"{ "id": "red", "frame": { "x": \#(redX), "y": 20, "width": 100, "height": 50 }, "ambiguous": \#(ambiguous) }"#,
    ]
    if extra {
      views.append(
        #"{ "id": "blue", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 }, "ambiguous": false }"#)
    }
    return
      #"{ "canvas": { "width": 320, "height": 200, "scale": 2 }, "views": [\#(views.joined(separator: ","))], "diagnostics": [] }"#
  }

  @Test func identicalFramesHaveNoChanges() {
    #expect(FramesComparison.compare(reference: Self.frames(20), actual: Self.frames(20)) == nil)
  }

  @Test func changesAreNamedViewByView() throws {
    let changes = try #require(
      FramesComparison.compare(reference: Self.frames(20), actual: Self.frames(21, extra: true)))
    #expect(
      changes.contains(
        "view 'red' frame {x: 20, y: 20, width: 100, height: 50} → {x: 21, y: 20, width: 100, height: 50}"))
    #expect(changes.contains("view 'blue' is new"))
    let ambiguity = try #require(
      FramesComparison.compare(reference: Self.frames(20), actual: Self.frames(20, ambiguous: true)))
    #expect(ambiguity == ["view 'red' is now ambiguous"])
  }

  @Test func svgTextNamesTheFirstDifferingLine() {
    #expect(TextComparison.compare(reference: "a\nb\nc", actual: "a\nb\nc") == nil)
    #expect(
      TextComparison.compare(reference: "a\nb\nc", actual: "a\nB\nc")
        == "1 line differs, first at line 2: b → B")
  }
}
