import ArgumentParser
import Foundation
import PlumbPipeline
import PlumbRender

#if canImport(Glibc)
  import Glibc
#endif

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
    HeapPages.useLargePages()
    // Commands that write stage their files as `.plumb-*.tmp`: a Ctrl-C or kill removes them rather than leaving
    // them behind. The others leave the signals alone (and start no handler thread).
    let writes: Set<String> = ["render", "verify", "record", "approve", "merge-reports", "explain"]
    if let name = CommandLine.arguments.dropFirst().first, writes.contains(name) {
      OutputFiles.removeTemporariesOnSignals()
    }
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

/// Laying out a large document touches tens of megabytes of fresh heap, and a new process pays one page fault for
/// each 4 KB page it first touches: a third of the CPU time of a 1 000-view `plumb layout` went to the kernel. glibc
/// grows its heap with `brk`; asked to grow it 64 MB at a time, and with that range marked for the kernel's 2 MB
/// pages, one fault maps 512 pages. Only address space is reserved; nothing changes what the program computes.
enum HeapPages {
  static func useLargePages() {
    #if os(Linux) && canImport(Glibc)
      // mallopt is not in the Glibc module; M_TOP_PAD and M_MMAP_THRESHOLD are malloc.h's -2 and -3.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
      let pad = 64 << 20
      // Blocks up to 32 MB from the heap, so a growing array reuses pages rather than mapping fresh ones.
      guard mallopt(-3, 32 << 20) == 1, mallopt(-2, Int32(pad)) == 1 else { return }
      let start = sbrk(0)
      var blocks: [UnsafeMutableRawPointer] = []
      // The next block that does not fit grows the heap by the pad.
      while blocks.count < 64, sbrk(0) == start, let block = malloc(64 << 10) { blocks.append(block) }
      let end = sbrk(0)
      for block in blocks { free(block) }
      guard let start, let end, end != start else { return }
      let huge = 2 << 20
      let first = (Int(bitPattern: start) + huge - 1) / huge * huge
      let last = Int(bitPattern: end) / huge * huge
      if last > first { madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_HUGEPAGE) }
    #endif
  }
}
