// Minimising the priority levels' errors, highest level first: a primal bounded simplex whose
// reduced costs are vectors (one entry per level) compared lexicographically, so no number of
// lower-level errors can buy a higher-level one.

extension Solver {
  func optimizeIfNeeded() {
    guard needsOptimization else { return }
    optimize()
    needsOptimization = false
    // Re-evaluating every row costs the whole tableau, so it waits for pivots in proportion to the tableau's size
    // (a fixed interval made large layouts quadratic); the drift in between stays far below the tolerances. A
    // value moved by more than 1e6 keeps up to 1e-10 of rounding when it comes back (half an ulp of the
    // excursion): `v5` went to 2e11 and back to 2.7, 1.7e-5 off, and a variable defined from it missed a required
    // row by 2.4e-3 (fuzzing, `solver-huge-constants-cancel`). Such a move is re-evaluated at once; layouts'
    // values stay far below it.
    if operationsSinceRefresh > max(256, rows.count / 4) || largestMoveSinceRefresh > 1e6 {
      refreshBasicValues()
    }
  }

  /// Runs the simplex until no candidate improves the objective.
  ///
  /// Entering: the improving symbol whose column is shortest, ties to the newest symbol; after
  /// `blandAfter` degenerate pivots in a row, the smallest improving symbol (Bland) until one makes
  /// progress. Leaving: the smallest ratio, ties to the newest symbol (the smallest under Bland's rule).
  /// Every symbol whose reduced cost changed is in `candidates`.
  func optimize() {
    // Bland's rule cannot cycle in exact arithmetic; rounding can still make two symbols trade places forever
    // at a degenerate vertex. Past this many degenerate pivots in a row the basis is feasible and as good as
    // rounding can tell, so the search stops there.
    let degenerateLimit = 1_000 + 16 * kinds.count
    // The shortest-column rule alone could cycle at a degenerate vertex; Bland's cannot, and every nondegenerate
    // pivot lowers the objective, so switching to Bland within a degenerate run keeps the search finite.
    let blandAfter = 50
    // Rounding can also make a cycle whose steps are not zero (a 1e9 coefficient: one symbol moves 1e-12 and the
    // other 1e-3, back and forth, each judged improving). Undoing the previous pivot never improves in exact
    // arithmetic, so it is vetoed; and a budget far above any real search (a chain of 10 000 views takes about
    // one pivot a view) bounds whatever rounding does beyond that.
    let pivotLimit = 100_000 + 100 * kinds.count
    var moves = 0
    var previous = (entering: Symbol.none, leaving: Symbol.none)
    var degenerate = 0
    while !isOverWorkLimit {
      // Systems with extreme coefficients keep Bland's rule throughout: the shortest-column order met rows that
      // rounding had broken beside a 1e9 coefficient (fuzzing, `solver-shortest-column-beside-giga`).
      let bland = degenerate >= blandAfter || hasExtremeCoefficients
      guard let (entering, direction) = bland ? smallestImprovingCandidate() : shortestImprovingCandidate()
      else { break }
      let move = ratioTest(entering: entering, direction: direction, bland: bland)
      guard move.step.isFinite else { continue }  // unbounded: cannot happen with errors ≥ 0
      if isVetoed(move, entering: entering, direction: direction, previous: previous) { continue }
      moves += 1
      if moves > pivotLimit {
        abandonSearch()
        break
      }
      take(move, entering: entering, direction: direction)
      guard move.leaving != .none else { continue }  // a bound flip
      previous = (entering, move.leaving)
      if move.step > 0 {
        degenerate = 0
      } else {
        degenerate += 1
        if degenerate > degenerateLimit {
          abandonSearch()
          break
        }
      }
    }
    if isOverWorkLimit { dropCandidates() }
    violated.removeAll()
  }

  /// A step of the simplex: how far the entering symbol moves, and the basic symbol that leaves at its bound
  /// (`.none` for a bound flip, the entering symbol reaching its own bound).
  private struct SimplexMove {
    var step: Double
    var leaving: Symbol
    var leavingBound: Double
  }

  /// The smallest improving candidate (Bland's rule) with its direction, dropping non-improving ones from the
  /// queue; nil when none improves.
  private func smallestImprovingCandidate() -> (Symbol, Double)? {
    while let symbol = candidates.popMin() {
      isCandidate[Int(symbol)] = false
      if let way = enteringDirection(symbol) { return (symbol, way) }
    }
    return nil
  }

  /// The ratio test: the basic symbol that first reaches a bound as `entering` moves in `direction`, or the
  /// entering symbol's own bound when that comes first.
  private func ratioTest(entering: Symbol, direction: Double, bland: Bool) -> SimplexMove {
    let j = Int(entering)
    var move = SimplexMove(
      step: direction > 0 ? upperBounds[j] - values[j] : values[j] - lowerBounds[j], leaving: .none,
      leavingBound: 0)
    for basic in liveColumn(entering) {
      let b = Int(basic)
      // Every stored coefficient counts (rows already drop rounding residue): skipping small ones would let
      // a step push a row with a 1e-9 coefficient out of its bounds.
      let rate = rows[b].coefficient(of: entering) * direction
      let bound: Double
      if rate > 0 {
        bound = upperBounds[b]
      } else if rate < 0 {
        bound = lowerBounds[b]
      } else {
        continue
      }
      let ratio = max(0, (bound - values[b]) / rate)
      // Outside Bland's phase a tie goes to the newest row: an old row (a deep view's edge) is one many rows
      // were built from, and pivoting it out rewrites them all.
      let leaving = move.leaving
      if ratio < move.step
        || (ratio == move.step && leaving != .none && (bland ? basic < leaving : basic > leaving))
      {
        move = SimplexMove(step: ratio, leaving: basic, leavingBound: bound)
      }
    }
    return move
  }

  /// True when a finite move is not taken although its reduced cost says it improves.
  private func isVetoed(
    _ move: SimplexMove, entering: Symbol, direction: Double, previous: (entering: Symbol, leaving: Symbol)
  ) -> Bool {
    // A cost too small to decide the direction can still move a higher level a lot over a long step; such a
    // move is not an improvement, and taking it lets two levels trade the same error back and forth forever.
    if worsensHigherLevel(entering, by: direction * move.step) { return true }
    // A pivot element a million times smaller than the rest of its row is rounding residue in a system of
    // ordinary coefficients (an ill-conditioned elimination left 2.6e-10 where 0 belongs, and its 3.6e-7 cost
    // drove a 3.3e9 step that broke a required row: fuzzing, `solver-residue-product-long-step`). Such a move is
    // not taken. Systems with extreme coefficients have real entries that small and keep taking it.
    let leaving = move.leaving
    if leaving != .none, !hasExtremeCoefficients, isResiduePivot(leaving: leaving, entering: entering) {
      return true
    }
    return leaving != .none && entering == previous.leaving && leaving == previous.entering
  }

  /// Moves `entering` by the step and, unless it is a bound flip, pivots it into the basis in place of the leaving
  /// symbol.
  private func take(_ move: SimplexMove, entering: Symbol, direction: Double) {
    let j = Int(entering)
    violated.removeAll()
    shift(entering, by: direction * move.step)
    let leaving = move.leaving
    if leaving == .none {
      // A bound flip: the entering symbol reached its own bound.
      setValue(entering, direction > 0 ? upperBounds[j] : lowerBounds[j])
      return
    }
    // A leaving symbol already past its bound (within the tolerance) keeps its value in systems with extreme
    // coefficients: snapping it moves no other value, and a 1e9 coefficient can make that unrecorded move worth
    // hundreds in a required row (fuzzing, `solver-snap-beside-giga`).
    if !(hasExtremeCoefficients && move.step == 0 && isPast(leaving, bound: move.leavingBound)) {
      setValue(leaving, move.leavingBound)
    }
    pivot(leaving: leaving, entering: entering)
    markCandidate(leaving)
  }

  /// Stops the search where it stands (counted in `degenerateStops`): every queued candidate is dropped.
  private func abandonSearch() {
    degenerateStops += 1
    dropCandidates()
  }

  private func dropCandidates() {
    while let symbol = candidates.popMin() { isCandidate[Int(symbol)] = false }
  }

  /// The improving candidate whose column holds the fewest rows (newest symbol among equals), with its
  /// direction; the other improving candidates stay queued. Nil when none improves.
  ///
  /// A short column means a pivot that rewrites few rows. Bland's smallest symbol tends to be an old one (a
  /// deep view's edge in nested stacks), whose column runs through every row that depends on it: in nested
  /// stacks of 10 000 views, 1.4·10⁹ row entries rewritten against 1.3·10⁸ this way.
  private func shortestImprovingCandidate() -> (Symbol, Double)? {
    var best: (symbol: Symbol, direction: Double, length: Int)?
    var improving = improvingScratch
    improvingScratch = []
    defer { improvingScratch = improving }
    improving.removeAll(keepingCapacity: true)
    while let symbol = candidates.popMin() {
      isCandidate[Int(symbol)] = false
      guard let direction = enteringDirection(symbol) else { continue }
      improving.append(symbol)
      // The lazy column's length (stale entries included) is a cheap, deterministic estimate.
      let length = columns[Int(symbol)].count
      // Candidates come out smallest first, so taking equals replaces an older symbol by a newer one.
      if let current = best, current.length < length { continue }
      best = (symbol, direction, length)
    }
    guard let best else { return nil }
    for symbol in improving where symbol != best.symbol { markCandidate(symbol) }
    return (best.symbol, best.direction)
  }

  /// The direction nonbasic `symbol` may enter in, nil when it is not an improving nonbasic symbol.
  private func enteringDirection(_ symbol: Symbol) -> Double? {
    let index = Int(symbol)
    guard kinds[index] != .free, !isBasic[index] else { return nil }
    return improvingDirection(symbol)
  }

  /// True when `symbol`'s value lies beyond `bound`, on the far side from its other bound.
  private func isPast(_ symbol: Symbol, bound: Double) -> Bool {
    let index = Int(symbol)
    if lowerBounds[index] == upperBounds[index] { return values[index] != bound }
    return bound == upperBounds[index] ? values[index] > bound : values[index] < bound
  }

  /// True when `entering`'s coefficient in `leaving`'s row is below 1e-6 of the row's largest.
  private func isResiduePivot(leaving: Symbol, entering: Symbol) -> Bool {
    let row = rows[Int(leaving)]
    return abs(row.coefficient(of: entering)) < 1e-6 * row.largestMagnitude
  }

  /// +1 or −1 when moving nonbasic `symbol` that way lowers the objective, nil otherwise.
  func improvingDirection(_ symbol: Symbol) -> Double? {
    let sign = reducedCostSign(symbol)
    if sign < 0, canMove(symbol, up: true) { return 1 }
    if sign > 0, canMove(symbol, up: false) { return -1 }
    return nil
  }

  /// The sign of the first level whose reduced cost for `symbol` is not zero.
  ///
  /// Zero is judged against the symbol's own scale: the row variable of `1e9·v ≤ 0` moves `v` by 1e-9 per unit,
  /// so its costs are that small and still real. A higher level's cost too small to decide a direction but above
  /// rounding residue still vetoes a move that would worsen that level: otherwise the move and its reverse pivot
  /// (whose cost is the large reciprocal) both look improving, and the optimiser cycles (fuzzing found this).
  func reducedCostSign(_ symbol: Symbol) -> Int {
    var scale = -1.0
    var smallPositive = false
    var smallNegative = false
    for level in objective.indices {
      let cost = self.cost(symbol, at: level)
      var sign = 0
      if cost > Tolerance.coefficient {
        sign = 1
      } else if cost < -Tolerance.coefficient {
        sign = -1
      } else if cost != 0 {
        if scale < 0 { scale = columnScale(symbol) }
        if cost > Tolerance.coefficient * scale {
          sign = 1
        } else if cost < -Tolerance.coefficient * scale {
          sign = -1
        } else if abs(cost) > Tolerance.residue {
          if cost > 0 { smallPositive = true } else { smallNegative = true }
        }
      }
      // Improving means moving against the sign: down for +1, which raises a level whose cost is negative.
      if sign == 1 { return smallNegative ? 0 : 1 }
      if sign == -1 { return smallPositive ? 0 : -1 }
    }
    return 0
  }

  /// The largest coefficient magnitude in `symbol`'s column, capped at 1 (1 for a column with no rows).
  private func columnScale(_ symbol: Symbol) -> Double {
    var largest = 0.0
    for basic in liveColumn(symbol) { largest = max(largest, abs(rows[Int(basic)].coefficient(of: symbol))) }
    return largest == 0 ? 1 : min(1, largest)
  }

  /// True when moving nonbasic `symbol` by `delta` raises some level's error by more than the feasibility
  /// tolerance before any level's error falls by that much.
  private func worsensHigherLevel(_ symbol: Symbol, by delta: Double) -> Bool {
    for level in objective.indices {
      let change = cost(symbol, at: level) * delta
      if change < -Tolerance.feasibility { return false }
      if change > Tolerance.feasibility { return true }
    }
    return false
  }
}
