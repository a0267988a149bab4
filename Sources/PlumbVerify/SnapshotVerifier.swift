import Foundation
public import PlumbRender
import Synchronization

/// What one case produced this run: the frames JSON and the encoded image.
public struct CaseOutput: Sendable {
  /// The case name (document, scene, trait suffix); references are `NAME.frames.json` and `NAME.png|svg`.
  public var name: String
  /// The document it came from.
  public var source: String
  /// The trait variant ("" for the document's own).
  public var variant: String
  /// `plumb layout --format json` output.
  public var frames: String
  /// The encoded image.
  public var image: [UInt8]
  /// Seconds spent laying out and drawing.
  public var renderSeconds: Double

  /// Creates an output.
  public init(
    name: String, source: String, variant: String, frames: String, image: [UInt8], renderSeconds: Double = 0
  ) {
    self.name = name
    self.source = source
    self.variant = variant
    self.frames = frames
    self.image = image
    self.renderSeconds = renderSeconds
  }
}

/// Where references and artefacts live and when references are written.
public struct VerifyConfiguration: Sendable {
  /// The references folder.
  public var references: String
  /// The artefacts folder (report, failures' images).
  public var artifacts: String
  /// The image format: png or svg.
  public var format: RenderFormat
  /// When references are written.
  public var record: RecordMode
  /// This run's provenance.
  public var provenance: SnapshotProvenance
  /// The most pixels a decoded reference or review image may have (`PixelLimits`).
  public var maximumPixels: Int

  /// Creates a configuration.
  public init(
    references: String, artifacts: String, format: RenderFormat, record: RecordMode,
    provenance: SnapshotProvenance,
    maximumPixels: Int = PixelLimits.defaultMaximumPixels
  ) {
    self.maximumPixels = maximumPixels
    self.references = references
    self.artifacts = artifacts
    self.format = format
    self.record = record
    self.provenance = provenance
  }
}

/// Compares case outputs with references, writes references as the record mode says, and writes the review
/// artefacts and reports. `verify` may be called from several threads at once.
public final class SnapshotVerifier: Sendable {
  /// The configuration.
  public let configuration: VerifyConfiguration
  private let original: ReferenceManifest
  /// References this run means to write, staged under the references folder's lock in `finish`.
  private let referenceWrites = Mutex<[ReferenceWrite]>([])
  /// Every reference and artefact, staged until `finish` (so a run that fails before then changes nothing).
  private let outputs = OutputFiles()

  /// Opens the references folder (creating it if recording may write) and the artefacts folder. Nothing is
  /// written into either until `finish`.
  public init(_ configuration: VerifyConfiguration) throws(VerifyError) {
    guard configuration.format == .png || configuration.format == .svg else {
      throw .usage("references are PNG or SVG, not \(configuration.format.rawValue)")
    }
    self.configuration = configuration
    let loaded = try ReferenceManifest.load(folder: configuration.references)
    original = loaded
    let manager = FileManager.default
    let artifacts = configuration.artifacts
    do { try manager.createDirectory(atPath: artifacts, withIntermediateDirectories: true) } catch {
      throw .io("cannot create the artefacts folder \(artifacts): \(error.localizedDescription)")
    }
    guard manager.isWritableFile(atPath: artifacts) else {
      throw .io("the artefacts folder \(artifacts) is not writable")
    }
    if configuration.record != .never {
      do {
        try manager.createDirectory(atPath: configuration.references, withIntermediateDirectories: true)
      } catch {
        throw .io(
          "cannot create the references folder \(configuration.references): \(error.localizedDescription)")
      }
    }
  }

  /// The reference files of a case, relative to the references folder.
  public func referenceNames(_ name: String) -> (frames: String, image: String) {
    ("\(name).frames.json", "\(name).\(configuration.format.rawValue)")
  }

  /// Verifies one case.
  public func verify(_ output: CaseOutput, comparator: ImageComparator) -> CaseResult {
    let start = DispatchTime.now().uptimeNanoseconds
    var result = CaseResult(
      name: output.name, source: output.source, variant: output.variant, status: .passed,
      comparator: configuration.format == .svg ? "exact (SVG text)" : comparator.description, frames: nil,
      image: nil,
      messages: [], artifacts: nil, renderSeconds: output.renderSeconds, compareSeconds: 0)
    do {
      try verify(output, comparator: comparator, into: &result)
    } catch {
      result.status = .error
      result.messages.append(error.description)
    }
    result.compareSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return result
  }

  /// A case that failed before it produced output (a layout or drawing error).
  public func failure(name: String, source: String, variant: String, message: String) -> CaseResult {
    CaseResult(
      name: name, source: source, variant: variant, status: .error, comparator: "", frames: nil, image: nil,
      messages: [message], artifacts: nil, renderSeconds: 0, compareSeconds: 0)
  }

  private func path(_ relative: String) -> String {
    (configuration.references as NSString).appendingPathComponent(relative)
  }

  /// One case: its frames compared exactly, its image by the comparator, references written as the record mode
  /// says, a note when the references were made with other software, and artefacts when it did not pass.
  private func verify(_ output: CaseOutput, comparator: ImageComparator, into result: inout CaseResult)
    throws(VerifyError)
  {
    let names = referenceNames(output.name)
    let fix = "delete it and record again"
    let referenceFrames = try Files.read(path(names.frames), what: "a reference", fix: fix)
    let referenceImage = try Files.read(path(names.image), what: "a reference", fix: fix)
    let framesPassed = compareFrames(output, reference: referenceFrames, names: names, into: &result)
    let image = try compareImage(
      output, reference: referenceImage, names: names, comparator: comparator, into: &result)

    // Provenance: say so when the references were made with something else.
    let recorded = original.provenance(of: output.name)
    let provenanceNote = recorded.flatMap { configuration.provenance.differences(from: $0) }
    let intended = record(
      output, names: names, framesMissing: referenceFrames == nil, imageMissing: referenceImage == nil,
      framesPassed: framesPassed, imagePassed: image.passed, into: &result)
    if intended.frames || intended.image {
      let write = ReferenceWrite(
        name: output.name, provenance: configuration.provenance,
        files: [
          .init(
            path: path(names.frames), bytes: Array(output.frames.utf8), seen: referenceFrames,
            intended: intended.frames),
          .init(path: path(names.image), bytes: output.image, seen: referenceImage, intended: intended.image),
        ],
        onlyMissing: configuration.record == .missing)
      referenceWrites.withLock { $0.append(write) }
    }
    if let provenanceNote, result.status != .new {
      result.messages.append("the reference was made with different software: \(provenanceNote)")
    }
    if result.status != .passed {
      result.artifacts = try writeArtifacts(
        output, referenceFrames: referenceFrames, referenceImage: referenceImage,
        comparison: image.comparison,
        decoded: image.decoded)
    }
  }

  /// The structural level, exact: true when there is no reference or the frames match it.
  private func compareFrames(
    _ output: CaseOutput, reference: [UInt8]?, names: (frames: String, image: String),
    into result: inout CaseResult
  ) -> Bool {
    guard let reference else { return true }
    let changes = FramesComparison.compare(
      reference: String(decoding: reference, as: UTF8.self), actual: output.frames)
    result.frames = LevelResult(
      passed: changes == nil, message: changes?.joined(separator: "; ") ?? "", reference: names.frames)
    if let changes { result.messages.append("frames differ: " + changes.joined(separator: "; ")) }
    return changes == nil
  }

  /// The image level: SVG as text, equal bytes pass, different sizes fail undecoded, else the comparator on the
  /// decoded pixels (kept for the artefacts).
  private func compareImage(
    _ output: CaseOutput, reference: [UInt8]?, names: (frames: String, image: String),
    comparator: ImageComparator, into result: inout CaseResult
  ) throws(VerifyError) -> (
    passed: Bool, comparison: ImageComparison?, decoded: (reference: PixelImage, actual: PixelImage)?
  ) {
    guard let reference else { return (true, nil, nil) }
    if configuration.format == .svg {
      let message = TextComparison.compare(
        reference: String(decoding: reference, as: UTF8.self),
        actual: String(decoding: output.image, as: UTF8.self))
      result.image = LevelResult(passed: message == nil, message: message ?? "", reference: names.image)
      if let message { result.messages.append("image differs: " + message) }
      return (message == nil, nil, nil)
    }
    if reference == output.image {
      result.image = LevelResult(passed: true, message: "", reference: names.image)
      return (true, nil, nil)
    }
    if let claimed = PixelImage.pngSize(reference), let made = PixelImage.pngSize(output.image),
      claimed != made
    {
      // Sizes differ: nothing to compare pixel by pixel, and a hostile reference's header may claim any size,
      // so it is not decoded.
      let message =
        "the image is \(made.width)×\(made.height) px, the reference \(claimed.width)×\(claimed.height) px"
      result.image = LevelResult(passed: false, message: message, reference: names.image)
      result.messages.append("image differs (\(comparator)): " + message)
      return (false, nil, nil)
    }
    guard let referencePixels = PixelImage(png: reference, maximumPixels: configuration.maximumPixels) else {
      throw .io("the reference \(path(names.image)) is not a PNG; delete it and record again")
    }
    guard let actual = PixelImage(png: output.image, maximumPixels: configuration.maximumPixels) else {
      throw .io("the rendered image for \(output.name) is not a PNG")
    }
    let compared = comparator.compare(reference: referencePixels, actual: actual)
    result.image = LevelResult(passed: compared.passed, message: compared.message, reference: names.image)
    if !compared.passed { result.messages.append("image differs (\(comparator)): " + compared.message) }
    return (compared.passed, compared, (referencePixels, actual))
  }

  /// Sets the case's status and says which references the record mode writes: missing ones unless `never`,
  /// failed ones for `failed` and `all`, and for `all` any whose bytes changed within tolerance. They are staged
  /// in `finish`, under the references folder's lock, if they still differ then.
  private func record(
    _ output: CaseOutput, names: (frames: String, image: String), framesMissing: Bool, imageMissing: Bool,
    framesPassed: Bool, imagePassed: Bool, into result: inout CaseResult
  ) -> (frames: Bool, image: Bool) {
    let record = configuration.record
    if framesMissing || imageMissing {
      if record == .never {
        result.status = .missing
        result.messages.insert(
          "no reference \(framesMissing ? names.frames : names.image) in \(configuration.references); record it with plumb record or --record missing",
          at: 0)
        return (false, false)
      }
      result.status = .new
      result.messages.insert(
        "recorded a new reference in \(configuration.references); verify again to compare", at: 0)
      return (
        framesMissing || (!framesPassed && record != .missing),
        imageMissing || (!imagePassed && record != .missing)
      )
    }
    if !framesPassed || !imagePassed {
      guard record == .failed || record == .all else {
        result.status = .failed
        return (false, false)
      }
      result.status = .updated
      result.messages.append("rewrote the reference (record mode \(record.rawValue))")
      return (!framesPassed, !imagePassed)
    }
    // Within tolerance but not byte-identical: `all` takes the new bytes; identical files stay untouched.
    return record == .all ? (true, true) : (false, false)
  }

  private func writeArtifacts(
    _ output: CaseOutput, referenceFrames: [UInt8]?, referenceImage: [UInt8]?, comparison: ImageComparison?,
    decoded: (reference: PixelImage, actual: PixelImage)?
  ) throws(VerifyError) -> CaseArtifacts {
    let folder = "cases/\(output.name)"
    let ext = configuration.format.rawValue
    func write(_ bytes: [UInt8], _ name: String) throws(VerifyError) -> String {
      let relative = "\(folder)/\(name)"
      try Files.stage(
        bytes, to: (configuration.artifacts as NSString).appendingPathComponent(relative), in: outputs)
      return relative
    }
    var artifacts = CaseArtifacts()
    artifacts.actual = try write(output.image, "actual.\(ext)")
    artifacts.actualFrames = try write(Array(output.frames.utf8), "actual.frames.json")
    if let referenceImage { artifacts.reference = try write(referenceImage, "reference.\(ext)") }
    if let referenceFrames { artifacts.referenceFrames = try write(referenceFrames, "reference.frames.json") }
    if let decoded, let comparison {
      let difference = DifferenceImages.difference(
        reference: decoded.reference, actual: decoded.actual, mask: comparison.mask)
      do {
        artifacts.difference = try write(try difference.pngData(.fast), "difference.png")
        // The side-by-side image is three images wide: left out when that passes the pixel limit.
        let compositePixels = (decoded.reference.width * 3 + 32) * (decoded.reference.height + 16)
        if compositePixels <= configuration.maximumPixels {
          let composite = DifferenceImages.composite([decoded.reference, difference, decoded.actual])
          artifacts.composite = try write(try composite.pngData(.fast), "composite.png")
        }
      } catch let error as VerifyError {
        throw error
      } catch {
        throw .io("cannot encode the difference image for \(output.name): \(error)")
      }
    }
    return artifacts
  }

  /// Puts every staged reference and artefact in place, merges the references this run wrote into the manifest
  /// (under a lock on the references folder, so concurrent shards each add theirs), removes the files the previous
  /// run's report listed, and writes the report files; returns the report.
  public func finish(_ cases: [CaseResult], shard: Shard = .all) throws(VerifyError) -> RunReport {
    let report = RunReport(
      references: configuration.references, format: configuration.format.rawValue,
      shards: [shard.description],
      provenance: configuration.provenance, cases: cases)
    ReportWriter.removePreviousArtifacts(in: configuration.artifacts)
    let writes = referenceWrites.withLock { $0 }
    if writes.isEmpty {
      do throws(RenderError) { try outputs.commit() } catch { throw .io(error.description) }
    } else {
      let folder = configuration.references
      let outputs = self.outputs
      try Files.locked(folder) { () throws(VerifyError) in
        var written: [(String, SnapshotProvenance)] = []
        for write in writes {
          if try write.stage(in: outputs) { written.append((write.name, write.provenance)) }
        }
        do throws(RenderError) { try outputs.commit() } catch { throw .io(error.description) }
        guard !written.isEmpty else { return }
        var manifest = try ReferenceManifest.load(folder: folder)
        for (name, provenance) in written { manifest.record(name, provenance) }
        try manifest.write(folder: folder)
      }
    }
    try ReportWriter.write(report, to: configuration.artifacts)
    return report
  }

  /// Drops every staged file: the run stops without changing references or artefacts.
  public func abandon() { outputs.discard() }
}

/// Writes `report.json`, `junit.xml` and `index.html` into an artefacts folder.
public enum ReportWriter {
  /// Writes the three report files.
  public static func write(_ report: RunReport, to folder: String) throws(VerifyError) {
    let files = OutputFiles()
    try Files.stage(
      Array(try report.json()) + [0x0A], to: (folder as NSString).appendingPathComponent("report.json"),
      in: files)
    try Files.stage(
      Array(report.junit().utf8), to: (folder as NSString).appendingPathComponent("junit.xml"), in: files)
    try Files.stage(
      Array(HTMLReport.page(report).utf8), to: (folder as NSString).appendingPathComponent("index.html"),
      in: files)
    do throws(RenderError) { try files.commit() } catch { throw .io(error.description) }
  }

  /// Removes the artefacts a previous run's `report.json` in `folder` lists (and the case folders they leave
  /// empty), and nothing else: files Plumb did not write stay, whatever their names.
  static func removePreviousArtifacts(in folder: String) {
    guard let previous = try? RunReport.load(folder: folder) else { return }
    var folders = Set<String>()
    for result in previous.cases {
      guard let artifacts = result.artifacts else { continue }
      for relative in artifacts.paths {
        guard let path = Files.inside(folder, relative), (try? Files.readInside(folder, relative)) != nil
        else {
          continue
        }
        unlink(path)
        folders.insert((path as NSString).deletingLastPathComponent)
      }
    }
    // rmdir(2) removes only empty folders.
    for case_ in folders.sorted(by: >) { rmdir(case_) }
    if !folders.isEmpty { rmdir((folder as NSString).appendingPathComponent("cases")) }
  }

  /// Merges the reports in `inputs` into `output`, copying each case's artefacts.
  public static func merge(_ inputs: [String], into output: String) throws(VerifyError) -> RunReport {
    var reports: [RunReport] = []
    for input in inputs { reports.append(try RunReport.load(folder: input)) }
    let merged = try RunReport.merge(reports)
    let files = OutputFiles()
    for (input, report) in zip(inputs, reports) {
      let same =
        URL(fileURLWithPath: input).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL
      guard !same else { continue }
      for result in report.cases {
        guard let artifacts = result.artifacts else { continue }
        for relative in artifacts.paths {
          // Paths were checked when the report was read; the file must also be inside the input folder.
          guard let bytes = try Files.readInside(input, relative) else {
            throw .io(
              "\(input) lacks \(relative), which its report lists (or it is a link out of the folder)")
          }
          try Files.stage(bytes, to: (output as NSString).appendingPathComponent(relative), in: files)
        }
      }
    }
    do throws(RenderError) { try files.commit() } catch { throw .io(error.description) }
    try write(merged, to: output)
    return merged
  }

  /// Accepts the actual files of the named (or all non-passing) cases of a report as references, without
  /// rendering again; returns the names approved. Unchanged references are not rewritten.
  public static func approve(
    artifacts: String, references: String?, cases names: [String]
  ) throws(VerifyError) -> [String] {
    let report = try RunReport.load(folder: artifacts)
    let folder: String
    if let references {
      folder = references
    } else {
      // The report may come from elsewhere (CI): its references folder is used only when it stays below here.
      let parts = report.references.split(separator: "/").map(String.init)
      guard !report.references.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else {
        throw .usage(
          "the report names the references folder \(report.references), which is not below the current folder; "
            + "pass --references")
      }
      folder = report.references
      // Below, and staying below: no folder on the way may be a link (an artefacts folder from elsewhere may
      // plant one that leads out).
      var prefix = ""
      for part in parts where !part.isEmpty && part != "." {
        prefix = prefix.isEmpty ? part : prefix + "/" + part
        var status = stat()
        if lstat(prefix, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
          throw .usage(
            "the report names the references folder \(report.references), and \(prefix) is a symbolic link; "
              + "pass --references to approve into the folder it leads to")
        }
      }
    }
    let known = Set(report.cases.map(\.name))
    for name in names where !known.contains(name) {
      throw .usage("the report in \(artifacts) has no case \(name)")
    }
    var approved: [String] = []
    var writes: [ReferenceWrite] = []
    for result in report.cases
    where names.isEmpty ? result.isFailure && result.status != .error : names.contains(result.name) {
      guard let files = result.artifacts, let actual = files.actual, let frames = files.actualFrames else {
        continue
      }
      guard let image = try Files.readInside(artifacts, actual),
        let frameBytes = try Files.readInside(artifacts, frames)
      else {
        throw .io(
          "\(artifacts) lacks the actual files of \(result.name), which its report lists (or they are links out of the folder)"
        )
      }
      if let problem = ApprovedFiles.imageProblem(image, format: report.format) {
        throw .io("\(artifacts)/\(actual) cannot be a reference: \(problem); run plumb verify again")
      }
      if let problem = ApprovedFiles.framesProblem(frameBytes) {
        throw .io("\(artifacts)/\(frames) cannot be a reference: \(problem); run plumb verify again")
      }
      let base = (folder as NSString).appendingPathComponent(result.name)
      writes.append(
        ReferenceWrite(
          name: result.name, provenance: report.provenance,
          files: [
            .init(path: base + ".frames.json", bytes: frameBytes, seen: nil, intended: true),
            .init(path: base + "." + report.format, bytes: image, seen: nil, intended: true),
          ], onlyMissing: false))
      approved.append(result.name)
    }
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
      throw .io("cannot create the references folder \(folder): \(error.localizedDescription)")
    }
    try Files.locked(folder) { () throws(VerifyError) in
      let staged = OutputFiles()
      var written: [(String, SnapshotProvenance)] = []
      for write in writes {
        if try write.stage(in: staged) { written.append((write.name, write.provenance)) }
      }
      do throws(RenderError) { try staged.commit() } catch { throw .io(error.description) }
      guard !written.isEmpty else { return }
      var manifest = try ReferenceManifest.load(folder: folder)
      for (name, provenance) in written { manifest.record(name, provenance) }
      try manifest.write(folder: folder)
    }
    return approved
  }
}
