import PlumbLayout
import Testing

@Suite struct EquationTests {
  @Test func applesPseudocodeVerbatim() throws {
    let spec = try EquationParser.parse("Button_2.leading = 1.0 * Button_1.trailing + 8.0")
    #expect(spec.first == AttributeReference(.named("Button_2"), .leading))
    #expect(spec.second == AttributeReference(.named("Button_1"), .trailing))
    #expect(spec.relation == .equal && spec.multiplier == 1 && spec.constant == 8)
    let constant = try EquationParser.parse("View.height = 0.0 * NotAnAttribute + 40.0")
    #expect(constant.second == nil && constant.constant == 40)
    let superview = try EquationParser.parse("Superview.bottom = 1.0 * Red.bottom + 20.0")
    #expect(superview.first.item == .superview)
    // Both keywords in any letter case, as UIKit's descriptions vary.
    #expect(try EquationParser.parse("v.height = 0 * NOTANATTRIBUTE + 4").second == nil)
    #expect(try EquationParser.parse("SUPERVIEW.top = v.top").first.item == .superview)
    #expect(try EquationParser.parse("superView.top = v.top").first.item == .superview)
    #expect(try EquationParser.parse("superviews.top = v.top").first.item == .named("superviews"))
  }

  @Test func relationsPrioritiesMetricsAndGuides() throws {
    let spec = try EquationParser.parse("blue.top >= root.safeArea.top + gap @750", metrics: ["gap": 8])
    #expect(spec.relation == .greaterThanOrEqual && spec.constant == 8 && spec.priority == 750)
    #expect(spec.second?.item == .guide(owner: "root", .safeArea))
    #expect(try EquationParser.parse("a.width ≤ 2 * b.width - 4 @ high").priority == 750)
    #expect(try EquationParser.parse("a.width == b.width * 0.5").multiplier == 0.5)
    #expect(
      try EquationParser.parse("a.Leading = superview.LeadingMargin").second?.attribute == .leadingMargin)
    #expect(try EquationParser.parse("label.baseline = field.baseline").first.attribute == .lastBaseline)
  }

  @Test(arguments: [
    ("a.leading", 10, "expected a relation"),
    ("a.leading = ", 13, "expected an item"),
    ("a.lead = b.leading", 3, "unknown attribute 'lead'"),
    ("a.leading = b.trailing + ", 26, "expected a number or metric"),
    ("a.leading = b.trailing @2000", 25, "from 1 to 1000"),
    ("a.leading = 20", 1, "location attribute"),
    ("a.width = b.leading", 1, "size attribute"),
    ("a.top = b.leading", 1, "same axis"),
    ("a.left = b.leading", 1, "left/right"),
    ("a = b.top", 2, "needs an attribute"),
    ("a.top = b.top extra", 15, "unexpected 'e'"),
    ("a.foo.top = b.top", 3, "unknown guide 'foo'"),
    ("a.b.c.top = x.top", 7, "too many parts in 'a.b.c.top'"),
    ("a.b.c.d.e = x.top", 7, "too many parts in 'a.b.c.d.e'"),
    ("a.top = NotAnAttribute", 9, "NotAnAttribute can only follow"),
  ])
  func errorsPointAtTheColumn(text: String, column: Int, phrase: String) {
    do {
      _ = try EquationParser.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.message.contains(phrase), "\(error)")
      #expect(error.description.hasSuffix("\n  " + String(repeating: " ", count: column - 1) + "^"))
    }
  }
}

@Suite struct VisualFormatTests {
  @Test func standardSpacingAndSuperviewEdges() throws {
    let specs = try VisualFormatParser.parse("H:|-[button]-[textField]-|")
    #expect(specs.count == 3)
    #expect(specs[0].first == AttributeReference(.named("button"), .leading))
    #expect(specs[0].second == AttributeReference(.superview, .leading))
    #expect(specs[0].constant == 20 && specs[0].standardSpacing)
    #expect(specs[1].first == AttributeReference(.named("textField"), .leading) && specs[1].constant == 8)
    #expect(specs[2].first == AttributeReference(.superview, .trailing) && specs[2].constant == 20)
    #expect(specs[1].source == "H:[button]-(8)-[textField]")
  }

  @Test func applesExamples() throws {
    // Width constraint, predicates with priorities, view-to-view, flush views, vertical layout.
    #expect(try VisualFormatParser.parse("[button(>=50)]")[0].relation == .greaterThanOrEqual)
    let multiple = try VisualFormatParser.parse("[flexibleButton(>=70,<=100)]")
    #expect(multiple.map(\.constant) == [70, 100])
    #expect(
      try VisualFormatParser.parse("[button1(==button2)]")[0].second
        == AttributeReference(.named("button2"), .width))
    #expect(try VisualFormatParser.parse("[button1][button2]")[0].constant == 0)
    let vertical = try VisualFormatParser.parse("V:[topField]-10-[bottomField]")
    #expect(
      vertical[0].first.attribute == .top && vertical[0].second?.attribute == .bottom
        && vertical[0].constant == 10)
    let priority = try VisualFormatParser.parse("[button(100@20)]")
    #expect(priority[0].priority == 20 && priority[0].constant == 100)
    let complete = try VisualFormatParser.parse("|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(complete.count == 5)
    let metric = try VisualFormatParser.parse("|-(>=gap@750)-[a]", metrics: ["gap": 12])
    #expect(
      metric[0].relation == .greaterThanOrEqual && metric[0].constant == 12 && metric[0].priority == 750)
    #expect(try VisualFormatParser.parse("[a]-(-2)-[b]")[0].constant == -2)
  }

  @Test func optionsAlignAndSetDirection() throws {
    let aligned = try VisualFormatParser.parse("H:[a]-[b]-[c]", options: ["alignAllCenterY"])
    let alignment = aligned.filter { $0.first.attribute == .centerY }
    #expect(alignment.count == 2)
    #expect(alignment[1].first.item == .named("c") && alignment[1].second?.item == .named("b"))
    let rtl = try VisualFormatParser.parse("H:|-8-[a]", options: ["directionRightToLeft"])
    #expect(
      rtl[0].first == AttributeReference(.superview, .right)
        && rtl[0].second == AttributeReference(.named("a"), .right))
    let ltr = try VisualFormatParser.parse("H:[a]-8-[b]", options: ["directionLeftToRight"])
    #expect(ltr[0].first.attribute == .left && ltr[0].second?.attribute == .right)
  }

  @Test(arguments: [
    ("H:[a]-[b", 9, "expected ']'"),
    ("H:|-[a]-|-[b]", 10, "nothing may follow"),
    ("[a]-(>=x)-[b]", 8, "unknown metric 'x'"),
    ("H:a", 3, "expected a view"),
    ("[a]-", 5, "after '-'"),
    ("[a(>=50@2000)]", 9, "from 1 to 1000"),
    ("[a]-(8-[b]", 7, "expected ',' or ')'"),
  ])
  func errorsPointAtTheColumn(text: String, column: Int, phrase: String) {
    do {
      _ = try VisualFormatParser.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.message.contains(phrase), "\(error)")
    }
  }

  @Test func alignmentAlongTheLayoutAxisIsAnError() {
    #expect(throws: NotationError.self) {
      try VisualFormatParser.parse("H:[a]-[b]", options: ["alignAllLeading"])
    }
    #expect(throws: NotationError.self) { try VisualFormatParser.parse("[a]", options: ["alignAllSideways"]) }
  }

  /// Found by the vfl fuzz target (Tests/Fuzz/regressions/vfl-infinite-constant): `1e999` overflowed to an
  /// infinite width instead of failing at the number, as equations do.
  @Test(arguments: [
    ("[a(1e999)]", 4), ("H:[a]-1e999-[b]", 7), ("|-(>=-1e999)-[a]", 6), ("[a]-(huge)-[b]", 6),
    ("[a(==8,<=huge@750)]", 10),
  ])
  func numbersThatOverflowAreErrorsAtTheNumber(text: String, column: Int) {
    do {
      let specs = try VisualFormatParser.parse(text, metrics: ["huge": .infinity])
      Issue.record("\(text) parsed as \(specs)")
    } catch {
      #expect(error.message == "numbers must be finite")
      #expect(error.column == column, "\(error)")
    }
  }
}
