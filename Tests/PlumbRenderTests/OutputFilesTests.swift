import Foundation
import PlumbRender
import Testing

/// The shared writer every command writes through: only regular files, an existing file's permissions kept, a
/// set's files all or none (a failed rename puts back the files already replaced).
@Suite struct OutputFilesTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-output-\(UUID().uuidString)"
    )
    .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func temporaries(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".plumb-") }
  }

  @Test(arguments: ["fifo", "folder", "refused link", "device"])
  func specialTargetsAreRefusedAndLeftAlone(_ kind: String) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var target = folder + "/out.png"
    let expected: mode_t
    switch kind {
    case "fifo":
      #expect(mkfifo(target, 0o644) == 0)
      expected = S_IFIFO
    case "folder":
      try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
      expected = S_IFDIR
    case "device":
      target = "/dev/null"
      expected = S_IFCHR
    default:
      try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "/dev/null")
      expected = S_IFLNK
    }
    let files = OutputFiles(links: .refuse)
    #expect(throws: RenderError.self) { try files.stage([1, 2, 3], to: target) }
    var status = stat()
    #expect(lstat(target, &status) == 0)
    #expect(status.st_mode & S_IFMT == expected)
    #expect(OutputFiles.refusal(target)?.contains("writes only regular files") == true)
    #expect(try temporaries(in: folder).isEmpty)
  }

  /// A file that turns into a FIFO between staging and commit is refused too, and nothing is renamed.
  @Test func commitChecksTheTargetsAgain() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = folder + "/a.txt"
    let second = folder + "/b.txt"
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: first))
    let files = OutputFiles()
    try files.stage(Array("new\n".utf8), to: first)
    try files.stage(Array("new\n".utf8), to: second)
    #expect(mkfifo(second, 0o644) == 0)
    #expect(throws: RenderError.self) { try files.commit() }
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "old\n")
    #expect(try temporaries(in: folder).isEmpty)
  }

  @Test func aLinkIsReplacedNotFollowedWhenTheSetSaysSo() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let victim = folder + "/victim"
    try Data("victim".utf8).write(to: URL(fileURLWithPath: victim))
    let target = folder + "/out.txt"
    try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim)
    try OutputFiles.write(Array("new".utf8), to: target)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "victim")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: target)) == nil)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
  }

  @Test func aReplacedFileKeepsItsModeAndANewOneFollowsTheUmask() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let kept = folder + "/private.txt"
    try Data("old".utf8).write(to: URL(fileURLWithPath: kept))
    #expect(chmod(kept, 0o600) == 0)
    let fresh = folder + "/fresh.txt"
    let files = OutputFiles()
    try files.stage(Array("new".utf8), to: kept)
    try files.stage(Array("new".utf8), to: fresh)
    try files.commit()
    var status = stat()
    #expect(stat(kept, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(stat(fresh, &status) == 0)
    // 0666 less the umask: readable and writable by its owner, never executable.
    #expect(status.st_mode & 0o600 == 0o600)
    #expect(status.st_mode & 0o111 == 0)
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "new")
  }

  /// The second rename fails (its temporary is gone): the first file already replaced is put back.
  @Test func aFailedRenamePutsBackTheFilesAlreadyReplaced() throws {
    let folder = try folder()
    let other = try self.folder()
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: other)
    }
    let first = folder + "/a.txt"
    let second = other + "/b.txt"
    try Data("old a\n".utf8).write(to: URL(fileURLWithPath: first))
    #expect(chmod(first, 0o640) == 0)
    try Data("old b\n".utf8).write(to: URL(fileURLWithPath: second))
    let files = OutputFiles()
    try files.stage(Array("new a\n".utf8), to: first)
    try files.stage(Array("new b\n".utf8), to: second)
    for name in try temporaries(in: other) { unlink(other + "/" + name) }
    #expect(throws: RenderError.self) { try files.commit() }
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "old a\n")
    #expect(try String(contentsOfFile: second, encoding: .utf8) == "old b\n")
    var status = stat()
    #expect(stat(first, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o640)
    #expect(try temporaries(in: folder).isEmpty)
    #expect(try temporaries(in: other).isEmpty)
  }
}
