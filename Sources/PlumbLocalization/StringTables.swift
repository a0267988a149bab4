import Foundation

/// Every translation of one string table (`Main`, `Localizable`): `.strings` files by language and String
/// Catalogs, read together.
public struct StringTables: Sendable, Hashable {
  /// Values by language identifier, then key.
  public private(set) var values: [String: [String: String]] = [:]
  /// The development language, when a catalog names it.
  public private(set) var sourceLanguage: String?

  /// Creates empty tables.
  public init() {}

  /// Adds a `.strings` file's values for `language`; they win over a catalog's for the same key.
  public mutating func add(_ file: StringsFile, language: String) {
    values[language, default: [:]].merge(file.values) { _, new in new }
  }

  /// Adds a catalog's values for every language it has (a `.strings` file already read for a key wins).
  public mutating func add(_ catalog: StringCatalog) {
    sourceLanguage = sourceLanguage ?? catalog.sourceLanguage
    for (language, table) in catalog.values {
      values[language, default: [:]].merge(table) { old, _ in old }
    }
  }

  /// The languages that have a table, sorted, without the development language of a catalog.
  public var languages: [String] {
    values.keys.filter { $0 != sourceLanguage }.sorted()
  }

  /// The values iOS shows for `identifier`: its own table, then its language's (`pt` for `pt-BR`), merged so the
  /// more specific one wins. Nil when neither exists (the development language is shown).
  public func table(for identifier: String) -> [String: String]? {
    let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    var candidates: [String] = []
    // `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh`; identifiers match in any letter case and with `_` or `-`.
    for count in stride(from: parts.count, through: 1, by: -1) {
      candidates.append(parts.prefix(count).joined(separator: "-"))
    }
    var result: [String: String]?
    for candidate in candidates.reversed() {
      guard let table = Self.lookup(values, candidate) else { continue }
      result = (result ?? [:]).merging(table) { _, specific in specific }
    }
    return result
  }

  private static func lookup(_ values: [String: [String: String]], _ identifier: String) -> [String: String]?
  {
    if let exact = values[identifier] { return exact }
    let normalized = identifier.lowercased().replacingOccurrences(of: "_", with: "-")
    return values.first { $0.key.lowercased().replacingOccurrences(of: "_", with: "-") == normalized }?.value
  }
}
