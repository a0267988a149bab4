import Foundation
public import PlumbDocument
public import PlumbLayout
public import PlumbRender
public import PlumbResources
public import PlumbText

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
  /// The app's asset catalogs: named images and colours in storyboards, XIBs and documents come from them.
  public let assets: AssetCatalogIndex?
  /// Receives problems that belong to no screen (`FILE:LINE: warning: …`: a skipped scene, a file without
  /// scenes); a screen's own warnings are in its `warnings`.
  public let warn: @Sendable (String) -> Void

  /// A pipeline measuring with `text` (by default the documented font set), holding documents to `limits` and
  /// handing file-level warnings to `warn` (by default, nowhere).
  public init(
    text: TextLayoutEngine = TextLayoutEngine(), limits: DocumentLimits = DocumentLimits(),
    assets: AssetCatalogIndex? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.text = text
    self.limits = limits
    self.assets = assets
    self.warn = warn
  }

  /// A pipeline whose fonts are the documented set plus every font in `fontDirectories` and the `fontFiles` (an
  /// app's own fonts), drawing named images and colours from `assets`.
  /// - Throws: `.usage` when a directory does not exist or is a file.
  public init(
    fontDirectories: [String], fontFiles: [String] = [], limits: DocumentLimits = DocumentLimits(),
    assets: AssetCatalogIndex? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PipelineError) {
    var isDirectory: ObjCBool = false
    for directory in fontDirectories
    where !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      throw .usage("--font-dir \(directory) is not a folder")
    }
    let fonts =
      fontDirectories.isEmpty && fontFiles.isEmpty
      ? FontSystem.shared : FontSystem(extraDirectories: fontDirectories, extraFiles: fontFiles)
    self.init(text: TextLayoutEngine(fonts: fonts), limits: limits, assets: assets, warn: warn)
  }

  /// Lays out a screen built in code or from a document with this pipeline's fonts.
  public func layOut(_ screen: Screen, diagnosesAmbiguity: Bool = true) -> (
    engine: LayoutEngine, result: LayoutResult
  ) {
    let engine = screen.makeEngine(measurer: text)
    engine.diagnosesAmbiguity = diagnosesAmbiguity
    return (engine, engine.layout())
  }

  /// Draws a laid-out screen: the encoded file, and the constraint diagram's model when the overlay draws one.
  public func render(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions) throws(RenderError)
    -> RenderedImage
  {
    // A renderer is cheap (faces are shared) and belongs to one thread, so each drawing makes its own.
    try Renderer(text: text, assets: assets).renderImage(engine, result: result, options: options)
  }

  /// Draws a loaded screen.
  public func render(_ screen: LoadedScreen, options: RenderOptions) throws(RenderError) -> RenderedImage {
    try render(screen.engine, result: screen.result, options: options)
  }

  /// Takes apart the view trees of screens once they are drawn: a tree whose constraints reach its root keeps
  /// itself alive, so a long run would otherwise hold every file's trees to its end.
  public static func release(_ screens: [LoadedScreen]) {
    var roots: [View] = []
    for screen in screens {
      let root = screen.engine.root.topmost
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots { LayoutConstraint.deactivate(root.activeConstraints) }
  }
}
