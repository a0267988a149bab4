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

  @Argument(help: "A layout document (.yaml, .yml, .json) or Interface Builder file.")
  var path: String

  @Option(help: "text (a readable tree) or json (the CLI spec's frames document).")
  var format: Format = .text

  @Flag(help: "Print the solver's unrounded values instead of pixel-aligned frames.")
  var exact = false

  @OptionGroup var traits: TraitOptions

  @OptionGroup var scene: SceneOption

  @OptionGroup var contentSizes: ContentSizeOptions

  func run() throws {
    try Self.printFrames(
      traits.pipeline().screens(
        in: path, options: contentSizes.options(traits.overrides(), scene: scene.scene)),
      format: format, exact: exact)
  }

  /// Prints the screens' frames and ends the process.
  static func printFrames(_ screens: [LoadedScreen], format: Format, exact: Bool) -> Never {
    switch format {
    case .json:
      if screens.count == 1, let screen = screens.first {
        print(screen.frames(exact: exact).pretty())
      } else {
        let scenes: [JSONValue] = screens.map { screen in
          guard case .object(let pairs) = screen.frames(exact: exact) else { return .null }
          return .object([("scene", .string(screen.name))] + pairs)
        }
        print(JSONValue.object([("scenes", .array(scenes))]).pretty(inlineDepth: 3))
      }
    case .text:
      for screen in screens {
        if screens.count > 1 { print("== \(screen.name)") }
        print(screen.result.textTree(exact: exact), terminator: "")
      }
    }
    // Everything is printed: end here rather than take apart every view, constraint and solver row one by one (a
    // twentieth of laying out a large document), which the process's exit makes moot.
    withExtendedLifetime(screens) { Foundation.exit(0) }
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
      guard let path else { return nil }
      self.path = path
      if let format { self.format = format }
    }

    /// What `LayoutCommand.run` does with these arguments and every other option at its default.
    func run() throws -> Never {
      LayoutCommand.printFrames(
        try CommandEnvironment.pipeline().screens(in: path, options: LoadOptions()), format: format,
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
    let pipeline = try traits.pipeline()
    let options = try compare.applied(to: contentSizes.options(traits.overrides()))
    // File by file, each file's trees taken apart once checked; the report prints only when every file loaded,
    // so a broken document still leaves no partial report.
    var report: [String] = []
    var layouts = 0
    var problems = 0
    var differences = 0
    for file in try Pipeline.documentFiles(paths) {
      try pipeline.withScreens(file, options: options) { screens in
        layouts += screens.count
        for screen in screens {
          for warning in screen.warnings {
            report.append("\(screen.name): warning: \(warning)")
            problems += 1
          }
          for note in screen.notes { report.append(note) }
          for diagnostic in screen.result.diagnostics {
            report.append("\(screen.name): \(diagnostic.kind.rawValue):\n\(diagnostic.message)\n")
            problems += 1
          }
          // Plumb's own differences from what Xcode stored: listed on request, never counted.
          differences += screen.result.notes.count
          if compare.compareStored {
            for note in screen.result.notes { report.append("\(screen.name): note: \(note.message)") }
          }
        }
      }
    }
    for line in report { print(line) }
    if problems > 0 {
      print(
        "\(problems) problem\(problems == 1 ? "" : "s") in \(layouts) layout\(layouts == 1 ? "" : "s")"
          + CheckNotes.summary(differences, listed: compare.compareStored))
      throw PlumbExit.problemsFound
    }
    print(
      "no problems in \(layouts) layout\(layouts == 1 ? "" : "s")"
        + CheckNotes.summary(differences, listed: compare.compareStored))
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
