import ArgumentParser
import Foundation
import PlumbDocument
import PlumbPipeline
import PlumbRender
import PlumbText

/// What the commands take from the environment, and the exit codes of the libraries' errors.
enum CommandEnvironment {
  /// The pipeline a command loads, lays out and draws with: the documented fonts plus `fontDirectories`, the
  /// document limits of the environment, and file-level warnings on standard error.
  static func pipeline(fontDirectories: [String] = [], resources: AppResources? = nil) throws -> Pipeline {
    try Pipeline(fontDirectories: fontDirectories, resources: resources, limits: limits()) { warning in
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
  }

  /// The document limits, each overridable from the environment (PLUMB_MAX_BYTES, PLUMB_MAX_VIEWS, PLUMB_MAX_DEPTH,
  /// PLUMB_MAX_CONSTRAINTS, PLUMB_MAX_STATES, PLUMB_MAX_SOLVER_WORK) for the rare huge document; anything but a
  /// positive whole number is a usage error.
  static func limits(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> DocumentLimits
  {
    var limits = DocumentLimits()
    let settings: [(String, WritableKeyPath<DocumentLimits, Int>)] = [
      ("PLUMB_MAX_BYTES", \.maximumBytes), ("PLUMB_MAX_VIEWS", \.maximumViews),
      ("PLUMB_MAX_DEPTH", \.maximumDepth),
      ("PLUMB_MAX_CONSTRAINTS", \.maximumConstraints), ("PLUMB_MAX_STATES", \.maximumStates),
      ("PLUMB_MAX_SOLVER_WORK", \.maximumSolverWork),
    ]
    for (name, keyPath) in settings {
      guard let text = environment[name] else { continue }
      limits[keyPath: keyPath] = try positiveNumber(name, text, default: limits[keyPath: keyPath])
    }
    return limits
  }

  /// PLUMB_MAX_PIXELS: the most pixels one image may have (default `PixelLimits.defaultMaximumPixels`).
  static func maximumPixels(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> Int
  {
    guard let text = environment["PLUMB_MAX_PIXELS"] else { return PixelLimits.defaultMaximumPixels }
    return try positiveNumber("PLUMB_MAX_PIXELS", text, default: PixelLimits.defaultMaximumPixels)
  }

  private static func positiveNumber(_ name: String, _ text: String, default value: Int) throws -> Int {
    guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 else {
      throw PlumbExit.usage("\(name)=\(text) is not a positive whole number (the default is \(value))")
    }
    return number
  }

  /// Drawing errors caused by the document (a bad colour, image or size) are invalid input (65); a failed write
  /// is 2, as for other usage and environment errors; cairo's own failures are 1.
  static func exitCode(for error: RenderError) -> Int32 {
    switch error {
    case .invalidColor, .unreadableImage, .tooLarge: 65
    case .write: 2
    case .cairo: 1
    }
  }
}

extension PlumbExit {
  /// A usage error exits 2, an invalid document 65.
  init(_ error: PipelineError) {
    switch error {
    case .usage(let message): self = .usage(message)
    case .invalidInput(let message): self = .invalidInput(message)
    }
  }

  /// The exit code and message for what stopped one file of a run.
  init(_ error: any Error, file: String) {
    switch error {
    case let exit as PlumbExit: self = exit
    case let error as PipelineError: self.init(error)
    case let error as RenderError:
      self.init(code: CommandEnvironment.exitCode(for: error), message: "\(file): error: \(error)")
    default: self.init(code: 1, message: "\(file): error: \(error)")
    }
  }
}

/// `[done/total] file` on standard error while a run goes, when standard error is a terminal.
enum TerminalProgress {
  /// The progress line's writer, or nil when standard error is not a terminal.
  static func start() -> Pipeline.Progress? {
    guard isatty(2) != 0 else { return nil }
    return { done, total, file in
      FileHandle.standardError.write(Data("\r[\(done)/\(total)] \(file)\u{1B}[K".utf8))
    }
  }

  /// Clears the progress line.
  static func finish(_ progress: Pipeline.Progress?) {
    if progress != nil { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}

/// `--scene` / `--state`: one storyboard scene or one document state instead of every screen of a file.
struct SceneOption: ParsableArguments {
  @Option(
    name: [.customLong("scene"), .customLong("state")],
    help: "Only this storyboard scene (its id or title) or document state (its name).")
  var scene: String?
}
