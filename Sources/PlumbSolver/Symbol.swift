/// Index of a solver symbol: an external variable, a constraint's row variable or an error variable.
///
/// Symbols are numbered in the order the solver first meets them, so every tie broken by
/// symbol order is broken the same way in every process.
typealias Symbol = Int32

extension Symbol {
  /// Marks "no symbol" in dense per-symbol tables.
  static let none: Symbol = -1
}

/// What a symbol stands for; it decides the symbol's bounds and whether it may be chosen freely.
enum SymbolKind: UInt8, Sendable {
  /// A user variable, unbounded.
  case external
  /// A constraint's row variable `r = Σ aᵢxᵢ (± errors)`; its bounds carry the constraint's constant.
  case row
  /// An error variable of an optional constraint, `≥ 0`, minimised at the constraint's priority level.
  case error
  /// A released symbol, waiting to be reused.
  case free
}
