import ArgumentParser
import Foundation
import PlumbDocument
import PlumbLayout
import PlumbLocalization
import PlumbPipeline
import PlumbRender
import PlumbText

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Lay out and draw documents to PNG, SVG or PDF, optionally with Interface-Builder-style annotations.",
    discussion: """
      Each document is drawn to DIR/NAME.EXT. A trait option with several comma-separated values renders every
      combination, named NAME@value-value.EXT. With --overlay the name gets .constraints or .all before the
      extension, so screens and diagrams can share a folder. Files are written atomically: a failed run leaves
      no partial or changed file.
      Examples:
        plumb render Fixtures/ -o Output/
        plumb render Fixtures/signup-multipliers.yaml --overlay constraints --scale 3
        plumb render Fixtures/nested-stack-views.yaml --overlay constraints --select firstField
        plumb render Fixtures/signup-stack-fill.yaml --overlay constraints --select all --annotations
        plumb render Fixtures/rtl-form.yaml --content-size xs,l,ax5 --direction ltr,rtl --format svg
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf
  }

  enum OverlayOption: String, ExpressibleByArgument, CaseIterable {
    case none, constraints, all
    case alignmentRects = "alignment-rects"
  }

  @Argument(help: "Layout documents or folders.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "Output folder (created if missing).")
  var output: String = "Output"

  @Option(help: "png, svg or pdf.")
  var format: Format = .png

  @Option(help: "none, constraints, all or alignment-rects.")
  var overlay: OverlayOption = .none

  @Option(
    help: ArgumentHelp(
      "With an overlay, draw only the constraints affecting this view id (IB's selected view); `all` draws the "
        + "overview and one diagram per view, NAME.constraints.VIEW.EXT.", valueName: "id|all"))
  var select: String?

  @Flag(
    help: ArgumentHelp(
      "With an overlay, also write NAME.constraints.annotations.json beside each diagram: every mark's kind, "
        + "box, constraint and status."))
  var annotations = false

  @Flag(name: .customLong("no-legend"), help: "Leave out the annotation legend.")
  var noLegend = false

  @Flag(name: .customLong("double-strings"), help: "Double every string, like NSDoubleLocalizedStrings.")
  var doubleStrings = false

  @Flag(
    name: .shortAndLong,
    help: "Also print every file's warnings and each image reference no asset catalog holds.")
  var verbose = false

  @OptionGroup var traits: TraitOptions

  @OptionGroup var contentSizes: ContentSizeOptions

  @OptionGroup var compare: CompareStoredOption

  @OptionGroup var scene: SceneOption

  /// One file under one trait combination.
  struct Job: Sendable {
    var input: SourceFile
    var overrides: TraitOverrides
    var suffix: String
    var file: String { input.path }
  }

  /// What one job drew: the files it staged (relative to the output folder), whether `--select` named one of its
  /// views, and how many screens it drew.
  struct Drawn: Sendable {
    var names: [String] = []
    var selected = false
    var scenes = 0
    var files = OutputFiles()
    /// Each drawn screen's named images (once a screen, whatever else was drawn of it).
    var images: [ImageReference] = []
    /// Custom font families the screens name, and whether the fonts have each.
    var fonts: [String: Bool] = [:]
    /// Warnings to print: the resource warnings, and with `--verbose` all and the unresolved images.
    var warnings: [String] = []
    /// How many of the file's strings the case's language translated.
    var translation: TranslationCount?
  }

  func run() throws {
    try prepareOutputFolder()
    // The output folder is never read as input, so a second run over `.` does not take its own outputs.
    let inputs = try Pipeline.walk(paths, requireAny: true, excluding: [output])
    let pipeline = try traits.pipeline(for: inputs)
    let combinations = try traits.combinations()
    let overlaySuffix = overlay == .none ? "" : ".\(overlay.rawValue)"
    let jobs = try inputs.files.flatMap { input in
      // `--locale all`: each file's cases are its own localizations.
      try
        (traits.wantsEveryLanguage
        ? traits.combinations(languages: pipeline.languages(for: input.path)) : combinations)
        .map { Job(input: input, overrides: $0.overrides, suffix: $0.suffix + overlaySuffix) }
    }
    let options = RenderOptions(
      format: RenderFormat(rawValue: format.rawValue) ?? .png, scale: traits.scale.map(Double.init),
      overlay: Overlay(rawValue: overlay.rawValue) ?? .none, selection: select == "all" ? nil : select,
      legend: !noLegend, maximumPixels: try CommandEnvironment.maximumPixels())
    // A screen without an overlay shows nothing of ambiguity, so its layout does not look for it.
    let loading = compare.applied(
      to: LoadOptions(
        scene: scene.scene, doubleStrings: doubleStrings, storedContentSizes: contentSizes.stored,
        canvas: contentSizes.canvas, diagnosesAmbiguity: overlay != .none))
    // Each job stages its images in temporaries of its own as soon as they are drawn; they are renamed into place
    // only once every job is done. A file named on the command line that fails stops the run before anything
    // changes; a file found in a folder that fails is reported and costs the others nothing.
    let draw = drawing(pipeline, options: options)
    let progress = TerminalProgress.start()
    let results = Pipeline.map(jobs, file: \.file, progress: progress) { job in
      var jobLoading = loading
      jobLoading.overrides = job.overrides
      return try pipeline.withScreens(job.file, options: jobLoading) { try draw(job, $0) }
    }
    TerminalProgress.finish(progress)
    var drawn: [(Job, Drawn)] = []
    var failures: [String: String] = [:]
    do {
      for (job, result) in zip(jobs, results) {
        switch result {
        case .success(let value): drawn.append((job, value))
        case .failure(let error):
          let exit = PlumbExit(error, file: job.file)
          if job.input.isExplicit || exit.code == 2 && !(error is PipelineError) { throw exit }
          if failures[job.file] == nil { failures[job.file] = exit.message ?? "\(job.file): error" }
        }
      }
      if let selection = options.selection, !drawn.contains(where: { $0.1.selected }) {
        throw PlumbExit.usage(
          "--select \(selection): no view has that id in \(paths.joined(separator: ", "))")
      }
      try checkNamesAreUnique(drawn.map { ($0.0.file, $0.1.names) })
    } catch {
      for (_, value) in drawn { value.files.discard() }
      throw error
    }
    for (_, value) in drawn {
      do throws(RenderError) { try value.files.commit() } catch {
        throw PlumbExit(code: 2, message: "error: \(error)")
      }
    }
    var printed = Set<String>()
    for (_, value) in drawn {
      for warning in value.warnings where printed.insert(warning).inserted { printError(warning) }
    }
    for file in inputs.files.map(\.path) { if let message = failures[file] { printError(message) } }
    var summary = RunSummary(
      files: inputs.files.count, scenes: 0, images: 0, skipped: inputs.skipped.count, failed: failures.count,
      output: output)
    for (_, value) in drawn {
      summary.images += value.names.filter { $0.hasSuffix("." + format.rawValue) }.count
      summary.scenes += value.scenes
      summary.add(images: value.images, fonts: value.fonts)
      if let translation = value.translation { summary.add(translation) }
    }
    print(summary.line)
    if !failures.isEmpty { throw PlumbExit.someFilesFailed }
  }

  /// `FILE: warning: …` for each image reference drawn as a placeholder, and why.
  static func imageWarnings(_ references: [ImageReference], file: String) -> [String] {
    references.compactMap { reference in
      if reference.isSymbol {
        return
          "\(file): warning: the system symbol '\(reference.name)' of view \(reference.viewID) is drawn as a "
          + "placeholder (SF Symbols are not shipped with Plumb)"
      }
      if let problem = reference.problem {
        return
          "\(file): warning: the image '\(reference.name)' of view \(reference.viewID) could not be drawn: "
          + problem
      }
      if reference.file == nil {
        return "\(file): warning: the image '\(reference.name)' of view \(reference.viewID) is in no asset "
          + "catalog; drawn as a placeholder (pass --assets DIR if the catalog is elsewhere)"
      }
      return nil
    }
  }

  private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Creates the output folder if it is missing; a file in its place or a folder that cannot be written is a
  /// usage error.
  private func prepareOutputFolder() throws {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
      do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      } catch {
        throw PlumbExit.usage("cannot create the output folder \(output)")
      }
    } else if !isDirectory.boolValue {
      throw PlumbExit.usage("the output path \(output) is a file, not a folder")
    }
    guard FileManager.default.isWritableFile(atPath: output) else {
      throw PlumbExit.usage("the output folder \(output) is not writable")
    }
  }

  /// Draws one job's screens and stages their files: the overview, then (with `--select all`) one diagram a drawn
  /// view, named after the view, each with its annotations when asked for.
  private func drawing(_ pipeline: Pipeline, options: RenderOptions)
    -> @Sendable (Job, [LoadedScreen]) throws -> Drawn
  {
    let perView = select == "all" && overlay != .none
    let writeAnnotations = annotations && (overlay == .constraints || overlay == .all)
    let folder = output
    let extensionName = format.rawValue
    return { job, screens in
      try OutputFolders.checkNoLinks(job.input.outputFolder, in: folder)
      var drawn = Drawn()
      drawn.scenes = screens.count
      drawn.translation = screens.first?.translation
      if verbose, let translation = drawn.translation {
        drawn.warnings += translation.missing.map {
          "\(job.file): note: \(translation.language) has no translation for \($0); the development language's "
            + "text is shown"
        }
      }
      for screen in screens {
        drawn.fonts.merge(screen.customFonts) { $0 || $1 }
        drawn.warnings += verbose ? screen.warnings : screen.resourceWarnings
        var imagesCounted = false
        if let selection = options.selection,
          screen.engine.root.subtree.contains(where: { $0.identifier == selection })
        {
          drawn.selected = true
        }
        var selections: [(String?, String)] = [(nil, "")]
        if perView {
          for (view, layout) in zip(screen.engine.root.subtree, screen.result.views)
          where layout.superview != nil && !view.isHidden {
            selections.append((layout.id, "." + Pipeline.fileName(layout.id)))
          }
        }
        for (selection, viewSuffix) in selections {
          var viewOptions = options
          if perView { viewOptions.selection = selection }
          let image = try pipeline.render(screen, options: viewOptions)
          if !imagesCounted {
            imagesCounted = true
            drawn.images += image.imageReferences
            if verbose { drawn.warnings += Self.imageWarnings(image.imageReferences, file: job.file) }
          }
          let name = job.input.outputName(screen.name + job.suffix + viewSuffix)
          var files = [(name + "." + extensionName, image.bytes)]
          if writeAnnotations, let diagram = image.diagram {
            files.append((name + ".annotations.json", Array((diagram.annotations.pretty() + "\n").utf8)))
          }
          for (file, bytes) in files {
            do throws(RenderError) {
              try drawn.files.stage(
                bytes, to: (folder as NSString).appendingPathComponent(file), createFolder: true)
            } catch {
              drawn.files.discard()
              throw PlumbExit(code: 2, message: "\(job.file): error: \(error)")
            }
            drawn.names.append(file)
          }
        }
      }
      return drawn
    }
  }

  /// Two screens with one name (a state `b` of `a.yaml` and a file `a-b.yaml`) would overwrite each other's image.
  private func checkNamesAreUnique(_ staged: [(file: String, names: [String])]) throws {
    var sources: [String: String] = [:]
    for (file, names) in staged {
      for name in names {
        if let earlier = sources.updateValue(file, forKey: name) {
          let which = earlier == file ? "twice from \(file)" : "from both \(earlier) and \(file)"
          throw PlumbExit.usage(
            "two images would be written to \((output as NSString).appendingPathComponent(name)) "
              + "(\(which)); rename a file, a state, a scene or a view so every image has its own name")
        }
      }
    }
  }
}
