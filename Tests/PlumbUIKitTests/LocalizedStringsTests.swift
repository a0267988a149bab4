import Foundation
import PlumbLayout
import PlumbUIKit
import Testing

/// `NSLocalizedString` and `String(localized:)` read the app's tables as the running app would.
@Suite(.serialized) struct LocalizedStringsTests {
  /// An app folder with a French `.strings` table and a String Catalog, as Xcode lays them out.
  static func appFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-strings-\(UUID().uuidString)")
    let french = folder.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
    try """
    /* The welcome screen's title. */
    "welcome.title" = "Bienvenue";
    "%@ shared %lld photos" = "%2$lld photos partagées par %1$@";
    """.write(to: french.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    try """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "%lld items" : { "localizations" : { "fr" : { "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld élément" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } } } },
      "settings.title" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإعدادات" } } } } } }
    """.write(to: folder.appendingPathComponent("Settings.xcstrings"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func codeReadsTheTablesOfTheLanguageShown() throws {
    let folder = try Self.appFolder()
    defer {
      AppStrings.folders = []
      AppStrings.language = .development
      try? FileManager.default.removeItem(at: folder)
    }
    AppStrings.folders = [folder]
    AppStrings.language = .localization("fr")
    #expect(NSLocalizedString("welcome.title", comment: "") == "Bienvenue")
    // A key no table has shows its value, else the key itself.
    #expect(NSLocalizedString("missing", value: "Fallback", comment: "") == "Fallback")
    #expect(NSLocalizedString("missing", comment: "") == "missing")
    let name = "Ana"
    let count = 3
    // Translators may reorder values by position.
    #expect(String(localized: "\(name) shared \(count) photos") == "3 photos partagées par Ana")
    #expect(String(localized: "\(count) items", table: "Settings") == "3 éléments")
    AppStrings.language = .localization("ar")
    #expect(String(localized: "settings.title", table: "Settings") == "الإعدادات")
    AppStrings.language = .development
    // The development language takes a catalog's own value for a key.
    #expect(String(localized: "settings.title", table: "Settings") == "Settings")
    #expect(String(localized: "greeting", defaultValue: "Hello \(name)") == "Hello Ana")
    AppStrings.language = .pseudo(.bounded)
    #expect(NSLocalizedString("welcome.title", value: "Welcome", comment: "") == "[# Welcome #]")
  }

  @MainActor @Test func aTranslatedLabelIsSizedByItsTranslation() throws {
    let folder = try Self.appFolder()
    defer {
      AppStrings.folders = []
      AppStrings.language = .development
      try? FileManager.default.removeItem(at: folder)
    }
    AppStrings.folders = [folder]
    func width() -> CGFloat {
      let label = UILabel()
      label.text = NSLocalizedString("welcome.title", value: "Hi", comment: "")
      return label.intrinsicContentSize.width
    }
    let english = width()
    AppStrings.language = .localization("fr")
    #expect(width() > english)
  }
}
