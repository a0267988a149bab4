public import PlumbLayout

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
  /// Most `states:` (each is laid out through all before it, so 400 states took minutes).
  public var maximumStates: Int
  /// Most row entries the solver's pivots may rewrite laying out one file: its screens, states and relayouts
  /// together (`SolverWorkBudget`).
  public var maximumSolverWork: Int

  /// Creates limits (defaults: 16 MiB, 50 000 views, depth 64, 200 000 constraints, 64 states,
  /// `LayoutEngine.defaultMaximumSolverWork`).
  public init(
    maximumBytes: Int = 16 << 20, maximumViews: Int = 50_000, maximumDepth: Int = 64,
    maximumConstraints: Int = 200_000, maximumStates: Int = 64,
    maximumSolverWork: Int = LayoutEngine.defaultMaximumSolverWork
  ) {
    self.maximumStates = maximumStates
    self.maximumSolverWork = maximumSolverWork
    self.maximumBytes = maximumBytes
    self.maximumViews = maximumViews
    self.maximumDepth = maximumDepth
    self.maximumConstraints = maximumConstraints
  }
}

/// Levenshtein distance (letter case ignored), for "did you mean" suggestions; nil when it is more than `limit`.
/// Only the diagonal band of width 2·limit + 1 is computed, and the computation stops once a whole row is past
/// the limit, so long identifiers cost their length times the limit, not the product of their lengths.
func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
  guard abs(a.count - b.count) <= limit else { return nil }
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  let beyond = limit + 1
  var previous = (0...b.count).map { min($0, beyond) }
  var current = [Int](repeating: beyond, count: b.count + 1)
  for i in 1...a.count {
    let low = max(1, i - limit)
    let high = min(b.count, i + limit)
    current[0] = min(i, beyond)
    if low > 1 { current[low - 1] = beyond }
    var best = current[0]
    if low <= high {
      for j in low...high {
        let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        current[j] = min(value, beyond)
        best = min(best, current[j])
      }
    }
    if high < b.count { current[high + 1] = beyond }
    guard best <= limit else { return nil }
    swap(&previous, &current)
  }
  return previous[b.count] <= limit ? previous[b.count] : nil
}

/// The most edits a suggestion may be away: half the name, at least 2 and at most 12 (a long identifier with more
/// typos than that is not one a suggestion helps with, and bounding it bounds the work).
func suggestionLimit(_ name: String) -> Int { min(max(2, name.count / 2), 12) }

/// The candidates nearest to `name` (at most three, nearest first, ties in the given order).
func nearest(_ name: String, in candidates: [String]) -> [String] {
  let limit = suggestionLimit(name)
  let wanted = Array(name.lowercased())
  var scored: [(index: Int, name: String, distance: Int)] = []
  for (index, candidate) in candidates.enumerated() {
    guard let distance = editDistance(wanted, Array(candidate.lowercased()), limit: limit) else { continue }
    scored.append((index, candidate, distance))
  }
  return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
    .prefix(3).map(\.name)
}
