import Foundation
import PlumbLayout
import Testing

/// README.md's library example: it compiles here, lays out as the README says, and README.md shows these lines.
@Suite struct GettingStartedTests {
  /// The example between the markers, run; its output is the frames the README's comment gives.
  func runExample() throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    // README example begins
    let root = View("root")
    let red = View("red")
    let blue = View("blue")
    try root.addSubview(red)
    try root.addSubview(blue)
    try LayoutConstraint.activate([
      red.leadingAnchor == root.leadingAnchor + 20, blue.leadingAnchor == red.trailingAnchor + 8,
      root.trailingAnchor == blue.trailingAnchor + 20, red.widthAnchor == blue.widthAnchor,
      red.topAnchor == root.topAnchor + 20, root.bottomAnchor == red.bottomAnchor + 20,
      blue.topAnchor == red.topAnchor, blue.heightAnchor == red.heightAnchor,
    ])
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(320), height: .points(200)))
    for view in engine.layout().views { print(view.id, view.frame) }  // red (20, 20, 136, 160) …
    // README example ends
    LayoutConstraint.deactivate(root.activeConstraints)
    return printed
  }

  @Test func exampleLaysOutAsTheReadmeSays() throws {
    #expect(
      try runExample() == ["root (0, 0, 320, 200)", "red (20, 20, 136, 160)", "blue (164, 20, 136, 160)"])
  }

  @Test func readmeShowsTheExample() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
    guard let begin = source.firstIndex(where: { $0.hasSuffix("// README example begins") }),
      let end = source.firstIndex(where: { $0.hasSuffix("// README example ends") })
    else {
      Issue.record("the example's markers are missing from \(#filePath)")
      return
    }
    let lines = source[(begin + 1)..<end]
    let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let example = lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(text.contains("```swift\nimport PlumbLayout\n\n" + example + "\n```\n"))
  }
}
