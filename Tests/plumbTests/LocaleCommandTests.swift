import Foundation
import PlumbVerify
import Testing

/// `--locale` on the SampleApp fixture: French and Arabic `.strings` tables beside `Base.lproj`, a String Catalog
/// for the Today extension, and an extension with no translations at all.
@Suite struct LocaleCommandTests {
  let cli = CommandLineTests()
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func pngs(under root: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test func everyLocalizationOfEveryFileIsACase() throws {
    let output = folder.appendingPathComponent("all")
    let run = try cli.plumb("render", AppFolderTests.app.path, "-o", output.path, "--locale", "all")
    #expect(run.status == 0, "\(run.stderr)")
    // Each file's own languages: the Share extension has none, so it is one image without a suffix.
    #expect(
      pngs(under: output) == [
        "SampleApp/Layouts/profile.png", "SampleApp/Main@ar.png", "SampleApp/Main@base.png",
        "SampleApp/Main@fr.png",
        "Share Extension/MainInterface.png", "Today Extension/MainInterface@ar.png",
        "Today Extension/MainInterface@base.png", "Today Extension/MainInterface@fr.png",
      ])
    #expect(run.stdout.hasSuffix("; strings translated: ar 5 of 5, fr 5 of 5\n"), "\(run.stdout)")
    let mode = try RecordMode.fromEnvironment() ?? .never
    for image in ["SampleApp/Main@fr.png", "SampleApp/Main@ar.png", "Today Extension/MainInterface@fr.png"] {
      let bytes = try Data(contentsOf: output.appendingPathComponent(image))
      let check = try mode.check(bytes, reference: AppFolderTests.goldens.appendingPathComponent(image))
      #expect(check == .unchanged, "\(check.message(image))")
    }
  }

  @Test func aLanguageWithoutTranslationsFallsBackAndIsCounted() throws {
    let output = folder.appendingPathComponent("de")
    let run = try cli.plumb(
      "render", AppFolderTests.app.path, "-o", output.path, "--locale", "de-AT", "--verbose")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("; strings translated: de-AT 0 of 6 (the others shown in the development language"))
    #expect(run.stderr.contains("Main.storyboard: note: de-AT has no translation for wlc-tt-001.text"))
    // The same pixels as the development language: every string fell back.
    let base = folder.appendingPathComponent("base")
    _ = try cli.plumb("render", AppFolderTests.app.path, "-o", base.path)
    for image in AppFolderTests.images.map({ $0.replacingOccurrences(of: ".png", with: "") }) {
      #expect(
        try Data(contentsOf: output.appendingPathComponent(image + ".png"))
          == Data(contentsOf: base.appendingPathComponent(image + ".png")), "\(image)")
    }
  }

  @Test func aBrokenTableIsAWarningWithItsPlaceAndTheScreenStillDraws() throws {
    let app = folder.appendingPathComponent("SampleApp")
    try FileManager.default.copyItem(at: AppFolderTests.app, to: app)
    let table = app.appendingPathComponent("SampleApp/fr.lproj/Main.strings")
    try "\"wlc-tt-001.text\" = \"Bienvenue\"\n\"wlc-sb-001.text\" = \"x\";\n".write(
      to: table, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out")
    let run = try cli.plumb("render", app.path, "-o", output.path, "--locale", "fr")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(table.path):2:1: warning: expected ';' after the entry for \"wlc-tt-001.text\""), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("SampleApp/Main.png").path))
  }

  @Test func aLocalizedCopyIsShownInsteadOfTheBaseFile() throws {
    let app = folder.appendingPathComponent("SampleApp")
    try FileManager.default.copyItem(at: AppFolderTests.app, to: app)
    let base = app.appendingPathComponent("SampleApp/Base.lproj/Main.storyboard")
    let german = app.appendingPathComponent("SampleApp/de.lproj")
    try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
    let text = try String(contentsOf: base, encoding: .utf8)
      .replacingOccurrences(of: "text=\"Welcome to Sample\"", with: "text=\"Willkommen bei Sample, schön\"")
    try text.write(to: german.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    let german_ = try cli.plumb("layout", base.path, "--locale", "de", "--format", "json")
    let english = try cli.plumb("layout", base.path, "--format", "json")
    #expect(german_.status == 0, "\(german_.stderr)")
    #expect(german_.stdout != english.stdout)
    // The walk still takes the copy and the Base file as one input.
    let output = folder.appendingPathComponent("out")
    _ = try cli.plumb("render", app.path, "-o", output.path, "--locale", "all")
    #expect(
      pngs(under: output).filter { $0.hasPrefix("SampleApp/Main") }.count == 4, "\(pngs(under: output))")
  }

  @Test func documentsShowTheirKeysTranslations() throws {
    let french = folder.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
    try "\"greeting\" = \"Bonjour tout le monde\";\n".write(
      to: french.appendingPathComponent("Screens.strings"), atomically: true, encoding: .utf8)
    let document = folder.appendingPathComponent("hello.yaml")
    try """
    strings: Screens
    size: [320, 100]
    root:
      subviews:
        - { id: hello, kind: label, text: Hello, key: greeting }
        - { id: other, kind: label, text: Bye, key: farewell }
    constraints:
      - "H:|-[hello]"
      - "H:|-[other]"
      - "V:|-[hello]-[other]"
    """.write(to: document, atomically: true, encoding: .utf8)
    let english = try cli.plumb("layout", document.path, "--format", "json")
    let translated = try cli.plumb("layout", document.path, "--format", "json", "--locale", "fr")
    #expect(translated.status == 0, "\(translated.stderr)")
    #expect(english.stdout != translated.stdout)
    let output = folder.appendingPathComponent("out")
    let run = try cli.plumb("render", document.path, "-o", output.path, "--locale", "all")
    #expect(pngs(under: output) == ["hello@base.png", "hello@fr.png"])
    #expect(
      run.stdout.hasSuffix(
        "; strings translated: fr 1 of 2 (the others shown in the development language; "
          + "--verbose lists them)\n"), "\(run.stdout)")
  }
}
