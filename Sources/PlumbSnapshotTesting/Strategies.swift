import Foundation
public import PlumbLayout
import PlumbPipeline
public import PlumbRender
public import PlumbVerify
public import SnapshotTesting

#if canImport(Testing)
  import Testing
#endif

/// What every strategy lays out and draws with: the command line's pipeline over the documented font set.
let pipeline = Pipeline()

/// Lays out and draws a source; failures become a readable payload so the snapshot fails with the reason.
enum SnapshotRendering {
  static let failurePrefix = "plumb: cannot snapshot: "

  /// Lays the source's screen out and hands engine and result to `body`; a screen built for the snapshot alone is
  /// taken apart afterwards, so snapshotting many documents in one test process does not keep every tree alive.
  static func withLayout<Value: LayoutSnapshotSource, Output>(
    _ value: Value, _ overrides: TraitOverrides, _ body: (LayoutEngine, LayoutResult) -> Output
  ) -> Result<Output, SnapshotSourceError> {
    value.snapshotScreen(overrides).map { screen in
      let (engine, result) = pipeline.layOut(screen)
      let output = body(engine, result)
      if value.buildsFreshScreens { LayoutConstraint.deactivate(screen.root.activeConstraints) }
      return output
    }
  }

  static func image<Value: LayoutSnapshotSource>(
    _ value: Value, _ overrides: TraitOverrides, _ options: RenderOptions
  ) -> Data {
    let rendered = withLayout(value, overrides) { engine, result in
      do { return Data(try pipeline.render(engine, result: result, options: options).bytes) } catch {
        return Data((failurePrefix + "\(error)").utf8)
      }
    }
    switch rendered {
    case .failure(let error): return Data((failurePrefix + error.description).utf8)
    case .success(let data): return data
    }
  }

  static func frames<Value: LayoutSnapshotSource>(_ value: Value, _ overrides: TraitOverrides) -> String {
    switch withLayout(value, overrides, { _, result in result.json(exact: false).pretty() + "\n" }) {
    case .failure(let error): return failurePrefix + error.description + "\n"
    case .success(let text): return text
    }
  }
}

extension Diffing where Value == Data {
  /// PNG comparison with a Plumb comparator: the failure message prints the measured values against the
  /// thresholds, and reference, actual and difference images are attached (to Swift Testing under plain
  /// `swift test`, and as swift-snapshot-testing attachments).
  public static func plumbImage(_ comparator: ImageComparator) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { old, new in
      guard old != new else { return nil }
      guard let reference = PixelImage(png: Array(old)) else {
        return ("the reference is not a PNG; record it again", [])
      }
      guard let actual = PixelImage(png: Array(new)) else {
        return (String(decoding: new, as: UTF8.self), [])
      }
      let comparison = comparator.compare(reference: reference, actual: actual)
      guard !comparison.passed else { return nil }
      let difference = DifferenceImages.difference(
        reference: reference, actual: actual, mask: comparison.mask)
      let differenceData = (try? difference.pngData(.fast)).map { Data($0) } ?? Data()
      let attachments: [(Data, String)] = [
        (old, "reference.png"), (new, "actual.png"), (differenceData, "difference.png"),
      ]
      recordAttachments(attachments)
      return (
        "image differs (\(comparator)): \(comparison.message)",
        attachments.map { DiffAttachment.data($0.0, name: $0.1) }
      )
    }
  }
}

/// Attaches files to the current Swift Testing test, which keeps them under `swift test --attachments-path`
/// (swift-snapshot-testing itself attaches only under Xcode).
func recordAttachments(_ files: [(Data, String)]) {
  #if canImport(Testing)
    guard Test.current != nil else { return }
    for (data, name) in files { Attachment.record(Array(data), named: name) }
  #endif
}

extension Snapshotting where Value: LayoutSnapshotSource, Format == Data {
  /// A PNG of the laid-out screen under the given traits, compared with swift-snapshot-testing's `precision` and
  /// `perceptualPrecision` (1 and 1: pixel-exact).
  public static func image(
    device: Device? = nil, orientation: Orientation? = nil, contentSize: ContentSizeCategory? = nil,
    direction: LayoutDirection? = nil, scale: Double? = nil, overlay: Overlay = .none, precision: Double = 1,
    perceptualPrecision: Double = 1
  ) -> Snapshotting {
    image(
      TraitVariant(
        device: device, orientation: orientation, contentSize: contentSize, direction: direction, scale: scale
      ),
      overlay: overlay,
      comparator: perceptualPrecision < 1
        ? ImageComparator(.perceptual, precision: precision, perceptualPrecision: perceptualPrecision)
        : precision < 1 ? ImageComparator(.tolerance, precision: precision) : .exact)
  }

  /// A PNG of the laid-out screen for one variant of a trait matrix, with any Plumb comparator.
  public static func image(
    _ variant: TraitVariant, overlay: Overlay = .none, comparator: ImageComparator = .exact
  )
    -> Snapshotting
  {
    let options = RenderOptions(format: .png, scale: variant.overrides.scale, overlay: overlay)
    return Snapshotting(pathExtension: "png", diffing: .plumbImage(comparator)) { value in
      SnapshotRendering.image(value, variant.overrides, options)
    }
  }
}

extension Snapshotting where Value: LayoutSnapshotSource, Format == String {
  /// The structural snapshot: `plumb layout --format json` frames, compared exactly as text.
  public static var frames: Snapshotting { frames(TraitVariant()) }

  /// The frames under one variant's traits.
  public static func frames(_ variant: TraitVariant) -> Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
      SnapshotRendering.frames(value, variant.overrides)
    }
  }

  /// An SVG drawing (deterministic text, so it diffs line by line).
  public static func svg(_ variant: TraitVariant = TraitVariant(), overlay: Overlay = .none) -> Snapshotting {
    let options = RenderOptions(format: .svg, overlay: overlay)
    return Snapshotting(pathExtension: "svg", diffing: .lines) { value in
      String(decoding: SnapshotRendering.image(value, variant.overrides, options), as: UTF8.self)
    }
  }
}

extension TraitMatrix {
  /// One image strategy per variant, named by the variant, for `assertSnapshots(of:as:)`.
  public func images<Value: LayoutSnapshotSource>(
    of _: Value.Type = Value.self, overlay: Overlay = .none, comparator: ImageComparator = .exact
  ) -> [String: Snapshotting<Value, Data>] {
    var strategies: [String: Snapshotting<Value, Data>] = [:]
    for variant in variants {
      strategies[variant.name] = .image(variant, overlay: overlay, comparator: comparator)
    }
    return strategies
  }

  /// One frames strategy per variant, named by the variant.
  public func frames<Value: LayoutSnapshotSource>(of _: Value.Type = Value.self) -> [String: Snapshotting<
    Value, String
  >] {
    var strategies: [String: Snapshotting<Value, String>] = [:]
    for variant in variants { strategies[variant.name] = .frames(variant) }
    return strategies
  }
}
