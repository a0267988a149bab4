import Foundation
import PlumbDocument
import PlumbLayout
import Testing

/// Layout semantics as data: every document in `Layouts/` gives some views an `expect:` frame, worked out by hand in
/// its comments. Each lays out without a diagnostic, and each expected frame is the solved one exactly (superview
/// coordinates, on the pixel grid). Text is measured by ``FixedTextMeasurer``, so the figures do not depend on fonts.
@Suite struct ExpectedFramesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Layouts")

  /// The documents in `Layouts/`; an unreadable or empty folder is an error rather than a suite that runs nothing.
  static func documentNames() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".yaml")
    }
    guard !names.isEmpty else { throw CocoaError(.fileReadNoSuchFile) }
    return names.sorted()
  }

  @Test(arguments: try documentNames())
  func framesAreTheExpectedOnes(name: String) throws {
    let document = try DocumentLoader().load(path: Self.folder.appendingPathComponent(name).path)
    let result = try document.makeScreen().makeEngine(measurer: FixedTextMeasurer()).layout()
    #expect(result.diagnostics.map(\.message) == [])
    let expected = result.views.filter { $0.expectedFrame != nil }
    #expect(!expected.isEmpty, "the document expects no frame")
    for view in expected {
      #expect(view.frame == view.expectedFrame, "\(view.id)")
    }
  }
}
