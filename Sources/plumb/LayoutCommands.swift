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
      "Report unsatisfiable, ambiguous, misplaced and invalid layouts and text that does not fit, in UIKit's words; "
      + "exit 1 if any.",
    discussion: """
      Examples:
        plumb check Fixtures/
        plumb check Fixtures/unsatisfiable.yaml --device ipad-10 --orientation landscape
        plumb check Main.storyboard --compare-stored   # also list where Plumb differs from Xcode's frames
        plumb check App/ --locale fr,de --content-size l,ax5   # every case: each locale at each size
        plumb check App/ --format json --text-fit notes   # list text that does not fit without failing

      Interface Builder files get Xcode's verdict: views the file marks misplaced or ambiguous, conflicts and
      invalid constraints. Where Plumb's layout differs from a stored frame the file does not mark, the
      difference is Plumb's (its fonts, its model of Xcode's canvas): a note, not a problem. So is a
      font family Plumb does not have (text in it is measured in the system font).

      Text that does not fit: every visible label, button, text field, text view and segment title whose text is
      truncated, clipped (by its frame, a clipping ancestor or the canvas) or overlaps a sibling's text, measured
      with the case's fonts and Dynamic Type size, each a FILE:LINE:COLUMN warning naming the case's traits; in an
      Interface Builder file checked with no trait option, a note (Xcode drew that text with Apple's fonts).
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  /// Whether text that does not fit counts.
  enum TextFit: String, ExpressibleByArgument, CaseIterable {
    case problems, notes, off
  }

  @Argument(help: "Layout documents or folders.")
  var paths: [String]

  @Option(help: "text (UIKit's words, one finding a line) or json (every finding, for tools).")
  var format: Format = .text

  @Option(
    name: .customLong("text-fit"),
    help: ArgumentHelp(
      "Text that does not fit: problems (listed and counted: exit 1), notes (listed, not counted) or off.",
      valueName: "policy"))
  var textFit: TextFit = .problems

  @Flag(name: .customLong("double-strings"), help: "Double every string, like NSDoubleLocalizedStrings.")
  var doubleStrings = false

  @OptionGroup var traits: TraitOptions

  @OptionGroup var contentSizes: ContentSizeOptions

  @OptionGroup var compare: CompareStoredOption

  func run() throws {
    // Every combination of comma-separated trait values is a case; a finding names its case's traits.
    func cases(_ combinations: [(overrides: TraitOverrides, suffix: String)]) -> [CheckCase] {
      combinations.enumerated().map { index, entry in
        var options = compare.applied(to: contentSizes.options(entry.overrides))
        options.doubleStrings = doubleStrings
        return CheckCase(
          options: options, suffix: entry.suffix, traits: Self.traitNames(entry.overrides),
          isFirst: index == 0)
      }
    }
    let combinations = try cases(traits.combinations())
    let inputs = try Pipeline.walk(paths)
    let pipeline = try traits.pipeline(for: inputs)
    let textFit = textFit
    // Each file in each case is a job on its own core; results come back in the jobs' order, so the report does
    // not depend on which finished first. `--locale all`: each file's cases are its own localizations.
    let jobs = try inputs.files.flatMap { input in
      try
        (traits.wantsEveryLanguage
        ? cases(traits.combinations(languages: pipeline.languages(for: input.path))) : combinations)
        .map { (input: input, check: $0) }
    }
    var caseNames: [String] = []
    for job in jobs where !caseNames.contains(job.check.traits) { caseNames.append(job.check.traits) }
    let results = Pipeline.map(jobs, file: \.input.path) { job in
      try Self.check(job.input, job.check, pipeline: pipeline, textFit: textFit)
    }
    var checked = CheckedFile()
    var failures: [String] = []
    var failedFiles = Set<String>()
    for (job, result) in zip(jobs, results) {
      switch result {
      case .success(let file): checked.append(file)
      case .failure(let error):
        // A file named on the command line that fails to load stops the run before anything is printed; a file
        // found in a folder is reported (once, whatever the case) and the rest go on.
        guard let error = error as? PipelineError, !job.input.isExplicit, error.isInvalidInput else {
          throw error
        }
        if failedFiles.insert(job.input.path).inserted { failures.append(error.description) }
      }
    }
    let counted = checked.problems.count + (textFit == .problems ? checked.textFit.count : 0)
    switch format {
    case .text:
      for line in checked.report { print(line) }
    case .json:
      print(
        checked.json(cases: caseNames, failures: failures, textFitCounted: textFit == .problems)
          .pretty(inlineDepth: 2))
    }
    for message in failures { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    if format == .text {
      let failed = failures.isEmpty ? "" : "; \(RunSummary.count(failures.count, "file")) failed to load"
      let notes = CheckNotes.summary(checked.differences, listed: compare.compareStored)
      var fit =
        textFit == .notes && !checked.textFit.isEmpty
        ? "; text that does not fit: \(checked.textFit.count), not counted (--text-fit notes)" : ""
      if !checked.textFitAtDesign.isEmpty {
        fit +=
          "; text that does not fit at an Interface Builder file's own traits: \(checked.textFitAtDesign.count), "
          + "not counted (measured with Plumb's fonts)"
      }
      let layouts = RunSummary.count(checked.layouts, "layout")
      let inCases = caseNames.count > 1 ? " in \(caseNames.count) cases" : ""
      if counted > 0 {
        print("\(RunSummary.count(counted, "problem")) in \(layouts)\(inCases)" + fit + notes + failed)
      } else {
        print("no problems in \(layouts)\(inCases)" + fit + notes + failed)
      }
    }
    if counted > 0 { throw failures.isEmpty ? PlumbExit.problemsFound : PlumbExit.someFilesFailed }
    if !failures.isEmpty { throw PlumbExit.someFilesFailed }
  }

  /// One case of a check: its load options, its name suffix (`@ax5-fr`) and its traits as findings name them.
  struct CheckCase: Sendable {
    var options: LoadOptions
    var suffix: String
    var traits: String
    /// Notes belong to the file, the same in every case: the first case says them.
    var isFirst: Bool
  }

  /// The trait values a case was given, in the order of case names (`iphone-se-ax5-dark-fr`).
  static func traitNames(_ overrides: TraitOverrides) -> String {
    var names: [String] = []
    if let device = overrides.device { names.append(device.name) }
    if let orientation = overrides.orientation { names.append(orientation.rawValue) }
    if let size = overrides.contentSize { names.append(size.shortName) }
    if let direction = overrides.direction { names.append(direction == .leftToRight ? "ltr" : "rtl") }
    if let appearance = overrides.appearance { names.append(appearance.rawValue) }
    if let language = overrides.language { names.append(language.name) }
    return names.joined(separator: "-")
  }

  /// Checks one file in one case; its trees are taken apart once checked.
  static func check(
    _ input: SourceFile, _ check: CheckCase, pipeline: Pipeline, textFit: TextFit
  ) throws -> CheckedFile {
    try pipeline.withScreens(input.path, options: check.options) { screens in
      var checked = CheckedFile()
      checked.layouts = screens.count
      for screen in screens {
        let name = input.outputName(screen.name) + check.suffix
        let fonts = Set(screen.resourceWarnings)
        for warning in screen.warnings {
          // A font Plumb lacks is its own gap, not a problem in the file: said once, never counted.
          if fonts.contains(warning), let range = warning.range(of: "warning: ") {
            if check.isFirst {
              checked.report.append("\(name): " + warning.replacingCharacters(in: range, with: "note: "))
            }
            continue
          }
          checked.add(
            problem: "warning", screen: name, traits: check.traits, message: warning,
            text: "\(name): warning: \(warning)")
        }
        // Notes are the file's, the same in every case: said once, in the first.
        if check.isFirst { checked.report += screen.notes }
        for diagnostic in screen.result.diagnostics {
          checked.add(
            problem: diagnostic.kind.rawValue, screen: name, traits: check.traits,
            message: diagnostic.message,
            text: "\(name): \(diagnostic.kind.rawValue):\n\(diagnostic.message)\n")
        }
        // Plumb's own differences from what Xcode stored: listed on request, never counted.
        checked.differences += screen.result.notes.count
        if check.options.comparesStoredFrames {
          for note in screen.result.notes { checked.report.append("\(name): note: \(note.message)") }
        }
        guard textFit != .off else { continue }
        // An Interface Builder file at the traits Xcode showed it in: Xcode drew this text with Apple's fonts, so
        // a finding there turns on Plumb's fonts and is a note; other cases are the ones the user asked about.
        let atDesignTraits =
          Pipeline.isInterfaceBuilder(input.path) && check.traits.isEmpty && !check.options.doubleStrings
        for found in screen.textFit(traits: check.traits, screen: input.outputName(screen.name)) {
          if atDesignTraits {
            checked.textFitAtDesign.append(found)
            checked.report.append(found.noteLine)
          } else {
            checked.textFit.append(found)
            checked.report.append(found.line)
          }
        }
      }
      return checked
    }
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
