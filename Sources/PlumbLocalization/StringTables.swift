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
    var result: [String: String]?
    for candidate in Self.fallbacks(of: identifier).reversed() {
      guard let table = Self.value(in: values, for: candidate) else { continue }
      result = (result ?? [:]).merging(table) { _, specific in specific }
    }
    return result
  }

  /// The identifiers iOS tries for `identifier`, most specific first (`zh-Hant-TW`, `zh-Hant`, `zh`).
  public static func fallbacks(of identifier: String) -> [String] {
    let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    return stride(from: parts.count, through: 1, by: -1).map { parts.prefix($0).joined(separator: "-") }
  }

  /// The value of `dictionary` keyed by `identifier`, matched in any letter case and with `_` or `-`.
  public static func value<T>(in dictionary: [String: T], for identifier: String) -> T? {
    if let exact = dictionary[identifier] { return exact }
    func normalized(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "-") }
    let wanted = normalized(identifier)
    return dictionary.first { normalized($0.key) == wanted }?.value
  }
}
