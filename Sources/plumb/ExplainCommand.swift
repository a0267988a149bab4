import ArgumentParser
import Foundation
import PlumbExplain
import PlumbLayout
import PlumbPipeline
import PlumbRender

struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Explain UIKit's (or AppKit's) Auto Layout console messages: the conflict, why, and fixes that work.",
    discussion: """
      Reads console text (a file, or standard input for - or no file):
      "Unable to simultaneously satisfy constraints" messages, _autolayoutTrace
      output and printed constraint lists, several to a log. Each message is
      rebuilt as a layout document (-o writes it) and re-solved to check that it
      reproduces the logged conflict. Each candidate fix is applied to the
      rebuilt layout and re-solved; only fixes that leave no conflict and no new
      ambiguity are offered. --diagram draws the rebuilt layout, the conflicting
      set in red and the broken constraint crossed out (a root the log sizes
      at zero on a drawable canvas, with a note giving its logged size; no
      diagram for a message with nothing read). With several messages,
      -o and --diagram number the files after the first (NAME-2.yaml); a run
      writes all its files or none, and only regular files. The text shows
      the best three fixes (--all-fixes lists every one).
      Exit codes: 0 explained, 2 usage error or a file that cannot be
      written, 65 no Auto Layout message found (or the log is over
      PLUMB_MAX_BYTES).
      Examples:
        plumb explain console.log
        pbpaste | plumb explain - -o conflict.yaml --diagram conflict.png
        plumb check Fixtures/unsatisfiable.yaml | plumb explain --format json
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Console text to read; - or nothing for standard input.")
  var file: String?

  @Option(name: .shortAndLong, help: "Write the rebuilt layout document here (.yaml).")
  var output: String?

  @Option(help: "Draw the rebuilt layout with its constraints here (.png, .svg or .pdf).")
  var diagram: String?

  @Option(help: "text or json.")
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "ltr or rtl: the layout direction the app ran in (logs do not say).", valueName: "direction"))
  var direction: String = "ltr"

  @Flag(help: "List every fix that works (the text shows the best three).")
  var allFixes = false

  /// Reads the log, explains each message, renders the documents and diagrams asked for, prints the report and
  /// only then writes the files, all of them or none.
  func run() throws {
    // The documents' limits (PLUMB_MAX_BYTES, PLUMB_MAX_CONSTRAINTS, …) bound a log and its rebuilt layouts too.
    let pipeline = try CommandEnvironment.pipeline()
    for path in [output, diagram].compactMap({ $0 }) {
      if let reason = ExplainOutputs.refusal(path) { throw PlumbExit.usage(reason) }
    }
    let (text, source) = try readLog(limit: pipeline.limits.maximumBytes)
    let layoutDirection = try self.layoutDirection()
    let diagramFormat = try self.diagramFormat()
    let parsed = LogParser.parse(text)
    guard !parsed.messages.isEmpty else {
      throw PlumbExit.invalidInput(
        "\(source): error: no Auto Layout message found; expected \"Unable to simultaneously satisfy constraints\", "
          + "_autolayoutTrace output or constraint descriptions such as <NSLayoutConstraint:0x… A.leading == B.leading   (active)>"
      )
    }
    let explainer = Explainer(
      measurer: pipeline.text, options: Reconstructor.Options(direction: layoutDirection),
      limits: pipeline.limits)
    let explanations = parsed.messages.map { explainer.explain($0, source: source) }
    // Everything is rendered before anything is written, so a failure leaves no partial output.
    let files = try outputFiles(
      explanations, explainer: explainer, pipeline: pipeline, diagramFormat: diagramFormat)
    switch format {
    case .text:
      print(ExplanationText.render(explanations, source: source, allFixes: allFixes), terminator: "")
    case .json: print(ExplanationJSON.pretty(ExplanationJSON.render(explanations, source: source)))
    }
    do { try ExplainOutputs.write(files) } catch { throw PlumbExit(code: 2, message: "error: \(error)") }
  }

  /// The log's text and a name for it, from the file or standard input; no more than `limit` bytes are read (one
  /// more tells the log is longer), so an endless pipe is refused instead of filling memory.
  func readLog(limit: Int) throws -> (text: String, source: String) {
    let source: String
    let descriptor: Int32
    if let file, file != "-" {
      descriptor = open(file, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw PlumbExit.usage("cannot read \(file): \(String(cString: strerror(errno)))")
      }
      source = file
    } else {
      descriptor = FileHandle.standardInput.fileDescriptor
      source = "standard input"
    }
    defer { if descriptor != FileHandle.standardInput.fileDescriptor { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw PlumbExit.usage("cannot read \(source): \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    guard bytes.count <= limit else {
      throw PlumbExit.invalidInput(
        "\(source): error: the log is more than the \(limit) bytes plumb reads "
          + "(PLUMB_MAX_BYTES raises it); cut it to the messages to explain")
    }
    return (String(decoding: bytes, as: UTF8.self), source)
  }

  func layoutDirection() throws -> LayoutDirection {
    switch direction.lowercased() {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    default: throw PlumbExit.usage("--direction must be ltr or rtl, not \(direction)")
    }
  }

  /// The diagram's format, from its file name's extension.
  func diagramFormat() throws -> RenderFormat {
    guard let diagram else { return .png }
    guard let format = RenderFormat(rawValue: (diagram as NSString).pathExtension.lowercased()) else {
      throw PlumbExit.usage("--diagram \(diagram): the file name must end in .png, .svg or .pdf")
    }
    return format
  }

  /// The documents (-o) and diagrams (--diagram) to write, numbered after the first message. A message with nothing
  /// explained (no constraint read) gets no diagram; one whose root the log sizes at zero is drawn on a drawable
  /// canvas (``Explainer/diagramLayout(_:title:)``).
  func outputFiles(
    _ explanations: [Explanation], explainer: Explainer, pipeline: Pipeline, diagramFormat: RenderFormat
  ) throws -> [(path: String, bytes: [UInt8])] {
    var files: [(path: String, bytes: [UInt8])] = []
    for (index, explanation) in explanations.enumerated() {
      if let output { files.append((numbered(output, index), Array(explanation.yaml.utf8))) }
      guard let diagram,
        let drawn = explainer.diagramLayout(explanation, title: "diagram of message \(index + 1)")
      else { continue }
      defer { if drawn.engine !== explanation.solved?.engine { drawn.release() } }
      do {
        let image = try pipeline.render(
          drawn.engine, result: drawn.result,
          options: RenderOptions(format: diagramFormat, overlay: .constraints))
        files.append((numbered(diagram, index), image.bytes))
      } catch {
        throw PlumbExit(code: 1, message: "cannot draw the diagram: \(error)")
      }
    }
    return files
  }

  /// `out.yaml` for the first message, `out-2.yaml` for the second, and so on.
  func numbered(_ path: String, _ index: Int) -> String {
    guard index > 0 else { return path }
    let ext = (path as NSString).pathExtension
    let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    return "\(base)-\(index + 1)" + (ext.isEmpty ? "" : ".\(ext)")
  }
}
