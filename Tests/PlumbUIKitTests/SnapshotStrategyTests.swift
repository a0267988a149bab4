import Foundation
import SnapshotTesting
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
  import PlumbSnapshotTesting
#endif

/// References are committed; a missing one fails rather than being written, unless SNAPSHOT_TESTING_RECORD asks.
let recordMode =
  ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
  .flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .never

/// swift-snapshot-testing's UIKit calls, unchanged: view controllers on device configurations, views as images,
/// traits, and the hierarchy as text.
@MainActor @Suite(.snapshots(record: recordMode)) struct SnapshotStrategyTests {
  @Test func viewControllerOnADevice() {
    assertSnapshot(of: NameFieldViewController(), as: .image(on: .iPhoneSe))
    assertSnapshot(of: NameFieldViewController(), as: .image(on: .iPhoneX(.landscape)))
  }

  @Test func viewAsImage() {
    assertSnapshot(of: makeRedBluePinned(), as: .image)
  }

  @Test func viewControllerUnderTraits() {
    assertSnapshot(
      of: FlowerStackViewController(),
      as: .image(
        on: .iPhone8, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)))
  }

  @Test func hierarchyAsText() {
    assertSnapshot(of: FlowerStackViewController(), as: .recursiveDescription)
  }
}
