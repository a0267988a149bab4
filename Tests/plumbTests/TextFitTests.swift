import Foundation
import Testing

/// `plumb check`'s report of text that does not fit, case by case: each row runs check in `TextFit/` and compares
/// its output with `TextFit/expected/NAME.txt` exactly.
@Suite struct TextFitTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "TextFit")

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var status: Int32
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Fits at the default size, truncated (and a two-line label out of lines) at the largest.
    Case(name: "dynamic-type-l", arguments: ["check", "dynamic-type.yaml"], status: 0),
    Case(
      name: "dynamic-type-ax5", arguments: ["check", "dynamic-type.yaml", "--content-size", "ax5"], status: 1),
    // Comma lists: every case, each finding named by its traits.
    Case(
      name: "dynamic-type-cases", arguments: ["check", "dynamic-type.yaml", "--content-size", "l,ax5"],
      status: 1),
    // Long strings: the button title and the placeholder fit until they are doubled.
    Case(name: "long-strings", arguments: ["check", "long-strings.yaml"], status: 0),
    Case(
      name: "long-strings-doubled", arguments: ["check", "long-strings.yaml", "--double-strings"], status: 1),
    // A clipping ancestor and the canvas cut text part way; text wholly out of sight is not reported.
    Case(name: "clipping", arguments: ["check", "clipping.yaml"], status: 1),
    // Text running into a sibling's text; a caption over an image is not an overlap.
    Case(name: "overlap", arguments: ["check", "overlap.yaml"], status: 1),
    // Interface Builder: the file's line and column and the view's userLabel; a label that shrinks is not truncated.
    Case(
      name: "storyboard", arguments: ["check", "Feedback.storyboard", "--content-size", "l,ax5"], status: 1),
    // At the traits Xcode showed the file in, a finding turns on Plumb's fonts: a note, not counted.
    Case(name: "storyboard-design", arguments: ["check", "Feedback.storyboard"], status: 0),
    // Listed but not counted.
    Case(
      name: "storyboard-notes",
      arguments: ["check", "Feedback.storyboard", "--content-size", "ax5", "--text-fit", "notes"], status: 0),
    Case(
      name: "storyboard-off",
      arguments: ["check", "Feedback.storyboard", "--content-size", "ax5", "--text-fit", "off"],
      status: 0),
    // Every finding for tools.
    Case(
      name: "json",
      arguments: [
        "check", "dynamic-type.yaml", "overlap.yaml", "--content-size", "l,ax5", "--format", "json",
      ],
      status: 1),
  ]

  @Test(arguments: cases)
  func reports(_ example: Case) throws {
    let run = try CommandLineTests().plumbIn(Self.folder, example.arguments)
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("expected/\(example.name).txt"), encoding: .utf8)
    #expect(run.stdout == expected, "\(run.stdout)")
    #expect(run.status == example.status, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }
}
