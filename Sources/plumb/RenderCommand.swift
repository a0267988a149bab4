import ArgumentParser
import Dispatch
import Foundation
import PlumbDocument
import PlumbLayout
import PlumbRender
import PlumbText
import Synchronization

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out and draw documents to PNG, SVG or PDF, optionally with Interface-Builder-style annotations.",
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

  @Option(
    name: [.customLong("scene"), .customLong("state")],
    help: "Render only this storyboard scene (its id or title) or document state (its name).")
  var scene: String?

  func run() throws {
    let files = try ScreenLoader.files(paths, requireAny: true)
    let combinations = try traits.combinations()
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
    struct Job: Sendable {
      var file: String
      var overrides: TraitOverrides
      var suffix: String
    }
    let overlaySuffix = overlay == .none ? "" : ".\(overlay.rawValue)"
    var jobs: [Job] = []
    for file in files {
      for (overrides, suffix) in combinations { jobs.append(Job(file: file, overrides: overrides, suffix: suffix + overlaySuffix)) }
    }
    let options = RenderOptions(
      format: RenderFormat(rawValue: format.rawValue) ?? .png, scale: traits.scale.map(Double.init),
      overlay: Overlay(rawValue: overlay.rawValue) ?? .none, selection: select == "all" ? nil : select,
      legend: !noLegend, maximumPixels: try ScreenLoader.maximumPixels())
    let perView = select == "all" && overlay != .none
    let writeAnnotations = annotations && (overlay == .constraints || overlay == .all)
    // A screen without an overlay shows nothing of ambiguity, so its layout does not look for it.
    let loading = ScreenLoader.Options(
      scene: scene, doubleStrings: doubleStrings, storedContentSizes: contentSizes.stored,
      canvas: contentSizes.canvas, diagnosesAmbiguity: overlay != .none)
    // Every image goes to a temporary of its own as soon as it is drawn; they are renamed into place only once
    // every job succeeded, so an invalid file, a full disk or a name clash stops the run before anything changes.
    let folder = output
    let outputFiles = OutputFiles()
    let rendered = Mutex<[(Int, [String])]>([])
    let failures = Mutex<[(Int, String, Int32)]>([])
    let selected = Atomic<Bool>(false)
    let done = Atomic<Int>(0)
    let total = jobs.count
    let allJobs = jobs
    let showProgress = isatty(2) != 0
    let extensionName = format.rawValue
    DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
      let job = allJobs[index]
      do {
        var jobOptions = loading
        jobOptions.overrides = job.overrides
        var names: [String] = []
        let renderer = Renderer(text: ScreenLoader.textEngine)
        let screens = try ScreenLoader.screens(job.file, options: jobOptions)
        defer { ScreenLoader.release(screens) }
        for screen in screens {
          if let selection = options.selection, screen.engine.root.subtree.contains(where: { $0.identifier == selection }) {
            selected.store(true, ordering: .relaxed)
          }
          // The overview, then (with --select all) one diagram a drawn view, named after the view.
          var selections: [(String?, String)] = [(nil, "")]
          if perView {
            for (view, layout) in zip(screen.engine.root.subtree, screen.result.views)
            where layout.superview != nil && !view.isHidden {
              selections.append((layout.id, "." + ScreenLoader.fileName(layout.id)))
            }
          }
          for (selection, viewSuffix) in selections {
            var viewOptions = options
            if perView { viewOptions.selection = selection }
            let image = try renderer.renderImage(screen.engine, result: screen.result, options: viewOptions)
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
              names.append(file)
            }
          }
        }
        rendered.withLock { $0.append((index, names)) }
      } catch let exit as PlumbExit {
        failures.withLock { $0.append((index, exit.message ?? "", exit.code)) }
      } catch let error as RenderError {
        failures.withLock { $0.append((index, "\(job.file): error: \(error)", ScreenLoader.exitCode(for: error))) }
      } catch {
        failures.withLock { $0.append((index, "\(job.file): error: \(error)", 1)) }
      }
      let count = done.add(1, ordering: .relaxed).newValue
      if showProgress {
        FileHandle.standardError.write(Data("\r[\(count)/\(total)] \(job.file)\u{1B}[K".utf8))
      }
    }
    if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    if let failure = failures.withLock({ $0.sorted { $0.0 < $1.0 }.first }) {
      outputFiles.discard()
      throw PlumbExit(code: failure.2, message: failure.1)
    }
    if let selection = options.selection, !selected.load(ordering: .relaxed) {
      outputFiles.discard()
      throw PlumbExit.usage("--select \(selection): no view has that id in \(paths.joined(separator: ", "))")
    }
    let ordered = rendered.withLock { $0.sorted { $0.0 < $1.0 } }
    // Two screens with one name (a state `b` of `a.yaml` and a file `a-b.yaml`) would overwrite each other's image.
    var sources: [String: String] = [:]
    for (index, names) in ordered {
      for name in names {
        let file = allJobs[index].file
        if let earlier = sources.updateValue(file, forKey: name) {
          outputFiles.discard()
          let which = earlier == file ? "twice from \(file)" : "from both \(earlier) and \(file)"
          throw PlumbExit.usage(
            "two images would be written to \((folder as NSString).appendingPathComponent(name)) "
              + "(\(which)); rename a file, a state, a scene or a view so every image has its own name")
        }
      }
    }
    let written = sources.keys.filter { $0.hasSuffix("." + extensionName) }.count
    do throws(RenderError) { try outputFiles.commit() } catch { throw PlumbExit(code: 2, message: "error: \(error)") }
    print("rendered \(written) image\(written == 1 ? "" : "s") into \(folder)")
  }
}
