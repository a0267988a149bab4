import Foundation
import PlumbExplain
import Testing

/// Logs cut anywhere, and text that only looks like a log, are read without crashing: a cut log is explained as
/// far as it goes and names what is missing.
@Suite struct RobustnessTests {
  static let logs = CatalogueTests.logs

  @Test(arguments: CatalogueTests.names) func everyCutOfALogIsRead(_ name: String) throws {
    let text = try String(contentsOf: Self.logs.appendingPathComponent(name + ".log"), encoding: .utf8)
    let characters = Array(text)
    // Cuts every 31 characters are parsed; a cut in each fifth of the log is also rebuilt, solved and explained.
    var cut = 0
    while cut <= characters.count {
      let prefix = String(characters[..<cut])
      let parsed = LogParser.parse(prefix)
      if cut % max(1, characters.count / 5) < 31 {
        for message in parsed.messages {
          let explanation = Explainer().explain(message, source: name)
          #expect(explanation.failure == nil, "\(name) cut at \(cut): \(explanation.failure ?? "")")
        }
      }
      // A message cut before its recovery line says so.
      for message in parsed.messages where message.kind == .unsatisfiable && message.broken == nil {
        #expect(!message.missing.isEmpty, "\(name) cut at \(cut)")
      }
      cut += 31
    }
  }

  @Test func deeplyNestedOpeningsDoNotRecurse() {
    let text = String(repeating: "<NSLayoutConstraint:0x1 ", count: 20_000)
    let parsed = LogParser.parse("Unable to simultaneously satisfy constraints.\n(\n" + text)
    #expect(parsed.messages.count == 1)
    #expect(parsed.messages.first?.missing.contains { $0.contains("cut off inside a description") } == true)
  }

  @Test(arguments: [
    "<NSLayoutConstraint:0x>", "<NSLayoutConstraint:0x12 >", "<NSLayoutConstraint:0x12 A.width == >",
    "<NSLayoutConstraint:0x12 A:0x1.width == B:0x2.height * >",
    "<NSLayoutConstraint:0x12 H:|-(>=NSSpace(8)-[A:0x1]>",
    "<NSLayoutConstraint:0x12 V:[A:0x1'unclosed(20)]>",
    "<NSLayoutConstraint:0x12 A:0x1.width == 1e999   (active)>",
    "<NSLayoutConstraint:0x12 A:0x1.bogus == 3   (active)>", "<NSLayoutConstraint:0x12 'id H:[A:0x1(3)]>",
  ])
  func malformedDescriptionsAreReportedNotFatal(_ description: String) {
    let log = "Unable to simultaneously satisfy constraints.\n(\n    \"\(description)\"\n)\n"
    let parsed = LogParser.parse(log)
    #expect(parsed.messages.count == 1)
    #expect(!(parsed.messages.first?.missing.isEmpty ?? true))
  }
}
