/// Why files could not become laid-out screens. Each message says what was wrong, where, and how to fix it.
public enum PipelineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The request cannot be met as asked: a missing path, an unknown scene or state, a font folder that is not a
  /// folder. The message has no `error:` prefix.
  case usage(String)
  /// A layout document or Interface Builder file is invalid: `FILE:LINE:COLUMN: error: …`.
  case invalidInput(String)

  /// True for an invalid file, as opposed to a request the files cannot meet.
  public var isInvalidInput: Bool {
    if case .invalidInput = self { true } else { false }
  }

  /// The message as a command line prints it.
  public var description: String {
    switch self {
    case .usage(let message): "error: " + message
    case .invalidInput(let message): message
    }
  }
}
