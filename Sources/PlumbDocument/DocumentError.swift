/// A place in a document: file, 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file path as given.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The location `offset` characters further along the same line.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }
}

/// Why a document could not be loaded: where, what was wrong, and what is allowed there.
public struct DocumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is (nil when the file itself could not be read).
  public var location: SourceLocation?
  /// The file, when there is no finer location.
  public var file: String
  /// What was wrong and how to fix it.
  public var message: String

  /// Creates an error.
  public init(_ message: String, at location: SourceLocation?, file: String? = nil) {
    self.location = location
    self.file = file ?? location?.file ?? ""
    self.message = message
  }

  /// `file:line:column: error: message`, the form editors and CI annotate.
  public var description: String {
    "\(location?.description ?? file): error: \(message)"
  }
}

/// Limits that protect the process from hostile or runaway documents.
public struct DocumentLimits: Sendable, Hashable {
  /// Largest file in bytes.
  public var maximumBytes: Int
  /// Most views in one document.
  public var maximumViews: Int
  /// Deepest view nesting.
  public var maximumDepth: Int
  /// Most constraints (equations and VFL lines).
  public var maximumConstraints: Int

  /// Creates limits (defaults: 16 MiB, 50 000 views, depth 64, 200 000 constraints).
  public init(
    maximumBytes: Int = 16 << 20, maximumViews: Int = 50_000, maximumDepth: Int = 64,
    maximumConstraints: Int = 200_000
  ) {
    self.maximumBytes = maximumBytes
    self.maximumViews = maximumViews
    self.maximumDepth = maximumDepth
    self.maximumConstraints = maximumConstraints
  }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The candidates nearest to `name` (at most three, nearest first, ties in the given order).
func nearest(_ name: String, in candidates: [String]) -> [String] {
  let scored = candidates.enumerated().map { (index: $0.offset, name: $0.element, distance: editDistance(name, $0.element)) }
  let limit = max(2, name.count / 2)
  return scored.filter { $0.distance <= limit }
    .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
    .prefix(3).map(\.name)
}
