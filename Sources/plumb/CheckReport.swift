import PlumbLayout
import PlumbPipeline

/// What `plumb check` found in one file in one case, or in a whole run once added up in the jobs' order.
struct CheckedFile: Sendable {
  /// A problem in UIKit's words (a warning about the file, or a layout diagnostic).
  struct Problem: Sendable {
    var kind: String
    var screen: String
    var traits: String
    var message: String
  }

  var layouts = 0
  var problems: [Problem] = []
  var textFit: [TextFitReport] = []
  /// Text that does not fit in an Interface Builder file at the traits Xcode showed it in: notes, never counted.
  var textFitAtDesign: [TextFitReport] = []
  /// Plumb's own differences from stored frames (never counted).
  var differences = 0
  /// The text report's lines, in order.
  var report: [String] = []

  mutating func add(problem kind: String, screen: String, traits: String, message: String, text: String) {
    problems.append(Problem(kind: kind, screen: screen, traits: traits, message: message))
    report.append(text)
  }

  mutating func append(_ other: CheckedFile) {
    layouts += other.layouts
    problems += other.problems
    textFit += other.textFit
    textFitAtDesign += other.textFitAtDesign
    differences += other.differences
    report += other.report
  }

  /// `plumb check --format json`: the cases, the counts, every problem and every text-fit finding.
  func json(cases: [String], failures: [String], textFitCounted: Bool) -> JSONValue {
    let problemList: [JSONValue] = problems.map { problem in
      .object([
        ("traits", .string(problem.traits)), ("screen", .string(problem.screen)),
        ("kind", .string(problem.kind)),
        ("message", .string(problem.message)),
      ])
    }
    return .object([
      ("cases", .array(cases.map { .string($0) })),
      ("layouts", .number(Double(layouts))),
      ("problems", .array(problemList)),
      ("textFit", .array(textFit.map(\.json))),
      ("textFitCounted", .bool(textFitCounted)),
      ("textFitAtDesignTraits", .array(textFitAtDesign.map(\.json))),
      ("notes", .number(Double(differences))),
      ("failures", .array(failures.map { .string($0) })),
    ])
  }
}
