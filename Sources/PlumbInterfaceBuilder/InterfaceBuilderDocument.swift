public import Foundation
public import PlumbLayout
public import PlumbLocalization
public import PlumbResources

/// How an Interface Builder document is turned into screens.
public struct InterfaceBuilderOptions: Sendable, Hashable {
  /// A device preset replacing the document's `<device>` (nil: the document's).
  public var device: Device?
  /// The orientation (nil: the document's, or portrait).
  public var orientation: Orientation?
  /// Dynamic Type size.
  public var contentSizeCategory: ContentSizeCategory
  /// User-interface layout direction.
  public var layoutDirection: LayoutDirection
  /// Pixels per point (nil: the device's, 2 for a free canvas).
  public var scale: Double?
  /// Take content views' intrinsic sizes from their stored frames (`--content-sizes stored`), so the file lays
  /// out as Xcode laid it out even where Plumb's fonts differ from Apple's.
  public var useStoredContentSizes: Bool
  /// Add navigation and tab bars to a storyboard scene's safe area when its view controller is embedded in a
  /// navigation or tab bar controller (as the running app and Interface Builder's canvas do).
  public var simulatesBars: Bool
  /// Bounds on the file's size, view count and nesting.
  public var limits = InterfaceBuilderLimits()
  /// Xcode's design-time canvas (the default) or the running app's metrics.
  public var canvasMode: IBCanvasMode
  /// The app's asset catalogs: named colours take their values, and named images their sizes, from them (before
  /// what Xcode copied into the file's `<resources>`).
  public var assets: AssetCatalogs?
  /// Mark every view whose laid-out frame differs from its stored frame misplaced (diagrams draw them so), not
  /// only those Xcode marked (`--compare-stored`). Diagnostics are Xcode's verdict either way.
  public var comparesStoredFrames = false
  /// Light or dark: which variant of system colours, catalog colours and images scenes take.
  public var appearance: UserInterfaceStyle = .light
  /// The language scenes are shown in.
  public var language: Language = .development
  /// The file's strings in `language` (its translations, or a pseudolanguage); nil shows the file's own text.
  public var localizer: Localizer?

  /// Creates options (defaults: the document's device, large text, left to right, measured content, bars,
  /// Xcode's canvas).
  public init(
    device: Device? = nil, orientation: Orientation? = nil, contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil,
    useStoredContentSizes: Bool = false,
    simulatesBars: Bool = true, canvasMode: IBCanvasMode = .interfaceBuilder
  ) {
    self.simulatesBars = simulatesBars
    self.canvasMode = canvasMode
    self.device = device
    self.orientation = orientation
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.scale = scale
    self.useStoredContentSizes = useStoredContentSizes
  }
}

/// One IB object that became a view: its id and what to call it in output.
public struct IBObject: Sendable, Hashable {
  /// IB's object id (`8bC-Xf-vdC`); also the view's identifier.
  public var id: String
  /// `userLabel`, else the text or title, else the class.
  public var name: String
  /// `customClass`, else UIKit's class (`UILabel`).
  public var className: String
  /// The XML element (`label`, `stackView`).
  public var element: String
  /// 1-based position of the element in the file.
  public var line: Int
  /// 1-based column of the element in the file.
  public var column: Int
  /// The text, title or placeholder the view shows.
  public var text: String?
  /// The image name an image view shows.
  public var imageName: String?
}

/// A `.xib` or `.storyboard` read into layout models: one scene per view controller (or top-level view).
public final class InterfaceBuilderDocument {
  /// Storyboard or XIB.
  public enum Kind: String, Sendable, Hashable {
    case storyboard, xib
  }

  /// Storyboard or XIB.
  public let kind: Kind
  /// The Xcode build that saved the file (`toolsVersion`).
  public let toolsVersion: String?
  /// The `<device id=…>` the document was designed on.
  public let deviceID: String?
  /// Scenes in document order.
  public let scenes: [IBScene]
  /// Problems that belong to no scene (skipped scenes, document-level elements).
  public let warnings: [IBWarning]
  /// How many of the file's strings the options' localizer translated (nil without one).
  public internal(set) var translation: TranslationCount?

  init(kind: Kind, toolsVersion: String?, deviceID: String?, scenes: [IBScene], warnings: [IBWarning]) {
    self.kind = kind
    self.toolsVersion = toolsVersion
    self.deviceID = deviceID
    self.scenes = scenes
    self.warnings = warnings
    Self.disambiguateNames(scenes)
  }

  /// Two scenes may share a title ("Root View Controller"): every scene after the first with a name already
  /// taken (compared as file names, where only letters, digits, `.`, `_` and `-` survive) gets its id appended,
  /// so each screen has a file of its own.
  private static func disambiguateNames(_ scenes: [IBScene]) {
    func key(_ name: String) -> String {
      String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
    }
    var taken: Set<String> = []
    for scene in scenes {
      if taken.contains(key(scene.displayName)) { scene.nameSuffix = "-" + scene.id }
      var suffixed = scene.displayName
      var counter = 2
      while taken.contains(key(suffixed)) {
        suffixed = scene.displayName + "-\(counter)"
        counter += 1
      }
      if suffixed != scene.displayName { scene.nameSuffix += suffixed.dropFirst(scene.displayName.count) }
      taken.insert(key(scene.displayName))
    }
  }

  /// Reads the file at `url`.
  public static func load(contentsOf url: URL, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
    throws(IBError) -> InterfaceBuilderDocument
  {
    try load(data: read(contentsOf: url, limits: options.limits), options: options)
  }

  /// Reads a document from its bytes.
  public static func load(data: Data, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
    throws(IBError) -> InterfaceBuilderDocument
  {
    try read(root: XMLTreeBuilder.parse(data, limits: options.limits).get(), options: options)
  }

  /// Translates the parsed elements under `root` and reads them into scenes.
  static func read(root: XMLElementNode, options: InterfaceBuilderOptions) throws(IBError)
    -> InterfaceBuilderDocument
  {
    let translation = options.localizer.map { Translation.apply($0, to: root) }
    let document = try DocumentReader(root: root, options: options).read()
    document.translation = translation
    return document
  }

  /// The scene whose id, title or storyboard identifier is `name`.
  public func scene(named name: String) -> IBScene? {
    scenes.first { $0.id == name } ?? scenes.first { $0.title == name || $0.storyboardIdentifier == name }
  }
}

/// One screen: a view controller's root view (or a XIB's top-level view) with its canvas.
public final class IBScene {
  /// `sceneID` in a storyboard; the top-level view's id in a XIB.
  public let id: String
  /// The view controller's title (or navigation item title, or user label).
  public let title: String?
  /// The view controller's `storyboardIdentifier`.
  public let storyboardIdentifier: String?
  /// The view controller's class (`customClass`, else UIKit's).
  public let viewControllerClass: String?
  /// The root view; every view's identifier is its IB object id.
  public let root: View
  /// The screen the document was designed on, or the one the options asked for.
  public let canvas: Canvas
  /// Problems found while reading the scene.
  public let warnings: [IBWarning]
  /// Every view read, in document order.
  public let objects: [IBObject]
  /// Activated constraints by IB object id, in document order.
  public let constraints: [(id: String, constraint: LayoutConstraint)]
  /// For a cell laid out as a screen of its own: the cell's `reuseIdentifier` (nil for a view controller's or
  /// XIB's scene, and for a static cell without one).
  public let reuseIdentifier: String?

  /// How a cell's screen is sized (nil for other scenes).
  let cellSizing: CellSizing?

  let autoresizing: [AutoresizingEntry]
  /// Ids of the views of cells built into their table or collection view in this screen.
  let cellCopies: Set<String>
  let storedFrames: [ObjectIdentifier: Rect]
  /// On Xcode's canvas, views laid out at another size than stored keep their stored size where the constraints
  /// leave it open (`StoredFrameHold`).
  let holdsStoredFrames: Bool
  /// The holds the last layout added (each layout starts without them, so they hide no ambiguity).
  private var heldSizes: [LayoutConstraint] = []
  /// Views the file marks misplaced or ambiguous.
  let xcodeMarks: XcodeMarks
  /// Views whose frame differs from the stored one are marked misplaced too (`--compare-stored`).
  let comparesStoredFrames: Bool
  /// Whether the stored frames describe this case: Xcode stores them for the file's own text at the default
  /// Dynamic Type size, left to right. In a translation, a pseudolanguage, another text size or right to left,
  /// a text view laid out away from its stored frame is the case's doing, not a difference to note.
  let storedFramesDescribeCase: Bool

  init(
    id: String, title: String?, storyboardIdentifier: String?, viewControllerClass: String?, root: View,
    canvas: Canvas,
    builder: SceneBuilder, reuseIdentifier: String? = nil, cellSizing: CellSizing? = nil
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.cellSizing = cellSizing
    self.id = id
    self.title = title
    self.storyboardIdentifier = storyboardIdentifier
    self.viewControllerClass = viewControllerClass
    self.root = root
    self.canvas = canvas
    self.warnings = builder.warnings
    self.objects = builder.objects
    self.constraints = builder.constraintsByID.map { (id: $0.0, constraint: $0.1) }
    self.autoresizing = builder.autoresizing
    self.cellCopies = builder.cellCopies
    self.storedFrames = builder.storedFrames
    self.holdsStoredFrames = builder.options.canvasMode == .interfaceBuilder
    self.xcodeMarks = builder.xcodeMarks
    self.comparesStoredFrames = builder.options.comparesStoredFrames
    let options = builder.options
    self.storedFramesDescribeCase =
      options.localizer?.changesText != true && options.contentSizeCategory == .large
      && options.layoutDirection == .leftToRight
    _ = updateAutoresizing(solved: nil)
  }

  /// The object with IB id `id`.
  public func object(_ id: String) -> IBObject? { objects.first { $0.id == id } }

  /// A file-friendly name: the storyboard identifier, else the title, else the scene id; a name another scene
  /// of the document took first gets this scene's id appended.
  public var displayName: String { (storyboardIdentifier ?? title ?? id) + nameSuffix }

  /// Set by the document when another scene has the same name.
  var nameSuffix = ""
  /// Bounds each layout engine's solver (``LayoutEngine/maximumSolverWork``).
  public var maximumSolverWork = LayoutEngine.defaultMaximumSolverWork
  /// The allowance every engine laying this scene out draws on, shared with the file's other scenes (nil: each
  /// engine has ``maximumSolverWork``).
  public var workBudget: SolverWorkBudget?

  /// Lays the scene out. Frame-placed views whose superview is sized by constraints follow their autoresizing
  /// masks, which takes a second pass once that superview's size is known.
  public func layout(measurer: any TextMeasuring = FixedTextMeasurer()) -> LayoutResult {
    layoutWithEngine(measurer: measurer).result
  }

  /// Lays the scene out and returns the engine too (renderers and diagnostics need it).
  /// A table cell is laid out at its table's laid-out width with UIKit's self-sizing height; a collection view
  /// cell at its item size, or self-sized toward its estimate.
  public func layoutWithEngine(measurer: any TextMeasuring = FixedTextMeasurer()) -> (
    engine: LayoutEngine, result: LayoutResult
  ) {
    if let cellSizing { return layoutCell(cellSizing, measurer: measurer) }
    return layoutWithEngine(canvas: canvas, measurer: measurer)
  }

  /// Lays the scene out on `canvas`, with the autoresizing passes; on Xcode's canvas, a view laid out at
  /// another size than stored is laid out again holding its stored size (the constraints still decide wherever
  /// they can), and its ambiguity is reported as the constraints alone have it.
  func layoutWithEngine(canvas: Canvas, measurer: any TextMeasuring)
    -> (engine: LayoutEngine, result: LayoutResult)
  {
    LayoutConstraint.deactivate(heldSizes)
    heldSizes = []
    var (engine, result) = layoutWithAutoresizing(canvas: canvas, measurer: measurer)
    if engine.exceededSolverWork != nil { return (engine, result) }
    let holds = holdStoredSizes(result, canvas: canvas)
    if !holds.isEmpty, (try? LayoutConstraint.activate(holds)) != nil {
      heldSizes = holds
      let unheld = result
      (engine, result) = layoutWithAutoresizing(canvas: canvas, measurer: measurer)
      result.keepAmbiguity(of: unheld)
    }
    // Cells drawn in their table are checked in their own screens; their problems are not repeated here.
    if !cellCopies.isEmpty {
      result.diagnostics.removeAll { !$0.views.isEmpty && $0.views.allSatisfy(cellCopies.contains) }
    }
    applyXcodeVerdict(to: &result)
    return (engine, result)
  }

  private func layoutWithAutoresizing(canvas: Canvas, measurer: any TextMeasuring)
    -> (engine: LayoutEngine, result: LayoutResult)
  {
    var engine = LayoutEngine(root: root, canvas: canvas, measurer: measurer)
    engine.maximumSolverWork = maximumSolverWork
    engine.workBudget = workBudget
    var result = engine.layout()
    var passes = 0
    while passes < 4, engine.exceededSolverWork == nil, updateAutoresizing(solved: result, canvas: canvas) {
      passes += 1
      engine = LayoutEngine(root: root, canvas: canvas, measurer: measurer)
      engine.maximumSolverWork = maximumSolverWork
      engine.workBudget = workBudget
      result = engine.layout()
    }
    return (engine, result)
  }

  /// Recomputes autoresized frames from the superviews' sizes; true when one changed.
  func updateAutoresizing(solved: LayoutResult?, canvas: Canvas? = nil) -> Bool {
    let canvas = canvas ?? self.canvas
    guard !autoresizing.isEmpty else { return false }
    var solvedSizes: [String: Size] = [:]
    for view in solved?.views ?? [] { solvedSizes[view.id] = view.exactFrame.size }
    var changed = false
    for entry in autoresizing {
      guard let old = storedFrames[ObjectIdentifier(entry.parent)]?.size else { continue }
      let new: Size
      if entry.parent === root, case .points(let width) = canvas.width,
        case .points(let height) = canvas.height
      {
        new = Size(width: width, height: height)
      } else if let manual = entry.parent.manualFrame {
        new = manual.size
      } else if let size = solvedSizes[entry.parent.identifier] {
        new = size
      } else {
        continue
      }
      let frame = entry.mask.apply(to: entry.stored, from: old, to: new)
      if entry.view.manualFrame != frame {
        entry.view.manualFrame = frame
        changed = true
      }
    }
    return changed
  }
}

extension LayoutResult {
  /// Takes the ambiguity (views and message) from `unheld`, the same scene laid out without stored-size holds.
  mutating func keepAmbiguity(of unheld: LayoutResult) {
    var ambiguous: [String: ViewLayout] = [:]
    for view in unheld.views where view.isAmbiguous { ambiguous[view.id] = view }
    for index in views.indices {
      guard let before = ambiguous[views[index].id] else { continue }
      views[index].isAmbiguous = true
      views[index].ambiguousVariables = before.ambiguousVariables
      views[index].alternativeFrame = before.alternativeFrame
    }
    diagnostics.removeAll { $0.kind == .ambiguous }
    diagnostics += unheld.diagnostics.filter { $0.kind == .ambiguous }
  }
}
