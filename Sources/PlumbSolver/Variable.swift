import Synchronization

/// An unknown of a constraint system, identified by a process-unique identity and named for people.
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``. Compare
/// ``identity`` when you need to know whether two handles are the same variable.
public struct Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions, dumps and diagnostics.
  public let name: String
  /// Process-unique identity; only used for lookups, never to order anything.
  public let identity: UInt64

  /// Creates a new, distinct variable.
  public init(_ name: String = "") {
    self.name = name
    self.identity = Variable.counter.add(1, ordering: .relaxed).newValue
  }

  /// The name, or `v#identity` for an unnamed variable.
  public var description: String { name.isEmpty ? "v\(identity)" : name }

  private static let counter = Atomic<UInt64>(0)
}
