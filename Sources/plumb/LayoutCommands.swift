import ArgumentParser
import Foundation
import PlumbLayout
import PlumbPipeline

struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the solved frames of a layout document.",
    discussion: """
      Examples:
        plumb layout Fixtures/two-equal-width-views.yaml
        plumb layout Fixtures/signup-stack-fill.yaml --format json --device iphone-15 --direction rtl
        plumb layout Fixtures/signup-stack-fill.yaml --format json --exact   # unrounded solver values
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "A layout document (.yaml, .yml, .json), Interface Builder file, or a folder of them.")
  var path: String

  @Option(help: "text (a readable tree) or json (the CLI spec's frames document).")
  var format: Format = .text

  @Flag(help: "Print the solver's unrounded values instead of pixel-aligned frames.")
  var exact = false

  @OptionGroup var traits: TraitOptions

  @OptionGroup var scene: SceneOption

  @OptionGroup var contentSizes: ContentSizeOptions

  func run() throws {
    let inputs = try Pipeline.walk([path], requireAny: true)
    let pipeline = try traits.pipeline(for: inputs)
    let options = try contentSizes.options(traits.overrides(), scene: scene.scene)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      Self.printFrames(
        try pipeline.screens(in: path, options: options), pipeline: pipeline, format: format, exact: exact)
    }
    // A folder: every document in it, each screen named by its folder inside the walked one; a file that fails to
    // load is reported and the others are printed.
    var screens: [LoadedScreen] = []
    var names: [String] = []
    var failed = false
    for input in inputs.files {
      do {
        let loaded = try pipeline.screens(input.path, options: options)
        screens += loaded
        names += loaded.map { input.outputName($0.name) }
      } catch {
        guard error.isInvalidInput else { throw PlumbExit(error) }
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        failed = true
      }
    }
    Self.printFrames(
      screens, names: names, pipeline: pipeline, format: format, exact: exact, status: failed ? 3 : 0)
  }

  /// Prints the screens' frames and ends the process.
  static func printFrames(
    _ screens: [LoadedScreen], names: [String]? = nil, pipeline: Pipeline, format: Format, exact: Bool,
    status: Int32 = 0
  ) -> Never {
    let names = names ?? screens.map(\.name)
    func frames(_ screen: LoadedScreen) -> JSONValue {
      pipeline.withResources(
        screen.frames(exact: exact), root: screen.engine.root, file: screen.source, scale: screen.result.scale
      )
    }
    switch format {
    case .json:
      if screens.count == 1, names.count == 1, let screen = screens.first, names[0] == screen.name {
        print(frames(screen).pretty())
      } else {
        let scenes: [JSONValue] = zip(screens, names).map { screen, name in
          guard case .object(let pairs) = frames(screen) else { return .null }
          return .object([("scene", .string(name))] + pairs)
        }
        print(JSONValue.object([("scenes", .array(scenes))]).pretty(inlineDepth: 3))
      }
    case .text:
      for (screen, name) in zip(screens, names) {
        if screens.count > 1 { print("== \(name)") }
        print(screen.result.textTree(exact: exact), terminator: "")
      }
    }
    // Everything is printed: end here rather than take apart every view, constraint and solver row one by one (a
    // twentieth of laying out a large document), which the process's exit makes moot.
    withExtendedLifetime(screens) { Foundation.exit(status) }
  }

  /// `plumb layout PATH [--format json|text] [--exact]`, the common call, read without ArgumentParser, whose
  /// parse (runtime type lookups and reflection over every option) costs more than laying out a small document.
  /// Anything else (another option, a repeated one, `--`, help) is nil and goes through ArgumentParser as always.
  struct Arguments {
    var path: String
    var format = Format.text
    var exact = false

    init?(_ arguments: ArraySlice<String>) {
      guard arguments.first == "layout" else { return nil }
      var path: String?
      var format: Format?
      var rest = arguments.dropFirst()
      while let argument = rest.popFirst() {
        if argument == "--exact" {
          guard !exact else { return nil }
          exact = true
        } else if argument == "--format" || argument.hasPrefix("--format=") {
          let value = argument == "--format" ? rest.popFirst() : String(argument.dropFirst("--format=".count))
          guard format == nil, let value, let chosen = Format(rawValue: value) else { return nil }
          format = chosen
        } else {
          guard path == nil, !argument.isEmpty, !argument.hasPrefix("-"), argument != "help" else {
            return nil
          }
          path = argument
        }
      }
      // A folder is walked by the full command.
      var isDirectory: ObjCBool = false
      guard let path,
        !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || !isDirectory.boolValue
      else { return nil }
      self.path = path
      if let format { self.format = format }
    }

    /// What `LayoutCommand.run` does with these arguments and every other option at its default.
    func run() throws -> Never {
      let resources: AppResources
      do { resources = try Pipeline.appResources(for: Pipeline.walk([path])) } catch {
        throw PlumbExit(error)
      }
      let pipeline = try CommandEnvironment.pipeline(resources: resources)
      LayoutCommand.printFrames(
        try pipeline.screens(in: path, options: LoadOptions()), pipeline: pipeline, format: format,
        exact: exact)
    }
  }
}

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Report unsatisfiable, ambiguous, misplaced and invalid layouts in UIKit's words; exit 1 if any.",
    discussion: """
      Examples:
        plumb check Fixtures/
        plumb check Fixtures/unsatisfiable.yaml --device ipad-10 --orientation landscape
        plumb check Main.storyboard --compare-stored   # also list where Plumb differs from Xcode's frames

      Interface Builder files get Xcode's verdict: views the file marks misplaced or ambiguous, conflicts and
      invalid constraints. Where Plumb's layout differs from a stored frame the file does not mark, the
      difference is Plumb's (its fonts, its model of Xcode's canvas): a note, not a problem.
      """)

  @Argument(help: "Layout documents or folders.")
  var paths: [String]

  @OptionGroup var traits: TraitOptions

  @OptionGroup var contentSizes: ContentSizeOptions

  @OptionGroup var compare: CompareStoredOption

  func run() throws {
    let options = try compare.applied(to: contentSizes.options(traits.overrides()))
    let inputs = try Pipeline.walk(paths)
    let pipeline = try traits.pipeline(for: inputs)
    // File by file, each file's trees taken apart once checked. A file named on the command line that fails to
    // load stops the run before anything is printed; a file found in a folder is reported and the rest go on.
    var report: [String] = []
    var failures: [String] = []
    var layouts = 0
    var problems = 0
    var differences = 0
    for input in inputs.files {
      do {
        try pipeline.withScreens(input.path, options: options) { screens in
          layouts += screens.count
          for screen in screens {
            let name = input.outputName(screen.name)
            for warning in screen.warnings {
              report.append("\(name): warning: \(warning)")
              problems += 1
            }
            for note in screen.notes { report.append(note) }
            for diagnostic in screen.result.diagnostics {
              report.append("\(name): \(diagnostic.kind.rawValue):\n\(diagnostic.message)\n")
              problems += 1
            }
            // Plumb's own differences from what Xcode stored: listed on request, never counted.
            differences += screen.result.notes.count
            if compare.compareStored {
              for note in screen.result.notes { report.append("\(name): note: \(note.message)") }
            }
          }
        }
      } catch let error as PipelineError {
        guard !input.isExplicit && error.isInvalidInput else { throw error }
        failures.append(error.description)
      }
    }
    for line in report { print(line) }
    for message in failures { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    let failed = failures.isEmpty ? "" : "; \(RunSummary.count(failures.count, "file")) failed to load"
    let notes = CheckNotes.summary(differences, listed: compare.compareStored)
    if problems > 0 {
      let counts = "\(RunSummary.count(problems, "problem")) in \(RunSummary.count(layouts, "layout"))"
      print(counts + notes + failed)
      throw failures.isEmpty ? PlumbExit.problemsFound : PlumbExit.someFilesFailed
    }
    print("no problems in \(RunSummary.count(layouts, "layout"))\(notes)\(failed)")
    if !failures.isEmpty { throw PlumbExit.someFilesFailed }
  }
}

struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Print the view tree in the shape of UIKit's _autolayoutTrace, marking AMBIGUOUS LAYOUT.",
    discussion: """
      Example:
        plumb trace Fixtures/ambiguous.yaml
      """)

  @Argument(help: "A layout document.")
  var path: String

  @OptionGroup var traits: TraitOptions

  @OptionGroup var scene: SceneOption

  @OptionGroup var contentSizes: ContentSizeOptions

  func run() throws {
    let options = try contentSizes.options(traits.overrides(), scene: scene.scene)
    for screen in try traits.pipeline().screens(in: path, options: options) {
      print(screen.engine.autolayoutTrace(screen.result), terminator: "")
    }
  }
}
