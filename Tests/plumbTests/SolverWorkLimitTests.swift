import Foundation
import Testing

/// PLUMB_MAX_SOLVER_WORK: a screen whose layout passes the solver's work limit is refused by every command that lays
/// it out, with the file, the view, the limit and how to raise it; nothing is written. The limit counts row entries
/// the solver rewrites, so the same input stops at the same place on every machine.
@Suite struct SolverWorkLimitTests {
  let folder: URL
  let cli = CommandLineTests()

  /// 60 views of 10 points squeezed into a 100-point equal-centring stack view.
  static let squeezed =
    "size: [100, 40]\nroot:\n  subviews:\n    - id: row\n      kind: stack\n      distribution: equalCentering\n"
    + "      arranged: [ "
    + (0..<60).map { "{ id: v\($0), intrinsicSize: [10, 10] }" }.joined(separator: ", ")
    + " ]\nconstraints:\n  - row.leading = superview.leading\n  - row.top = superview.top\n"
    + "  - row.trailing = superview.trailing\n"

  /// The same in a XIB, with labels.
  static let squeezedXIB =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>\n"
    + "<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"40\"/><subviews>\n"
    + "<stackView id=\"row\" distribution=\"equalCentering\" translatesAutoresizingMaskIntoConstraints=\"NO\">"
    + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"20\"/><subviews>"
    + (0..<60).map {
      "<label text=\"\($0)\" id=\"l\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></label>"
    }
    .joined()
    + "</subviews></stackView></subviews><constraints>"
    + ["leading", "top", "trailing"].map {
      "<constraint firstItem=\"row\" firstAttribute=\"\($0)\" secondItem=\"root\" secondAttribute=\"\($0)\" id=\"c\($0)\"/>"
    }.joined() + "</constraints></view></objects></document>\n"

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-work-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.squeezed.write(to: folder.appendingPathComponent("row.yaml"), atomically: true, encoding: .utf8)
    try Self.squeezedXIB.write(
      to: folder.appendingPathComponent("row.xib"), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String], limit: String? = "20000") throws -> CommandLineTests.Run {
    try cli.plumbIn(
      folder, arguments: arguments, environment: limit.map { ["PLUMB_MAX_SOLVER_WORK": $0] } ?? [:])
  }

  static let yamlMessage =
    "row.yaml:4:7: error: solving the constraints of stack view 'row' with 60 arranged views rewrote more than 20000 row entries, the solver's work limit (PLUMB_MAX_SOLVER_WORK), and the layout stopped there; split the content into smaller views, or raise the limit with PLUMB_MAX_SOLVER_WORK=200000 (the time grows with the limit)"
  static let xibMessage =
    "row.xib:4:1: error: solving the constraints of stack view UIStackView row with 60 arranged views rewrote more than 20000 row entries, the solver's work limit (PLUMB_MAX_SOLVER_WORK)"

  @Test(arguments: [
    ["check", "row.yaml"], ["layout", "row.yaml"], ["render", "row.yaml", "-o", "out"],
    ["verify", "row.yaml", "--references", "refs"],
  ])
  func aDocumentPastTheLimitIsRefused(_ arguments: [String]) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(arguments)
    #expect(result.status == 65, "\(arguments): \(result.status) \(result.stderr)")
    #expect(result.stderr.contains(Self.yamlMessage), "\(arguments): \(result.stderr)")
    let written = try? FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out").path)
    #expect(written?.isEmpty ?? true, "\(arguments) wrote \(written ?? [])")
  }

  @Test(arguments: [["check", "row.xib"], ["render", "row.xib", "-o", "out"]])
  func anInterfaceBuilderFilePastTheLimitIsRefused(_ arguments: [String]) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(arguments)
    #expect(result.status == 65, "\(arguments): \(result.status) \(result.stderr)")
    #expect(result.stderr.contains(Self.xibMessage), "\(arguments): \(result.stderr)")
  }

  @Test func theDefaultLimitLaysTheSmallStackOut() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["row.yaml", "row.xib"] {
      let result = try run(["layout", file, "--format", "json"], limit: nil)
      #expect(result.status == 0, "\(file): \(result.stderr)")
      #expect(!result.stderr.contains("PLUMB_MAX_SOLVER_WORK"), "\(file): \(result.stderr)")
    }
  }

  @Test func aBadValueIsAUsageError() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["check", "row.yaml"], limit: "lots")
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "PLUMB_MAX_SOLVER_WORK=lots is not a positive whole number (the default is 100000000)"),
      "\(result.stderr)")
  }

  /// A XIB whose top-level views each hold 30 labels squeezed into a 100-point equal-centring stack view.
  static func rows(_ ids: [String]) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>\n"
      + ids.map { id in
        "<view id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"40\"/><subviews>"
          + "<stackView id=\"\(id)row\" distribution=\"equalCentering\" translatesAutoresizingMaskIntoConstraints=\"NO\">"
          + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"20\"/><subviews>"
          + (0..<30).map {
            "<label text=\"\($0)\" id=\"\(id)l\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></label>"
          }.joined()
          + "</subviews></stackView></subviews><constraints>"
          + ["leading", "top", "trailing"].map {
            "<constraint firstItem=\"\(id)row\" firstAttribute=\"\($0)\" secondItem=\"\(id)\" "
              + "secondAttribute=\"\($0)\" id=\"\(id)c\($0)\"/>"
          }.joined() + "</constraints></view>\n"
      }.joined() + "</objects></document>\n"
  }

  /// The limit bounds a file, not each engine it takes: one such screen lays out within 1 000 000 row entries, but
  /// a file of three is refused at the screen that passes their shared allowance.
  @Test func theLimitBoundsAFileNotEachScreen() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.rows(["a"]).write(
      to: folder.appendingPathComponent("one.xib"), atomically: true, encoding: .utf8)
    try Self.rows(["a", "b", "c"]).write(
      to: folder.appendingPathComponent("three.xib"), atomically: true, encoding: .utf8)
    let one = try run(["check", "one.xib"], limit: "1000000")
    #expect(one.status == 0, "\(one.stderr)")
    let three = try run(["check", "three.xib"], limit: "1000000")
    #expect(three.status == 65, "\(three.stderr)")
    #expect(
      three.stderr.contains("stack view UIStackView brow with 30 arranged views rewrote more than 1000000"))
  }
}
