import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Xcode's canvas as data: every file in `Fixtures/Canvas/` is a small storyboard or XIB whose stored frames are the
/// ones Xcode stores for that case (its comment says which canvas detail it shows and where the figures were read).
/// Each scene lays out on Xcode's canvas without a warning, and every view with a stored frame Plumb expects lands
/// on it exactly. Text is measured by ``FixedTextMeasurer``; the cases hold no text whose size matters.
@Suite struct StoredFrameCasesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Canvas")

  /// The files in `Fixtures/Canvas/`; an unreadable or empty folder is an error rather than a suite that runs
  /// nothing.
  static func caseNames() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    guard !names.isEmpty else { throw CocoaError(.fileReadNoSuchFile) }
    return names.sorted()
  }

  @Test(arguments: try caseNames())
  func framesAreTheStoredOnes(name: String) throws {
    let document = try InterfaceBuilderDocument.load(contentsOf: Self.folder.appendingPathComponent(name))
    var compared = 0
    for scene in document.scenes {
      #expect(scene.warnings.map(\.message) == [], "\(scene.displayName)")
      let result = layout(scene)
      for view in result.views {
        guard let expected = view.expectedFrame else { continue }
        compared += 1
        #expect(view.frame == expected, "\(scene.displayName): \(view.id)")
      }
    }
    #expect(compared > 0, "the file expects no frame")
  }
}
