import Foundation
import PlumbRender
import Testing

/// `plumb verify`, `record`, `approve` and `merge-reports` end to end, on real fixtures.
@Suite struct VerifyCommandTests {
  let folder: URL
  let cli = CommandLineTests()

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-verify-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
  }

  func copyFixture(_ name: String) throws -> URL {
    let target = folder.appendingPathComponent("docs/\(name)")
    try FileManager.default.copyItem(
      at: FixtureSnapshotTests.fixtures.appendingPathComponent(name), to: target)
    return target
  }

  func edit(_ file: URL, _ old: String, _ new: String) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "fixture changed: \(old) not in \(file.lastPathComponent)")
    try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
  }

  func plumb(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineTests.Run {
    try cli.plumbIn(folder, arguments, environment: environment)
  }

  func caseNames(_ report: String) throws -> [String] {
    let data = try Data(
      contentsOf: folder.appendingPathComponent(report).appendingPathComponent("report.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cases = try #require(object["cases"] as? [[String: Any]])
    return cases.compactMap { $0["name"] as? String }
  }

  @Test func unchangedFixturesVerifyAndShardsCoverEveryCaseOnce() throws {
    let fixtures = FixtureSnapshotTests.fixtures.path
    let record = try plumb("record", fixtures, "--references", "refs")
    #expect(record.status == 0, "\(record.stderr)")
    #expect(record.stdout.contains(" new, 0 changed, 0 unchanged"))
    let verify = try plumb("verify", fixtures, "--references", "refs", "--artifacts", "full")
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    let all = try caseNames("full")
    #expect(verify.stdout.hasPrefix("\(all.count) passed; report: full/index.html"))
    #expect(all.count > 30)
    // Recording again rewrites nothing.
    #expect(
      try plumb("record", fixtures, "--references", "refs").stdout.hasSuffix(
        "0 new, 0 changed, \(all.count) unchanged\n"))
    var seen: [String] = []
    for index in 1...3 {
      let shard = try plumb(
        "verify", fixtures, "--references", "refs", "--shard", "\(index)/3", "--artifacts", "shard-\(index)")
      #expect(shard.status == 0, "\(shard.stderr)")
      seen += try caseNames("shard-\(index)")
    }
    #expect(seen.sorted() == all.sorted())
    let merged = try plumb("merge-reports", "shard-1", "shard-2", "shard-3", "-o", "merged")
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout == "\(all.count) passed; report: merged/index.html\n")
    #expect(try caseNames("merged") == all.sorted())
    let overlap = try plumb("merge-reports", "shard-1", "shard-1", "-o", "bad")
    #expect(overlap.status == 2)
    #expect(overlap.stderr.contains("were the shards overlapping?"))
  }

  @Test func aOnePointConstantChangeFailsBothLevels() throws {
    let file = try copyFixture("red-blue-pinned.yaml")
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try edit(file, "Blue.leading = 1.0 * Red.trailing + 8.0", "Blue.leading = 1.0 * Red.trailing + 9.0")
    let run = try plumb("verify", "docs", "--references", "refs")
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "frames differ: view 'Red' frame {x: 20, y: 20, width: 136, height: 160} → {x: 20, y: 20, width: 135.5, height: 160}"
      ))
    // Half a point narrower and shifted by half a point: two pixel columns 320 pixels tall at 2x.
    #expect(
      run.stdout.contains(
        "image differs (exact): 640 of 256000 pixels differ (largest channel difference 255)"))
    #expect(run.stdout.contains("artefacts: plumb-report/cases/red-blue-pinned"))
  }

  @Test func aColourChangeFailsTheImageOnlyAndPerceptualThresholdsDecide() throws {
    let file = try copyFixture("red-blue-pinned.yaml")
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try edit(file, "id: Blue, color: systemBlue", "id: Blue, color: systemIndigo")
    let run = try plumb("verify", "docs", "--references", "refs")
    #expect(run.status == 1)
    #expect(!run.stdout.contains("frames differ"))
    #expect(
      run.stdout.contains(
        "image differs (exact): 87040 of 256000 pixels differ (largest channel difference 88)"))
    let perceptual = try plumb(
      "verify", "docs", "--references", "refs", "--compare", "perceptual", "--perceptual-precision", "0.98")
    #expect(perceptual.status == 1)
    #expect(perceptual.stdout.contains("precision 0.66 < required 1"))
    #expect(perceptual.stdout.contains("actual perceptual precision"))
    let lax = try plumb(
      "verify", "docs", "--references", "refs", "--compare", "perceptual", "--perceptual-precision", "0.5")
    #expect(lax.status == 0, "\(lax.stdout)")
  }

  @Test func aTextChangeFails() throws {
    let file = try copyFixture("simple-label-and-text-field.yaml")
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try edit(file, "text: Name", "text: Nome")
    let run = try plumb("verify", "docs", "--references", "refs", "--compare", "antialiasing")
    #expect(run.status == 1)
    #expect(run.stdout.contains("image differs (antialiasing ±2 precision 1): precision 0.99"))
  }

  @Test func recordModesFromTheEnvironment() throws {
    _ = try copyFixture("red-blue-pinned.yaml")
    let never = try plumb("verify", "docs", "--references", "refs", environment: ["PLUMB_RECORD": "never"])
    #expect(never.status == 1)
    #expect(never.stdout.contains("missing: red-blue-pinned"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/red-blue-pinned.png").path))
    let missing = try plumb("verify", "docs", "--references", "refs")
    #expect(missing.status == 1, "a recorded reference still fails the run")
    #expect(missing.stdout.contains("new: red-blue-pinned"))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/red-blue-pinned.png").path))
    #expect(try plumb("verify", "docs", "--references", "refs").status == 0)
    let bad = try plumb("verify", "docs", "--references", "refs", environment: ["PLUMB_RECORD": "sometimes"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("PLUMB_RECORD=sometimes is not a record mode"))
  }

  @Test func approveAcceptsTheLastRunWithoutRendering() throws {
    let file = try copyFixture("red-blue-pinned.yaml")
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try edit(file, "+ 20.0", "+ 24.0")
    #expect(try plumb("verify", "docs", "--references", "refs", "--artifacts", "ci").status == 1)
    // The document is deleted: approve works from the artefacts alone.
    try FileManager.default.removeItem(at: file)
    let approve = try plumb("approve", "--artifacts", "ci")
    #expect(approve.status == 0, "\(approve.stderr)")
    #expect(approve.stdout == "approved red-blue-pinned\napproved 1 case\n")
    try FileManager.default.copyItem(
      at: FixtureSnapshotTests.fixtures.appendingPathComponent("red-blue-pinned.yaml"), to: file)
    try edit(file, "+ 20.0", "+ 24.0")
    #expect(try plumb("verify", "docs", "--references", "refs").status == 0)
  }

  @Test func aDocumentChoosesItsComparatorAndTraitMatrix() throws {
    let file = try copyFixture("red-blue-pinned.yaml")
    let text = try String(contentsOf: file, encoding: .utf8)
    try
      (text
      + "snapshot:\n  compare: perceptual\n  perceptualPrecision: 0.5\n  matrix: { direction: [ltr, rtl] }\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let record = try plumb("record", "docs", "--references", "refs")
    #expect(record.stdout.hasPrefix("recorded 2 cases into refs: 2 new"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("refs/red-blue-pinned@rtl.png").path))
    try edit(file, "id: Blue, color: systemBlue", "id: Blue, color: systemIndigo")
    #expect(try plumb("verify", "docs", "--references", "refs").status == 0)
    #expect(try plumb("verify", "docs", "--references", "refs", "--compare", "exact").status == 1)
  }

  @Test func theHTMLReportShowsReferenceActualAndDifferenceInChromium() throws {
    let file = try copyFixture("red-blue-pinned.yaml")
    #expect(try plumb("record", "docs", "--references", "refs").status == 0)
    try edit(file, "id: Blue, color: systemBlue", "id: Blue, color: systemGreen")
    #expect(try plumb("verify", "docs", "--references", "refs", "--artifacts", "report").status == 1)
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    let browser = ["chromium", "chromium-browser", "google-chrome"].lazy.flatMap { name in
      paths.map { "\($0)/\(name)" }
    }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    let chromium = try #require(browser, "headless Chromium is needed: run Scripts/install-deps --test")
    let screenshot = folder.appendingPathComponent("shot.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1300,900",
      "--screenshot=\(screenshot.path)", folder.appendingPathComponent("report/index.html").absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning { process.terminate() }
    let image = try #require(PixelImage(png: Array(try Data(contentsOf: screenshot))))
    func count(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
      var found = 0
      for i in stride(from: 0, to: image.rgba.count, by: 4)
      where abs(Int(image.rgba[i]) - Int(r)) < 6 && abs(Int(image.rgba[i + 1]) - Int(g)) < 6
        && abs(Int(image.rgba[i + 2]) - Int(b)) < 6
      {
        found += 1
      }
      return found
    }
    // Images are shown at most 360 points wide: each colour covers thousands of screen pixels.
    #expect(count(0, 122, 255) > 5000, "the reference's systemBlue")
    #expect(count(52, 199, 89) > 5000, "the actual's systemGreen")
    #expect(count(255, 0, 255) > 5000, "the difference's magenta")
  }
}

extension CommandLineTests {
  func plumbIn(_ folder: URL, _ arguments: [String], environment: [String: String]) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var merged = ProcessInfo.processInfo.environment
    merged["PLUMB_RECORD"] = nil
    merged["PLUMB_ARTIFACTS"] = nil
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
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
}
