import PlumbDocument
import PlumbLayout
import Testing

/// `states:`: layout changes applied in order on a live screen, through the engine, with located errors.
@Suite struct StateTests {
  let loader = DocumentLoader()

  func failure(_ text: String) -> DocumentError? {
    do {
      _ = try loader.load(text: text, path: "s.yaml")
      return nil
    } catch {
      return error
    }
  }

  /// Frames after `count` states (pixel-aligned), with the engine that produced them.
  func frames(_ text: String, afterStates count: Int) throws -> (
    frames: [String: Rect], engine: LayoutEngine, json: String
  ) {
    let document = try loader.load(text: text, path: "s.yaml")
    let made = try document.makeEngine(afterStates: count, measurer: FixedTextMeasurer())
    var frames: [String: Rect] = [:]
    for view in made.result.views { frames[view.id] = view.frame }
    return (frames, made.engine, made.result.json().pretty())
  }

  /// A fresh layout of a document written without states.
  func fresh(_ text: String) throws -> String {
    let document = try loader.load(text: text, path: "s.yaml")
    return try document.makeScreen().makeEngine(measurer: FixedTextMeasurer()).layout().json().pretty()
  }

  static let boxes = """
    size: [300, 400]
    root:
      subviews:
        - { id: a }
        - { id: b }
    constraints:
      - a.leading = superview.leading + 10
      - a.trailing = superview.trailing - 10
      - b.leading = a.leading
      - b.width = a.width
      - b.height = a.height
      - { eq: "a.top = superview.top + 10", id: top }
      - { eq: "b.top = a.bottom + 10", id: gap }
      - { eq: "superview.bottom = b.bottom + 10", id: bottom }
    """

  @Test func constraintChangesApplyIncrementallyAndMatchAFreshLayout() throws {
    let text =
      Self.boxes + """

        states:
          - name: squeezed
            deactivate: [bottom]
            constants: { gap: 30, top: 20 }
            activate:
              - { eq: "b.height = 50", id: fixed }
          - name: loose
            constants: { fixed: 100 }
        """
    let base = try frames(text, afterStates: 0)
    // (400 − 3 × 10) / 2 = 185 each.
    #expect(base.frames["a"] == Rect(x: 10, y: 10, width: 280, height: 185))
    let squeezed = try frames(text, afterStates: 1)
    #expect(squeezed.frames["a"] == Rect(x: 10, y: 20, width: 280, height: 50))
    #expect(squeezed.frames["b"] == Rect(x: 10, y: 100, width: 280, height: 50))
    // Deactivations, constants and activations all went into the first engine's solver.
    #expect(squeezed.engine.rebuildCount == 1)
    let loose = try frames(text, afterStates: 2)
    #expect(loose.frames["b"] == Rect(x: 10, y: 150, width: 280, height: 100))
    #expect(loose.engine.rebuildCount == 1)
    let equivalent = """
      size: [300, 400]
      root:
        subviews:
          - { id: a }
          - { id: b }
      constraints:
        - a.leading = superview.leading + 10
        - a.trailing = superview.trailing - 10
        - b.leading = a.leading
        - b.width = a.width
        - b.height = a.height
        - a.top = superview.top + 20
        - b.top = a.bottom + 30
        - b.height = 100
      """
    #expect(loose.json == (try fresh(equivalent)))
  }

  @Test func addingAndRemovingViewsRebuildsToTheFreshLayout() throws {
    let text =
      Self.boxes + """

        states:
          - name: added
            add:
              - id: c
                subviews: [{ id: d }]
            activate:
              - c.leading = superview.leading
              - c.width = 40
              - c.height = 40
              - c.top = b.bottom
              - d.leading = superview.leading + 5
              - d.top = superview.top + 5
              - d.width = 10
              - d.height = 10
          - name: removed
            remove: [b]
        """
    let added = try frames(text, afterStates: 1)
    #expect(added.frames["c"] == Rect(x: 0, y: 390, width: 40, height: 40))
    #expect(added.frames["d"] == Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(added.engine.rebuildCount == 2)
    let removed = try frames(text, afterStates: 2)
    #expect(removed.frames["b"] == nil)
    // b took its constraints with it: c lost its top and a its bottom, so both are free to move (ambiguous).
    let equivalent = """
      size: [300, 400]
      root:
        subviews:
          - { id: a }
          - id: c
            subviews: [{ id: d }]
      constraints:
        - a.leading = superview.leading + 10
        - a.trailing = superview.trailing - 10
        - a.top = superview.top + 10
        - c.leading = superview.leading
        - c.width = 40
        - c.height = 40
        - d.leading = superview.leading + 5
        - d.top = superview.top + 5
        - d.width = 10
        - d.height = 10
      """
    #expect(removed.json == (try fresh(equivalent)))
  }

  @Test func statesAreReadInDocumentOrderWithTheirLocations() throws {
    let document = try loader.load(
      text: Self.boxes + """

        metrics: { wide: 30 }
        states:
          - name: one
            constants: { gap: wide, top: 4 }
          - { name: two, deactivate: [gap], remove: [b] }
        """, path: "s.yaml")
    #expect(document.states.map(\.name) == ["one", "two"])
    #expect(document.states[0].constants.map(\.id) == ["gap", "top"])
    #expect(document.states[0].constants.map(\.value) == [30, 4])
    #expect(document.states[0].location == SourceLocation(file: "s.yaml", line: 17, column: 5))
    #expect(document.states[1].remove.map(\.id) == ["b"])
  }

  @Test(arguments: [
    (
      "states:\n  - { name: one }\n  - { name: one }", 17, 13,
      "duplicate state name 'one' (the first is at line 16); state names must be unique"
    ),
    (
      "states:\n  - { name: one, deactivate: [gapp] }", 16, 31,
      "unknown constraint identifier 'gapp' in state 'one' (did you mean 'gap'?)"
    ),
    (
      "states:\n  - { name: one, constants: { botom: 3 } }", 16, 31,
      "unknown constraint identifier 'botom' in state 'one' (did you mean 'bottom'?)"
    ),
    ("states:\n  - { name: one, remove: [c] }", 16, 27, "unknown view 'c' in state 'one'"),
    ("states:\n  - { name: one, remove: [root] }", 16, 27, "the root view cannot be removed"),
    (
      "states:\n  - { name: one, remove: [b] }\n  - { name: two, remove: [b] }", 17, 27,
      "unknown view 'b' in state 'two'"
    ),
    ("states:\n  - { deactivate: [top] }", 16, 5, "every state needs a name (name:)"),
    (
      "states:\n  - { name: one, activat: [] }", 16, 18,
      "unknown key 'activat' in a state (did you mean 'activate'"
    ),
    ("states:\n  - { name: two words }", 16, 13, "state name 'two words' must be a letter or _"),
    // An identifier is known only from the state that activates it on.
    (
      "states:\n  - { name: one, constants: { later: 1 } }\n  - { name: two, activate: [{ eq: 'a.top = superview.top', id: later }] }",
      16, 31, "unknown constraint identifier 'later' in state 'one'"
    ),
  ])
  func badStatesAreLocatedErrors(states: String, line: Int, column: Int, message: String) {
    let error = failure(Self.boxes + "\n" + states)
    #expect(
      error?.location == SourceLocation(file: "s.yaml", line: line, column: column),
      "\(String(describing: error))")
    #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func badEquationsInAStateFailWhenAppliedWithTheirLocation() throws {
    let document = try loader.load(
      text: Self.boxes + """

        states:
          - name: fine
            constants: { gap: 1 }
          - name: broken
            activate:
              - a.top = nowhere.bottom
              - "b.width = "
        """, path: "s.yaml")
    let live = try document.makeLiveDocument()
    try live.applyNextState()
    #expect(live.appliedStates == 1)
    #expect(throws: DocumentError.self) { try live.applyNextState() }
    do {
      try document.validateStates()
      Issue.record("validateStates accepted an unknown view")
    } catch {
      // Unknown items point at the equation, as in constraints:.
      #expect(error.location == SourceLocation(file: "s.yaml", line: 20, column: 9))
      #expect(error.message.hasPrefix("unknown view or guide 'nowhere'"))
    }
    let syntax = try loader.load(
      text: Self.boxes + "\nstates:\n  - name: broken\n    activate: [\"b.width = \"]\n", path: "s.yaml")
    do {
      try syntax.validateStates()
      Issue.record("validateStates accepted a broken equation")
    } catch {
      // The end of the text, inside the quotes.
      #expect(error.location == SourceLocation(file: "s.yaml", line: 17, column: 27))
      #expect(error.message.hasPrefix("expected an item such as view.leading on the right side"))
    }
  }

  @Test func sizeClassesLeaveOutStateViewsAndConstraintsToo() throws {
    let text = """
      device: iphone-se
      root:
        subviews:
          - { id: a }
      constraints:
        - { eq: "a.leading = superview.leading", id: lead }
        - a.top = superview.top
        - a.width = 10
        - a.height = 10
      states:
        - name: wide
          add:
            - { id: b, when: { width: regular } }
          deactivate: [lead]
          activate:
            - { eq: "a.leading = superview.leading + 50", when: { width: compact } }
            - b.leading = a.trailing
          remove: [b]
      """
    // Compact width: b is not installed, so neither is its constraint, and removing it changes nothing.
    let result = try frames(text, afterStates: 1)
    #expect(result.frames["a"] == Rect(x: 50, y: 0, width: 10, height: 10))
    #expect(result.frames["b"] == nil)
  }
}
