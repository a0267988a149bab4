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
}
