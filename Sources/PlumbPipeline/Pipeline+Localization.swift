import Foundation
public import PlumbLayout
import PlumbLocalization

extension Pipeline {
  /// Every language `file` can be shown in: the development language, then each localization its translations
  /// (`.strings` files, String Catalogs, localized copies) have, sorted.
  public func languages(for file: String) -> [Language] {
    // A document's table is the one it names; an Interface Builder file's is its own name.
    let table = Self.isInterfaceBuilder(file) ? nil : (try? document(file))?.stringsTable ?? "Localizable"
    return [.development]
      + translations.translations(for: file, table: table).languages.map { .localization($0) }
  }

  /// How `file` shows its strings in `language`: the localizer (nil for the file's own text), and a localized copy
  /// of an Interface Builder file to read instead, when the language has one.
  func localization(for file: String, language: Language?, doubleStrings: Bool, table: String? = nil)
    -> (localizer: Localizer?, copy: String?)
  {
    switch language {
    case nil, .development?:
      return (doubleStrings ? Localizer(language: .pseudo(.doubleLength), table: nil) : nil, nil)
    case .pseudo?:
      return (language.map { Localizer(language: $0, table: nil) }, nil)
    case .localization(let identifier)?:
      let found = translations.translations(for: file, table: table)
      let copy = Self.copy(in: found.copies, for: identifier)
      return (
        Localizer(language: .localization(identifier), table: found.tables.table(for: identifier)), copy
      )
    }
  }

  /// A localized copy for `identifier` or its language (`fr` for `fr-CA`), as iOS picks a `.lproj` folder.
  private static func copy(in copies: [String: String], for identifier: String) -> String? {
    StringTables.fallbacks(of: identifier).lazy.compactMap { StringTables.value(in: copies, for: $0) }.first
  }
}
