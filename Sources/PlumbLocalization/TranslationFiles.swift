import Foundation
import PlumbLayout

/// Reading translation files from disk within a byte limit, with what went wrong said as a `LocalizationError`.
public enum TranslationFiles {
  /// The bytes of the regular file at `path`, at most `maximumBytes` of them.
  static func bytes(_ path: String, maximumBytes: Int) throws(LocalizationError) -> [UInt8] {
    do { return try InputFile.read(path, maximumBytes: maximumBytes) } catch .tooLarge(let size, let limit) {
      throw .tooLarge(path: path, bytes: size, limit: limit)
    } catch {
      throw .unreadable(path: path, reason: error.description)
    }
  }

  /// The `.strings` table at `path`.
  public static func strings(_ path: String, maximumBytes: Int) throws(LocalizationError) -> StringsFile {
    try StringsFile.parse(bytes(path, maximumBytes: maximumBytes), path: path)
  }

  /// The String Catalog at `path`.
  public static func catalog(_ path: String, maximumBytes: Int) throws(LocalizationError) -> StringCatalog {
    try StringCatalog.parse(Data(bytes(path, maximumBytes: maximumBytes)), path: path)
  }
}
