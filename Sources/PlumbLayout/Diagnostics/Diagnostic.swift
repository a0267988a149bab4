/// A problem a layout pass found, in UIKit's vocabulary.
public struct Diagnostic: Sendable, Hashable {
  /// The kind of problem (the CLI's `diagnostics[].kind`).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case unsatisfiable, ambiguous, misplaced, invalid, warning
  }

  /// What kind of problem.
  public var kind: Kind
  /// The full message, shaped like UIKit's console output.
  public var message: String
  /// Descriptions of the constraints involved (UIKit's `NSLayoutConstraint` format), in insertion order.
  public var constraints: [String]
  /// The constraint broken to recover (unsatisfiable layouts).
  public var broken: String?
  /// Ids of the views involved.
  public var views: [String]

  /// Creates a diagnostic.
  public init(kind: Kind, message: String, constraints: [String], broken: String?, views: [String]) {
    self.kind = kind
    self.message = message
    self.constraints = constraints
    self.broken = broken
    self.views = views
  }
}
