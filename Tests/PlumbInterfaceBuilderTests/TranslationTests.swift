import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbLocalization
import Testing

/// A storyboard in `Translated/Base.lproj` shown with `Translated/fr.lproj/Translated.strings`: every kind of
/// string `ibtool --export-strings-file` writes a key for.
@Suite struct TranslationTests {
  func load(_ language: Language, table: [String: String]?) throws -> (IBScene, InterfaceBuilderDocument) {
    var options = InterfaceBuilderOptions()
    options.language = language
    options.localizer = Localizer(language: language, table: table)
    let document = try fixture("Translated/Base.lproj/Translated.storyboard", options: options)
    return (try #require(document.scene(named: "Translated")), document)
  }

  func french() throws -> [String: String] {
    let url = try #require(
      Bundle.module.url(
        forResource: "Translated", withExtension: "strings", subdirectory: "Fixtures/Translated/fr.lproj"))
    return try StringsFile.parse(Array(try Data(contentsOf: url)), path: url.path).values
  }

  /// Each view's text, title, placeholder or segments as the scene's views hold them.
  func shown(_ scene: IBScene) -> [String: String] {
    let (engine, _) = scene.layoutWithEngine(measurer: FixedTextMeasurer())
    var result: [String: String] = [:]
    for view in engine.root.subtree {
      let parts = [view.text?.text, view.placeholder].compactMap { $0 } + view.segments
      if !parts.isEmpty { result[view.identifier] = parts.joined(separator: "|") }
    }
    return result
  }

  @Test func everyExportedKindOfStringIsTranslated() throws {
    let (scene, document) = try load(.localization("fr"), table: try french())
    let texts = shown(scene)
    #expect(texts["trn-lb-001"] == "Bonjour")
    #expect(texts["trn-bt-001"] == "Toucher")
    // A button with both a state title and a configuration title shows the state's (both are translated).
    #expect(texts["trn-bt-002"] == "Bouton")
    #expect(texts["trn-tf-001"] == "|Courriel")
    #expect(texts["trn-sg-001"] == "Un|Deux")
    #expect(texts["trn-tv-001"] == "Ligne un\nLigne deux")
    // The label without a translation keeps the development language, and is counted.
    #expect(texts["trn-lb-002"] == "Untranslated")
    let count = try #require(document.translation)
    #expect(count.strings == 11)
    #expect(count.missing == ["trn-lb-002.text"])
  }

  @Test func oneParseServesEveryLanguageAndKeepsTheFilesOwnText() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "Translated", withExtension: "storyboard", subdirectory: "Fixtures/Translated/Base.lproj"
      ))
    let limits = InterfaceBuilderLimits()
    let parsed = try ParsedInterfaceBuilderFile(
      data: InterfaceBuilderDocument.read(contentsOf: url, limits: limits), limits: limits)
    var french = InterfaceBuilderOptions()
    french.language = .localization("fr")
    french.localizer = Localizer(language: .localization("fr"), table: try self.french())
    let translated = try InterfaceBuilderDocument.load(parsed, options: french)
    // Loaded again from the same parse after the translation: the development language's text, as from the file.
    let plain = try InterfaceBuilderDocument.load(parsed, options: InterfaceBuilderOptions())
    let fromFile = try load(.development, table: nil).0
    let scene = { (document: InterfaceBuilderDocument) in try #require(document.scene(named: "Translated")) }
    #expect(shown(try scene(translated)) == shown(try load(.localization("fr"), table: try self.french()).0))
    #expect(shown(try scene(plain)) == shown(fromFile))
    #expect(shown(try scene(plain))["trn-lb-001"] == "Hello")
  }

  @Test func translatedTextSizesTheViews() throws {
    let (plain, _) = try load(.development, table: nil)
    let (french, _) = try load(.localization("fr"), table: try french())
    // The fixed measurer's advance is half the point size: 20-pt "Hello" is 50 wide, "Bonjour" 70.
    #expect(frame(layout(plain), "trn-lb-001").width == 50)
    #expect(frame(layout(french), "trn-lb-001").width == 70)
  }

  @Test func aLanguageWithoutATableShowsTheDevelopmentLanguageAndCountsEveryString() throws {
    let (scene, document) = try load(.localization("de"), table: nil)
    #expect(shown(scene)["trn-lb-001"] == "Hello")
    #expect(document.translation?.translated == 0)
    #expect(document.translation?.strings == 11)
  }

  @Test func pseudolanguagesRewriteEveryString() throws {
    let (bounded, _) = try load(.pseudo(.bounded), table: nil)
    #expect(shown(bounded)["trn-lb-002"] == "[# Untranslated #]")
    #expect(shown(bounded)["trn-sg-001"] == "[# One #]|[# Two #]")
    let (plain, document) = try load(.development, table: nil)
    #expect(shown(plain)["trn-lb-001"] == "Hello")
    #expect(document.translation?.strings == 0)
  }

  /// Stored frames describe the file's own text at the default size: with stored frames compared, a wider
  /// development-language label is a note (Plumb's text metrics differ), but the same label wider in French, in a
  /// pseudolanguage or at another Dynamic Type size is the case's doing and is neither noted nor marked.
  @Test func storedFramesAreComparedOnlyInTheCaseTheyDescribe() throws {
    func differences(
      _ language: Language, table: [String: String]?, size: ContentSizeCategory = .large,
      advance: Double = 0.5
    ) throws -> (notes: Int, misplaced: Int) {
      var options = InterfaceBuilderOptions(contentSizeCategory: size)
      options.language = language
      options.localizer = Localizer(language: language, table: table)
      options.comparesStoredFrames = true
      let document = try fixture("Translated/Base.lproj/Translated.storyboard", options: options)
      let result = try #require(document.scene(named: "Translated"))
        .layout(measurer: FixedTextMeasurer(advancePerPoint: advance))
      let notes = result.notes.filter { $0.message.hasPrefix("Plumb lays out") }
      return (notes.count, result.views.filter(\.isMisplaced).count)
    }
    let own = try differences(.development, table: nil)
    let wider = try differences(.development, table: nil, advance: 0.6)
    #expect(wider.notes > own.notes && wider.misplaced > own.misplaced, "\(own) \(wider)")
    #expect(try differences(.localization("fr"), table: try french()) == (0, 0))
    #expect(try differences(.pseudo(.doubleLength), table: nil) == (0, 0))
    #expect(try differences(.development, table: nil, size: .accessibilityExtraExtraExtraLarge) == (0, 0))
  }
}
