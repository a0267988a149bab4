import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Files Xcode saved clean, as data: every file in `Fixtures/Clean/` is a small storyboard or XIB that Xcode showed
/// without an issue (its comment says what once made Plumb report one). Each scene has no warning that counts as a
/// problem in the file and its layout no diagnostic, on Xcode's canvas with measured and with stored content sizes.
@Suite struct CleanFilesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Clean")

  /// The files in `Fixtures/Clean/`; an unreadable or empty folder is an error rather than a suite that runs
  /// nothing.
  static func caseNames() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    guard !names.isEmpty else { throw CocoaError(.fileReadNoSuchFile) }
    return names.sorted()
  }

  @Test(arguments: try caseNames(), [false, true])
  func noProblems(name: String, storedSizes: Bool) throws {
    var options = InterfaceBuilderOptions()
    options.useStoredContentSizes = storedSizes
    let document = try InterfaceBuilderDocument.load(
      contentsOf: Self.folder.appendingPathComponent(name), options: options)
    #expect(!document.scenes.isEmpty)
    for scene in document.scenes {
      let problems = scene.warnings.filter(\.kind.isProblemInFile).map(\.message)
      #expect(problems == [], "\(scene.displayName)")
      let result = layout(scene)
      #expect(result.diagnostics.map(\.message) == [], "\(scene.displayName)")
    }
  }
}
