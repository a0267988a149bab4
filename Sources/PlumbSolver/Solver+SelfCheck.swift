// A safety net for systems whose coefficients span more than doubles carry (a 1e9 coefficient beside ordinary
// ones): incremental pivots can leave a required row broken by rounding (Tests/Fuzz/README.md, open findings),
// where solving the same constraints afresh often does not. Layout-sized coefficients never pay for the check.

extension Solver {
  /// Re-solves from the constraints, in their insertion order, when a required row no longer holds, and keeps the
  /// fresh solution when it breaks fewer required rows.
  func rebuildIfRequiredRowsBroke() {
    let broken = brokenRequiredRows()
    guard broken > 0 else { return }
    let fresh = Solver()
    fresh.allowsRebuild = false
    let editsByConstraint = Dictionary(uniqueKeysWithValues: edits.values.map { ($0.constraint.identity, $0) })
    for record in records.values.sorted(by: { $0.serial < $1.serial }) {
      if let edit = editsByConstraint[record.constraint.identity] {
        // The same edit constraint object, so callers' edits and conflict reports still name it.
        guard (try? fresh.insertEdit(edit)) != nil,
          (try? fresh.suggestValue(lowerBounds[Int(record.rowSymbol)], for: edit.variable)) != nil
        else { return }
      } else {
        guard (try? fresh.add(record.constraint)) != nil else { return }
      }
      fresh.records[record.constraint.identity]?.serial = record.serial
    }
    fresh.updateVariables()
    guard fresh.brokenRequiredRows() < broken else { return }
    fresh.nextSerial = nextSerial
    fresh.allowsRebuild = true
    fresh.hasExtremeCoefficients = true
    fresh.degenerateStops += degenerateStops
    fresh.precisionRebuilds = precisionRebuilds + 1
    fresh.precisionRefactorizations += precisionRefactorizations
    adoptState(of: fresh)
  }

  /// How many required constraints miss by more than 1e-6 of their own scale, judged from the variables' values:
  /// re-evaluated from their rows, or as maintained (cheaper: no row is read, so insertion can afford it).
  func brokenRequiredRows(maintained: Bool = false) -> Int {
    brokenRequiredRecords(maintained: maintained).count
  }

  /// The required constraints ``brokenRequiredRows(maintained:)`` counts, in insertion order.
  func brokenRequiredRecords(maintained: Bool = false) -> [ConstraintRecord] {
    var broken: [ConstraintRecord] = []
    for record in records.values where record.constraint.priority.isRequired {
      let expression = record.constraint.expression
      var value = expression.constant
      var scale = max(1, abs(expression.constant))
      // Repeated variables summed and sub-tolerance sums dropped, as `insert` reads the constraint (judging
      // `1e-12·v + 1e-9·v` term by term called a held row broken and re-solved on every update).
      var terms: [(Symbol, Double)] = []
      for term in expression.terms where term.coefficient != 0 {
        guard let symbol = symbolOfVariable[term.variable.identity] else { continue }
        terms.append((symbol, term.coefficient))
      }
      let merged = Row(terms: terms)
      for index in 0..<merged.count {
        let x = maintained ? values[Int(merged.symbols[index])] : exactValue(of: merged.symbols[index])
        value += merged.coefficients[index] * x
        scale += abs(merged.coefficients[index]) * max(1, abs(x))
      }
      let tolerance = 1e-6 * scale
      let holds =
        switch record.constraint.relation {
        case .equal: abs(value) <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        case .lessThanOrEqual: value <= tolerance
        }
      if !holds { broken.append(record) }
    }
    return broken.sorted { $0.serial < $1.serial }
  }
}

extension Solver {
  /// The number of stored properties ``adoptState(of:)`` copies; a test compares it with the class's own count, so
  /// a property added later cannot be forgotten there.
  static let adoptedPropertyCount = 48

  /// Takes over every stored property of `other` (a solver rebuilt from the same constraints).
  func adoptState(of other: Solver) {
    kinds = other.kinds
    lowerBounds = other.lowerBounds
    upperBounds = other.upperBounds
    values = other.values
    isBasic = other.isBasic
    rows = other.rows
    columns = other.columns
    owners = other.owners
    variables = other.variables
    isCandidate = other.isCandidate
    columnStamps = other.columnStamps
    rowLogStamps = other.rowLogStamps
    valueLogStamps = other.valueLogStamps
    freeSymbols = other.freeSymbols
    definitions = other.definitions
    definitionRanks = other.definitionRanks
    definedByRow = other.definedByRow
    definitionOrder = other.definitionOrder
    frontDefinitions = other.frontDefinitions
    definitionUses = other.definitionUses
    definedValuesAreStale = other.definedValuesAreStale
    expansion = other.expansion
    // Not copied: the fresh solver numbered its symbols anew, so slots handed out before are stale.
    symbolGeneration += 1
    symbolOfVariable = other.symbolOfVariable
    records = other.records
    edits = other.edits
    levels = other.levels
    levelUseCounts = other.levelUseCounts
    objective = other.objective
    candidates = other.candidates
    violated = other.violated
    needsOptimization = other.needsOptimization
    columnStamp = other.columnStamp
    transaction = other.transaction
    transactionCounter = other.transactionCounter
    scratchRow = other.scratchRow
    addedSymbols = other.addedSymbols
    improvingScratch = other.improvingScratch
    operationsSinceRefresh = other.operationsSinceRefresh
    largestMoveSinceRefresh = other.largestMoveSinceRefresh
    degenerateStops = other.degenerateStops
    precisionRebuilds = other.precisionRebuilds
    repairPivots = other.repairPivots
    rewrittenEntries = other.rewrittenEntries
    precisionRefactorizations = other.precisionRefactorizations
    hasExtremeCoefficients = other.hasExtremeCoefficients
    allowsRebuild = other.allowsRebuild
    nextSerial = other.nextSerial
  }
}
