// The solver fuzz target's interpreter, shared by the libFuzzer build (Tests/Fuzz/run.sh compiles this file) and
// the regression tests that replay every input the fuzzer ever found.
#if !FUZZ_SINGLE_MODULE
  @testable import PlumbSolver
#endif

// Bytes drive a random sequence of solver calls (add, remove, edits, suggestions, queries). Invariants checked after
// every update: removing works exactly once, required constraints hold, values are finite.

struct FuzzBytes {
  var bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  mutating func next() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }
  mutating func number() -> Double? {
    guard let a = next(), let b = next() else { return nil }
    let raw = Int16(bitPattern: UInt16(a) << 8 | UInt16(b))
    switch a & 0xE0 {
    case 0xE0: return [Double.nan, .infinity, -.infinity, 1e-9, 1e9, -1e9, 0, 1e-12][Int(b & 7)]
    default: return Double(raw) / 64
    }
  }
}

/// Replays `bytes` as solver calls; returns the first broken invariant, or nil. `log` receives each call made.
/// Without `checksExtremePrecision`, required rows of systems with a coefficient beyond 1e±6 are not checked.
func replaySolverFuzzInput(
  _ bytes: UnsafeBufferPointer<UInt8>, checksExtremePrecision: Bool = true, log: (String) -> Void = { _ in }
) -> String? {
  var reader = FuzzBytes(bytes: bytes)
  let solver = Solver()
  let variables = (0..<6).map { Variable("v\($0)") }
  var added: [Constraint] = []
  var edited: [Variable] = []
  // The largest value any variable was asked to take; rounding from that moment stays in later values.
  var largestSuggestion = 0.0
  var largestCoefficientEver = 0.0
  while let op = reader.next() {
    switch op % 8 {
    case 0, 1, 2:
      guard let count = reader.next(), let constant = reader.number(), let relationByte = reader.next(),
        let priorityByte = reader.next()
      else { return nil }
      var expression = LinearExpression(constant: constant)
      for _ in 0..<(Int(count % 3) + 1) {
        guard let pick = reader.next(), let coefficient = reader.number() else { return nil }
        expression = expression + coefficient * variables[Int(pick) % variables.count]
      }
      let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int(relationByte % 3)]
      let priority: Priority = [.required, 750, 250, 999, 1, 0, 1001, 500.5][Int(priorityByte % 8)]
      let constraint = Constraint(expression, relation, 0, priority: priority)
      do {
        try solver.add(constraint)
        added.append(constraint)
        log("add \(constraint)")
      } catch { log("add \(constraint) failed: \(error)") }
    case 3:
      guard let pick = reader.next(), !added.isEmpty else { continue }
      let constraint = added.remove(at: Int(pick) % added.count)
      log("remove \(constraint)")
      do { try solver.remove(constraint) } catch { return "removing an added constraint failed: \(error)" }
      if (try? solver.remove(constraint)) != nil { return "removed the same constraint twice" }
    case 4:
      guard let pick = reader.next() else { return nil }
      let variable = variables[Int(pick) % variables.count]
      if (try? solver.addEditVariable(variable, priority: .high)) != nil {
        edited.append(variable)
        log("edit \(variable)")
      }
    case 5:
      guard let pick = reader.next(), let value = reader.number(), !edited.isEmpty else { continue }
      log("suggest \(value) for \(edited[Int(pick) % edited.count])")
      if value.isFinite { largestSuggestion = max(largestSuggestion, abs(value)) }
      try? solver.suggestValue(value, for: edited[Int(pick) % edited.count])
    case 6:
      let ambiguous = solver.ambiguousVariables().map(\.identity)
      if ambiguous != solver.ambiguousVariablesByFullScan().map(\.identity) {
        return "the ambiguity analysis disagrees with its full scan: \(ambiguous)"
      }
      let alternative = ambiguous.isEmpty ? nil : solver.alternativeSolution()
      let both = solver.ambiguity()
      if both.variables.map(\.identity) != ambiguous || both.alternative?.values != alternative?.values
        || both.alternative?.changedVariables.map(\.identity) != alternative?.changedVariables.map(\.identity)
      {
        return "ambiguity() disagrees with ambiguousVariables() and alternativeSolution()"
      }
    default:
      solver.updateVariables()
      log("update: " + variables.map { "\($0)=\(solver.value(of: $0))" }.joined(separator: " "))
      // Doubles carry about 16 digits across the whole tableau: once some term of some constraint reaches
      // 1e18 (a 1e9 coefficient times a 1e9 value), every row may be off by its 1e-12 share, and values moved
      // incrementally keep that error after the large value is gone (so the largest suggestion ever counts). The
      // check allows that much and no more (the 1e-6 local tolerance still governs ordinary systems).
      // Likewise, eliminating with a 1e-9 coefficient in a system that also holds 1e3 ones multiplies rounding
      // errors by their ratio (a condition number, roughly): the check allows 1e-15 of that ratio too.
      var magnitude = 0.0
      var largest = 1.0
      var smallest = 1.0
      for constraint in added {
        magnitude = max(magnitude, abs(constraint.expression.constant))
        for term in constraint.expression.terms {
          magnitude = max(magnitude, abs(term.coefficient) * abs(solver.value(of: term.variable)))
          let size = abs(term.coefficient)
          largestCoefficientEver = max(largestCoefficientEver, size)
          if size >= 1e-9 {
            largest = max(largest, size)
            smallest = min(smallest, size)
          }
        }
      }
      let condition = largest / smallest
      magnitude = max(magnitude, largestSuggestion * largestCoefficientEver)
      // Systems with a coefficient beyond 1e±6: tableau entries below the 1e-9 tolerance, or below 1e-12 of a 1e9
      // neighbour, are real there and still dropped; refactorisation repairs what that breaks (Solver+Refinement.swift),
      // and one such input is still open (Tests/Fuzz/README.md). Their required rows are checked only when asked
      // (the regression tests and PLUMB_FUZZ_EXTREME=1 runs).
      let isExtreme =
        !checksExtremePrecision
        && added.contains { constraint in
          constraint.expression.terms.contains { term in
            abs(term.coefficient) >= 1e-9 && (abs(term.coefficient) > 1e6 || abs(term.coefficient) < 1e-6)
          }
        }
      for constraint in added where constraint.priority.isRequired && !isExtreme {
        // Coefficients below the solver's 1e-9 tolerance are zero to it, as documented on `Solver.add`.
        // Repeated variables are summed first, as the solver does.
        var terms: [(variable: Variable, coefficient: Double)] = []
        for term in constraint.expression.terms {
          if let index = terms.firstIndex(where: { $0.variable.identity == term.variable.identity }) {
            terms[index].coefficient += term.coefficient
          } else {
            terms.append((term.variable, term.coefficient))
          }
        }
        terms.removeAll { abs($0.coefficient) < 1e-9 }
        var value = constraint.expression.constant
        for term in terms { value += term.coefficient * solver.value(of: term.variable) }
        let scale =
          max(1, abs(constraint.expression.constant))
          + terms.reduce(0) { $0 + abs($1.coefficient) * max(1, abs(solver.value(of: $1.variable))) }
        let tolerance = max(1e-6 * scale, 1e-12 * magnitude, 1e-15 * condition * scale)
        let holds: Bool
        switch constraint.relation {
        case .equal: holds = abs(value) <= tolerance
        case .greaterThanOrEqual: holds = value >= -tolerance
        case .lessThanOrEqual: holds = value <= tolerance
        }
        if !holds { return "required constraint \(constraint) violated by \(value)" }
      }
      for variable in variables where !solver.value(of: variable).isFinite {
        return "non-finite value of \(variable)"
      }
    }
  }
  return nil
}
