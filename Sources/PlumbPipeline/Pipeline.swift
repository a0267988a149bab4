import Foundation
public import PlumbDocument
public import PlumbLayout
public import PlumbRender
public import PlumbResources
public import PlumbText
import Synchronization

/// Files to pictures: finds layout documents and Interface Builder files, loads them into screens, lays them out
/// and draws them, with the fonts and limits it was made with. The command line, its `verify` and the snapshot
/// strategies all go through it, so a screen looks the same whichever draws it.
///
/// ```swift
/// let pipeline = Pipeline()
/// for screen in try pipeline.screens(in: "Fixtures/signup-stack-fill.yaml") {
///   let png = try pipeline.render(screen, options: RenderOptions(overlay: .constraints))
/// }
/// ```
public struct Pipeline: Sendable {
  /// The text engine every screen is measured and drawn with.
  public let text: TextLayoutEngine
  /// The most a document or Interface Builder file may hold.
  public let limits: DocumentLimits
  /// The app's asset catalogs: named images and colours in storyboards, XIBs and documents come from them. Each
  /// file sees those of its own app (see ``assets(for:)``); catalogs are read the first time one is needed.
  let assetSource: AssetScopes?
  /// Receives problems that belong to no screen (`FILE:LINE: warning: …`: a skipped scene, a file without
  /// scenes); a screen's own warnings are in its `warnings`.
  public let warn: @Sendable (String) -> Void
  /// Where each file's translations are; each table is read the first time a case needs it.
  let translations: TranslationFinder
  /// Interface Builder files parsed lately, shared by the cases that load them again.
  let parsedFiles = ParsedFiles()

  /// A pipeline measuring with `text` (by default the documented font set), holding documents to `limits` and
  /// handing file-level warnings to `warn` (by default, nowhere).
  public init(
    text: TextLayoutEngine = TextLayoutEngine(), limits: DocumentLimits = DocumentLimits(),
    assets: AssetCatalogs? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.text = text
    self.limits = limits
    assetSource = assets.map { AssetScopes(fixed: $0) }
    self.warn = warn
    translations = TranslationFinder(maximumBytes: limits.maximumBytes, warn: warn)
  }

  private init(
    text: TextLayoutEngine, limits: DocumentLimits, assetSource: AssetScopes?,
    warn: @escaping @Sendable (String) -> Void
  ) {
    self.text = text
    self.limits = limits
    self.assetSource = assetSource
    self.warn = warn
    translations = TranslationFinder(maximumBytes: limits.maximumBytes, warn: warn)
  }

  /// A pipeline whose fonts are the documented set plus every font in `fontDirectories` and the app's font files,
  /// drawing named images and colours from the app's asset catalogs (`resources`; their problems go to `warn`).
  /// - Throws: `.usage` when a directory does not exist or is a file.
  public init(
    fontDirectories: [String], resources: AppResources? = nil, limits: DocumentLimits = DocumentLimits(),
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PipelineError) {
    var isDirectory: ObjCBool = false
    for directory in fontDirectories
    where !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      throw .usage("--font-dir \(directory) is not a folder")
    }
    let hasFontFiles = resources.map { !$0.fontFiles.isEmpty || !$0.projects.isEmpty } ?? false
    let fonts =
      fontDirectories.isEmpty && !hasFontFiles
      ? FontSystem.shared
      : FontSystem(extraDirectories: fontDirectories, extraFiles: resources?.allFontFiles ?? [])
    // Catalogs are read once, when first needed; their problems are warnings, never failures.
    let assetSource = resources.flatMap { resources in
      resources.mayHaveAssetCatalogs
        ? AssetScopes(resources: resources) { diagnostic in warn(diagnostic.description) } : nil
    }
    self.init(text: TextLayoutEngine(fonts: fonts), limits: limits, assetSource: assetSource, warn: warn)
  }

  /// Lays out a screen built in code or from a document with this pipeline's fonts.
  public func layOut(_ screen: Screen, diagnosesAmbiguity: Bool = true) -> (
    engine: LayoutEngine, result: LayoutResult
  ) {
    let engine = screen.makeEngine(measurer: text)
    engine.diagnosesAmbiguity = diagnosesAmbiguity
    engine.maximumSolverWork = limits.maximumSolverWork
    return (engine, engine.layout())
  }

  /// Draws a laid-out screen: the encoded file, and the constraint diagram's model when the overlay draws one.
  public func render(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions) throws(RenderError)
    -> RenderedImage
  {
    // A renderer is cheap (faces are shared) and belongs to one thread, so each drawing makes its own.
    try Renderer(text: text, assets: assetSource?.catalogs(for: nil)).renderImage(
      engine, result: result, options: options)
  }

  /// Draws a loaded screen.
  public func render(_ screen: LoadedScreen, options: RenderOptions) throws(RenderError) -> RenderedImage {
    try Renderer(text: text, assets: assets(for: screen.source)).renderImage(
      screen.engine, result: screen.result, options: options)
  }

  /// The asset catalogs a file sees: those of its own app (catalogs in its folder or a folder above it, or beside
  /// one of those, nearest first), then those of `--assets`.
  public func assets(for file: String?) -> AssetCatalogs? { assetSource?.catalogs(for: file) }

  /// Takes apart the view trees of screens once they are drawn: a tree whose constraints reach its root keeps
  /// itself alive, so a long run would otherwise hold every file's trees to its end.
  public static func release(_ screens: [LoadedScreen]) {
    var roots: [View] = []
    for screen in screens {
      screen.engine.invalidateSolver()
      let root = screen.engine.root.topmost
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots { LayoutConstraint.deactivate(root.activeConstraints) }
  }
}
