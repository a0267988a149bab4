/// The language a screen is shown in: the app's development language, one of its localizations, or one of
/// Xcode's pseudolanguages (the run-time options of a scheme's "App Language" menu).
public enum Language: Sendable, Hashable, CustomStringConvertible {
  /// The text as the files store it (the development language; no translation applied).
  case development
  /// A localization by its identifier as `.lproj` folders and String Catalogs spell it (`fr`, `pt-BR`,
  /// `zh-Hans`).
  case localization(String)
  /// One of Xcode's pseudolanguages.
  case pseudo(Pseudolanguage)

  /// Reads `fr`, `pt-BR`, `zh_Hans`, `base` (the development language) or a pseudolanguage's name; nil for
  /// anything else, and for `all`, which commands read as every localization present. Identifiers are letters,
  /// digits, `-` and `_` only (they become parts of file names).
  public init?(name: String) {
    let lowered = name.lowercased()
    guard lowered != "all" else { return nil }
    if lowered == "base" || lowered == "development" {
      self = .development
      return
    }
    if let pseudo = Pseudolanguage(rawValue: lowered) {
      self = .pseudo(pseudo)
      return
    }
    let subtags = name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let primary = subtags.first, (2...3).contains(primary.count),
      primary.allSatisfy({ $0.isASCII && $0.isLetter }),
      subtags.dropFirst().allSatisfy({
        !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return nil }
    self = .localization(name)
  }

  /// The name used in file and case names (`fr`, `pseudo-accented`; `base` for the development language).
  public var name: String {
    switch self {
    case .development: "base"
    case .localization(let identifier): identifier
    case .pseudo(let pseudo): pseudo.rawValue
    }
  }

  /// The name (see `name`).
  public var description: String { name }

  /// The language subtag (`pt` of `pt-BR`), lowercased; nil for the development language and pseudolanguages.
  public var languageCode: String? {
    guard case .localization(let identifier) = self else { return nil }
    return identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
  }

  /// Whether UIKit lays this language out right to left: Arabic, Hebrew, Persian, Urdu and the other languages
  /// written in right-to-left scripts, and the right-to-left pseudolanguage.
  public var isRightToLeft: Bool {
    switch self {
    case .development: false
    case .pseudo(let pseudo): pseudo == .rightToLeft
    case .localization:
      Language.rightToLeftCodes.contains(languageCode ?? "")
    }
  }

  /// ISO 639 codes of languages written right to left (`Locale.Language.characterDirection` is
  /// `.rightToLeft` for each on Apple platforms).
  static let rightToLeftCodes: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
  ]
}

/// Xcode's pseudolanguages: stand-ins that show where a translation would not fit, was never made, or breaks in a
/// right-to-left layout, without a translator.
public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable {
  /// "Double-Length Pseudolanguage": every string twice (`NSDoubleLocalizedStrings`).
  case doubleLength = "pseudo-double"
  /// "Accented Pseudolanguage": Latin letters replaced by accented ones, for clipped ascenders and descenders.
  case accented = "pseudo-accented"
  /// "Bounded String Pseudolanguage": every string between brackets, for text cut off at either end.
  case bounded = "pseudo-bounded"
  /// "Right-to-Left Pseudolanguage": the development language's text in a right-to-left layout.
  case rightToLeft = "pseudo-rtl"
}
