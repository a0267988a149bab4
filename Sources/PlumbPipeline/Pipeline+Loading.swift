import Foundation
public import PlumbDocument
import PlumbInterfaceBuilder
import PlumbLayout

extension Pipeline {
  /// Every screen under `paths` (files or folders), laid out.
  public func screens(in paths: String..., options: LoadOptions = LoadOptions()) throws(PipelineError)
    -> [LoadedScreen]
  {
    var screens: [LoadedScreen] = []
    for file in try Self.documentFiles(paths) { screens += try self.screens(file, options: options) }
    return screens
  }

  /// Loads and lays out one file: a document is one screen (plus one per state), an Interface Builder file one
  /// screen per scene; `options.scene` picks one of them.
  /// - Throws: `.invalidInput` for an invalid file, `.usage` for a scene or state the file does not have.
  public func screens(_ file: String, options: LoadOptions) throws(PipelineError) -> [LoadedScreen] {
    if Self.isInterfaceBuilder(file) { return try interfaceBuilderScreens(file, options: options) }
    let document = try document(file)
    let localizer = localization(
      for: file, language: options.overrides.language, doubleStrings: false,
      table: document.stringsTable ?? "Localizable"
    ).localizer
    let build = BuildOptions(
      overrides: options.overrides, doubleStrings: options.doubleStrings, localizer: localizer)
    let translation = localizer.flatMap { $0.changesText ? document.translationCount($0) : nil }
    if !document.states.isEmpty { return try stateScreens(document, options: options, build: build) }
    let screen: Screen
    do { screen = try document.makeScreen(options: build) } catch { throw .invalidInput(error.description) }
    let (engine, result) = layOut(screen, diagnosesAmbiguity: options.diagnosesAmbiguity)
    try Self.checkSolverWork(engine, file: document.path, place: Self.solverWorkPlaces(document))
    var loaded = LoadedScreen(
      name: document.name, warnings: screen.warnings, engine: engine, result: result,
      frames: { result.json(exact: $0) })
    loaded.translation = translation
    loaded.viewPlace = Self.viewPlaces(document)
    return [checkingFonts(loaded, file: document.path)]
  }

  /// The layout document at `file`, within this pipeline's limits.
  /// - Throws: `.invalidInput` with the document's `FILE:LINE:COLUMN: error: …`.
  public func document(_ file: String) throws(PipelineError) -> LayoutDocument {
    let source = assetSource
    do {
      return try DocumentLoader(limits: limits, assets: { source?.catalogs(for: file) }).load(path: file)
    } catch {
      throw .invalidInput(error.description)
    }
  }

  /// A document with `states:` is one screen for its own layout (named after the file) and one per state
  /// (`FILE-STATE`), as a storyboard is one per scene; the scene option picks one by state name or screen name.
  /// Each screen has its own views and engine, brought to its state through the states before it.
  private func stateScreens(_ document: LayoutDocument, options: LoadOptions, build: BuildOptions)
    throws(PipelineError) -> [LoadedScreen]
  {
    let names = [document.name] + document.states.map { Self.fileName("\(document.name)-\($0.name)") }
    var stages = Array(names.indices)
    if let wanted = options.scene {
      let index = names.indices.first {
        names[$0] == wanted || ($0 > 0 && document.states[$0 - 1].name == wanted)
      }
      guard let index else {
        throw .usage(
          document.unknownStateMessage(wanted) + " (or \(document.name) for the document's own layout)")
      }
      stages = [index]
      do { try document.validateStates(options: build) } catch { throw .invalidInput(error.description) }
    }
    var screens: [LoadedScreen] = []
    // Every stage replays the states before it: one allowance for the document, not one per stage.
    let budget = SolverWorkBudget(limit: limits.maximumSolverWork)
    for stage in stages {
      let made: (live: LiveDocument, engine: LayoutEngine, result: LayoutResult)
      do {
        made = try document.makeEngine(
          afterStates: stage, options: build, measurer: text, maximumSolverWork: limits.maximumSolverWork,
          workBudget: budget)
      } catch {
        throw .invalidInput(error.description)
      }
      try Self.checkSolverWork(made.engine, file: document.path, place: Self.solverWorkPlaces(document))
      let result = made.result
      var loaded = checkingFonts(
        LoadedScreen(
          name: names[stage], warnings: made.live.screen.warnings, engine: made.engine, result: result,
          frames: { result.json(exact: $0) }), file: document.path)
      loaded.viewPlace = Self.viewPlaces(document)
      screens.append(loaded)
    }
    return screens
  }

  /// One screen per scene of a storyboard or XIB, named `FILE-SCENE` when the file has several.
  private func interfaceBuilderScreens(_ file: String, options: LoadOptions) throws(PipelineError)
    -> [LoadedScreen]
  {
    let document = try interfaceBuilderDocument(file, options: options)
    var scenes = document.scenes
    if let name = options.scene {
      guard let scene = document.scene(named: name) else {
        throw .usage(
          "no scene named '\(name)' in \(file); scenes: \(document.scenes.map(\.displayName).joined(separator: ", "))"
        )
      }
      scenes = [scene]
    }
    let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    let multiple = document.scenes.count > 1
    // Every scene, as a cell's layout lays out its table's scene too.
    // One allowance for the file: its scenes, cells, passes and relayouts together.
    let budget = SolverWorkBudget(limit: limits.maximumSolverWork)
    for scene in document.scenes {
      scene.maximumSolverWork = limits.maximumSolverWork
      scene.workBudget = budget
    }
    var screens: [LoadedScreen] = []
    for scene in scenes {
      let (engine, result) = scene.layoutWithEngine(measurer: text)
      try Self.checkSolverWork(engine, file: file) { id in
        scene.object(id).map { object in
          let place = Self.viewPlace(object, file: file)
          let unnamed = place.name == "\(object.className) \(object.id)"
          return (
            "\(file):\(object.line):\(object.column)", unnamed ? place.name : "'\(place.name)' (\(object.id))"
          )
        }
      }
      var screen = LoadedScreen(
        name: Self.fileName(multiple ? "\(base)-\(scene.displayName)" : base),
        warnings: scene.warnings.filter(\.kind.isProblemInFile).map { "\(file):\($0)" },
        notes: scene.warnings.filter { !$0.kind.isProblemInFile }.map {
          "\(file):\($0.line):\($0.column): note: \($0.message)"
        }, engine: engine, result: result,
        frames: { scene.json(result, exact: $0) })
      screen.translation = document.translation
      screen.viewPlace = { id in scene.object(id).map { Self.viewPlace($0, file: file) } }
      screens.append(
        checkingFonts(screen, file: file) { view in
          scene.object(view.identifier).map {
            ("\(file):\($0.line):\($0.column): ", "'\($0.name)' (\($0.className) \($0.id))")
          }
        })
    }
    return screens
  }

  private func interfaceBuilderDocument(_ file: String, options: LoadOptions) throws(PipelineError)
    -> InterfaceBuilderDocument
  {
    let overrides = options.overrides
    var ibOptions = InterfaceBuilderOptions(
      device: overrides.device, orientation: overrides.orientation,
      contentSizeCategory: overrides.contentSize ?? .large,
      layoutDirection: overrides.layoutDirection ?? .leftToRight,
      scale: overrides.scale, useStoredContentSizes: options.storedContentSizes, canvasMode: options.canvas)
    ibOptions.appearance = overrides.appearance ?? .light
    ibOptions.language = overrides.language ?? .development
    let (localizer, copy) = localization(
      for: file, language: overrides.language, doubleStrings: options.doubleStrings)
    ibOptions.localizer = localizer
    ibOptions.assets = assets(for: file)
    ibOptions.comparesStoredFrames = options.comparesStoredFrames
    ibOptions.limits = InterfaceBuilderLimits(
      maximumBytes: limits.maximumBytes, maximumViews: limits.maximumViews, maximumDepth: limits.maximumDepth)
    let document: InterfaceBuilderDocument
    do {
      let path = copy ?? file
      let data = try InterfaceBuilderDocument.read(
        contentsOf: URL(fileURLWithPath: path), limits: ibOptions.limits)
      document = try InterfaceBuilderDocument.load(
        parsedFiles.parsed(path, data: data, limits: ibOptions.limits), options: ibOptions)
    } catch {
      throw .invalidInput(Self.message(error, file: file))
    }
    // Problems that belong to no scene (a skipped scene, a file without scenes) are reported, never refused.
    for warning in document.warnings { warn("\(file):\(warning)") }
    return document
  }

  /// `FILE:LINE:COLUMN: error: …`, as compilers and the layout document errors say it.
  static func message(_ error: IBError, file: String) -> String {
    switch error {
    case .unreadable(_, let reason):
      "\(file): error: cannot read the file: \(reason); check the path and its permissions"
    case .malformedXML(let message, let line, let column):
      "\(file):\(line):\(column): error: malformed XML: \(message); open the file in Xcode or fix the markup at that place"
    case .notInterfaceBuilder(let message, let line, let column):
      "\(file):\(line):\(column): error: not an Interface Builder document: \(message); pass a .xib or .storyboard file"
    case .limitExceeded(let message, let line, let column): "\(file):\(line):\(column): error: \(message)"
    }
  }
}

extension Pipeline {
  /// Records the screen's custom fonts and warns, once a family, about those the fonts lack, naming the first view
  /// that uses it as `place` says (`FILE:LINE:COLUMN: ` and a name; by default the file and the view's id).
  func checkingFonts(
    _ screen: LoadedScreen, file: String,
    place: (View) -> (prefix: String, name: String)? = { _ in nil }
  ) -> LoadedScreen {
    var screen = screen
    screen.source = file
    for (family, found, views) in customFonts(in: screen.engine.root) {
      screen.customFonts[family] = found
      guard !found, let view = views.first else { continue }
      let (prefix, name) = place(view) ?? ("\(file): ", "view \(view.identifier)")
      let others = views.count > 1 ? " and \(views.count - 1) more" : ""
      let warning = Self.missingFontWarning(family, view: name + others, place: prefix)
      screen.warnings.append(warning)
      screen.resourceWarnings.append(warning)
    }
    return screen
  }
}
