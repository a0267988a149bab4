import Foundation
import Testing

/// Runs the built `plumb` binary (it sits beside the test bundle) and checks output and exit codes.
@Suite struct CommandLineTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let binary: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<3
    where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("plumb").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("plumb")
  }()

  static let fixtures = FixtureSnapshotTests.fixtures.path

  func plumb(_ arguments: String...) throws -> Run { try plumb(arguments) }

  func plumb(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func layoutPrintsTheSpecsJSON() throws {
    let run = try plumb("layout", "\(Self.fixtures)/red-blue-pinned.yaml", "--format", "json")
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        #"{ "id": "Red", "kind": "view", "superview": "root", "frame": { "x": 20, "y": 20, "width": 136, "height": 160 }"#
      ))
  }

  @Test func traitOverridesApply() throws {
    let run = try plumb(
      "layout", "\(Self.fixtures)/simple-single-view.yaml", "--device", "iphone-15", "--orientation",
      "landscape")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("canvas 852×393 @3x"))
  }

  @Test func appearanceAndLocaleListsRenderOneImageACase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-matrix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try plumb(
      "render", "\(Self.fixtures)/simple-single-view.yaml", "-o", folder.path, "--appearance", "light,dark",
      "--locale", "base,ar")
    #expect(run.status == 0, "\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "simple-single-view@dark-ar.png", "simple-single-view@dark-base.png",
        "simple-single-view@light-ar.png",
        "simple-single-view@light-base.png",
      ])
  }

  @Test func aRightToLeftLocaleLaysOutRightToLeft() throws {
    let arabic = try plumb(
      "layout", "\(Self.fixtures)/red-blue-pinned.yaml", "--format", "json", "--locale", "ar")
    let forced = try plumb(
      "layout", "\(Self.fixtures)/red-blue-pinned.yaml", "--format", "json", "--locale", "ar", "--direction",
      "rtl")
    let plain = try plumb("layout", "\(Self.fixtures)/red-blue-pinned.yaml", "--format", "json")
    #expect(arabic.status == 0)
    #expect(arabic.stdout == forced.stdout)
    #expect(arabic.stdout != plain.stdout)
  }

  @Test func checkExitsOneWithUIKitMessages() throws {
    let run = try plumb("check", "\(Self.fixtures)/unsatisfiable.yaml", "\(Self.fixtures)/ambiguous.yaml")
    #expect(run.status == 1)
    #expect(run.stdout.contains("Unable to simultaneously satisfy constraints."))
    #expect(run.stdout.contains("AMBIGUOUS LAYOUT"))
    let clean = try plumb("check", "\(Self.fixtures)/red-blue-pinned.yaml")
    #expect(clean.status == 0)
  }

  /// The Cookbook recipes written as storyboards lay out with real fonts exactly where their stored frames say
  /// (they were written from the documents' frames), so nothing is misplaced, ambiguous or in conflict.
  @Test func cookbookStoryboardsMatchTheirStoredFrames() throws {
    let folder = URL(fileURLWithPath: Self.fixtures).deletingLastPathComponent()
      .appendingPathComponent("Tests/PlumbInterfaceBuilderTests/Fixtures")
    // Their text is another matter (the equal-width buttons' longest title is truncated): TextFitTests.
    let run = try plumb(
      "check", folder.appendingPathComponent("CookbookRecipes.storyboard").path,
      folder.appendingPathComponent("CookbookRecipesPad.storyboard").path, "--text-fit", "off")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("no problems in 19 layouts"), "\(run.stdout)")
    // With Xcode's stored sizes the baseline-aligned recipes still align baselines, so nothing moves either.
    let stored = try plumb(
      "check", folder.appendingPathComponent("CookbookRecipes.storyboard").path, "--content-sizes", "stored",
      "--text-fit", "off")
    #expect(stored.status == 0, "\(stored.stdout)\(stored.stderr)")
  }

  /// Interface Builder files get Xcode's verdict: the views the file marks; Plumb's own differences from the
  /// stored frames are notes that do not change the exit status, listed with --compare-stored.
  @Test func interfaceBuilderFilesGetXcodesVerdict() throws {
    let file = URL(fileURLWithPath: Self.fixtures).deletingLastPathComponent()
      .appendingPathComponent("Tests/PlumbInterfaceBuilderTests/Fixtures/XcodeVerdict.storyboard").path
    let run = try plumb("check", file)
    #expect(run.status == 1)
    #expect(run.stdout.contains("XcodeVerdict-Marked: misplaced:\nFrame for UIView:"), "\(run.stdout)")
    #expect(run.stdout.contains("Xcode marks UIView 'xv1-amb' ambiguous"), "\(run.stdout)")
    #expect(!run.stdout.contains("note: Plumb lays out"))
    #expect(
      run.stdout.hasSuffix(
        "2 problems in 3 layouts; 4 notes where Plumb's layout differs from Xcode's, not counted (--compare-stored lists them)\n"
      ), "\(run.stdout)")
    let compared = try plumb("check", file, "--compare-stored")
    #expect(compared.status == 1)
    #expect(
      compared.stdout.contains(
        "XcodeVerdict-Marked: note: Plumb lays out UIView 'xv1-sb' at (16, 380, 100, 10), Xcode stored (16, 400, "
          + "100, 10) and did not mark it misplaced; likely cause: status bar."), "\(compared.stdout)")
  }

  @Test func traceMarksAmbiguity() throws {
    let run = try plumb("trace", "\(Self.fixtures)/ambiguous.yaml")
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "•UIView:0x60000000010001'root' - AMBIGUOUS LAYOUT\n|   *UIView:0x60000000010002'badge'- AMBIGUOUS LAYOUT for "
      ))
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try plumb("layout").status == 2)
    #expect(try plumb("layout", "\(Self.fixtures)/ambiguous.yaml", "--device", "iphone-99").status == 2)
    let missing = try plumb("layout", "/no/such/file.yaml")
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such file or folder: /no/such/file.yaml"))
  }

  @Test func invalidDocumentsExitSixtyFiveWithTheLocation() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.yaml")
    try "root:\n  subviews:\n    - { id: a }\nconstraints:\n  - a.leading = b.trailing\n".write(
      to: file, atomically: true, encoding: .utf8)
    let run = try plumb("layout", file.path)
    #expect(run.status == 65)
    #expect(run.stderr.contains("bad.yaml:5:5: error: unknown view or guide 'b'"))
    #expect(run.stdout.isEmpty)
  }

  /// Arguments a subcommand does not take as they are (help, unknown options, a missing path) are answered by the
  /// root command, as `plumb SUBCOMMAND`; the version is answered before any parsing.
  @Test(arguments: [
    (["--version"], 0, "plumb 0.1.0", ""),
    (["layout", "--help"], 0, "USAGE: plumb layout [<options>] <path>", ""),
    (["layout", "x.yaml", "--bogus"], 2, "", "Usage: plumb layout [<options>] <path>"),
    (["render", "--format", "gif", "x.yaml"], 2, "", "Usage: plumb render"),
  ])
  func subcommandsParsedAloneAnswerAsTheRoot(
    arguments: [String], status: Int32, stdout: String, stderr: String
  )
    throws
  {
    let run = try plumb(arguments)
    #expect(run.status == status)
    // An empty expectation means nothing is written there.
    #expect(stdout.isEmpty ? run.stdout.isEmpty : run.stdout.contains(stdout), "\(run.stdout)")
    #expect(stderr.isEmpty ? run.stderr.isEmpty : run.stderr.contains(stderr), "\(run.stderr)")
  }

  @Test func everySubcommandHasHelpWithExamples() throws {
    for command in ["layout", "check", "trace"] {
      let run = try plumb("help", command)
      #expect(run.status == 0)
      #expect(run.stdout.contains("Example"), "\(command)")
    }
  }
}
