import Foundation
import Testing

@testable import PlumbPipeline

/// Folders walked as apps: which files are documents, what is skipped, where outputs go, what the user ignores.
@Suite struct InputWalkTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent("plumb-walk-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, to relative: String) throws {
    let path = (folder as NSString).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func relative(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(folder.count + 1)) } }

  static let yamlDocument = "size: [100, 50]\nroot: { subviews: [] }\n"
  static let jsonDocument = #"{"size": [100, 50], "root": {"subviews": []}}"#

  @Test func anAppFolderYieldsItsDocumentsAndSkipsEverythingElse() throws {
    let files: [(String, String)] = [
      ("App/Base.lproj/Main.storyboard", "<document/>"),
      ("App/Share Extension/MainInterface.storyboard", "<document/>"),
      ("App/Today Extension/MainInterface.storyboard", "<document/>"),
      ("App/Views/Cell.xib", "<document/>"),
      ("App/Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#),
      ("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": []}"#),
      ("App/Fonts/Brand-Regular.ttf", "font"),
      ("Layouts/login.yaml", Self.yamlDocument),
      ("Layouts/login.json", Self.jsonDocument),
      ("project.yml", "name: App\ntargets:\n  App: { type: application }\n"),
      (
        "Lib.podspec.json",
        #"{"name": "Lib", "source": {"git": "x"}, "root": 1}"#.replacingOccurrences(
          of: #", "root": 1"#, with: "")
      ),
      ("Pods/Lib/Thing.xib", "<document/>"),
      ("Carthage/Checkouts/X/Y.storyboard", "<document/>"),
      ("build/Z.xib", "<document/>"),
      ("node_modules/m/a.yaml", Self.yamlDocument),
      (".github/workflows/ci.yml", "on: push\n"),
      ("App.xcodeproj/project.xcworkspace/contents.json", Self.jsonDocument),
    ]
    for (path, text) in files { try write(text, to: path) }
    let set = try Pipeline.walk([folder])
    #expect(
      relative(set.files.map(\.path)) == [
        "App/Base.lproj/Main.storyboard", "App/Share Extension/MainInterface.storyboard",
        "App/Today Extension/MainInterface.storyboard", "App/Views/Cell.xib", "Layouts/login.json",
        "Layouts/login.yaml",
      ])
    #expect(
      set.files.map(\.outputFolder) == [
        "App", "App/Share Extension", "App/Today Extension", "App/Views", "Layouts",
        "Layouts",
      ])
    #expect(set.files.allSatisfy { !$0.isExplicit })
    #expect(relative(set.skipped) == ["Lib.podspec.json", "project.yml"])
    #expect(relative(set.assetCatalogs) == ["App/Assets.xcassets"])
    #expect(relative(set.fontFiles) == ["App/Fonts/Brand-Regular.ttf"])
    #expect(set.files[1].outputName("MainInterface.png") == "App/Share Extension/MainInterface.png")
  }

  @Test func aFileNamedOnTheCommandLineIsTakenAsItIs() throws {
    try write("name: not a layout\n", to: "tool.yml")
    let set = try Pipeline.walk(["\(folder)/tool.yml"])
    #expect(set.files == [SourceFile(path: "\(folder)/tool.yml")])
    #expect(set.files.first?.outputName("tool.png") == "tool.png")
  }

  @Test func localizedCopiesOfOneStoryboardAreOneInput() throws {
    for path in [
      "A/Base.lproj/Main.storyboard", "A/en.lproj/Main.storyboard", "A/fr.lproj/Main.storyboard",
      "B/fr.lproj/Other.xib", "B/en.lproj/Other.xib", "C/de.lproj/Only.xib",
    ] {
      try write("<document/>", to: path)
    }
    let set = try Pipeline.walk([folder])
    #expect(
      relative(set.files.map(\.path)) == [
        "A/Base.lproj/Main.storyboard", "B/en.lproj/Other.xib", "C/de.lproj/Only.xib",
      ])
    #expect(set.files.map(\.outputFolder) == ["A", "B", "C"])
    #expect(
      relative(set.skipped) == [
        "A/en.lproj/Main.storyboard", "A/fr.lproj/Main.storyboard", "B/fr.lproj/Other.xib",
      ])
  }

  @Test func aLocalizedFileBesideAnUnlocalizedOneOfItsNameKeepsItsFolder() throws {
    for path in ["Share/Base.lproj/Lock.xib", "Share/Lock.xib", "Share/Base.lproj/Main.storyboard"] {
      try write("<document/>", to: path)
    }
    let set = try Pipeline.walk([folder])
    #expect(
      relative(set.files.map(\.path)) == [
        "Share/Base.lproj/Lock.xib", "Share/Base.lproj/Main.storyboard", "Share/Lock.xib",
      ])
    // Both Lock files would otherwise write Share/Lock.png and fail the run.
    #expect(set.files.map(\.outputFolder) == ["Share/Base.lproj", "Share", "Share"])
  }

  @Test func theIgnoreFileRulesOutWhatTheUserSays() throws {
    try write("Tests/\n*.xib\n!Keep.xib\n/Top.storyboard\n", to: ".plumbignore")
    try write("Local.yaml\n", to: "Sub/.plumbignore")
    for path in [
      "Tests/T.storyboard", "A.xib", "Keep.xib", "Top.storyboard", "Sub/Top.storyboard", "Sub/Local.yaml",
      "Sub/Other.yaml",
    ] {
      try write(path.hasSuffix("yaml") ? Self.yamlDocument : "<document/>", to: path)
    }
    let set = try Pipeline.walk([folder])
    #expect(relative(set.files.map(\.path)) == ["Keep.xib", "Sub/Other.yaml", "Sub/Top.storyboard"])
  }

  @Test func linksThatLeaveTheFolderAreNotFollowed() throws {
    let outside = folder + "-outside"
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try Self.yamlDocument.write(toFile: outside + "/secret.yaml", atomically: true, encoding: .utf8)
    try write(Self.yamlDocument, to: "inside.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/out.yaml", withDestinationPath: outside + "/secret.yaml")
    try FileManager.default.createSymbolicLink(atPath: folder + "/dir", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/alias.yaml", withDestinationPath: folder + "/inside.yaml")
    let set = try Pipeline.walk([folder])
    #expect(relative(set.files.map(\.path)) == ["alias.yaml", "inside.yaml"])
  }

  @Test(arguments: [
    ("Pods/", "Pods", true, true), ("Pods/", "Pods", false, false), ("*.xib", "a/b/C.xib", false, true),
    ("/Top.xib", "Top.xib", false, true), ("/Top.xib", "a/Top.xib", false, false),
    ("a/*.xib", "a/b/C.xib", false, false), ("a/**/C.xib", "a/b/c/C.xib", false, true),
    ("a/**/C.xib", "a/C.xib", false, true), ("**/Gen", "x/y/Gen", true, true),
    ("C?.xib", "Cd.xib", false, true),
    ("C[0-9].xib", "C7.xib", false, true), ("C[!0-9].xib", "C7.xib", false, false),
    ("\\#x", "#x", false, true),
    ("# comment", "# comment", false, false), ("doc/*.yaml", "doc/a.yaml", false, true),
  ])
  func ignorePatternsMatchAsGitDoes(pattern: String, path: String, isFolder: Bool, ignored: Bool) {
    #expect((IgnoreRules(pattern).decision(for: path, isFolder: isFolder) ?? false) == ignored)
  }

  @Test func theLastMatchingRuleDecides() {
    let rules = IgnoreRules("*.yaml\n!keep.yaml\n")
    #expect(rules.decision(for: "a.yaml", isFolder: false) == true)
    #expect(rules.decision(for: "keep.yaml", isFolder: false) == false)
    #expect(rules.decision(for: "a.xib", isFolder: false) == nil)
  }

  @Test(arguments: [
    ("root:\n  subviews: []\n", true), ("size: [1, 1]\nroot: {}\n", true), ("\"root\": {}\n", true),
    ("{size: [1, 1], root: {}}\n", true), ("name: x\n  root: 1\n", false), ("roots: 1\n", false),
    (#"{"images": [{"root": 1}], "info": {}}"#, false), (#"{"a": "root", "b": 1}"#, false),
    (#"{"a": "x\"root\":", "root": {}}"#, true), ("", false),
  ])
  func aLayoutDocumentHasATopLevelRootKey(text: String, isDocument: Bool) {
    let bytes = Array(text.utf8)
    #expect(
      (DocumentSniffer.jsonHasTopLevelRoot(bytes) || DocumentSniffer.yamlHasTopLevelRoot(bytes)) == isDocument
    )
  }
}
