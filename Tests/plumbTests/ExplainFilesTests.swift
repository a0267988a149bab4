import Foundation
import Testing

/// What `plumb explain` reads and writes: only regular files, all of a run's files or none, an existing file's
/// mode kept, no more of the input than the byte limit, and the document limits applied to the rebuilt layouts.
@Suite struct ExplainFilesTests {
  let runner = ExplainCommandTests()
  static let logs = ExplainCommandTests.logs

  @Test(arguments: ["fifo", "link", "folder"]) func specialTargetsAreRefusedAndLeftAlone(_ kind: String)
    throws
  {
    let folder = try runner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("out.yaml").path
    switch kind {
    case "fifo": #expect(mkfifo(target, 0o644) == 0)
    case "link": try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "/dev/null")
    default: try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    }
    let log = Self.logs.appendingPathComponent("autoresizing.log").path
    for option in ["-o", "--diagram"] {
      let path = option == "-o" ? target : target.replacingOccurrences(of: ".yaml", with: ".svg")
      if option == "--diagram", kind == "fifo" { #expect(mkfifo(path, 0o644) == 0) }
      if option == "--diagram", kind == "link" {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
      }
      if option == "--diagram", kind == "folder" {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      }
      let run = try runner.plumb(["explain", log, option, path])
      #expect(run.status == 2, "\(run.stdout)")
      #expect(run.stderr.contains("writes only regular files"), "\(run.stderr)")
      var status = stat()
      #expect(lstat(path, &status) == 0)
      let expected = kind == "fifo" ? S_IFIFO : kind == "link" ? S_IFLNK : S_IFDIR
      #expect(status.st_mode & S_IFMT == expected)
    }
    // A device is refused the same way (run as root, renaming over it would replace /dev/null).
    let device = try runner.plumb(["explain", log, "-o", "/dev/null"])
    #expect(device.status == 2)
    #expect(device.stderr.contains("a character device"))
  }

  @Test func aReplacedFileKeepsItsMode() throws {
    let folder = try runner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("private.yaml").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    #expect(chmod(target, 0o600) == 0)
    let log = Self.logs.appendingPathComponent("autoresizing.log").path
    let run = try runner.plumb(["explain", log, "-o", target])
    #expect(run.status == 0, "\(run.stderr)")
    var status = stat()
    #expect(stat(target, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Reconstructed by plumb explain"))
  }

  /// The second message's document cannot be written: the first one's is not written either.
  @Test func aRunWritesAllItsFilesOrNone() throws {
    let folder = try runner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keep = folder.appendingPathComponent("keep.yaml").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: keep))
    try FileManager.default.createDirectory(
      atPath: folder.appendingPathComponent("keep-2.yaml").path, withIntermediateDirectories: false)
    let log = Self.logs.appendingPathComponent("several-messages.log").path
    let run = try runner.plumb(["explain", log, "-o", keep])
    #expect(run.status == 2)
    #expect(run.stderr.contains("keep-2.yaml"))
    #expect(try String(contentsOfFile: keep, encoding: .utf8) == "old\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["keep-2.yaml", "keep.yaml"])
  }

  /// An endless pipe is refused once the byte limit is passed: the writer sees the pipe closed long before it has
  /// written everything it would.
  @Test func anEndlessPipeIsReadOnlyUpToTheLimit() throws {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = ["explain", "-"]
    process.environment = ProcessInfo.processInfo.environment.merging(["PLUMB_MAX_BYTES": "1000"]) { $1 }
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let line = Array("Unable to simultaneously satisfy constraints.\n".utf8)
    let descriptor = input.fileHandleForWriting.fileDescriptor
    var written = 0
    var closed = false
    while written < 64 << 20 {
      let count = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        closed = errno == EPIPE
        break
      }
      written += count
    }
    try input.fileHandleForWriting.close()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(closed, "wrote \(written) bytes without the reader stopping")
    #expect(process.terminationStatus == 65)
    #expect(stderr.contains("more than the 1000 bytes plumb reads (PLUMB_MAX_BYTES"))
  }

  @Test func theDocumentLimitsReachTheRebuiltLayout() throws {
    let log = try String(contentsOf: Self.logs.appendingPathComponent("autoresizing.log"), encoding: .utf8)
    let run = try runner.plumbWithEnvironment(
      ["explain", "-"], input: log, environment: ["PLUMB_MAX_CONSTRAINTS": "1"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("PLUMB_MAX_CONSTRAINTS"), "\(run.stdout)")
  }

  /// JSON names the cause and each fix's kind, and says which fixes were verified against the logged conflict.
  @Test func jsonNamesTheCauseAndTheFixKinds() throws {
    func first(_ log: String) throws -> [String: Any] {
      let run = try runner.plumb(["explain", Self.logs.appendingPathComponent(log).path, "--format", "json"])
      #expect(run.status == 0)
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      return (object?["messages"] as? [[String: Any]])?.first ?? [:]
    }
    let duplicate = try first("markdown-escaped.log")
    #expect(duplicate["diagnosis"] as? String == "duplicate")
    let fix = (duplicate["fixes"] as? [[String: Any]])?.first
    #expect(fix?["kind"] as? String == "deactivate")
    #expect(fix?["verified"] as? Bool == true)
    let system = try first("action-sheet.log")
    #expect(system["diagnosis"] as? String == "system")
    let advice = system["fixes"] as? [[String: Any]]
    #expect(advice?.count == 1)
    #expect(advice?.first?["kind"] as? String == "nothing")
    #expect(advice?.first?["verified"] as? Bool == false)
  }
}
