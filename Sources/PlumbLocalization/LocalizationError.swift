/// Why a translation file could not be read: what was wrong, where, and how to fix it.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadable(path: String, reason: String)
  /// The file breaks its format at a place.
  case syntax(path: String, line: Int, column: Int, message: String)
  /// The file is larger than the limit.
  case tooLarge(path: String, bytes: Int, limit: Int)

  /// `FILE:LINE:COLUMN: error: …`, as compilers say it.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): error: \(reason)"
    case .syntax(let path, let line, let column, let message): "\(path):\(line):\(column): error: \(message)"
    case .tooLarge(let path, let bytes, let limit):
      "\(path): error: the file is \(bytes) bytes; translation files are limited to \(limit) "
        + "(raise it with PLUMB_MAX_BYTES)"
    }
  }
}
