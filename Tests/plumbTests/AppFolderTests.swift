import Foundation
import PlumbRender
import PlumbVerify
import Testing

/// `plumb render APP/` on the SampleApp fixture, an app-shaped folder: the walk, mirrored outputs, asset catalogs,
/// fonts, the summary, and one bad file costing the others nothing. The renders are goldens (`PLUMB_RECORD`).
@Suite struct AppFolderTests {
  let cli = CommandLineTests()
  let folder: URL
  static let app = FixtureSnapshotTests.fixtures.appendingPathComponent("SampleApp")
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/SampleApp")

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A copy of the SampleApp in the test's folder, to add broken files to.
  func copyOfTheApp() throws -> URL {
    let copy = folder.appendingPathComponent("SampleApp")
    try FileManager.default.copyItem(at: Self.app, to: copy)
    return copy
  }

  func files(under root: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix(".png") }.sorted()
  }

  static let images = [
    "SampleApp/Layouts/profile.png", "SampleApp/Main.png", "Share Extension/MainInterface.png",
    "Today Extension/MainInterface.png",
  ]

  @Test func theAppRendersItsOwnImagesColoursAndFontsAsTheGoldens() throws {
    let output = folder.appendingPathComponent("out")
    let run = try cli.plumb("render", Self.app.path, "-o", output.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "rendered 4 images of 4 scenes from 4 files into \(output.path) (2 skipped); 8 of 10 image references "
        + "resolved (1 system symbol drawn as a placeholder); custom fonts: 1 found, 0 missing\n")
    // Two MainInterface storyboards in two folders, the Base.lproj folder left out of the path.
    #expect(files(under: output) == Self.images)
    let mode = try RecordMode.fromEnvironment() ?? .never
    for image in Self.images {
      let bytes = try Data(contentsOf: output.appendingPathComponent(image))
      let check = try mode.check(bytes, reference: Self.goldens.appendingPathComponent(image))
      #expect(check == .unchanged, "\(check.message(image))")
    }
  }

  @Test func imagesAndFontsComeFromTheAppAroundANamedFile() throws {
    let storyboard = Self.app.appendingPathComponent("SampleApp/Base.lproj/Main.storyboard").path
    let output = folder.appendingPathComponent("one")
    let run = try cli.plumb("render", storyboard, "-o", output.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("; 3 of 5 image references resolved"))
    // The same picture as the whole app's run.
    let bytes = try Data(contentsOf: output.appendingPathComponent("Main.png"))
    #expect(bytes == (try Data(contentsOf: Self.goldens.appendingPathComponent("SampleApp/Main.png"))))
    let json = try cli.plumb("layout", storyboard, "--format", "json").stdout
    #expect(json.contains(#""image": "Logo", "asset": ""#) && json.contains("Logo.imageset/logo@2x.png"))
    #expect(json.contains(#""image": "Avatar", "assetMissing": true"#))
    #expect(json.contains(#""image": "star.fill", "symbol": true"#))
    #expect(json.contains("Fonts/ComicNeue-Bold.otf"))
  }

  @Test func withoutItsCatalogsAndFontsTheScreenIsPlaceholdersAndTheSystemFont() throws {
    // The storyboard alone, away from its app: every image a placeholder, the font a located warning.
    let lone = folder.appendingPathComponent("lone")
    try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.app.appendingPathComponent("SampleApp/Base.lproj/Main.storyboard"),
      to: lone.appendingPathComponent("Main.storyboard"))
    let run = try cli.plumb("render", lone.path, "-o", folder.appendingPathComponent("out").path, "--verbose")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("; 0 of 5 image references resolved"))
    #expect(run.stdout.contains("custom fonts: 0 found, 1 missing (Comic Neue)"))
    #expect(
      run.stderr.contains(
        "Main.storyboard:31:29: warning: the font family 'Comic Neue' of 'Title' (UILabel wlc-tt-001) and 2 more "
          + "is not among the app's font files or --fonts"))
    #expect(run.stderr.contains("warning: the image 'Logo' of view wlc-lg-001 is in no asset catalog"))
    // check says the missing font as a note and counts only the image without a stored size.
    let check = try cli.plumb("check", lone.appendingPathComponent("Main.storyboard").path)
    #expect(check.stdout.contains("Main.storyboard:31:29: note: the font family 'Comic Neue' of 'Title'"))
    #expect(check.stdout.contains("1 problem in 1 layout"))
    let drawn = try Data(contentsOf: folder.appendingPathComponent("out/Main.png"))
    #expect(drawn != (try Data(contentsOf: Self.goldens.appendingPathComponent("SampleApp/Main.png"))))
    // --assets and --fonts bring them back: the same picture as the app's own run.
    let assets = Self.app.appendingPathComponent("SampleApp/Assets.xcassets").path
    let fonts = Self.app.appendingPathComponent("SampleApp/Fonts").path
    let again = try cli.plumb(
      "render", lone.path, "-o", folder.appendingPathComponent("again").path, "--assets", assets, "--fonts",
      fonts)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      (try Data(contentsOf: folder.appendingPathComponent("again/Main.png")))
        == (try Data(contentsOf: Self.goldens.appendingPathComponent("SampleApp/Main.png"))))
  }

  @Test func oneBadFileCostsTheOthersNothing() throws {
    let app = try copyOfTheApp()
    try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes><scene>\n"
      .write(to: app.appendingPathComponent("SampleApp/Broken.storyboard"), atomically: true, encoding: .utf8)
    try "root:\n  subviews: [{ id: a, kind: nonsense }]\n"
      .write(to: app.appendingPathComponent("SampleApp/Layouts/bad.yaml"), atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out")
    let run = try cli.plumb("render", app.path, "-o", output.path)
    #expect(run.status == 3)
    #expect(run.stderr.contains("SampleApp/Broken.storyboard:2:16: error: malformed XML"))
    #expect(run.stderr.contains("SampleApp/Layouts/bad.yaml:2:"))
    #expect(run.stdout.contains("from 6 files into \(output.path) (2 skipped, 2 failed)"))
    #expect(files(under: output) == Self.images)
    // check and layout go on past them too, and say so.
    let check = try cli.plumb("check", app.path)
    #expect(check.status == 3)
    #expect(check.stdout.contains("2 files failed to load"))
    let layout = try cli.plumb("layout", app.path)
    #expect(layout.status == 3)
    #expect(layout.stdout.contains("== SampleApp/Main\n"))
  }

  @Test func aSecondRunDoesNotReadTheFirstRunsOutputs() throws {
    let app = try copyOfTheApp()
    for _ in 0..<2 {
      let run = try cli.plumbIn(
        app, "render", ".", "-o", "Output", "--overlay", "constraints", "--annotations")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.hasPrefix("rendered 4 images of 4 scenes from 4 files into Output (2 skipped)"))
    }
    let check = try cli.plumbIn(app, "check", ".")
    #expect(!check.stderr.contains("annotations.json"))
  }

  @Test func anOutputFolderThatIsALinkIsRefused() throws {
    let app = try copyOfTheApp()
    let output = folder.appendingPathComponent("out")
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("Share Extension"), withDestinationURL: elsewhere)
    let run = try cli.plumb("render", app.path, "-o", output.path)
    #expect(run.status != 0)
    #expect(run.stderr.contains("is a symbolic link; Plumb writes only inside the output folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  /// An untrusted document cannot copy a file from elsewhere into its drawings: its PNG paths stay inside its folder.
  @Test(arguments: ["../secret.png", "/etc/../tmp/secret.png", "link.png"])
  func aDocumentsImagesStayInsideItsFolder(image: String) throws {
    let documents = folder.appendingPathComponent("docs")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    let secret = folder.appendingPathComponent("secret.png")
    try Data(try PixelImage(width: 1, height: 1, rgba: [1, 2, 3, 255]).pngData()).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: documents.appendingPathComponent("link.png"), withDestinationURL: secret)
    let path = image.hasPrefix("/etc") ? secret.path : image
    try "size: [100, 100]\nroot:\n  subviews: [{ id: a, kind: image, image: \"\(path)\" }]\n"
      .write(to: documents.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    let run = try cli.plumbIn(documents, "render", "a.yaml", "-o", "out", "--format", "svg")
    #expect(run.status == 65)
    #expect(run.stderr.contains("a.yaml:3:43: error: image '\(path)' is outside the document's folder"))
    #expect(!FileManager.default.fileExists(atPath: documents.appendingPathComponent("out/a.svg").path))
  }
}
