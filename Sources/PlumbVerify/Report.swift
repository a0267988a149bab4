import Foundation

/// How one case ended.
public enum CaseStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// Both levels match their references.
  case passed
  /// A level differs; the reference was left alone.
  case failed
  /// A level differs and its reference was rewritten (record mode `failed` or `all`).
  case updated
  /// There was no reference; one was written (record mode `missing`, `failed` or `all`).
  case new
  /// There is no reference and none was written (record mode `never`).
  case missing
  /// The case could not be laid out or drawn.
  case error
}

/// One level (frames or image) of one case.
public struct LevelResult: Sendable, Hashable, Codable {
  /// Whether it matched.
  public var passed: Bool
  /// The measured values, or what changed ("" when identical).
  public var message: String
  /// The reference file, relative to the references folder.
  public var reference: String
}

/// The artefacts written for a case that did not pass, relative to the artefacts folder.
public struct CaseArtifacts: Sendable, Hashable, Codable {
  /// The reference image, if there was one.
  public var reference: String?
  /// The image this run made.
  public var actual: String?
  /// Differences highlighted over the faded reference (PNG only).
  public var difference: String?
  /// Reference, difference and actual side by side (PNG only).
  public var composite: String?
  /// The reference frames JSON, if there was one.
  public var referenceFrames: String?
  /// The frames JSON this run made.
  public var actualFrames: String?

  /// Every path listed.
  var paths: [String] {
    [reference, actual, difference, composite, referenceFrames, actualFrames].compactMap { $0 }
  }
}

/// The result of verifying one case.
public struct CaseResult: Sendable, Hashable, Codable {
  /// The case name: document (and scene) plus the trait suffix.
  public var name: String
  /// The document it came from.
  public var source: String
  /// The trait variant ("" for the document's own traits).
  public var variant: String
  /// How it ended.
  public var status: CaseStatus
  /// The comparator used for the image.
  public var comparator: String
  /// The structural level.
  public var frames: LevelResult?
  /// The image level.
  public var image: LevelResult?
  /// Human-readable lines explaining the status.
  public var messages: [String]
  /// The review files, when the case did not pass.
  public var artifacts: CaseArtifacts?
  /// Seconds spent laying out and drawing.
  public var renderSeconds: Double
  /// Seconds spent comparing and writing files.
  public var compareSeconds: Double

  /// Whether the case makes a verification fail.
  public var isFailure: Bool { status != .passed }
}

/// A whole run: what `report.json` holds and what the HTML and JUnit reports show.
public struct RunReport: Sendable, Hashable, Codable {
  /// Format version of this file.
  public var version = 1
  /// The references folder the run compared against (as given on the command line).
  public var references: String
  /// The image format of the references.
  public var format: String
  /// Shards this report covers (`1/2`, or several after a merge).
  public var shards: [String]
  /// What this run rendered with.
  public var provenance: SnapshotProvenance
  /// Every case, sorted by name.
  public var cases: [CaseResult]

  /// Creates a report; cases are sorted by name.
  public init(
    references: String, format: String, shards: [String], provenance: SnapshotProvenance, cases: [CaseResult]
  ) {
    self.references = references
    self.format = format
    self.shards = shards
    self.provenance = provenance
    self.cases = cases.sorted { $0.name < $1.name }
  }

  /// Case counts by status.
  public var counts: [CaseStatus: Int] {
    var counts: [CaseStatus: Int] = [:]
    for result in cases { counts[result.status, default: 0] += 1 }
    return counts
  }

  /// `12 passed, 1 failed` (statuses with zero cases left out, in a fixed order).
  public var summary: String {
    let counts = self.counts
    let parts = CaseStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
    return parts.isEmpty ? "no cases" : parts.joined(separator: ", ")
  }

  /// The report as stable, pretty JSON.
  public func json() throws(VerifyError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do { return try encoder.encode(self) } catch { throw .io("cannot encode the report: \(error)") }
  }

  /// Reads `report.json` from an artefacts folder.
  public static func load(folder: String) throws(VerifyError) -> RunReport {
    let path = (folder as NSString).appendingPathComponent("report.json")
    guard
      let bytes = try Files.read(
        path, what: "a Plumb report", fix: "run plumb verify again to make a new one")
    else {
      throw .usage("no report at \(path); run plumb verify with --artifacts \(folder) first")
    }
    let data = Data(bytes)
    let report: RunReport
    do { report = try JSONDecoder().decode(RunReport.self, from: data) } catch {
      throw .io("\(path) is not a Plumb report: \(describe(error)); run plumb verify again to make a new one")
    }
    try report.validate(path)
    return report
  }

  /// A report may come from another machine: its names and paths must not lead out of their folders.
  func validate(_ path: String) throws(VerifyError) {
    guard format == "png" || format == "svg" else {
      throw .io("\(path) is not a Plumb report: its format is '\(format)', not png or svg")
    }
    for (index, result) in cases.enumerated() {
      guard Files.isSafeCaseName(result.name) else {
        throw .io(
          "\(path) is not a Plumb report: cases[\(index)].name '\(result.name)' is not a relative path of file names"
        )
      }
      for relative in result.artifacts?.paths ?? []
      where Files.inside("", relative, prefix: "cases/\(result.name)/") == nil {
        throw .io(
          "\(path) is not a Plumb report: cases[\(index)] lists the artefact '\(relative)', which is not in its cases/\(result.name)/ folder"
        )
      }
    }
  }

  /// JUnit XML, as CI systems read it: one test case per snapshot case.
  public func junit() -> String {
    let failures = cases.filter(\.isFailure).count
    let errors = cases.filter { $0.status == .error }.count
    let seconds = cases.reduce(0) { $0 + $1.renderSeconds + $1.compareSeconds }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"plumb verify\" tests=\"\(cases.count)\" failures=\"\(failures - errors)\" errors=\"\(errors)\">\n"
    xml +=
      "  <testsuite name=\"plumb\" tests=\"\(cases.count)\" failures=\"\(failures - errors)\" errors=\"\(errors)\" time=\"\(decimal(seconds))\">\n"
    for result in cases {
      let time = decimal(result.renderSeconds + result.compareSeconds)
      xml +=
        "    <testcase classname=\"\(escape(result.source))\" name=\"\(escape(result.name))\" time=\"\(time)\""
      if result.isFailure {
        let tag = result.status == .error ? "error" : "failure"
        let first = result.messages.first ?? result.status.rawValue
        xml += ">\n      <\(tag) type=\"\(result.status.rawValue)\" message=\"\(escape(first))\">"
        xml += escape(result.messages.joined(separator: "\n"))
        xml += "</\(tag)>\n    </testcase>\n"
      } else {
        xml += "/>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Merges reports from several shards (or runs) into one; a case in two reports is a usage error.
  public static func merge(_ reports: [RunReport]) throws(VerifyError) -> RunReport {
    guard let first = reports.first else { throw .usage("nothing to merge") }
    var seen: [String: String] = [:]
    var cases: [CaseResult] = []
    for (index, report) in reports.enumerated() {
      for result in report.cases {
        if let other = seen[result.name] {
          throw .usage(
            "case \(result.name) is in report \(other) and report \(index + 1); were the shards overlapping?")
        }
        seen[result.name] = "\(index + 1)"
        cases.append(result)
      }
    }
    let shards = reports.flatMap(\.shards)
    return RunReport(
      references: first.references, format: first.format, shards: shards, provenance: first.provenance,
      cases: cases)
  }
}

/// Escapes text for XML and HTML.
func escape(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    default: result.append(character)
    }
  }
  return result
}
