import Foundation
import Testing

/// `plumb explain` end to end: standard input, exit codes, the rebuilt document, JSON, diagrams, determinism.
@Suite struct ExplainCommandTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PlumbExplainTests/Logs")

  func plumb(_ arguments: [String], input: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func textWithoutAnAutoLayoutMessageExits65() throws {
    let run = try plumb(["explain", "-"], input: "Build succeeded.\nLaunching app...\n")
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("standard input: error: no Auto Layout message found"))
    let empty = try plumb(["explain"], input: "")
    #expect(empty.status == 65)
  }

  @Test func aLogOverTheByteLimitIsRefused() throws {
    let log = try String(contentsOf: Self.logs.appendingPathComponent("appkit.log"), encoding: .utf8)
    let process = try plumbWithEnvironment(
      ["explain", "-"], input: log, environment: ["PLUMB_MAX_BYTES": "100"])
    #expect(process.status == 65)
    #expect(process.stderr.contains("more than the 100 bytes plumb reads"))
  }

  func plumbWithEnvironment(_ arguments: [String], input: String, environment: [String: String]) throws -> Run
  {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try plumb(["explain", "/no/such/console.log"]).status == 2)
    let log = Self.logs.appendingPathComponent("autoresizing.log").path
    #expect(try plumb(["explain", log, "--diagram", "out.gif"]).status == 2)
    #expect(try plumb(["explain", log, "--direction", "up"]).status == 2)
  }

  /// `plumb check` piped into `plumb explain -o`: the written document loads, and checking it gives the same
  /// conflict (with Plumb's own addresses and ids, the same text).
  @Test func checkThenExplainWritesADocumentThatConflictsTheSameWay() throws {
    let fixture = CommandLineTests.fixtures + "/unsatisfiable.yaml"
    let check = try plumb(["check", fixture])
    #expect(check.status == 1)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("rebuilt.yaml").path
    let explain = try plumb(["explain", "-", "-o", document], input: check.stdout)
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains("reproduces the logged conflict and broken constraint"))
    #expect(
      explain.stdout.contains(
        "UIKit broke `banner.width >= 400`: it asks for 400 but the rest of the set holds it at 304, 96 points apart."
      ))
    let recheck = try plumb(["check", document])
    #expect(recheck.status == 1)
    func conflictLines(_ text: String) -> [String] {
      text.split(separator: "\n").filter {
        $0.contains("<NSLayoutConstraint") || $0.contains("<NSAutoresizing")
      }
      .map { line in
        // Addresses differ between the two documents; the shape of each description must not.
        String(line).replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x", options: .regularExpression)
      }
    }
    #expect(conflictLines(recheck.stdout) == conflictLines(check.stdout))
  }

  @Test func severalMessagesWriteNumberedFilesAndDiagrams() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Self.logs.appendingPathComponent("several-messages.log").path
    let run = try plumb([
      "explain", log, "-o", folder.appendingPathComponent("feed.yaml").path, "--diagram",
      folder.appendingPathComponent("feed.svg").path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["feed-2.svg", "feed-2.yaml", "feed.svg", "feed.yaml"])
    let svg = try String(contentsOf: folder.appendingPathComponent("feed-2.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
    for format in ["png", "pdf"] {
      let path = folder.appendingPathComponent("one.\(format)").path
      #expect(try plumb(["explain", log, "--diagram", path]).status == 0)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.starts(with: format == "png" ? [0x89, 0x50, 0x4E, 0x47] : Array("%PDF".utf8)))
    }
  }

  @Test func diagramsAreTheSameEveryRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Self.logs.appendingPathComponent("uikit-equations.log").path
    var images: [Data] = []
    for name in ["a.png", "b.png"] {
      let path = folder.appendingPathComponent(name).path
      #expect(try plumb(["explain", log, "--diagram", path]).status == 0)
      images.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(images[0] == images[1])
    #expect(images[0].count > 1000)
  }

  @Test func jsonIsValidAndTheSameEveryRun() throws {
    let log = Self.logs.appendingPathComponent("cell-ios9.log").path
    let first = try plumb(["explain", log, "--format", "json"])
    let second = try plumb(["explain", log, "--format", "json"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
    let messages = object?["messages"] as? [[String: Any]]
    #expect(messages?.count == 1)
    let message = messages?.first
    #expect(message?["reproduces"] as? Bool == true)
    #expect(message?["brokenDocument"] as? String == "UIImageView_a0a0.height = 120")
    let fixes = message?["fixes"] as? [[String: Any]] ?? []
    #expect(fixes.contains { $0["works"] as? Bool == true })
    #expect((message?["document"] as? String)?.contains("UIImageView_a0a0") == true)
  }

  @Test func aTruncatedLogSaysWhatIsMissing() throws {
    let run = try plumb(["explain", Self.logs.appendingPathComponent("truncated.log").path])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Missing from the log:"))
    #expect(run.stdout.contains("the log is cut off inside a description"))
    #expect(run.stdout.contains("Plumb would break `UIView_a9c0.width >= 150`"))
  }
}
