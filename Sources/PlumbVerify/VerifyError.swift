/// A verification problem that is not a difference: bad options, unreadable references, unwritable folders.
public enum VerifyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A bad option or environment value (exit 2).
  case usage(String)
  /// A file could not be read or written (exit 1).
  case io(String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .usage(let message), .io(let message): message
    }
  }
}
