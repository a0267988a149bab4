import PlumbDocument
import PlumbLayout
import Testing

@Suite struct LoaderTests {
  let loader = DocumentLoader()

  func load(_ text: String) throws(DocumentError) -> LayoutDocument {
    try loader.load(text: text, path: "test.yaml")
  }

  func failure(_ text: String) -> DocumentError? {
    do {
      _ = try load(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func loadsTheSpecExample() throws {
    let document = try load(
      """
      title: Two Equal-Width Views
      device: iphone-se
      orientation: portrait
      direction: ltr
      contentSize: large
      metrics: { gap: 8 }
      root:
        color: systemBackground
        subviews:
          - { id: red,  color: systemRed }
          - { id: blue, color: systemBlue }
      constraints:
        - red.leading = superview.leadingMargin
        - blue.leading = red.trailing + gap
        - "V:|-20-[red]-20-|"
        - { eq: "blue.top = red.top", id: align-tops }
        - { eq: "blue.bottom = red.bottom", priority: 750 }
      """)
    #expect(document.title == "Two Equal-Width Views")
    #expect(document.canvas.device?.name == "iphone-se")
    #expect(document.metrics.map(\.name) == ["gap"])
    #expect(document.root.subviews.map(\.id) == ["red", "blue"])
    #expect(document.root.subviews[0].appearance.backgroundColor == "systemRed")
    #expect(document.constraints.count == 5)
    if case .visualFormat(let line, _, _) = document.constraints[2].body {
      #expect(line == "V:|-20-[red]-20-|")
    } else {
      Issue.record("VFL line not recognised")
    }
    #expect(document.constraints[3].identifier == "align-tops")
    #expect(document.constraints[4].priority == 750)
    // The quoted VFL text starts one column after the quote.
    #expect(document.constraints[2].textLocation == SourceLocation(file: "test.yaml", line: 15, column: 6))
  }

  @Test func appearanceAndLocaleAreDocumentTraits() throws {
    let arabic = try load("appearance: dark\nlocale: ar\nroot: {}\n")
    #expect(arabic.canvas.appearance == .dark)
    #expect(arabic.canvas.language == .localization("ar"))
    #expect(arabic.canvas.direction == .rightToLeft)
    // A direction the document names wins over the language's, whichever key comes first.
    let named = try load("direction: ltr\nlocale: he\nroot: {}\n")
    #expect(named.canvas.direction == .leftToRight)
    let matrix = try load(
      "root: {}\nsnapshot:\n  matrix: { appearance: [light, dark], locale: [base, fr, pseudo-bounded] }\n")
    #expect(matrix.snapshot.appearances == [.light, .dark])
    #expect(matrix.snapshot.languages == [.development, .localization("fr"), .pseudo(.bounded)])
    #expect(failure("appearance: dim\nroot: {}\n")?.message.contains("unknown appearance 'dim'") == true)
    #expect(
      failure("locale: ../fr\nroot: {}\n")?.description.hasPrefix("test.yaml:1:9: error: unknown locale")
        == true)
  }

  @Test func jsonIsTheSameDataModel() throws {
    let document = try load(
      #"{ "size": [320, "fit"], "root": { "subviews": [ { "id": "a", "kind": "label", "text": "Hi" } ] }, "constraints": ["a.leading = superview.leading"] }"#
    )
    #expect(document.canvas.width == .points(320))
    #expect(document.canvas.height == .fit)
    #expect(document.root.subviews[0].kind == .label)
  }

  @Test func unknownKeyListsTheAllowedKeysWithItsLocation() {
    let error = failure(
      """
      root:
        subviews:
          - { id: a, colour: systemRed }
      """)
    #expect(error?.location == SourceLocation(file: "test.yaml", line: 3, column: 16))
    #expect(error?.message.contains("unknown key 'colour' in a view (did you mean 'color'?)") == true)
    #expect(error?.message.contains("allowed keys: id, kind, subviews") == true)
    #expect(error?.description.hasPrefix("test.yaml:3:16: error: unknown key 'colour'") == true)
  }

  @Test(arguments: [
    ("root: { subviews: [ { color: red } ] }", "every view but the root needs an id"),
    ("root: { kind: lable }", "unknown kind 'lable' (did you mean 'label'?)"),
    ("device: iphone-99\nroot: {}", "unknown device 'iphone-99'"),
    ("size: [320]\nroot: {}", "size must be [width, height]"),
    ("root: { subviews: [ { id: a, frame: [0, 0, -5, 10] } ] }", "non-negative width and height"),
    ("root: { subviews: [ { id: a, hugging: 1001 } ] }", "from 1 to 1000"),
    ("root: { subviews: [ { id: a, borderWidth: .nan } ] }", "finite number"),
    ("root: { subviews: [ { id: a, borderWidth: 1e300 } ] }", "out of range"),
    ("root: { subviews: [ { id: a, lines: -1 } ] }", "lines must be 0"),
    ("root: { subviews: [ { id: superview } ] }", "reserved"),
    ("root: { id: main }", "always 'root'"),
    ("root: { spacing: 8 }", "stack view property"),
    ("title: x", "needs a root view"),
    ("root: {}\nconstraints: [ { eq: a.top = b.top, vfl: '[a]' } ]", "exactly one of eq:"),
    ("root: {}\nconstraints: [ { eq: a.top = b.top, options: [alignAllTop] } ]", "options: is for VFL"),
    ("root: {}\nscale: 4", "scale must be 1, 2 or 3"),
    ("root: {\n  subviews: [ { id: a ]\n}", "YAML syntax error"),
    ("root: {}\nroot: {}", "duplicate"),
    ("device: iphone-se\nsize: [1, 1]\nroot: {}", "either device: or size:"),
    ("root: { subviews: [ { id: a, image: missing.png } ] }", "not a readable PNG"),
  ])
  func badDocumentsSayWhatIsWrong(text: String, phrase: String) {
    let error = failure(text)
    #expect(error != nil)
    #expect(error?.message.contains(phrase) == true, "\(error?.message ?? "no error")")
  }

  /// Found by the document fuzz target (Tests/Fuzz/regressions/document-end-*): at the end of a text without a
  /// final line break libyaml marks the line after the last one, which an editor cannot show.
  @Test(arguments: [
    ("---", 1, 4, "the document must be a mapping, found ''"),
    ("root: { subviews: [ { id: a }", 1, 30, "YAML syntax error: did not find expected ',' or ']'"),
    ("title: x\r\nroot: {", 2, 8, "YAML syntax error: did not find expected node content"),
  ])
  func errorsAtTheEndOfATextWithoutALineBreakPointAtItsLastLine(
    text: String, line: Int, column: Int, phrase: String
  ) {
    let error = failure(text)
    #expect(error?.location == SourceLocation(file: "test.yaml", line: line, column: column))
    #expect(error?.message.hasPrefix(phrase) == true, "\(error?.message ?? "no error")")
  }

  /// `kind: scroll`, its guides in equations (both spellings), and Apple's pre-iOS 11 form side by side.
  @Test func scrollViewsAndTheirGuides() throws {
    let constraints = [
      """
        - content.top = scroll.contentLayoutGuide.top
        - content.bottom = scroll.contentLayout.bottom
        - content.leading = scroll.contentLayoutGuide.leading
        - content.trailing = scroll.contentLayoutGuide.trailing
        - content.width = scroll.frameLayoutGuide.width
      """,
      """
        - content.top = scroll.top
        - content.bottom = scroll.bottom
        - content.leading = scroll.leading
        - content.trailing = scroll.trailing
        - content.width = scroll.width
      """,
    ]
    for form in constraints {
      let document = try load(
        """
        size: [300, 400]
        root:
          subviews:
            - id: scroll
              kind: scroll
              subviews:
                - { id: content, intrinsicSize: [none, 1000] }
            - { id: plain, clipsToBounds: true, frame: [0, 0, 10, 10] }
        constraints:
          - "H:|[scroll]|"
          - "V:|[scroll]|"
        \(form)
        """)
      let screen = try document.makeScreen()
      #expect(screen.root.subviews[0].kind == .scroll)
      #expect(screen.root.subviews[0].clipsToBounds)
      #expect(screen.root.subviews[1].clipsToBounds)
      let result = screen.makeEngine(measurer: FixedTextMeasurer()).layout()
      #expect(result.view("content")?.frame == Rect(x: 0, y: 0, width: 300, height: 1000))
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
  }

  @Test func onlyScrollViewsHaveContentAndFrameGuides() throws {
    let document = try load(
      """
      root:
        subviews:
          - { id: box }
          - { id: other }
      constraints:
        - other.top = box.contentLayoutGuide.top
      """)
    #expect(throws: DocumentError.self) { try document.makeScreen() }
    do {
      _ = try document.makeScreen()
    } catch {
      #expect(error.location == SourceLocation(file: "test.yaml", line: 6, column: 5))
      #expect(
        error.message.contains(
          "'box' is not a scroll view, so it has no contentLayoutGuide (give it kind: scroll)"))
    }
    let misspelt = try load(
      "root: { subviews: [ { id: a }, { id: b, kind: scroll } ] }\nconstraints: [ a.top = b.contentGuide.top ]"
    )
    #expect(throws: DocumentError.self) { try misspelt.makeScreen() }
    do {
      _ = try misspelt.makeScreen()
    } catch {
      #expect(error.message.contains("unknown guide 'contentGuide'"), "\(error.message)")
    }
  }

  @Test func limitsProtectTheProcess() {
    var deep = "root:\n"
    var indent = "  "
    for level in 0..<70 {
      deep += "\(indent)subviews:\n\(indent)  - id: v\(level)\n"
      indent += "    "
    }
    let error = failure(deep)
    #expect(error?.message.contains("nested more than 64 deep") == true)
    let tight = DocumentLoader(limits: DocumentLimits(maximumViews: 2))
    #expect(throws: DocumentError.self) {
      try tight.load(text: "root: { subviews: [ { id: a }, { id: b } ] }", path: "t.yaml")
    }
  }

  @Test func stackAndTextProperties() throws {
    let document = try load(
      """
      root:
        subviews:
          - id: form
            kind: stack
            axis: vertical
            distribution: equalSpacing
            alignment: center
            spacing: 3
            customSpacing: { name: 12 }
            arranged:
              - { id: name, kind: label, text: Name, textStyle: headline, lines: 0, hugging: { horizontal: 251, vertical: 252 } }
              - { id: field, kind: textField, placeholder: Name, font: { size: 20, weight: bold } }
      """)
    let stack = try #require(document.root.subviews.first)
    #expect(
      stack.stack
        == StackConfiguration(
          axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 3,
          customSpacing: ["name": 12]))
    #expect(stack.arranged[0].font == .preferred(.headline))
    #expect(stack.arranged[0].hugging == AxisPair(horizontal: 251, vertical: 252))
    #expect(stack.arranged[1].font == FontDescriptor(size: 20, weight: .bold))
  }
}
