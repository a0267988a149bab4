import Foundation
import PlumbLocalization
import Synchronization

/// Where each file's translations are, read once and shared by every case of a run.
///
/// A storyboard or XIB `NAME` in `Base.lproj` (or in a language's `.lproj`; one in no `.lproj` is not localized)
/// takes its translations from `LANGUAGE.lproj/NAME.strings` in the folder holding those `.lproj` folders and from
/// a String Catalog `NAME.xcstrings` there or beside the file; a `LANGUAGE.lproj/NAME.storyboard` is a localized copy,
/// shown instead of the file in that language. A document's table is found the same way from its folder.
final class TranslationFinder: Sendable {
  /// One table's translations for a file.
  struct Found: Sendable {
    var tables = StringTables()
    /// Localized copies of an Interface Builder file, by language identifier.
    var copies: [String: String] = [:]
    /// Language identifiers of the `.strings` files, catalogs and copies found, sorted.
    var languages: [String] = []
  }

  private let maximumBytes: Int
  private let warn: @Sendable (String) -> Void
  private let found = Mutex<[String: Found]>([:])
  /// The same, by file and table name as asked: each case of a file asks again, and finding the folders costs
  /// more than the lookup.
  private let byFile = Mutex<[String: Found]>([:])

  init(maximumBytes: Int, warn: @escaping @Sendable (String) -> Void) {
    self.maximumBytes = maximumBytes
    self.warn = warn
  }

  /// The translations of table `name` for `file` (an Interface Builder file's table is its own name).
  func translations(for file: String, table name: String? = nil) -> Found {
    let asked = file + "\u{0}" + (name.map { "\u{1}" + $0 } ?? "")
    if let known = byFile.withLock({ $0[asked] }) { return known }
    let made = find(file, table: name)
    byFile.withLock { $0[asked] = made }
    return made
  }

  private func find(_ file: String, table name: String?) -> Found {
    let url = URL(fileURLWithPath: file)
    let folder = url.deletingLastPathComponent()
    let container = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
    // An Interface Builder file outside `.lproj` folders is not localized: iOS loads it as it is, whatever
    // tables of its name sit beside it (an app may have both `Base.lproj/Lock.xib` and `Lock.xib`).
    if name == nil, folder.pathExtension != "lproj" { return Found() }
    let table = name ?? url.deletingPathExtension().lastPathComponent
    let key = container.path + "\u{0}" + table + "\u{0}" + folder.path
    if let known = found.withLock({ $0[key] }) { return known }
    let made = read(table: table, container: container, folder: folder, file: url)
    found.withLock { $0[key] = made }
    return made
  }

  private func read(table: String, container: URL, folder: URL, file: URL) -> Found {
    var result = Found()
    var languages = Set<String>()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: container.path))?.sorted() ?? []
    for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
      let language = String(entry.dropLast(".lproj".count))
      let lproj = container.appendingPathComponent(entry)
      let strings = lproj.appendingPathComponent(table + ".strings")
      if let file = readStrings(strings) {
        result.tables.add(file, language: language)
        languages.insert(language)
      }
      for ext in ["storyboard", "xib"] {
        let copy = lproj.appendingPathComponent(table + "." + ext)
        if copy.standardizedFileURL.path != file.standardizedFileURL.path, Self.isRegularFile(copy.path) {
          result.copies[language] = copy.path
          languages.insert(language)
        }
      }
    }
    var catalogs = [container.appendingPathComponent(table + ".xcstrings").path]
    if folder.path != container.path {
      catalogs.append(folder.appendingPathComponent(table + ".xcstrings").path)
    }
    for path in catalogs where Self.isRegularFile(path) {
      do {
        let catalog = try TranslationFiles.catalog(path, maximumBytes: maximumBytes)
        result.tables.add(catalog)
        languages.formUnion(catalog.languages.filter { $0 != catalog.sourceLanguage })
      } catch {
        report(error)
      }
    }
    result.languages = languages.sorted()
    return result
  }

  /// A `.strings` file's table; a broken one is a warning (the screen shows the development language).
  private func readStrings(_ url: URL) -> StringsFile? {
    guard Self.isRegularFile(url.path) else { return nil }
    do { return try TranslationFiles.strings(url.path, maximumBytes: maximumBytes) } catch {
      report(error)
      return nil
    }
  }

  /// A translation file that cannot be used is a warning, never a failure.
  private func report(_ error: LocalizationError) {
    warn(
      error.description.replacingOccurrences(of: ": error: ", with: ": warning: ")
        + "; its translations are not used")
  }

  /// A regular file that is not a symbolic link: translations are read from the app's own folders only.
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }
}
