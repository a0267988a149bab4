public import PlumbLayout

/// The text one file shows in one language: a translation by key with iOS's fallback to the development
/// language, or a pseudolanguage's rewriting of the development language's text.
public struct Localizer: Sendable, Hashable {
  /// The language shown.
  public let language: Language
  /// The translations for the language (nil: none exist, every string falls back).
  private let table: [String: String]?

  /// A localizer for `language` with its translations.
  public init(language: Language, table: [String: String]?) {
    self.language = language
    self.table = table
  }

  /// Whether this localizer changes any text (the development language shows the files as they are).
  public var changesText: Bool {
    switch language {
    case .development, .pseudo(.rightToLeft): false
    case .localization, .pseudo: true
    }
  }

  /// The text shown for a string whose development-language text is `base`, looked up by `key` (nil for a string
  /// that is not localized by key, which only a pseudolanguage changes). `translated` is nil when the string is not
  /// looked up, else whether the table had it.
  public func text(key: String?, base: String) -> (text: String, translated: Bool?) {
    switch language {
    case .development: return (base, nil)
    case .pseudo(let pseudo): return (pseudo.rewrite(base), nil)
    case .localization:
      guard let key else { return (base, nil) }
      if let value = table?[key] { return (value, true) }
      return (base, false)
    }
  }
}

/// How many of a file's strings a language translated, and which fell back to the development language.
public struct TranslationCount: Sendable, Hashable {
  /// The language.
  public var language: Language
  /// Localizable strings looked up.
  public var strings = 0
  /// Keys with no translation (shown in the development language), in the order met.
  public var missing: [String] = []

  /// Creates an empty count.
  public init(language: Language) { self.language = language }

  /// Strings the table translated.
  public var translated: Int { strings - missing.count }

  /// Counts one lookup.
  public mutating func record(key: String, translated: Bool?) {
    guard let translated else { return }
    strings += 1
    if !translated { missing.append(key) }
  }
}

extension Pseudolanguage {
  /// The development language's text as this pseudolanguage shows it.
  public func rewrite(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .doubleLength: return "\(text) \(text)"
    case .bounded: return "[# \(text) #]"
    case .rightToLeft: return text
    case .accented:
      return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
    }
  }

  /// Latin letters and their accented stand-ins: each keeps its letter recognisable while reaching above the cap
  /// height or below the baseline, where clipped text shows.
  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      ("abcdefghijklmnopqrstuvwxyz", "àƀçđéƒĝĥîĵķĺɱñöƥʠŕšţûṽŵẋýž"),
      ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (plain, accented) in pairs {
      for (from, to) in zip(plain.unicodeScalars, accented.unicodeScalars) { table[from] = to }
    }
    return table
  }()
}
