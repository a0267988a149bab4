/// A problem found in an app's resources, located in the file that has it.
///
/// It prints as compilers print warnings, `PATH:LINE:COLUMN: warning: MESSAGE`, or `PATH: warning: MESSAGE`
/// when the line is not known (`line` and `column` 0), so editors and terminals can jump to it.
public struct ResourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The file or folder with the problem, as the catalog path given to the index spells it.
  public var path: String
  /// The 1-based line in `path`, or 0 when the problem is not at a line (a folder, a missing file).
  public var line: Int
  /// The 1-based column (in characters) in `line`, or 0 when not known.
  public var column: Int
  /// What is wrong and what was done about it.
  public var message: String

  /// A diagnostic at `line`:`column` of `path` (0 when not known).
  public init(path: String, line: Int = 0, column: Int = 0, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `PATH:LINE:COLUMN: warning: MESSAGE`, or `PATH: warning: MESSAGE` without a line.
  public var description: String {
    guard line > 0 else { return "\(path): warning: \(message)" }
    return "\(path):\(line):\(max(column, 1)): warning: \(message)"
  }
}
