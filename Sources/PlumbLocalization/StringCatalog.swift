import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15 and later): one table's keys with every language's value.
///
/// A key's value in a language is its `stringUnit`'s value; a value that varies by plural takes the `other` form
/// and one that varies by device the `iphone` form (else `other`), the forms a screenshot of an iPhone shows for
/// a count that is not one. A unit in the `new` state with an empty value is not a translation.
public struct StringCatalog: Sendable, Hashable {
  /// The file's path, for messages.
  public let path: String
  /// The language the keys' own text is in (`sourceLanguage`).
  public let sourceLanguage: String
  /// Values by language identifier, then key.
  public let values: [String: [String: String]]
  /// Every key, sorted.
  public let keys: [String]

  /// Languages with at least one value, sorted.
  public var languages: [String] { values.keys.sorted() }

  /// Reads a catalog from its bytes.
  /// - Throws: `.syntax` when the bytes are not JSON or not a String Catalog.
  public static func parse(_ data: Data, path: String) throws(LocalizationError) -> StringCatalog {
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      let place = Self.place(of: error)
      throw .syntax(
        path: path, line: place.line, column: place.column,
        message: "not JSON (\(Self.reason(error))); a String Catalog is the JSON file Xcode writes")
    }
    guard let top = object as? [String: Any], let strings = top["strings"] as? [String: Any] else {
      throw .syntax(
        path: path, line: 1, column: 1,
        message:
          "a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\"; this file has no "
          + "\"strings\" object")
    }
    let source = top["sourceLanguage"] as? String ?? "en"
    var values: [String: [String: String]] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
        continue
      }
      for (language, localization) in localizations {
        if let value = Self.value(localization) { values[language, default: [:]][key] = value }
      }
    }
    return StringCatalog(path: path, sourceLanguage: source, values: values, keys: strings.keys.sorted())
  }

  /// A localization's text: its string unit, or the form of a variation a screenshot shows.
  private static func value(_ localization: Any) -> String? {
    guard let object = localization as? [String: Any] else { return nil }
    if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
      if value.isEmpty, (unit["state"] as? String) == "new" { return nil }
      return value
    }
    guard let variations = object["variations"] as? [String: Any] else { return nil }
    for (kind, preferred) in [("plural", ["other", "many", "few", "one"]), ("device", ["iphone", "other"])] {
      guard let forms = variations[kind] as? [String: Any] else { continue }
      for form in preferred {
        if let chosen = forms[form], let value = value(chosen) { return value }
      }
    }
    return nil
  }

  /// Foundation's JSON errors name the place in their description ("around line 3, column 7") on some platforms.
  private static func place(of error: any Error) -> (line: Int, column: Int) {
    let text = "\(error)"
    func number(after marker: String) -> Int? {
      guard let range = text.range(of: marker) else { return nil }
      return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
    return (number(after: "line ") ?? 1, number(after: "column ") ?? 1)
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
  }
}
