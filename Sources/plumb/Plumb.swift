import ArgumentParser
import Foundation
import PlumbPipeline

/// The `plumb` command: lay out, check, trace and render Auto Layout documents (Docs/CLI.md).
@main
struct Plumb: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plumb",
    abstract: "Apple's Auto Layout on Linux: lay out, check, trace and render layout documents.",
    discussion: """
      Paths may be files or folders (searched recursively for .yaml, .yml and .json).
      Exit codes: 0 success, 1 problems found, 2 usage error, 65 invalid input document.
      """,
    version: PlumbVersion.description,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, CheckCommand.self, TraceCommand.self, ExplainCommand.self,
      FontsCommand.self, VerifyCommand.self, RecordCommand.self,
      ApproveCommand.self, MergeReportsCommand.self,
    ])

  /// Maps errors to the exit codes the CLI spec promises: usage errors are 2, invalid documents 65.
  static func main() {
    do {
      if let layout = LayoutCommand.Arguments(CommandLine.arguments.dropFirst()) { try layout.run() }
      var command = try parseSubcommandDirectly() ?? parseAsRoot()
      try command.run()
    } catch let exit as PlumbExit {
      exit.end()
    } catch let error as PipelineError {
      PlumbExit(error).end()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      Self.exit(withError: error)
    }
  }

  /// `plumb SUBCOMMAND ARGUMENTS` parsed by the subcommand alone, nil when it does not take them as they are. The
  /// root's parse also reflects over every subcommand's options (for completion scripts) before it picks one: a
  /// sixth of ArgumentParser's work on `plumb layout`, whose runtime type lookups are a third of the process on a
  /// one-view document. Anything else (help, a completion script, a usage error, a nested subcommand) goes through
  /// the root's parse, which answers as always.
  static func parseSubcommandDirectly() -> (any ParsableCommand)? {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.count == 1, arguments.first == "--version" {
      print(PlumbVersion.description)
      Foundation.exit(0)
    }
    guard let name = arguments.first,
      let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
      let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      type(of: command) == subcommand
    else { return nil }
    return command
  }
}

/// Ends the process with a code and an optional message on standard error.
struct PlumbExit: Error {
  let code: Int32
  let message: String?

  static let problemsFound = PlumbExit(code: 1, message: nil)
  static func usage(_ message: String) -> PlumbExit { PlumbExit(code: 2, message: "error: " + message) }
  static func invalidInput(_ message: String) -> PlumbExit { PlumbExit(code: 65, message: message) }

  /// Prints the message on standard error and ends the process with the code.
  func end() -> Never {
    if let message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    Foundation.exit(code)
  }
}

enum PlumbVersion {
  static let number = "0.1.0"
  static var description: String { "plumb \(number)" }
}
