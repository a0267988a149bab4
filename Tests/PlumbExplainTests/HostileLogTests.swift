import Foundation
import PlumbDocument
import PlumbExplain
import Testing

/// Logs that are wrong in ways a paste or a hostile file can be: counts next to other numbers, long names lists,
/// escape sequences in label text, non-finite numbers.
@Suite struct HostileLogTests {
  static let header = "Unable to simultaneously satisfy constraints.\n(\n"

  @Test func elisionCountsAreTheNumbersBesideTheirPhrase() {
    let log =
      Self.header
      + "    \"<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>\",\n"
      + "Shop[4410:55120] 10:22:41 … 12 more constraints of this set, left out …\n"
      + "    … 3 more constraints of this set, left out … … 4 more constraints of this set, left out …\n"
      + ")\n"
    let message = LogParser.parse(log).messages.first
    #expect(
      message?.missing.contains { $0.hasPrefix("19 constraints of the set were left out") } == true,
      "\(message?.missing ?? [])")
  }

  @Test func aNamesListWithManySeparatorsKeepsItsEntries() {
    let info =
      "active, names: '|':UIView:0x1, title:UILabel:0x2'Hello, world', icon:UIImageView:0x3"
      + String(repeating: ", ", count: 5000)
    let text = "<NSLayoutConstraint:0x9 H:|-(8)-[title]   (\(info))>"
    let constraint = try? DescriptionParser.parse(text)
    #expect(constraint?.first.text == "Hello, world")
    #expect(constraint?.first.address == "0x2")
    #expect(constraint?.second?.address == "0x1")
  }

  @Test(arguments: ["nan*", "inf*", "-inf*", "NaN *", "infinity*"])
  func aNonFiniteMultiplierIsRefused(_ factor: String) {
    let text = "<NSLayoutConstraint:0x9 UIView:0x1.width == \(factor)UIView:0x2.width   (active)>"
    #expect(throws: DescriptionError.self) { try DescriptionParser.parse(text) }
    let trailing = "<NSLayoutConstraint:0x9 UIView:0x1.width == UIView:0x2.width * nan   (active)>"
    #expect(throws: DescriptionError.self) { try DescriptionParser.parse(trailing) }
    let priority = "<NSLayoutConstraint:0x9 UIView:0x1.width == 10 @nan   (active)>"
    #expect(throws: DescriptionError.self) { try DescriptionParser.parse(priority) }
  }

  @Test func escapeSequencesInLabelTextAreShownEscaped() throws {
    let label = "UILabel:0x7f01'Warn\u{1B}[31mRED\u{07}\u{0}\u{202E}'"
    let log =
      Self.header
      + "    \"<NSLayoutConstraint:0x1 H:|-(20)-[\(label)]   (active, names: '|':UIView:0x7f02 )>\",\n"
      + "    \"<NSLayoutConstraint:0x2 \(label).width == 300   (active)>\",\n"
      + "    \"<NSLayoutConstraint:0x3 UIView:0x7f02.width == 100   (active)>\",\n"
      + "    \"<NSLayoutConstraint:0x4 H:[\(label)]-(20)-|   (active, names: '|':UIView:0x7f02 )>\"\n)\n"
    let parsed = LogParser.parse(log)
    let explanation = try #require(parsed.messages.first.map { Explainer().explain($0, source: "log") })
    let text = ExplanationText.render([explanation], source: "log")
    for raw in ["\u{1B}", "\u{07}", "\u{0}", "\u{202E}"] { #expect(!text.contains(raw)) }
    #expect(text.contains("\\u{1B}[31m"))
    for raw in ["\u{1B}", "\u{07}", "\u{0}", "\u{202E}"] { #expect(!explanation.yaml.contains(raw)) }
    // The rebuilt document loads, with the label's text as the log gave it.
    let document = try DocumentLoader().load(text: explanation.yaml, path: "rebuilt.yaml")
    #expect(explanation.failure == nil, "\(explanation.failure ?? "")")
    #expect(document.root.subviews.contains { $0.text?.contains("\u{1B}[31mRED") == true })
  }

  /// A chain of `rows` labels in a cell too short for it, with the bottom constraint broken.
  static func chain(_ rows: Int) -> String {
    var lines: [String] = []
    for index in 0..<rows {
      lines.append(
        "    \"<NSLayoutConstraint:0x6\(index) V:[UILabel:0x7\(index)'Row \(index)']-(8)-[UILabel:0x7\(index + 1)'Row \(index + 1)']   (active)>\","
      )
    }
    let cell = "'|':UITableViewCellContentView:0x7e1"
    lines.append(
      "    \"<NSLayoutConstraint:0x51 V:|-(8)-[UILabel:0x70'Row 0']   (active, names: \(cell) )>\",")
    let bottom =
      "<NSLayoutConstraint:0x52 V:[UILabel:0x7\(rows)'Row \(rows)']-(8)-|   (active, names: \(cell) )>"
    lines.append("    \"\(bottom)\",")
    lines.append(
      "    \"<NSLayoutConstraint:0x53 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7e1.height == 44   (active)>\""
    )
    return header + lines.joined(separator: "\n") + "\n)\n\nWill attempt to recover by breaking constraint \n"
      + bottom
      + "\n"
  }

  /// A long set tries fewer fixes, by the square of its size, so its time does not grow with the cube of it.
  @Test func aLongSetTriesFewerFixes() throws {
    let message = try #require(LogParser.parse(Self.chain(200)).messages.first)
    let explanation = Explainer().explain(message, source: "chain")
    #expect(explanation.failure == nil)
    let size = Double(explanation.reconstruction.constraints.count)
    let allowed = Int(
      (Double(Explainer.maximumFixTrials) * pow(Double(Explainer.fullTrialSize) / size, 2)).rounded(.down))
    #expect(!explanation.fixes.isEmpty)
    #expect(
      explanation.fixes.count <= max(1, allowed), "\(explanation.fixes.count) trials for \(size) constraints")
  }

  /// What one run re-solves is bounded: past the budget a message says so, naming the bound.
  @Test func aRunStopsReSolvingAtItsBudget() throws {
    let message = try #require(LogParser.parse(Self.chain(20)).messages.first)
    let explanation = Explainer(budget: SolveBudget(units: 100)).explain(message, source: "chain")
    #expect(explanation.failure?.contains("SolveBudget.standard") == true, "\(explanation.failure ?? "")")
    let text = ExplanationText.render([explanation], source: "chain")
    #expect(text.contains("not re-solved"))
  }
}
