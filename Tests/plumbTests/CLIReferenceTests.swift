import Foundation
import Testing

/// Docs/CLI.md shows what `plumb` prints: every ```text block that starts with `$ plumb …` must equal the built
/// binary's output for that command line, and every subcommand must have one. `Scripts/cli-reference` rewrites them.
@Suite struct CLIReferenceTests {
  struct Block: CustomTestStringConvertible {
    var arguments: [String]
    var text: String
    var testDescription: String { "plumb " + arguments.joined(separator: " ") }
  }

  static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/CLI.md")

  /// The help blocks of Docs/CLI.md, in order.
  static func blocks() throws -> [Block] {
    let lines = try String(contentsOf: reference, encoding: .utf8).components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index + 1 < lines.count {
      defer { index += 1 }
      guard lines[index] == "```text", lines[index + 1].hasPrefix("$ plumb ") else { continue }
      let arguments = lines[index + 1].dropFirst("$ plumb ".count).split(separator: " ").map(String.init)
      guard let end = lines[(index + 2)...].firstIndex(of: "```") else { break }
      blocks.append(Block(arguments: arguments, text: lines[(index + 2)..<end].map { $0 + "\n" }.joined()))
      index = end
    }
    return blocks
  }

  /// What `plumb ARGUMENTS` prints at 120 columns, as Scripts/cli-reference runs it.
  static func output(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "120"
    environment["LINES"] = "50"
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: try blocks())
  func helpBlockMatchesTheBinary(_ block: Block) throws {
    let printed = try Self.output(block.arguments)
    #expect(
      printed == block.text,
      "Docs/CLI.md is out of date for 'plumb \(block.arguments.joined(separator: " "))': run Scripts/cli-reference"
    )
  }

  @Test func everySubcommandHasAHelpBlock() throws {
    let overview = try Self.output(["--help"])
    let subcommands =
      overview.components(separatedBy: "SUBCOMMANDS:").last?.components(separatedBy: "\n")
      .compactMap { line -> String? in
        // A subcommand's row: two spaces, its name (lower case and dashes), then its abstract.
        guard line.hasPrefix("  "), !line.hasPrefix("   "), let first = line.split(separator: " ").first,
          first.allSatisfy({ $0 == "-" || ("a"..."z").contains($0) })
        else { return nil }
        return String(first)
      } ?? []
    #expect(subcommands.count >= 10)
    let documented = Set(try Self.blocks().map { $0.arguments.joined(separator: " ") })
    for subcommand in subcommands {
      #expect(
        documented.contains("help \(subcommand)"), "Docs/CLI.md has no '$ plumb help \(subcommand)' block")
    }
  }
}
