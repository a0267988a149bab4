import Foundation
import SnapshotTesting
import Testing

#if canImport(UIKit)
  import UIKit

  /// swift-snapshot-testing's default on Apple platforms.
  let recordMode = SnapshotTestingConfiguration.Record.missing
#else
  import PlumbUIKit
  import PlumbSnapshotTesting
  import PlumbVerify

  /// References are committed; a missing one fails rather than being written, unless `PLUMB_RECORD` names a
  /// ``RecordMode`` (swift-snapshot-testing's record modes have the same names).
  let recordMode =
    (try? RecordMode.fromEnvironment()).flatMap { SnapshotTestingConfiguration.Record(rawValue: $0.rawValue) }
    ?? .never
#endif

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

  @Test func viewControllerInDarkMode() {
    assertSnapshot(
      of: NameFieldViewController(),
      as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func hierarchyAsText() {
    assertSnapshot(of: FlowerStackViewController(), as: .recursiveDescription)
  }
}
