import Foundation
import PlumbDocument
import PlumbLayout
import PlumbRender
import PlumbUIKit
import Testing

/// The folder of layout documents the samples are compared with.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fixtures")

/// A sample written as iOS code and the layout document that describes the same screen.
struct Sample: CustomTestStringConvertible, Sendable {
  /// The document in Fixtures/ (without `.yaml`).
  var fixture: String
  /// Trait overrides the document is built with (the sample's window gives the same traits).
  var overrides = TraitOverrides()
  /// How many of the document's `states:` are applied before comparing (the sample makes the same changes).
  var states = 0
  /// Builds the sample and returns the view whose hierarchy is compared (a window or a view; laid out by the
  /// harness).
  var make: @MainActor @Sendable () -> UIView

  var testDescription: String {
    fixture + (overrides.fileSuffix.isEmpty ? "" : " " + overrides.fileSuffix)
      + (states > 0 ? " after \(states) states" : "")
  }
}

/// Puts a view controller in a window of a device's screen, as an app's scene would; the window is returned (a
/// view does not keep its window alive, the app's scene does).
@MainActor
func hosted(_ controller: UIViewController, width: CGFloat = 375, height: CGFloat = 667) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return window
}

let samples: [Sample] = [
  Sample(fixture: "simple-single-view") { hosted(SimpleSingleViewController()) },
  Sample(fixture: "red-blue-pinned") { makeRedBluePinned() },
  Sample(fixture: "simple-label-and-text-field") { hosted(NameFieldViewController()) },
  Sample(fixture: "simple-stack-view") { hosted(FlowerStackViewController()) },
  Sample(fixture: "unsatisfiable") { makeConflictingBanner() },
  Sample(fixture: "custom-views") { hosted(CustomViewsViewController()) },
  Sample(fixture: "self-sizing-cell") { makeSelfSizedCell() },
  Sample(
    fixture: "self-sizing-cell", overrides: TraitOverrides(contentSize: .accessibilityExtraExtraExtraLarge)
  ) {
    let cell = makeSelfSizedCell()
    // The cell's own traits are a phone's; the fitting is done again under the larger text size.
    cell.standaloneTraits = UITraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    cell.frame = CGRect(origin: .zero, size: size)
    return cell
  },
  Sample(fixture: "size-class-specific-layouts") { hosted(SizeClassLayoutViewController()) },
  Sample(fixture: "size-class-specific-layouts", overrides: TraitOverrides(orientation: .landscape)) {
    // Rotating the window changes the traits; the controller swaps its constraints.
    let window = hosted(SizeClassLayoutViewController())
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    return window
  },
  Sample(fixture: "size-class-specific-layouts", overrides: TraitOverrides(device: .iPad10)) {
    hosted(SizeClassLayoutViewController(), width: 820, height: 1180)
  },
  Sample(fixture: "adaptive-single-view") { hosted(AdaptiveSingleViewController(), width: 667, height: 375) },
  Sample(fixture: "two-buttons-equal-spacing") { hosted(EqualSpacingViewController()) },
  Sample(fixture: "image-aspect-ratio") { hosted(AspectRatioViewController()) },
  Sample(fixture: "dynamic-height-label-and-text-field") { hosted(TallLabelViewController()) },
  Sample(fixture: "rtl-form") { hosted(RightToLeftFormViewController()) },
  Sample(fixture: "signup-stack-fill") { makeSignUpForm() },
  Sample(fixture: "nested-stack-views") { hosted(NestedStacksViewController()) },
  Sample(fixture: "scroll-view") { hosted(ScrollingArticleViewController()) },
  Sample(fixture: "readable-content") { hosted(ReadableArticleViewController(), width: 1180, height: 820) },
  Sample(fixture: "controls-in-code") { hosted(ControlsViewController()) },
  Sample(fixture: "ambiguous") { makeAmbiguousBadge() },
  Sample(fixture: "signup-stack-equalSpacing") { makeSignUpForm(distribution: .equalSpacing, height: 140) },
  Sample(fixture: "signup-stack-fillEqually") { makeSignUpForm(distribution: .fillEqually, height: 140) },
  Sample(fixture: "signup-stack-equalCentering") {
    makeSignUpForm(distribution: .equalCentering, height: 140)
  },
  Sample(fixture: "three-equal-width-buttons") { hosted(ThreeButtonsViewController()) },
  Sample(fixture: "two-views-complex-widths") { hosted(ComplexWidthsViewController()) },
  Sample(fixture: "signup-multipliers") { hosted(MultipliersViewController()) },
  Sample(fixture: "animating-dynamic-changes") { hosted(AnimatingChangesViewController()) },
  Sample(fixture: "animating-dynamic-changes", states: 1) {
    let controller = AnimatingChangesViewController()
    let window = hosted(controller)
    controller.addEnteringBox()
    return window
  },
  Sample(fixture: "animating-dynamic-changes", states: 2) {
    let controller = AnimatingChangesViewController()
    let window = hosted(controller)
    controller.addEnteringBox()
    controller.moveIn()
    return window
  },
  Sample(fixture: "animating-dynamic-changes", states: 3) {
    let controller = AnimatingChangesViewController()
    let window = hosted(controller)
    controller.addEnteringBox()
    controller.moveIn(removingPushedBox: true)
    return window
  },
]

/// The frames of the views with an identifier, in their superviews' coordinates.
@MainActor
func identifiedFrames(_ view: UIView) -> [String: CGRect] {
  var frames: [String: CGRect] = [:]
  var pending = [view]
  while let next = pending.popLast() {
    if let identifier = next.accessibilityIdentifier { frames[identifier] = next.frame }
    pending += next.subviews
  }
  return frames
}

/// The document's frames and drawing, laid out with the text engine PlumbUIKit measures with.
func documentLayout(_ sample: Sample) throws -> (frames: [String: CGRect], messages: [String], png: [UInt8]) {
  let document = try DocumentLoader().load(
    path: fixtures.appendingPathComponent(sample.fixture + ".yaml").path)
  let (live, engine, result) = try document.makeEngine(
    afterStates: sample.states, options: BuildOptions(overrides: sample.overrides),
    measurer: LayoutSession.textEngine)
  defer { LayoutConstraint.deactivate(live.screen.root.activeConstraints) }
  let png = try Renderer(text: LayoutSession.textEngine).render(engine, result: result)
  var frames: [String: CGRect] = [:]
  for view in result.views {
    frames[view.id] = CGRect(
      x: CGFloat(view.frame.minX), y: CGFloat(view.frame.minY), width: CGFloat(view.frame.width),
      height: CGFloat(view.frame.height))
  }
  return (frames, result.diagnostics.filter { $0.kind == .unsatisfiable }.map(\.message), png)
}

@MainActor @Suite struct FixtureComparisonTests {
  /// Each sample lays out to exactly the frames of its document: the same views (by accessibility identifier and
  /// document id) at the same places, to the pixel.
  @Test(arguments: samples)
  func samplesMatchTheirDocuments(_ sample: Sample) throws {
    var console: [String] = []
    UIKitConsole.handler = { console.append($0) }
    defer { UIKitConsole.handler = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
    let root = sample.make()
    root.layoutIfNeeded()
    let expected = try documentLayout(sample)
    let actual = identifiedFrames(root)
    #expect(Set(actual.keys) == Set(expected.frames.keys))
    for (id, frame) in expected.frames.sorted(by: { $0.key < $1.key }) {
      #expect(actual[id] == frame, "\(id)")
    }
    // Conflicts print what UIKit prints, once each, as the document's diagnostics say.
    #expect(console == expected.messages)
  }

  /// Each sample draws the same picture as its document: the same PNG, byte for byte.
  @Test(arguments: samples)
  func samplesDrawLikeTheirDocuments(_ sample: Sample) throws {
    UIKitConsole.handler = { _ in }
    defer { UIKitConsole.handler = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
    let root = sample.make()
    let session = try #require(LayoutSession.current(root))
    let png = try Renderer(text: LayoutSession.textEngine).render(session.engine, result: session.result)
    let expected = try documentLayout(sample).png
    #expect(png == expected)
    if png != expected {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-uikit-samples")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data(png).write(to: folder.appendingPathComponent(sample.fixture + ".sample.png"))
      try? Data(expected).write(to: folder.appendingPathComponent(sample.fixture + ".document.png"))
    }
  }
}

/// Every sample is iOS code: it imports UIKit where UIKit exists and PlumbUIKit otherwise, and nothing else.
@Test func samplesImportOnlyUIKitOrPlumbUIKit() throws {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasSuffix(".swift")
  }
  #expect(files.count >= 10)
  let header = "#if canImport(UIKit)\n  import UIKit\n#else\n  import PlumbUIKit\n#endif\n"
  for file in files.sorted() {
    let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    #expect(text.hasPrefix(header), "\(file)")
    let imports = text.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
    }
    #expect(imports.count == 2, "\(file) imports \(imports)")
  }
}
