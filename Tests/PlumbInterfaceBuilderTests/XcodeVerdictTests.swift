import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Fixtures/XcodeVerdict.storyboard (iPhone SE, status bar 20). "Marked": Xcode marks `xv1-mis` misplaced (stored at
// (40, 100), its constraints put it at (16, 20)) and `xv1-amb` ambiguous (its constraints do determine it); a label
// stored at Apple's text size, a view pinned below it, and a view stored 20 pt below where its constraint puts it
// are not marked. "Clean": every frame where the constraints put it.
@Suite struct XcodeVerdictTests {
  static func marked(compare: Bool = false) throws -> (scene: IBScene, result: LayoutResult) {
    var options = InterfaceBuilderOptions()
    options.comparesStoredFrames = compare
    let scene = try #require(try fixture("XcodeVerdict.storyboard", options: options).scene(named: "Marked"))
    return (scene, layout(scene))
  }

  @Test func misplacedAndAmbiguousAreWhatTheFileMarks() throws {
    let (_, result) = try Self.marked()
    #expect(Set(result.views.filter(\.isMisplaced).map(\.id)) == ["xv1-mis"])
    #expect(frame(result, "xv1-mis") == Rect(x: 16, y: 20, width: 100, height: 50))
    #expect(result.diagnostics.map(\.kind) == [.misplaced, .ambiguous])
    #expect(result.diagnostics.map(\.views) == [["xv1-mis"], ["xv1-amb"]])
    #expect(result.diagnostics[1].message.contains("ambiguous=\"YES\""))
  }

  @Test func plumbsOwnDifferencesAreNotesWithTheirLikelyCause() throws {
    let (scene, result) = try Self.marked()
    let causes = Dictionary(
      uniqueKeysWithValues: scene.storedFrameDifferences(result).map { ($0.view, $0.cause) })
    // The fixed measurer's "Hello" is 42.5 × 20.5 against the stored 50 × 21; the view below it moves up with it.
    #expect(causes == ["xv1-lbl": .textMetrics, "xv1-blw": .textMetrics, "xv1-sb": .statusBar])
    #expect(result.notes.map(\.views) == [["xv1-lbl"], ["xv1-blw"], ["xv1-sb"]])
    #expect(result.notes[2].message.contains("likely cause: status bar"))
    guard case .object(let document) = scene.json(result),
      case .array(let views)? = document.first(where: { $0.0 == "views" })?.1
    else {
      Issue.record("no views in the frames document")
      return
    }
    let differences: [String: JSONValue] = Dictionary(
      uniqueKeysWithValues: views.compactMap { view in
        guard case .object(let fields) = view, case .string(let id)? = fields.first?.1,
          let cause = fields.first(where: { $0.0 == "storedFrameDifference" })?.1
        else { return nil }
        return (id, cause)
      })
    #expect(
      differences == [
        "xv1-lbl": .string("text metrics"), "xv1-blw": .string("text metrics"),
        "xv1-sb": .string("status bar"),
      ])
    #expect(document.contains { $0.0 == "notes" })
  }

  /// `--compare-stored` marks Plumb's differences misplaced for diagrams; the verdict does not change.
  @Test func comparingStoredFramesMarksPlumbsDifferencesOnly() throws {
    let (_, result) = try Self.marked(compare: true)
    #expect(Set(result.views.filter(\.isMisplaced).map(\.id)) == ["xv1-mis", "xv1-lbl", "xv1-blw", "xv1-sb"])
    #expect(result.diagnostics.map(\.kind) == [.misplaced, .ambiguous])
  }

  @Test func aFileXcodeSavedCleanHasNoProblems() throws {
    let scene = try #require(try fixture("XcodeVerdict.storyboard").scene(named: "Clean"))
    let result = layout(scene)
    #expect(result.diagnostics.isEmpty && result.notes.isEmpty)
    #expect(result.views.allSatisfy { !$0.isMisplaced })
  }

  /// A conflict with the canvas's own width in a scene Xcode marked nothing in is Plumb's canvas model: a note. A
  /// constraint to a view inside an element Plumb does not lay out is Plumb's gap, not a missing reference.
  @Test func conflictsWithThePlumbCanvasAndIgnoredElementsAreNotes() throws {
    let scene = try #require(try fixture("XcodeVerdict.storyboard").scene(named: "Canvas"))
    let result = layout(scene)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.notes.map(\.kind) == [.unsatisfiable, .misplaced])
    #expect(result.notes[0].message.hasPrefix("Canvas (not counted"))
    #expect(scene.storedFrameDifferences(result).map(\.cause) == [.canvas])
    let reference = try #require(scene.warnings.first { $0.message.contains("xv3-ft") })
    #expect(!reference.kind.isProblemInFile)
  }

  @Test func onlyWarningsAboutTheFileItselfAreProblems() {
    let problems = [IBWarning.Kind.unresolvedReference, .invalidConstraint]
    let limits = [IBWarning.Kind.unsupportedElement, .unsupportedAttribute, .invalidValue, .unknownDevice]
    #expect(problems.allSatisfy { $0.isProblemInFile })
    #expect(limits.allSatisfy { !$0.isProblemInFile })
  }
}
