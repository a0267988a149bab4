import ArgumentParser
import Dispatch
import Foundation
import PlumbDocument
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbText
import PlumbVerify

/// The options `verify` and `record` share: what to snapshot, where references and artefacts live, how to compare.
struct SnapshotOptions: ParsableArguments {
  @Argument(help: "Layout documents, Interface Builder files or folders.")
  var paths: [String]

  @Option(
    help: ArgumentHelp(
      "The references folder (NAME.frames.json and NAME.png|svg per case).", valueName: "dir"))
  var references: String

  @Option(
    help: ArgumentHelp(
      "Where the report (index.html, report.json, junit.xml) and failures' images go (default $PLUMB_ARTIFACTS or plumb-report).",
      valueName: "dir"))
  var artifacts: String?

  @Option(help: "Image level format: png or svg.")
  var format: ImageFormat = .png

  @Option(help: "none, constraints, all or alignment-rects.")
  var overlay: RenderCommand.OverlayOption = .none

  @Option(
    help: ArgumentHelp(
      "exact, tolerance, antialiasing or perceptual (default: the document's, else exact).",
      valueName: "comparator"))
  var compare: ImageComparator.Kind?

  @Option(help: ArgumentHelp("Share of pixels (0–1) that must match.", valueName: "p"))
  var precision: Double?

  @Option(
    name: .customLong("perceptual-precision"),
    help: ArgumentHelp("Per-pixel perceptual threshold (0–1); perceptual only.", valueName: "p"))
  var perceptualPrecision: Double?

  @Option(help: ArgumentHelp("Per-channel difference (0–255) still counted as a match.", valueName: "n"))
  var tolerance: Int?

  @Option(help: ArgumentHelp("Run only shard i of n (cases dealt round-robin by name).", valueName: "i/n"))
  var shard: String?

  @OptionGroup var traits: TraitOptions

  @OptionGroup var scene: SceneOption

  @Flag(name: .customLong("double-strings"), help: "Double every string, like NSDoubleLocalizedStrings.")
  var doubleStrings = false

  @Flag(help: "Print how long rendering and comparing took.")
  var timings = false

  enum ImageFormat: String, ExpressibleByArgument, CaseIterable {
    case png, svg
  }

  var artifactsFolder: String {
    artifacts ?? ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "plumb-report"
  }

  /// The comparator for one document: options first, then the document's `snapshot:`, then exact.
  func comparator(_ settings: SnapshotSettings) throws -> ImageComparator {
    let kind =
      try compare ?? settings.compare.map { name in
        guard let kind = ImageComparator.Kind(rawValue: name) else {
          throw PlumbExit.usage("unknown comparator \(name)")
        }
        return kind
      } ?? .exact
    for (name, value) in [("precision", precision), ("perceptual-precision", perceptualPrecision)] {
      if let value, !(0...1).contains(value) {
        throw PlumbExit.usage("--\(name) must be between 0 and 1, not \(value)")
      }
    }
    if let tolerance, !(0...255).contains(tolerance) {
      throw PlumbExit.usage("--tolerance must be 0…255, not \(tolerance)")
    }
    return ImageComparator(
      kind, precision: precision ?? settings.precision ?? 1,
      perceptualPrecision: perceptualPrecision ?? settings.perceptualPrecision ?? 1,
      tolerance: tolerance ?? settings.tolerance ?? (kind == .exact ? 0 : 2))
  }

  /// One file under one trait variant, with the comparator its images are checked with.
  struct Job: Sendable {
    var input: SourceFile
    var overrides: TraitOverrides
    var suffix: String
    var comparator: ImageComparator
    var file: String { input.path }
  }

  /// Runs every case with `mode` and returns the report.
  func run(mode: RecordMode) throws -> RunReport {
    // The references and artefacts folders hold Plumb's own JSON files, never documents.
    let inputs = try Pipeline.walk(paths, requireAny: true, excluding: [references, artifactsFolder])
    let files = inputs.files
    let shard = try parsedShard()
    let pipeline = try traits.pipeline(for: inputs)
    // Shard by file and variant, so a storyboard's scenes stay together.
    let jobs = shard.select(try jobs(files, pipeline: pipeline)) { "\($0.file)\($0.suffix)" }
    let verifier = try makeVerifier(mode: mode, fonts: pipeline.text.fonts)
    let started = DispatchTime.now().uptimeNanoseconds
    let cases = try verifyCases(jobs, pipeline: pipeline, verifier: verifier)
    try checkCaseNamesAreUnique(cases, verifier: verifier)
    if cases.isEmpty && shard.count == 1 {
      verifier.abandon()
      throw PlumbExit(code: 1, message: "error: no cases to verify in \(paths.joined(separator: ", "))")
    }
    let reportStart = DispatchTime.now().uptimeNanoseconds
    let report: RunReport
    do { report = try verifier.finish(cases, shard: shard) } catch {
      throw PlumbExit(code: 2, message: "error: \(error.description)")
    }
    if timings { printTimings(cases, started: started, reportStart: reportStart) }
    return report
  }

  private func parsedShard() throws -> Shard {
    guard let shard else { return .all }
    do { return try Shard(parsing: shard) } catch { throw PlumbExit.usage(error.description) }
  }

  /// Every file under each trait variant: the options' variants, else the document's `snapshot: matrix:`.
  private func jobs(_ files: [SourceFile], pipeline: Pipeline) throws -> [Job] {
    let cliMatrix =
      traits.device != nil || traits.orientation != nil || traits.contentSize != nil
      || traits.direction != nil || traits.appearance != nil || traits.locale != nil
    var jobs: [Job] = []
    for input in files {
      let file = input.path
      let settings: SnapshotSettings
      do {
        settings =
          Pipeline.isInterfaceBuilder(file) ? SnapshotSettings() : try pipeline.document(file).snapshot
      } catch {
        // A bad document found in a folder fails its own case when it is loaded; one named fails the run.
        guard !input.isExplicit else { throw error }
        settings = SnapshotSettings()
      }
      let comparator = try comparator(settings)
      let variants =
        cliMatrix
        ? try traits.combinations(languages: traits.wantsEveryLanguage ? pipeline.languages(for: file) : [])
        : try traits.combinations(matrix: settings)
      for (overrides, suffix) in variants {
        jobs.append(Job(input: input, overrides: overrides, suffix: suffix, comparator: comparator))
      }
    }
    return jobs
  }

  private func makeVerifier(mode: RecordMode, fonts: FontSystem) throws -> SnapshotVerifier {
    let provenance = SnapshotProvenance.current(plumb: PlumbVersion.description, fonts: fonts)
    let configuration = VerifyConfiguration(
      references: references, artifacts: artifactsFolder, format: format == .svg ? .svg : .png, record: mode,
      provenance: provenance, maximumPixels: try CommandEnvironment.maximumPixels())
    do { return try SnapshotVerifier(configuration) } catch {
      throw PlumbExit(code: 2, message: "error: \(error.description)")
    }
  }

  /// Draws and checks every job's screens on every core. An invalid document stops the run, as every command
  /// does; any other failure (an unknown scene, a drawing error) fails its case only.
  private func verifyCases(_ jobs: [Job], pipeline: Pipeline, verifier: SnapshotVerifier) throws
    -> [CaseResult]
  {
    let options = RenderOptions(
      format: format == .svg ? .svg : .png, scale: traits.scale.map(Double.init),
      overlay: Overlay(rawValue: overlay.rawValue) ?? .none,
      maximumPixels: try CommandEnvironment.maximumPixels())
    let loading = LoadOptions(scene: scene.scene, doubleStrings: doubleStrings)
    let overlaySuffix = overlay == .none ? "" : ".\(overlay.rawValue)"
    let progress = TerminalProgress.start()
    let results = Pipeline.map(jobs, file: \.file, progress: progress) { job in
      var jobLoading = loading
      jobLoading.overrides = job.overrides
      var renderStart = DispatchTime.now().uptimeNanoseconds
      let outputs = try pipeline.withScreens(job.file, options: jobLoading) { screens in
        try screens.map { screen in
          let image = try pipeline.render(screen, options: options)
          let frames = screen.frames(exact: false).pretty() + "\n"
          let now = DispatchTime.now().uptimeNanoseconds
          defer { renderStart = now }
          return CaseOutput(
            name: job.input.outputName(screen.name + job.suffix + overlaySuffix), source: job.file,
            variant: String(job.suffix.dropFirst()),
            frames: frames, image: image.bytes, renderSeconds: Double(now - renderStart) / 1e9)
        }
      }
      return outputs.map { verifier.verify($0, comparator: job.comparator) }
    }
    TerminalProgress.finish(progress)
    var cases: [CaseResult] = []
    for (job, result) in zip(jobs, results) {
      switch result {
      case .success(let verified): cases += verified
      case .failure(let error as PipelineError) where error.isInvalidInput && job.input.isExplicit:
        verifier.abandon()
        throw PlumbExit(error)
      case .failure(let error):
        let base = ((job.file as NSString).lastPathComponent as NSString).deletingPathExtension
        cases.append(
          verifier.failure(
            name: job.input.outputName(Pipeline.fileName(base) + job.suffix + overlaySuffix),
            source: job.file,
            variant: String(job.suffix.dropFirst()), message: "\(error)"))
      }
    }
    return cases
  }

  /// Checked before anything is written: two cases of one name would overwrite each other's references.
  private func checkCaseNamesAreUnique(_ cases: [CaseResult], verifier: SnapshotVerifier) throws {
    var names: [String: String] = [:]
    for result in cases.sorted(by: { ($0.name, $0.source) < ($1.name, $1.source) }) {
      if let other = names[result.name] {
        verifier.abandon()
        let which = other == result.source ? "twice from \(other)" : "from both \(other) and \(result.source)"
        throw PlumbExit.usage(
          "the case \(result.name) is made \(which); rename a file, a state or a scene so every case has its own name"
        )
      }
      names[result.name] = result.source
    }
  }

  private func printTimings(_ cases: [CaseResult], started: UInt64, reportStart: UInt64) {
    let now = DispatchTime.now().uptimeNanoseconds
    let wall = Double(now - started) / 1e9
    let reporting = Double(now - reportStart) / 1e9
    let render = cases.reduce(0) { $0 + $1.renderSeconds }
    let compare = cases.reduce(0) { $0 + $1.compareSeconds } + reporting
    let share = render > 0 ? compare / render * 100 : 0
    print(
      String(
        format:
          "%d cases in %.2f s wall (%.1f cases/s); CPU: render %.3f s, compare + artefacts + report %.3f s "
          + "(+%.1f%% over rendering)",
        cases.count, wall, Double(cases.count) / max(wall, 1e-9), render, compare, share))
  }

  /// Prints each case that did not pass and the summary.
  func printReport(_ report: RunReport) {
    for result in report.cases where result.isFailure {
      print("\(result.status.rawValue): \(result.name)")
      for message in result.messages { print("  \(message)") }
      if let artifacts = result.artifacts, let actual = artifacts.actual {
        print(
          "  artefacts: \((artifactsFolder as NSString).appendingPathComponent((actual as NSString).deletingLastPathComponent))"
        )
      }
    }
    print("\(report.summary); report: \((artifactsFolder as NSString).appendingPathComponent("index.html"))")
  }
}

extension ImageComparator.Kind: ExpressibleByArgument {}

struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare layouts and images with recorded references; exit 1 on any difference.",
    discussion: """
      Each case (document × scene × trait variant) is checked at two levels: the frames JSON (exact) and the
      image (PNG with the chosen comparator, or SVG text). Failures write reference, actual, difference and a
      side-by-side composite into the artefacts folder, with index.html, report.json and junit.xml.
      A document's snapshot: key may set its comparator and trait matrix; options override it.
      Record modes (--record or PLUMB_RECORD): missing (default) writes absent references, failed also rewrites
      failing ones, all rewrites every changed one, never writes nothing. Any written reference still fails the run.
      Examples:
        plumb verify Fixtures/ --references References/
        plumb verify Fixtures/ --references References/ --compare perceptual --precision 0.99 --perceptual-precision 0.98
        plumb verify Fixtures/ --references References/ --content-size xs,l,ax5 --direction ltr,rtl --shard 2/4
        PLUMB_RECORD=never plumb verify Fixtures/ --references References/ --artifacts report/
      """)

  @OptionGroup var options: SnapshotOptions

  @Option(
    help: ArgumentHelp(
      "all, missing, failed or never (default $PLUMB_RECORD, else missing).", valueName: "mode"))
  var record: RecordMode?

  func run() throws {
    let environment: RecordMode?
    do { environment = try RecordMode.fromEnvironment() } catch { throw PlumbExit.usage(error.description) }
    let report = try options.run(mode: record ?? environment ?? .missing)
    options.printReport(report)
    if report.cases.contains(where: \.isFailure) { throw PlumbExit.problemsFound }
  }
}

extension RecordMode: ExpressibleByArgument {}

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write references for every case (only files whose bytes changed are rewritten).",
    discussion: """
      Takes the same options as verify. Each reference file records nothing but the layout; the folder's
      plumb-references.json records the Plumb, cairo, HarfBuzz and font versions each case was made with.
      Examples:
        plumb record Fixtures/ --references References/
        plumb record Fixtures/ --references References/ --content-size xs,l,ax5 --direction ltr,rtl
      """)

  @OptionGroup var options: SnapshotOptions

  func run() throws {
    let report = try options.run(mode: .all)
    let counts = report.counts
    let changed = (counts[.updated] ?? 0) + (counts[.failed] ?? 0)
    print(
      "recorded \(report.cases.count) case\(report.cases.count == 1 ? "" : "s") into \(options.references): "
        + "\(counts[.new] ?? 0) new, \(changed) changed, \(counts[.passed] ?? 0) unchanged")
    let errors = report.cases.filter { $0.status == .error }
    for result in errors { print("error: \(result.name): \(result.messages.joined(separator: "; "))") }
    if !errors.isEmpty { throw PlumbExit.problemsFound }
  }
}

struct ApproveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "approve",
    abstract: "Accept the last verify run's actual images as references, without rendering again.",
    discussion: """
      Reads report.json in the artefacts folder (a local run's, or one downloaded from CI) and copies the
      actual frames and image of every failed, new or missing case (or only the named ones) into the
      references folder. Unchanged references are not rewritten.
      Examples:
        plumb approve --artifacts plumb-report
        plumb approve --artifacts ci-report --references References/ signup@ax5-rtl
      """)

  @Argument(help: "Case names to approve (default: every case that did not pass).")
  var cases: [String] = []

  @Option(
    help: ArgumentHelp(
      "The artefacts folder of the run (default $PLUMB_ARTIFACTS or plumb-report).", valueName: "dir"))
  var artifacts: String?

  @Option(help: ArgumentHelp("The references folder (default: the one the run used).", valueName: "dir"))
  var references: String?

  func run() throws {
    let folder =
      artifacts ?? ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "plumb-report"
    do {
      let approved = try ReportWriter.approve(artifacts: folder, references: references, cases: cases)
      for name in approved { print("approved \(name)") }
      print("approved \(approved.count) case\(approved.count == 1 ? "" : "s")")
    } catch {
      switch error {
      case .usage(let message): throw PlumbExit.usage(message)
      case .io(let message): throw PlumbExit(code: 2, message: "error: \(message)")
      }
    }
  }
}

struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Merge the artefacts folders of several shards into one report.",
    discussion: """
      Example (a CI matrix of four machines, each running plumb verify --shard i/4 --artifacts shard-i):
        plumb merge-reports shard-1 shard-2 shard-3 shard-4 -o report
      Exits 1 when the merged report has failures.
      """)

  @Argument(help: "Artefacts folders written by plumb verify.")
  var inputs: [String]

  @Option(name: .shortAndLong, help: "The merged artefacts folder.")
  var output: String

  func run() throws {
    let report: RunReport
    do { report = try ReportWriter.merge(inputs, into: output) } catch {
      switch error {
      case .usage(let message): throw PlumbExit.usage(message)
      case .io(let message): throw PlumbExit(code: 2, message: "error: \(message)")
      }
    }
    print("\(report.summary); report: \((output as NSString).appendingPathComponent("index.html"))")
    if report.cases.contains(where: \.isFailure) { throw PlumbExit.problemsFound }
  }
}
