public import PlumbLayout
public import PlumbLocalization

/// A laid-out screen from a layout document, one of its states, or one Interface Builder scene.
public struct LoadedScreen {
  /// The screen's name, safe for file names: `FILE`, `FILE-STATE` or `FILE-SCENE`.
  public let name: String
  /// Warnings about the file that did not stop it loading, with their places.
  public var warnings: [String]
  /// What Plumb did not model in the file, with their places: said, but not problems in the file.
  public let notes: [String]
  /// The engine that laid the screen out.
  public let engine: LayoutEngine
  /// The layout.
  public let result: LayoutResult
  /// The file the screen was read from (nil for a screen built in code).
  public var source: String?
  /// The font families other than the system font that the screen's text names, and whether the fonts have each.
  public var customFonts: [String: Bool] = [:]
  /// The warnings about the app's resources (a font it lacks), also in `warnings`: commands that keep other
  /// warnings for `--verbose` print these always.
  public var resourceWarnings: [String] = []
  /// How many of the file's strings the case's language translated (nil when the file's own text is shown).
  public var translation: TranslationCount?
  /// Where a view (by identifier) is written in the source file and what it is called there; nil when unknown.
  public var viewPlace: (String) -> ViewPlace? = { _ in nil }
  private let framesDocument: (Bool) -> JSONValue

  /// A screen; `frames` makes its frames document (Interface Builder scenes add names, classes and warnings).
  public init(
    name: String, warnings: [String], notes: [String] = [], engine: LayoutEngine, result: LayoutResult,
    frames: @escaping (_ exact: Bool) -> JSONValue
  ) {
    self.name = name
    self.warnings = warnings
    self.notes = notes
    self.engine = engine
    self.result = result
    self.framesDocument = frames
  }

  /// The frames document of `plumb layout --format json`: pixel-aligned, or the solver's values when `exact`.
  public func frames(exact: Bool) -> JSONValue { framesDocument(exact) }
}
