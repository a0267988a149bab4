import Foundation
import PlumbLayout
import PlumbLocalization
import Testing

@Suite struct StringsFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// `key=value` pairs in order, or the error's `LINE:COLUMN: message` start.
    var expected: Result<[String], Failure>
    struct Failure: Error, Sendable { var place: String }
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "ibtool's export",
      text: """
        /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-def"; */
        "abc-12-def.text" = "Bonjour";

        /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "xyz-34-uvw"; */
        "xyz-34-uvw.normalTitle" = "Partager";
        """, expected: .success(["abc-12-def.text=Bonjour", "xyz-34-uvw.normalTitle=Partager"])),
    Case(
      name: "escapes", text: #""a" = "line\none \"quoted\" back\\slash \U00e9\u00E8 tab\t";"#,
      expected: .success(["a=line\none \"quoted\" back\\slash éè tab\t"])),
    Case(
      name: "line comments, bare strings, a key alone", text: "// a comment\nkey = value;\n\"same\";\n",
      expected: .success(["key=value", "same=same"])),
    Case(
      name: "a later pair wins in values but both are entries", text: "\"k\" = \"1\";\n\"k\" = \"2\";",
      expected: .success(["k=1", "k=2"])),
    Case(name: "empty file", text: "", expected: .success([])),
    Case(name: "only comments", text: "/* nothing */\n// here\n", expected: .success([])),
    Case(name: "braced table", text: "{ \"a\" = \"b\"; }", expected: .success(["a=b"])),
    Case(
      name: "missing semicolon", text: "\"a\" = \"b\"\n\"c\" = \"d\";",
      expected: .failure(.init(place: "2:1: expected ';' after the entry for \"a\""))),
    Case(
      name: "unterminated string", text: "\"a\" = \"b;\n",
      expected: .failure(.init(place: "1:7: a string opened here is never closed"))),
    Case(
      name: "unterminated comment", text: "\"a\" = \"b\";\n/* open",
      expected: .failure(.init(place: "2:1: a comment opened here is never closed"))),
    Case(
      name: "value missing", text: "\"a\" = ;",
      expected: .failure(.init(place: "1:7: expected a value after '='"))),
    Case(
      name: "ends after a key", text: "\"a\" = \"b\"",
      expected: .failure(.init(place: "1:10: the file ends after"))),
    Case(
      name: "unclosed brace", text: "{ \"a\" = \"b\";",
      expected: .failure(.init(place: "1:13: the table opened with '{' is never closed"))),
    Case(
      name: "junk", text: "\"a\" = \"b\";\n@",
      expected: .failure(.init(place: "2:1: expected a key in double quotes"))),
  ]

  @Test(arguments: cases)
  func reads(_ example: Case) {
    let result = Result { () throws(LocalizationError) in
      try StringsFile.parse(Array(example.text.utf8), path: "fr.lproj/Main.strings")
    }
    switch (result, example.expected) {
    case (.success(let file), .success(let pairs)):
      #expect(file.entries.map { "\($0.key)=\($0.value)" } == pairs)
    case (.failure(let error), .failure(let failure)):
      // `LINE:COLUMN: message` → `FILE:LINE:COLUMN: error: message`.
      let place = failure.place.replacingOccurrences(of: ": ", with: ": error: ", options: [], range: nil)
      #expect(error.description.hasPrefix("fr.lproj/Main.strings:\(place)"), "\(error)")
    case (.success(let file), .failure):
      Issue.record("read \(file.entries) where an error was expected")
    case (.failure(let error), .success):
      Issue.record("\(error)")
    }
  }

  @Test func keysKnowTheirPlace() throws {
    let file = try StringsFile.parse(Array("/* c */\n\n  \"k\" = \"v\";".utf8), path: "x.strings")
    #expect(file.entries.first.map { [$0.line, $0.column] } == [3, 3])
  }

  @Test func readsUTF16AsIbtoolWritesIt() throws {
    let text = "\"a.text\" = \"مرحبا\";"
    for (mark, littleEndian) in [([UInt8(0xFF), 0xFE], true), ([0xFE, 0xFF], false), ([], true)] {
      var bytes = mark
      for unit in text.utf16 {
        bytes +=
          littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      }
      #expect(try StringsFile.parse(bytes, path: "ar.strings").values == ["a.text": "مرحبا"])
    }
    #expect(
      try StringsFile.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "x").values["a.text"] == "مرحبا")
  }
}

@Suite struct StringCatalogTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "abc-12-def.text" : {
          "comment" : "Class = \\"UILabel\\"; text = \\"Share\\"; ObjectID = \\"abc-12-def\\";",
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Partager" } },
            "ar" : { "stringUnit" : { "state" : "needs_review", "value" : "مشاركة" } },
            "de" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld élément" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } }
          }
        },
        "Tap" : {
          "localizations" : {
            "fr" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquer" } },
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Toucher" } } } } }
          }
        },
        "Untranslated" : { }
      },
      "version" : "1.0"
    }
    """

  @Test func readsUnitsAndTheFormsAnIPhoneScreenshotShows() throws {
    let catalog = try StringCatalog.parse(Data(Self.catalog.utf8), path: "Main.xcstrings")
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["ar", "fr"])
    #expect(
      catalog.values["fr"] == [
        "abc-12-def.text": "Partager", "%lld items": "%lld éléments", "Tap": "Toucher",
      ])
    #expect(catalog.values["ar"] == ["abc-12-def.text": "مشاركة"])
    #expect(catalog.keys.count == 4)
  }

  @Test(arguments: [
    ("{ \"strings\": ", "Main.xcstrings:1:"), ("[1, 2]", "has no \"strings\" object"),
    ("{ \"sourceLanguage\": \"en\" }", "has no \"strings\" object"),
  ])
  func refusesWhatIsNoCatalog(text: String, message: String) {
    #expect(throws: LocalizationError.self) {
      try StringCatalog.parse(Data(text.utf8), path: "Main.xcstrings")
    }
    do {
      _ = try StringCatalog.parse(Data(text.utf8), path: "Main.xcstrings")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }
}

@Suite struct LocalizerTests {
  @Test func aRegionFallsBackToItsLanguageAndAStringsFileWinsOverACatalog() throws {
    var tables = StringTables()
    tables.add(
      try StringsFile.parse(Array("\"a\" = \"pt a\";\n\"b\" = \"pt b\";".utf8), path: "pt"), language: "pt")
    tables.add(try StringsFile.parse(Array("\"a\" = \"br a\";".utf8), path: "pt-BR"), language: "pt-BR")
    tables.add(try StringCatalog.parse(Data(StringCatalogTests.catalog.utf8), path: "Main.xcstrings"))
    tables.add(try StringsFile.parse(Array("\"Tap\" = \"Appuyer\";".utf8), path: "fr"), language: "fr")
    #expect(tables.table(for: "pt-BR") == ["a": "br a", "b": "pt b"])
    #expect(tables.table(for: "pt_br") == ["a": "br a", "b": "pt b"])
    #expect(tables.table(for: "fr-CA")?["Tap"] == "Appuyer")
    #expect(tables.table(for: "de") == nil)
    #expect(tables.languages == ["ar", "fr", "pt", "pt-BR"])
  }

  @Test func aMissingTranslationShowsTheDevelopmentLanguageAndIsCounted() {
    let french = Localizer(language: .localization("fr"), table: ["a.text": "Partager"])
    var count = TranslationCount(language: .localization("fr"))
    for (key, base) in [("a.text", "Share"), ("b.text", "Cancel")] {
      let shown = french.text(key: key, base: base)
      count.record(key: key, translated: shown.translated)
    }
    #expect(french.text(key: "a.text", base: "Share").text == "Partager")
    #expect(french.text(key: "b.text", base: "Cancel").text == "Cancel")
    #expect(count.strings == 2)
    #expect(count.translated == 1)
    #expect(count.missing == ["b.text"])
  }

  @Test(arguments: [
    (Pseudolanguage.doubleLength, "Share now", "Share now Share now"), (.bounded, "Share", "[# Share #]"),
    (.accented, "Share 2 Go!", "Šĥàŕé 2 Ĝö!"), (.rightToLeft, "Share", "Share"), (.accented, "", ""),
  ])
  func pseudolanguagesRewriteTheDevelopmentLanguage(pseudo: Pseudolanguage, text: String, shown: String) {
    #expect(Localizer(language: .pseudo(pseudo), table: nil).text(key: "k", base: text).text == shown)
  }
}
