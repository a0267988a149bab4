import Foundation
import PlumbRender
import Testing

@testable import PlumbVerify

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The verifier on synthetic cases: record modes, artefacts, provenance, approve, reports, merge and shards.
struct VerifierTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-verify-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  var references: String { folder.appendingPathComponent("refs").path }
  var artifacts: String { folder.appendingPathComponent("report").path }

  static let provenance = SnapshotProvenance(
    plumb: "plumb 0.1.0", libraries: ["cairo": "1.16.0"], fonts: ["Inter-Regular.otf": "Version 3.19"])

  func verifier(_ mode: RecordMode, provenance: SnapshotProvenance = Self.provenance) throws
    -> SnapshotVerifier
  {
    try SnapshotVerifier(
      VerifyConfiguration(
        references: references, artifacts: artifacts, format: .png, record: mode, provenance: provenance))
  }

  static func output(_ name: String = "screen", edge: Int = 10, frames: Double = 20) throws -> CaseOutput {
    CaseOutput(
      name: name, source: "Fixtures/\(name).yaml", variant: "",
      frames: FramesComparisonTests.frames(frames), image: try ComparatorTests.edge(edge).pngData())
  }

  /// Verifies one case and finishes the run (references and artefacts are put in place by `finish`).
  @discardableResult
  func finished(_ verifier: SnapshotVerifier, _ output: CaseOutput, comparator: ImageComparator = .exact)
    throws -> CaseResult
  {
    let result = verifier.verify(output, comparator: comparator)
    _ = try verifier.finish([result])
    return result
  }

  func modificationDate(_ path: String) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
  }

  @Test func missingModeRecordsNewReferencesAndStillFails() throws {
    let verifier = try verifier(.missing)
    let result = verifier.verify(try Self.output(), comparator: .exact)
    #expect(result.status == .new)
    #expect(result.isFailure)
    // Nothing is in place before the run finishes (a run that fails on the way changes nothing).
    #expect(!FileManager.default.fileExists(atPath: references + "/screen.png"))
    _ = try verifier.finish([result])
    #expect(FileManager.default.fileExists(atPath: references + "/screen.png"))
    #expect(FileManager.default.fileExists(atPath: references + "/screen.frames.json"))
    let manifest = try String(contentsOfFile: references + "/plumb-references.json", encoding: .utf8)
    #expect(manifest.contains(#""screen" : "\#(Self.provenance.digest)""#))
    // The second run compares and passes, writing no artefacts.
    let again = try self.verifier(.missing).verify(try Self.output(), comparator: .exact)
    #expect(again.status == .passed)
    #expect(again.artifacts == nil)
  }

  @Test func neverModeWritesNothing() throws {
    let result = try verifier(.never).verify(try Self.output(), comparator: .exact)
    #expect(result.status == .missing)
    #expect(result.messages.first?.contains("no reference screen.frames.json") == true)
    #expect(!FileManager.default.fileExists(atPath: references + "/screen.png"))
  }

  @Test func failuresWriteReviewArtefactsAndLeaveReferencesAlone() throws {
    try finished(verifier(.all), Self.output())
    let before = try Data(contentsOf: URL(fileURLWithPath: references + "/screen.png"))
    let result = try finished(verifier(.missing), Self.output(edge: 12, frames: 21))
    #expect(result.status == .failed)
    #expect(result.frames?.passed == false)
    #expect(result.image?.message == "20 of 200 pixels differ (largest channel difference 255)")
    let files = try #require(result.artifacts)
    for path in [
      files.reference, files.actual, files.difference, files.composite, files.referenceFrames,
      files.actualFrames,
    ] {
      let relative = try #require(path)
      #expect(FileManager.default.fileExists(atPath: artifacts + "/" + relative), "\(relative)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: references + "/screen.png")) == before)
  }

  @Test func failedModeRewritesOnlyFailingReferences() throws {
    try finished(verifier(.all), Self.output())
    let framesDate = try modificationDate(references + "/screen.frames.json")
    // Only the image changes: the frames reference must not be touched.
    let result = try finished(verifier(.failed), Self.output(edge: 12))
    #expect(result.status == .updated)
    #expect(result.isFailure)
    #expect(try modificationDate(references + "/screen.frames.json") == framesDate)
    let image = try #require(
      PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: references + "/screen.png")))))
    #expect(image == ComparatorTests.edge(12))
  }

  @Test func allModeNeverRewritesUnchangedReferences() throws {
    try finished(verifier(.all), Self.output())
    let dates = try [
      modificationDate(references + "/screen.png"), modificationDate(references + "/screen.frames.json"),
    ]
    Thread.sleep(forTimeInterval: 0.02)
    let result = try finished(verifier(.all), Self.output())
    #expect(result.status == .passed)
    #expect(
      try [
        modificationDate(references + "/screen.png"), modificationDate(references + "/screen.frames.json"),
      ] == dates)
  }

  @Test func aToleranceWithinReachPassesWithoutChurn() throws {
    try finished(verifier(.all), Self.output())
    let date = try modificationDate(references + "/screen.png")
    let shifted = CaseOutput(
      name: "screen", source: "s", variant: "", frames: FramesComparisonTests.frames(20),
      image: try ComparatorTests.image(20, 10) { x, _ in x < 10 ? (254, 59, 48) : (0, 122, 255) }.pngData())
    let result = try finished(
      verifier(.failed), shifted, comparator: ImageComparator(.tolerance, tolerance: 1))
    #expect(result.status == .passed)
    #expect(try modificationDate(references + "/screen.png") == date)
  }

  @Test func provenanceMismatchIsReported() throws {
    let first = try verifier(.all)
    _ = try first.finish([first.verify(try Self.output(), comparator: .exact)])
    var newer = Self.provenance
    newer.libraries["cairo"] = "1.18.0"
    newer.fonts["Inter-Regular.otf"] = "Version 4.0"
    let result = try verifier(.never, provenance: newer).verify(try Self.output(edge: 11), comparator: .exact)
    #expect(result.status == .failed)
    #expect(
      result.messages.last
        == "the reference was made with different software: cairo 1.16.0 → 1.18.0, font Inter-Regular.otf Version 3.19 → Version 4.0"
    )
  }

  @Test func approveTakesTheLastRunsActualFilesWithoutRendering() throws {
    try finished(verifier(.all), Self.output())
    let verifier = try verifier(.never)
    let results = [
      verifier.verify(try Self.output(edge: 12, frames: 21), comparator: .exact),
      verifier.verify(try Self.output("other"), comparator: .exact),
    ]
    let report = try verifier.finish(results)
    #expect(report.summary == "1 failed, 1 missing")
    #expect(throws: VerifyError.usage("the report in \(artifacts) has no case nope")) {
      try ReportWriter.approve(artifacts: artifacts, references: references, cases: ["nope"])
    }
    // The report's own references folder is absolute here: a report may come from elsewhere, so it is not trusted.
    #expect(throws: VerifyError.self) {
      try ReportWriter.approve(artifacts: artifacts, references: nil, cases: [])
    }
    let approved = try ReportWriter.approve(artifacts: artifacts, references: references, cases: [])
    #expect(approved == ["other", "screen"])
    let check = try self.verifier(.never)
    #expect(check.verify(try Self.output(edge: 12, frames: 21), comparator: .exact).status == .passed)
    #expect(check.verify(try Self.output("other"), comparator: .exact).status == .passed)
  }

  @Test func junitAndJSONReportsDescribeEveryCase() throws {
    try finished(verifier(.all), Self.output())
    let check = try self.verifier(.never)
    let report = try check.finish([
      check.verify(try Self.output(), comparator: .exact),
      check.verify(try Self.output("b", edge: 3), comparator: .exact),
    ])
    let xml = try String(contentsOfFile: artifacts + "/junit.xml", encoding: .utf8)
    final class Collector: NSObject, XMLParserDelegate {
      var cases: [String] = []
      var failures = 0
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "testcase" { cases.append(attributes["name"] ?? "") }
        if name == "failure" { failures += 1 }
      }
    }
    let collector = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.cases == ["b", "screen"])
    #expect(collector.failures == 1)
    let loaded = try RunReport.load(folder: artifacts)
    #expect(loaded == report)
    let html = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
    #expect(html.contains("cases/b/reference.png") == false)  // b had no reference
    #expect(html.contains("data-status=\"missing\""))
  }

  @Test func shardsCoverEveryCaseExactlyOnce() throws {
    let names = (0..<37).map { "case-\($0 * 7 % 37)" }
    for count in 1...6 {
      var seen: [String] = []
      for index in 1...count {
        let shard = try Shard(parsing: "\(index)/\(count)")
        let part = shard.select(names) { $0 }
        #expect(part.count >= names.count / count && part.count <= names.count / count + 1)
        seen += part
        #expect(shard.select(names.reversed()) { $0 } == part, "depends only on names")
      }
      #expect(seen.sorted() == names.sorted())
    }
    #expect(throws: VerifyError.self) { try Shard(parsing: "0/2") }
    #expect(throws: VerifyError.self) { try Shard(parsing: "3/2") }
  }

  @Test func mergedShardReportsRejectOverlaps() throws {
    let a = RunReport(references: "r", format: "png", shards: ["1/2"], provenance: Self.provenance, cases: [])
    var b = a
    b.shards = ["2/2"]
    #expect(try RunReport.merge([a, b]).shards == ["1/2", "2/2"])
    let verifier = try verifier(.all)
    let result = verifier.verify(try Self.output(), comparator: .exact)
    var withCase = a
    withCase.cases = [result]
    #expect(throws: VerifyError.self) { try RunReport.merge([withCase, withCase]) }
  }
}

extension VerifierTests {
  /// Runs recording one case at once (different traits, one name) each leave a pair of references from one run.
  @Test func aCasesFramesAndImageComeFromOneRun() throws {
    let base = self
    try base.finished(try base.verifier(.all), try VerifierTests.output(edge: 10, frames: 20))
    // A's frames match the references and its image does not; B changes both and finishes first.
    let a = try base.verifier(.failed)
    let b = try base.verifier(.failed)
    let outputA = try VerifierTests.output(edge: 12, frames: 20)
    let outputB = try VerifierTests.output(edge: 14, frames: 30)
    let resultA = a.verify(outputA, comparator: .exact)
    let resultB = b.verify(outputB, comparator: .exact)
    _ = try b.finish([resultB])
    _ = try a.finish([resultA])
    let frames = try String(contentsOfFile: base.references + "/screen.frames.json", encoding: .utf8)
    let image = try [UInt8](Data(contentsOf: URL(fileURLWithPath: base.references + "/screen.png")))
    #expect(frames == outputA.frames && image == outputA.image)
  }
}
