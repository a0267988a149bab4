import Foundation
import Testing

/// Reports, artefacts folders and output folders prepared by an attacker or left in a surprising state: Plumb must
/// not write outside the folder it was given, follow planted links, delete files it did not write, or lose
/// references when several processes record at once.
@Suite struct HostileFilesTests {
  let folder: URL
  let cli = CommandLineTests()
  static let good =
    "size: [40, 30]\nroot: { color: white, subviews: [ { id: a, color: systemRed, frame: [5, 5, 10, 10] } ] }\n"

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try Self.good.write(to: folder.appendingPathComponent("docs/a.yaml"), atomically: true, encoding: .utf8)
  }

  func plumb(_ arguments: String...) throws -> CommandLineTests.Run { try cli.plumbIn(folder, arguments) }

  func write(_ text: String, _ relative: String) throws {
    let url = folder.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path)
  }

  /// Every file under `relative` (recursively, links not followed) with its bytes.
  func tree(_ relative: String) throws -> [String: Data] {
    let root = folder.appendingPathComponent(relative).path
    var files: [String: Data] = [:]
    for name in FileManager.default.subpaths(atPath: root) ?? [] {
      let path = (root as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        files[name] = Data(("-> " + link).utf8)
      } else if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  /// A failed verify run of `docs/a.yaml` against a recorded reference: `ci/` holds its report and artefacts.
  func failedRun() throws {
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try Self.good.replacingOccurrences(of: "frame: [5, 5", with: "frame: [6, 5").write(
      to: folder.appendingPathComponent("docs/a.yaml"), atomically: true, encoding: .utf8)
    #expect(try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci").status == 1)
  }

  /// Rewrites `ci/report.json` with `change` applied to its JSON object.
  func tamper(_ change: (inout [String: Any]) -> Void) throws {
    let url = folder.appendingPathComponent("ci/report.json")
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: url)
  }

  static func editCase(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
    guard var cases = object["cases"] as? [[String: Any]], var first = cases.first else { return }
    change(&first)
    cases[0] = first
    object["cases"] = cases
  }

  struct Tampering: Sendable, CustomStringConvertible {
    var name: String
    var change: @Sendable (inout [String: Any]) -> Void
    var message: String
    var description: String { name }
  }

  static let tamperings: [Tampering] = [
    Tampering(
      name: "case name leaves the folder",
      change: { object in editCase(&object) { $0["name"] = "../outside/" } },
      message: "cases[0].name '../outside/' is not a relative path of file names"),
    Tampering(
      name: "absolute case name", change: { object in editCase(&object) { $0["name"] = "/tmp/evil" } },
      message: "is not a relative path of file names"),
    Tampering(
      name: "format is a path", change: { $0["format"] = "/evil.sh" },
      message: "its format is '/evil.sh', not png or svg"),
    Tampering(
      name: "artefact path climbs out",
      change: { object in
        editCase(&object) { result in
          var artifacts = result["artifacts"] as? [String: Any] ?? [:]
          artifacts["actualFrames"] = "../../../../etc/passwd"
          result["artifacts"] = artifacts
        }
      },
      message: "lists the artefact '../../../../etc/passwd', which is not in its cases/a/ folder"),
    Tampering(
      name: "artefact of another case",
      change: { object in
        editCase(&object) { result in
          var artifacts = result["artifacts"] as? [String: Any] ?? [:]
          artifacts["actual"] = "cases/b/actual.png"
          result["artifacts"] = artifacts
        }
      },
      message: "which is not in its cases/a/ folder"),
    Tampering(
      name: "cases not a list", change: { $0["cases"] = "x" },
      message: "is not a Plumb report: cases is not a list"),
    Tampering(
      name: "field missing", change: { $0["references"] = nil },
      message: "is not a Plumb report: references is missing"),
  ]

  @Test(arguments: tamperings)
  func approveAndMergeRefuseATamperedReport(_ tampering: Tampering) throws {
    try failedRun()
    try tamper(tampering.change)
    let references = try tree("refs")
    let approve = try plumb("approve", "--artifacts", "ci", "--references", "refs")
    #expect(approve.status == 2, "\(approve.stdout)\(approve.stderr)")
    #expect(approve.stderr.contains(tampering.message), "\(approve.stderr)")
    #expect(try tree("refs") == references)
    let merge = try plumb("merge-reports", "ci", "-o", "merged")
    #expect(merge.status == 2)
    #expect(merge.stderr.contains(tampering.message), "\(merge.stderr)")
    #expect(!exists("merged/index.html"))
    #expect(!exists("outside") && !exists("/evil.sh") && !exists("/tmp/evil.png"))
  }

  @Test func approveDoesNotFollowALinkOutOfTheArtefactsFolder() throws {
    try failedRun()
    let actual = folder.appendingPathComponent("ci/cases/a/actual.frames.json")
    try FileManager.default.removeItem(at: actual)
    try FileManager.default.createSymbolicLink(atPath: actual.path, withDestinationPath: "/etc/passwd")
    let references = try tree("refs")
    let approve = try plumb("approve", "--artifacts", "ci")
    #expect(approve.status == 2)
    #expect(
      approve.stderr.contains(
        "ci lacks the actual files of a, which its report lists (or they are links out of the folder)"))
    #expect(try tree("refs") == references)
    let merge = try plumb("merge-reports", "ci", "-o", "merged")
    #expect(merge.status == 2)
    #expect(merge.stderr.contains("lacks cases/a/actual.frames.json"))
  }

  @Test func approveRefusesAReportsReferencesFolderOutsideTheCurrentFolder() throws {
    try failedRun()
    try tamper { $0["references"] = "/tmp/plumb-elsewhere" }
    let approve = try plumb("approve", "--artifacts", "ci")
    #expect(approve.status == 2)
    #expect(
      approve.stderr.contains(
        "the report names the references folder /tmp/plumb-elsewhere, which is not below the current folder; pass --references"
      ))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/plumb-elsewhere"))
  }

  @Test func approveDoesNotWriteThroughALinkedReferencesFolder() throws {
    try failedRun()
    try write("victim", "outside/a.frames.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("ci/refs").path,
      withDestinationPath: folder.appendingPathComponent("outside").path)
    try tamper { $0["references"] = "ci/refs" }
    let approve = try plumb("approve", "--artifacts", "ci")
    #expect(approve.status == 2)
    #expect(
      approve.stderr.contains(
        "the report names the references folder ci/refs, and ci/refs is a symbolic link; pass --references"),
      "\(approve.stderr)")
    #expect(try tree("outside") == ["a.frames.json": Data("victim".utf8)])
  }

  @Test(arguments: [
    (
      "ci/cases/a/actual.png", "#!/bin/sh\n",
      "ci/cases/a/actual.png cannot be a reference: it is not a PNG image"
    ),
    (
      "ci/cases/a/actual.frames.json", "{\"cases\": []}",
      "ci/cases/a/actual.frames.json cannot be a reference: it has no canvas with a width and height"
    ),
    (
      "ci/cases/a/actual.frames.json", "not json",
      "ci/cases/a/actual.frames.json cannot be a reference: it is not a JSON object"
    ),
  ])
  func approveChecksWhatItApproves(file: String, bytes: String, message: String) throws {
    try failedRun()
    try write(bytes, file)
    let references = try tree("refs")
    let approve = try plumb("approve", "--artifacts", "ci", "--references", "refs")
    #expect(approve.status == 2, "\(approve.stdout)\(approve.stderr)")
    #expect(approve.stderr.contains(message), "\(approve.stderr)")
    #expect(try tree("refs") == references)
  }

  @Test func renderReplacesPlantedLinksAndNeverWritesThroughThem() throws {
    #expect(try plumb("render", "docs", "-o", "out").status == 0)
    let image = try Data(contentsOf: folder.appendingPathComponent("out/a.png"))
    try "victim".write(to: folder.appendingPathComponent("victim"), atomically: true, encoding: .utf8)
    // A link at the image's name and at every name the old writer's temporaries could take.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("out/a.png"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("out/a.png").path,
      withDestinationPath: folder.appendingPathComponent("victim").path)
    for pid in 1...64 {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("out/.a.png.\(pid).tmp").path,
        withDestinationPath: folder.appendingPathComponent("victim").path)
    }
    let run = try plumb("render", "docs", "-o", "out")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("victim"), encoding: .utf8) == "victim")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("out/a.png").path)) == nil)
    #expect(try Data(contentsOf: folder.appendingPathComponent("out/a.png")) == image)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).filter {
        $0.hasPrefix(".plumb")
      }.isEmpty)
  }

  @Test func theNextRunRemovesTheTemporariesOfAKilledOne() throws {
    #expect(try plumb("render", "docs", "-o", "out").status == 0)
    // No process has a pid past the kernel's maximum (2^22); pid 1 always runs.
    try write("killed", "out/.plumb-999999999-a1.tmp")
    try write("running", "out/.plumb-1-a1.tmp")
    try write("user's", "out/.plumb-notes.tmp")
    #expect(try plumb("render", "docs", "-o", "out").status == 0)
    #expect(!exists("out/.plumb-999999999-a1.tmp"))
    #expect(exists("out/.plumb-1-a1.tmp") && exists("out/.plumb-notes.tmp"))
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalLeavesNoTemporaries(_ number: Int32) throws {
    // 64 states are 65 screens, each staged as it is drawn: a long window with temporaries in the folder.
    let states = (0..<64).map { "  - name: s\($0)\n    add: [ { id: v\($0), frame: [0, 0, 1, 1] } ]\n" }
    try write(
      "size: [400, 400]\nroot: { subviews: [ { id: a, frame: [0, 0, 10, 10] } ] }\nstates:\n"
        + states.joined(),
      "docs/states.yaml")
    let out = folder.appendingPathComponent("out").path
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = ["render", "docs", "-o", "out", "--overlay", "constraints"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    func temporaries() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasPrefix(".plumb-") }
    }
    while process.isRunning && temporaries().isEmpty { usleep(1_000) }
    let staging = process.isRunning
    kill(process.processIdentifier, number)
    process.waitUntilExit()
    #expect(staging, "the run ended before it staged a file")
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == number)
    #expect(temporaries().isEmpty, "\(temporaries())")
  }

  @Test func verifyCleansOnlyTheArtefactsItsReportListed() throws {
    try failedRun()
    #expect(exists("ci/cases/a/actual.png"))
    try write("mine", "ci/cases/mine/notes.txt")
    try write("mine too", "ci/cases/a/notes.txt")
    try Self.good.write(to: folder.appendingPathComponent("docs/a.yaml"), atomically: true, encoding: .utf8)
    let run = try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      try tree("ci/cases") == ["mine/notes.txt": Data("mine".utf8), "a/notes.txt": Data("mine too".utf8)])
  }

  @Test func verifyDoesNotDecodeAReferenceClaimingAnotherSize() throws {
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try BadInputCatalogueTests.png(width: 16_000, height: 16_000, complete: true)
      .write(to: folder.appendingPathComponent("refs/a.png"))
    let run = try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci")
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("image differs (exact): the image is 80×60 px, the reference 16000×16000 px"),
      "\(run.stdout)")
    #expect(!exists("ci/cases/a/difference.png"))
  }

  @Test func aDamagedReferenceIsQuotedShortly() throws {
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try write(String(repeating: "x", count: 300_000), "refs/a.frames.json")
    let run = try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci")
    #expect(run.status == 1)
    #expect(run.stdout.contains("frames differ: line 1: " + String(repeating: "x", count: 100) + "… → {"))
    #expect(run.stdout.utf8.count < 2_000, "\(run.stdout.utf8.count) bytes")
    let report = try Data(contentsOf: folder.appendingPathComponent("ci/report.json"))
    #expect(report.count < 10_000, "\(report.count) bytes")
  }

  @Test func verifyLeavesAnArtefactsFolderAloneWhenItsReportIsNotPlumbs() throws {
    try write("{\"cases\": []}", "ci/report.json")
    try write("user's", "ci/cases/x/keep.txt")
    try write("<html>user's</html>", "ci/index.html")
    #expect(try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci").status == 1)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("ci/cases/x/keep.txt"), encoding: .utf8)
        == "user's")
  }

  @Test func concurrentShardsRecordingIntoOneFolderKeepEveryCase() throws {
    for index in 0..<12 {
      try Self.good.replacingOccurrences(of: "frame: [5, 5", with: "frame: [\(index), 5").write(
        to: folder.appendingPathComponent("docs/case\(index).yaml"), atomically: true, encoding: .utf8)
    }
    let runs = (1...4).map { index in
      let process = Process()
      process.executableURL = CommandLineTests.binary
      process.arguments = [
        "record", "docs", "--references", "refs", "--shard", "\(index)/4", "--artifacts", "shard-\(index)",
      ]
      process.currentDirectoryURL = folder
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in runs { try process.run() }
    for process in runs { process.waitUntilExit() }
    #expect(runs.allSatisfy { $0.terminationStatus == 0 })
    let manifest =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("refs/plumb-references.json"))) as? [String: Any]
    let cases = try #require(manifest?["cases"] as? [String: Any])
    #expect(cases.keys.sorted() == (["a"] + (0..<12).map { "case\($0)" }).sorted())
  }

  @Test func searchesSkipHiddenFoldersReferencesAndArtefacts() throws {
    try write("root: 5\n", "docs/.git/broken.yaml")
    #expect(
      try plumb("verify", "docs", "--references", "docs/refs", "--artifacts", "docs/report").status == 1)
    // The references folder and report inside the documents folder are not documents on the next runs.
    let again = try plumb("verify", "docs", "--references", "docs/refs", "--artifacts", "docs/report")
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    #expect(again.stdout.hasPrefix("1 passed"))
    #expect(
      try plumb("render", "docs", "-o", "out").stdout
        == "rendered 1 image of 1 scene from 1 file into out; 0 of 0 image references resolved\n")
  }

  struct EmptyRun: Sendable, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var description: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    EmptyRun(
      arguments: ["render", "empty", "-o", "out"], status: 2,
      message: "error: no layout documents (.yaml, .yml, .json, .xib, .storyboard) in empty"),
    EmptyRun(
      arguments: ["verify", "empty", "--references", "refs"], status: 2, message: "error: no layout documents"
    ),
    EmptyRun(
      arguments: ["record", "empty", "--references", "refs"], status: 2, message: "error: no layout documents"
    ),
    EmptyRun(
      arguments: ["render", "docs", "-o", "out", "--overlay", "constraints", "--select", "nobody"], status: 2,
      message: "error: --select nobody: no view has that id in docs"),
    EmptyRun(arguments: ["verify", "docs", "docs/a.yaml", "--references", "refs"], status: 1, message: ""),
  ])
  func runsWithNothingToDoFail(_ example: EmptyRun) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes/></document>\n",
      "empty.storyboard")
    let run = try cli.plumbIn(folder, example.arguments)
    #expect(run.status == example.status, "\(run.stdout)\(run.stderr)")
    #expect(example.message.isEmpty || run.stderr.contains(example.message), "\(run.stderr)")
    #expect(!exists("out/a.png"))
    if example.arguments.contains("docs/a.yaml") {
      // One document named twice is one case, not two colliding ones.
      #expect(run.stdout.hasPrefix("new: a\n"))
      #expect(run.stdout.contains("1 new;"))
    }
  }

  /// A storyboard without scenes opens in Xcode as an empty canvas: every command reports it with its place in
  /// the file and goes on with nothing to lay out or draw.
  @Test(arguments: [
    ["render", "empty.storyboard", "-o", "out"], ["layout", "empty.storyboard", "--format", "json"],
    ["check", "empty.storyboard"],
  ])
  func storyboardWithoutScenesIsAWarning(_ arguments: [String]) throws {
    try write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n<scenes/></document>\n",
      "empty.storyboard")
    let run = try cli.plumbIn(folder, arguments)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.contains("empty.storyboard:3:1: warning: the storyboard has no scenes"), "\(run.stderr)")
    #expect(!exists("out/empty.png"))
  }
}
