import ArgumentParser
import Foundation
import PlumbDocument
import PlumbLayout
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

  @OptionGroup var traits: TraitOptions

  @OptionGroup var contentSizes: ContentSizeOptions

  @OptionGroup var compare: CompareStoredOption

  @OptionGroup var scene: SceneOption

  /// One file under one trait combination.
  struct Job: Sendable {
    var file: String
    var overrides: TraitOverrides
    var suffix: String
  }

  /// What one job drew: the files it staged, and whether `--select` named one of its views.
  struct Drawn: Sendable {
    var names: [String] = []
    var selected = false
  }

  func run() throws {
    let files = try Pipeline.documentFiles(paths, requireAny: true)
    let pipeline = try traits.pipeline()
    let combinations = try traits.combinations()
    try prepareOutputFolder()
    let overlaySuffix = overlay == .none ? "" : ".\(overlay.rawValue)"
    let jobs = files.flatMap { file in
      combinations.map { Job(file: file, overrides: $0.overrides, suffix: $0.suffix + overlaySuffix) }
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
    // Every image goes to a temporary of its own as soon as it is drawn; they are renamed into place only once
    // every job succeeded, so an invalid file, a full disk or a name clash stops the run before anything changes.
    let outputFiles = OutputFiles()
    let draw = drawing(pipeline, options: options, into: outputFiles)
    let progress = TerminalProgress.start()
    let results = Pipeline.map(jobs, file: \.file, progress: progress) { job in
      var jobLoading = loading
      jobLoading.overrides = job.overrides
      return try pipeline.withScreens(job.file, options: jobLoading) { try draw(job, $0) }
    }
    TerminalProgress.finish(progress)
    do {
      let drawn = try zip(jobs, results).map { job, result in
        do { return try result.get() } catch { throw PlumbExit(error, file: job.file) }
      }
      if let selection = options.selection, !drawn.contains(where: \.selected) {
        throw PlumbExit.usage(
          "--select \(selection): no view has that id in \(paths.joined(separator: ", "))")
      }
      try checkNamesAreUnique(zip(jobs, drawn).map { ($0.file, $1.names) })
    } catch {
      outputFiles.discard()
      throw error
    }
    do throws(RenderError) { try outputFiles.commit() } catch {
      throw PlumbExit(code: 2, message: "error: \(error)")
    }
    let written = results.reduce(0) { count, result in
      count + ((try? result.get())?.names.filter { $0.hasSuffix("." + format.rawValue) }.count ?? 0)
    }
    print("rendered \(written) image\(written == 1 ? "" : "s") into \(output)")
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
  private func drawing(_ pipeline: Pipeline, options: RenderOptions, into outputFiles: OutputFiles)
    -> @Sendable (Job, [LoadedScreen]) throws -> Drawn
  {
    let perView = select == "all" && overlay != .none
    let writeAnnotations = annotations && (overlay == .constraints || overlay == .all)
    let folder = output
    let extensionName = format.rawValue
    return { job, screens in
      var drawn = Drawn()
      for screen in screens {
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
          let name = screen.name + job.suffix + viewSuffix
          var files = [(name + "." + extensionName, image.bytes)]
          if writeAnnotations, let diagram = image.diagram {
            files.append((name + ".annotations.json", Array((diagram.annotations.pretty() + "\n").utf8)))
          }
          for (file, bytes) in files {
            do throws(RenderError) {
              try outputFiles.stage(bytes, to: (folder as NSString).appendingPathComponent(file))
            } catch {
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
