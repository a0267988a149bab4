/// An incremental linear constraint solver with UIKit's priority semantics.
///
/// Required constraints (priority 1000) always hold; adding one that cannot hold throws and leaves
/// the solver unchanged. Optional constraints are satisfied strictly in priority order: the
/// errors of a higher level are minimised before any lower level is looked at, and within one
/// level the sum of errors is minimised.
///
/// The engine is a bounded simplex over a sparse tableau (see `Solver+Tableau.swift`): every
/// constraint owns a row variable whose bounds carry its constant, nonbasic variables keep their
/// values, and the objective is one row per priority level, compared lexicographically.
/// Optimisation is lazy: it runs when values are read or ``updateVariables()`` is called. A variable that a required
/// equality introduces (a new view's `left == previous.right + 8`) is defined by it and kept out of the tableau
/// (`Solver+Definitions.swift`), so chains of views keep the tableau as sparse as the constraints.
public final class Solver {
  // The solver's state skips Swift's dynamic exclusivity checks (with them, beginAccess and endAccess were about
  // 30% of a 100-view solve in perf). No access here overlaps another: the checks never fired in any test or fuzz
  // run while they were on.

  // Per-symbol tables, indexed by `Symbol`.
  @exclusivity(unchecked) var kinds: [SymbolKind] = []
  @exclusivity(unchecked) var lowerBounds: [Double] = []
  @exclusivity(unchecked) var upperBounds: [Double] = []
  @exclusivity(unchecked) var values: [Double] = []
  @exclusivity(unchecked) var isBasic: [Bool] = []
  /// `rows[s]` expresses basic symbol `s` in nonbasic symbols; empty for nonbasic symbols.
  @exclusivity(unchecked) var rows: [Row] = []
  /// Basic symbols whose rows may contain the symbol (lazy: verified and compacted on use).
  @exclusivity(unchecked) var columns: [[Symbol]] = []
  /// The identity of the constraint a row or error symbol belongs to.
  @exclusivity(unchecked) var owners: [UInt64] = []
  /// The user variable behind an external symbol.
  @exclusivity(unchecked) var variables: [Variable?] = []
  @exclusivity(unchecked) var isCandidate: [Bool] = []
  @exclusivity(unchecked) var columnStamps: [UInt32] = []
  @exclusivity(unchecked) var rowLogStamps: [UInt32] = []
  @exclusivity(unchecked) var valueLogStamps: [UInt32] = []
  @exclusivity(unchecked) var freeSymbols: [Symbol] = []
  /// For a defined variable (Solver+Definitions.swift), its definition over any symbols, unexpanded; else empty.
  @exclusivity(unchecked) var definitions: [Row] = []
  /// A defined variable's rank: `Solver.backRanks + i` for `definitionOrder[i]`, `Solver.backRanks − 1 − i` for
  /// `frontDefinitions[i]`, so ranks follow evaluation order; -1 for every other symbol.
  @exclusivity(unchecked) var definitionRanks: [Int32] = []
  /// The variable a required equality's row symbol defines, or `.none`.
  @exclusivity(unchecked) var definedByRow: [Symbol] = []
  /// Defined variables in the order they were defined (a definition refers only to earlier ones); `.none` marks
  /// one that has since been made an ordinary basic variable.
  @exclusivity(unchecked) var definitionOrder: [Symbol] = []
  /// Variables defined by a joining equality (Solver+Definitions.swift), oldest first; they are evaluated before
  /// `definitionOrder`, newest first. `.none` marks one made basic since.
  @exclusivity(unchecked) var frontDefinitions: [Symbol] = []
  /// For each symbol, the front-defined variables whose definitions may refer to it (lazy: verified on use).
  @exclusivity(unchecked) var definitionUses: [[Symbol]] = []
  @exclusivity(unchecked) var definedValuesAreStale = false
  @exclusivity(unchecked) var expansion = Expansion()
  /// Changes when symbols are renumbered (a precision rebuild), which invalidates ``ValueSlot``s.
  @exclusivity(unchecked) var symbolGeneration = 0

  @exclusivity(unchecked) var symbolOfVariable: [UInt64: Symbol] = [:]
  @exclusivity(unchecked) var records: [UInt64: ConstraintRecord] = [:]
  @exclusivity(unchecked) var edits: [UInt64: EditRecord] = [:]

  /// Optional priority levels present, highest first, with one objective row each.
  @exclusivity(unchecked) var levels: [Float] = []
  @exclusivity(unchecked) var levelUseCounts: [Int] = []
  /// Per level, the reduced cost of every symbol (dense: see Solver+Objective.swift).
  @exclusivity(unchecked) var objective: [[Double]] = []

  @exclusivity(unchecked) var candidates = SymbolHeap()
  @exclusivity(unchecked) var violated = SymbolHeap()
  @exclusivity(unchecked) var needsOptimization = false
  @exclusivity(unchecked) var columnStamp: UInt32 = 0
  @exclusivity(unchecked) var transaction: UndoLog?
  @exclusivity(unchecked) var transactionCounter: UInt32 = 0
  @exclusivity(unchecked) var scratchRow = Row()
  @exclusivity(unchecked) var addedSymbols: [Symbol] = []
  /// The optimiser's list of improving candidates (kept to reuse its storage).
  @exclusivity(unchecked) var improvingScratch: [Symbol] = []
  @exclusivity(unchecked) var operationsSinceRefresh = 0
  /// The largest change `shift` made to a basic value since basic values were last recomputed from their rows.
  @exclusivity(unchecked) var largestMoveSinceRefresh = 0.0
  /// Times the optimiser stopped at a degenerate vertex where rounding made it cycle (see `optimize`).
  public internal(set) var degenerateStops = 0
  /// Times ``updateVariables()`` found a required row broken by rounding and re-solved from the constraints.
  public internal(set) var precisionRebuilds = 0
  /// Times ``updateVariables()`` found a required row broken by rounding and recomputed the tableau's rows from the
  /// constraints (Solver+Refinement.swift).
  public internal(set) var precisionRefactorizations = 0
  /// Pivots the feasibility repair made (tests check that moves did the work where they can).
  var repairPivots = 0
  /// Row entries that pivots' substitutions rewrote: the solver's work, counted the same on every machine (tests
  /// check that the pivoting rules keep rewrites short; ``maximumRewrittenEntries`` bounds it).
  public internal(set) var rewrittenEntries = 0
  /// The most row entries pivots may rewrite (``rewrittenEntries``). Past it the solver stops optimising: every
  /// required constraint added so far still holds, but the optional ones may be further from their targets than
  /// they need be, and ``isOverWorkLimit`` says so. A layout whose optimal basis is dense (hundreds of views whose
  /// sizes each follow from their neighbour's) otherwise costs the cube of its size or more.
  public var maximumRewrittenEntries = Int.max
  /// Set once a constraint brings a coefficient above 1e6 or below 1e-6: only such systems are self-checked.
  var hasExtremeCoefficients = false
  /// False in the solver a rebuild makes, so it cannot rebuild in turn.
  var allowsRebuild = true
  /// Set when a constraint or edit was added or removed since ``updateVariables()`` last checked required rows.
  var constraintsChangedSinceCheck = false
  var nextSerial = 0

  /// True once the pivots have rewritten more than ``maximumRewrittenEntries`` row entries.
  public var isOverWorkLimit: Bool { rewrittenEntries > maximumRewrittenEntries }

  /// Creates an empty solver.
  public init() {}

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// Coefficients smaller than 1e-9 in magnitude are zero to the solver (its tolerance, `Tolerance.coefficient`):
  /// `1e-12·v == 0` constrains nothing, and `1e-12·v + 5 == 0` cannot hold.
  ///
  /// - Throws: `.duplicateConstraint`, `.invalidPriority`, `.nonFiniteValue`, or `.unsatisfiable`
  ///   (required constraints only) naming the conflicting required constraints. On any error the
  ///   solver is exactly as it was.
  public func add(_ constraint: Constraint) throws(SolverError) {
    guard records[constraint.identity] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
    let expression = constraint.expression
    guard expression.isFinite else { throw .nonFiniteValue(constraint) }
    try insertCheckingPrecision(constraint, expression: expression)
    // Optimise as Cassowary does, after every addition: starting from an optimal tableau, the new
    // constraint's errors need only a few local pivots, where one batch at the end pivots across the
    // whole (by then dense) tableau.
    optimizeIfNeeded()
  }

  /// Removes a constraint added earlier.
  ///
  /// - Throws: `.unknownConstraint` if it is not in the solver.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records[constraint.identity] else { throw .unknownConstraint(constraint) }
    erase(record)
  }

  /// True when the constraint has been added and not removed.
  public func contains(_ constraint: Constraint) -> Bool { records[constraint.identity] != nil }

  /// The number of constraints in the solver, edits included.
  public var constraintCount: Int { records.count }

  // MARK: Edit variables

  /// Makes `variable` editable: ``suggestValue(_:for:)`` then asks for a value at `priority`.
  ///
  /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`, or `.invalidPriority`.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable.identity] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(LinearExpression(variable), .equal, 0, priority: priority)
    guard priority.isValid else { throw .invalidPriority(constraint) }
    try insertEdit(EditRecord(variable: variable, constraint: constraint))
  }

  /// Inserts an edit's `variable == suggestion` constraint and records the edit.
  func insertEdit(_ edit: EditRecord) throws(SolverError) {
    try insert(edit.constraint, expression: edit.constraint.expression)
    edits[edit.variable.identity] = edit
  }

  /// Removes the edit of `variable`.
  ///
  /// - Throws: `.unknownEditVariable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.identity),
      let record = records[edit.constraint.identity]
    else { throw .unknownEditVariable(variable) }
    erase(record)
  }

  /// True when `variable` has an edit.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.identity] != nil }

  /// Asks for `value` for an edit variable, at its edit's priority; the next read re-solves
  /// incrementally from the current solution.
  ///
  /// - Throws: `.unknownEditVariable` or `.nonFiniteSuggestion`.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.identity], let record = records[edit.constraint.identity] else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    // Edits are optional, so their error symbols always absorb the move and the repair cannot fail.
    moveBounds(of: record.rowSymbol, to: value, upper: value)
  }

  // MARK: Values

  /// Brings every value up to date (the optimisation is otherwise run on the first read).
  public func updateVariables() {
    optimizeIfNeeded()
    // Past the work limit the values are not the optimum, and re-solving to repair rounding would be more work.
    if isOverWorkLimit { return refreshDefinedValuesIfNeeded() }
    // Systems with extreme coefficients are checked on every update. Others are checked once after constraints
    // changed, on maintained values (one pass over the constraints, no row read), since residue of eliminations can
    // break a required row there too (`solver-residue-beside-eliminated-rows-b`); suggestions alone (a resize) are
    // not checked.
    if hasExtremeCoefficients {
      repairPrecisionIfNeeded()
    } else if constraintsChangedSinceCheck {
      constraintsChangedSinceCheck = false
      if maintainedValuesBreakRequiredRow() { repairPrecisionIfNeeded() }
    }
    refreshDefinedValuesIfNeeded()
  }

  /// The solved value of `variable`; 0 for a variable no constraint mentions.
  public func value(of variable: Variable) -> Double {
    optimizeIfNeeded()
    guard let symbol = symbolOfVariable[variable.identity] else { return 0 }
    return exactValue(of: symbol)
  }

  /// The solved value of `variable` as the tableau maintains it (no row re-evaluation): faster than
  /// ``value(of:)`` for reading many variables, and equal to it within rounding drift (≤ 1e-9 relative, as
  /// basic values are recomputed every 256 pivots and after any move of a basic value by more than 1e6).
  public func maintainedValue(of variable: Variable) -> Double {
    optimizeIfNeeded()
    guard let symbol = symbolOfVariable[variable.identity] else { return 0 }
    return maintainedValue(of: symbol)
  }

  /// The slot of `variable`, for reading its value many times without a table lookup; nil while no constraint
  /// mentions it.
  public func slot(of variable: Variable) -> ValueSlot? {
    symbolOfVariable[variable.identity].map {
      ValueSlot(symbol: $0, generation: symbolGeneration, identity: variable.identity)
    }
  }

  /// ``maintainedValue(of:)`` through a slot.
  public func maintainedValue(at slot: ValueSlot) -> Double {
    optimizeIfNeeded()
    var symbol = slot.symbol
    if slot.generation != symbolGeneration {
      // A precision rebuild renumbered the symbols: find the variable again.
      guard let current = symbolOfVariable[slot.identity] else { return 0 }
      symbol = current
    }
    return maintainedValue(of: symbol)
  }

  /// A symbol's maintained value; a defined variable's is brought up to date first.
  func maintainedValue(of symbol: Symbol) -> Double {
    if definitionRanks[Int(symbol)] >= 0 { refreshDefinedValuesIfNeeded() }
    return values[Int(symbol)]
  }

  /// The variables the solver knows, in the order it first met them.
  public var knownVariables: [Variable] {
    variables.compactMap { $0 }
  }
}

/// Where a variable's value lives in a solver (see ``Solver/slot(of:)``).
public struct ValueSlot: Sendable, Equatable {
  let symbol: Symbol
  let generation: Int
  let identity: UInt64
}

/// What the solver keeps about one added constraint.
struct ConstraintRecord: Sendable {
  let constraint: Constraint
  let rowSymbol: Symbol
  /// The factor the row was scaled by (a required row whose coefficients are all small is scaled up).
  var scale = 1.0
  /// Insertion order (a constant change keeps the original's), for rebuilding in the same order.
  var serial = 0
  /// The error symbols (`.none` when absent): `plus` measures excess, `minus` shortfall.
  let plusError: Symbol
  let minusError: Symbol
}

/// An edit variable and the optional `variable == suggestion` constraint that carries it.
struct EditRecord: Sendable {
  let variable: Variable
  let constraint: Constraint
}
