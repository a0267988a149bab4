import Foundation
public import PlumbLayout
import PlumbLocalization
import Synchronization

/// The app's translations, which `NSLocalizedString` and `String(localized:)` read (a Plumb addition: on Linux
/// there is no app bundle, so a test names the folders that hold the app's `.lproj` folders and String Catalogs,
/// and the language to show).
///
/// ```swift
/// AppStrings.folders = [URL(fileURLWithPath: "MyApp/Resources")]   // fr.lproj/Localizable.strings, …
/// AppStrings.language = .localization("fr")
/// title.text = NSLocalizedString("welcome.title", comment: "")        // "Bienvenue"
/// ```
public enum AppStrings {
  private struct State {
    var folders: [URL] = []
    var language: Language = .development
    var tables: [String: StringTables] = [:]
  }
  private static let state = Mutex(State())

  /// Folders holding the app's `LANGUAGE.lproj/TABLE.strings` files and `TABLE.xcstrings` catalogs, searched in
  /// order.
  public static var folders: [URL] {
    get { state.withLock { $0.folders } }
    set {
      state.withLock {
        $0.folders = newValue
        $0.tables = [:]
      }
    }
  }

  /// The language strings are shown in (the development language by default: the keys' own values).
  public static var language: Language {
    get { state.withLock { $0.language } }
    set { state.withLock { $0.language = newValue } }
  }

  /// The text for `key` of `table` in the current language: the translation, else `value`, else the key, as
  /// `NSLocalizedString` falls back; a pseudolanguage rewrites it.
  static func text(_ key: String, table: String?, value: String?) -> String {
    let (language, tables) = state.withLock { current in
      let name = table ?? "Localizable"
      if current.tables[name] == nil { current.tables[name] = read(name, in: current.folders) }
      return (current.language, current.tables[name] ?? StringTables())
    }
    // The development language's own value: the catalog's source unit, else the value given, else the key.
    let base =
      tables.values[tables.sourceLanguage ?? "en"]?[key] ?? (value?.isEmpty == false ? value : nil) ?? key
    let translations: [String: String]? =
      if case .localization(let identifier) = language { tables.table(for: identifier) } else { nil }
    return Localizer(language: language, table: translations).text(key: key, base: base).text
  }

  /// The most a translation file may hold (as for layout documents).
  private static let maximumBytes = 16 << 20

  /// Every `.strings` file and catalog of `table` in `folders`; unreadable ones are left out.
  private static func read(_ table: String, in folders: [URL]) -> StringTables {
    var tables = StringTables()
    let manager = FileManager.default
    for folder in folders {
      let entries = (try? manager.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
      for entry in entries where entry.hasSuffix(".lproj") {
        let url = folder.appendingPathComponent(entry).appendingPathComponent(table + ".strings")
        guard let file = try? TranslationFiles.strings(url.path, maximumBytes: maximumBytes) else { continue }
        tables.add(file, language: String(entry.dropLast(".lproj".count)))
      }
      let catalog = folder.appendingPathComponent(table + ".xcstrings")
      if let parsed = try? TranslationFiles.catalog(catalog.path, maximumBytes: maximumBytes) {
        tables.add(parsed)
      }
    }
    return tables
  }
}

/// Foundation's `NSLocalizedString`, reading `AppStrings`' tables. It has no `bundle:` parameter, so that Swift
/// prefers it to Foundation's in files that import both; a call that names a bundle reaches Foundation's, which on
/// Linux returns the value or the key.
public func NSLocalizedString(_ key: String, tableName: String? = nil, value: String = "", comment: String)
  -> String
{
  AppStrings.text(key, table: tableName, value: value)
}

extension String {
  /// A localizable string with interpolated values: its key is the text with a format specifier for each value
  /// (`"\(count) items"` is `"%lld items"`), as Xcode extracts it.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The key, with `%@`, `%lld` and `%lf` where values were interpolated.
    public let key: String
    /// The interpolated values, as text.
    let arguments: [String]

    /// A key without values.
    public init(stringLiteral value: String) {
      key = value
      arguments = []
    }

    /// A key built by interpolation.
    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
    }

    /// A key from a string.
    public init(_ value: String) { self.init(stringLiteral: value) }

    /// Collects literal text and values into a key and its arguments.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var arguments: [String] = []
      /// Reserves nothing: keys are short.
      public init(literalCapacity: Int, interpolationCount: Int) {}
      /// Literal text, with `%` escaped as a format string needs.
      public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
      }
      /// An integer value: `%lld`.
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
        key += "%lld"
        arguments.append(String(value))
      }
      /// A floating-point value: `%lf`.
      public mutating func appendInterpolation(_ value: Double) {
        key += "%lf"
        arguments.append(String(format: "%f", value))
      }
      /// Any other value: `%@`, shown as its description.
      public mutating func appendInterpolation<T>(_ value: T) {
        key += "%@"
        arguments.append(String(describing: value))
      }
    }

    /// The translation (or the key) with the values put back in place of their specifiers.
    func formatted(_ format: String) -> String {
      LocalizedFormat.apply(format, arguments)
    }
  }

  /// `String(localized:)`, reading `AppStrings`' tables.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.formatted(AppStrings.text(keyAndValue.key, table: table, value: nil))
  }

  /// `String(localized:defaultValue:)`: a key of its own, shown as `defaultValue` when no table has it.
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let name = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    self = defaultValue.formatted(AppStrings.text(name, table: table, value: defaultValue.key))
  }
}

/// Puts interpolated values back into a translated format: `%@`, `%lld`, `%d`, `%ld`, `%lf`, `%f`, positional
/// `%2$@`, and `%%`. A translation may reorder its values with positions, as translators do.
enum LocalizedFormat {
  static func apply(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var scalars = format.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        result += "%"
        continue
      }
      // An optional position `n$`, then length modifiers and flags, then the conversion.
      var digits = ""
      var lookahead = scalars
      while let d = lookahead.first, ("0"..."9").contains(d) {
        digits.unicodeScalars.append(d)
        lookahead.removeFirst()
      }
      var index = next
      if lookahead.first == "$", let position = Int(digits), position > 0 {
        lookahead.removeFirst()
        scalars = lookahead
        index = position - 1
      } else {
        next += 1
      }
      while let modifier = scalars.first, "0123456789.lhqzjt-+ #'".unicodeScalars.contains(modifier) {
        scalars.removeFirst()
      }
      guard let conversion = scalars.popFirst() else { break }
      _ = conversion
      result += index < arguments.count ? arguments[index] : ""
    }
    return result
  }
}
