/// A sparse linear form `Σ coefficient × symbol`, entries sorted by symbol.
///
/// Rows never hold a constant: constants live in the bounds of row variables, so values stay
/// attached to symbols and a constraint's constant can change without touching any row.
struct Row: Sendable {
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []

  init() {}

  /// Builds a row from unsorted terms; repeated symbols are summed, near-zero results dropped.
  init(terms: [(Symbol, Double)]) {
    let sorted = terms.sorted { $0.0 < $1.0 }
    symbols.reserveCapacity(sorted.count)
    coefficients.reserveCapacity(sorted.count)
    for (symbol, coefficient) in sorted {
      if let last = symbols.last, last == symbol {
        coefficients[coefficients.count - 1] += coefficient
      } else {
        symbols.append(symbol)
        coefficients.append(coefficient)
      }
    }
    var keep = 0
    for index in symbols.indices where !Tolerance.isZero(coefficients[index]) {
      symbols[keep] = symbols[index]
      coefficients[keep] = coefficients[index]
      keep += 1
    }
    symbols.removeLast(symbols.count - keep)
    coefficients.removeLast(coefficients.count - keep)
  }

  /// A row from entries already sorted by symbol, each symbol once; nothing is dropped.
  init(sortedSymbols: [Symbol], coefficients: [Double]) {
    symbols = sortedSymbols
    self.coefficients = coefficients
  }

  var count: Int { symbols.count }
  var isEmpty: Bool { symbols.isEmpty }

  /// The largest coefficient magnitude.
  var largestMagnitude: Double {
    var largest = 0.0
    for value in coefficients { largest = max(largest, abs(value)) }
    return largest
  }

  /// Position of `symbol`, or nil; binary search.
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let value = symbols[mid]
      if value == symbol { return mid }
      if value < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Symbol) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    return coefficients[index]
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Inserts `symbol`, which must not be present yet, keeping the order.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    symbols.insert(symbol, at: low)
    coefficients.insert(coefficient, at: low)
  }

  /// Multiplies every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Replaces `symbol` (which `other` must not hold) by `other`: `self += c × other` where `c` was the symbol's
  /// coefficient, the symbol's entry dropped. Returns `c` (0 when `symbol` is absent, and nothing changes).
  ///
  /// Same arithmetic and result as ``remove(_:)`` followed by ``add(_:times:scratch:added:)``. A short `other`
  /// rewrites only the stretch of this row between its lowest and highest symbol, and when that stretch keeps its
  /// length nothing after it moves: a pivot over one view's symbols lands in a chain's row over every width
  /// without shifting the rest of it (memmove was 72% of chain N = 10 000).
  mutating func replace(_ symbol: Symbol, by other: Row, scratch: inout Row, added: inout [Symbol]) -> Double {
    guard let position = index(of: symbol) else { return 0 }
    let factor = coefficients[position]
    guard other.symbols.count * 16 < symbols.count, let first = other.symbols.first, let last = other.symbols.last
    else {
      symbols.remove(at: position)
      coefficients.remove(at: position)
      add(other, times: factor, scratch: &scratch, added: &added)
      return factor
    }
    // The stretch [start, end) of entries whose symbols lie between the lowest and highest symbol involved.
    let lowest = min(first, symbol)
    let highest = max(last, symbol)
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < lowest { low = mid + 1 } else { high = mid }
    }
    let start = low
    high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] <= highest { low = mid + 1 } else { high = mid }
    }
    let end = low
    scratch.symbols.removeAll(keepingCapacity: true)
    scratch.coefficients.removeAll(keepingCapacity: true)
    var i = start
    var j = 0
    let rightCount = other.symbols.count
    while i < end || j < rightCount {
      if i < end, symbols[i] == symbol {
        i += 1
        continue
      }
      if j == rightCount || (i < end && symbols[i] < other.symbols[j]) {
        scratch.symbols.append(symbols[i])
        scratch.coefficients.append(coefficients[i])
        i += 1
      } else if i == end || other.symbols[j] < symbols[i] {
        let value = other.coefficients[j] * factor
        if value != 0 {
          scratch.symbols.append(other.symbols[j])
          scratch.coefficients.append(value)
          added.append(other.symbols[j])
        }
        j += 1
      } else {
        let value = other.coefficients[j] * factor
        let sum = coefficients[i] + value
        if !Tolerance.cancels(sum, coefficients[i], value) {
          scratch.symbols.append(symbols[i])
          scratch.coefficients.append(sum)
        }
        i += 1
        j += 1
      }
    }
    if scratch.symbols.count == end - start {
      for k in 0..<scratch.symbols.count {
        symbols[start + k] = scratch.symbols[k]
        coefficients[start + k] = scratch.coefficients[k]
      }
    } else {
      symbols.replaceSubrange(start..<end, with: scratch.symbols)
      coefficients.replaceSubrange(start..<end, with: scratch.coefficients)
    }
    return factor
  }

  /// `self += factor × other`, merging in one pass; entries that cancel are dropped.
  ///
  /// Symbols that were not in `self` before are appended to `added`, so the caller can index them.
  mutating func add(_ other: Row, times factor: Double, scratch: inout Row, added: inout [Symbol]) {
    if other.symbols.count * 16 < symbols.count {
      // A short row into a long one (an objective row, a dense row): update in place by binary search,
      // so the cost follows the short row, not the long one.
      for j in other.symbols.indices {
        let symbol = other.symbols[j]
        let value = other.coefficients[j] * factor
        var low = 0
        var high = symbols.count
        while low < high {
          let mid = (low + high) >> 1
          if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < symbols.count && symbols[low] == symbol {
          let sum = coefficients[low] + value
          if Tolerance.cancels(sum, coefficients[low], value) {
            symbols.remove(at: low)
            coefficients.remove(at: low)
          } else {
            coefficients[low] = sum
          }
        } else if value != 0 {
          // A new term is a product, not a cancellation: however small, it is real (a 1e-9 multiplier times a
          // row scaled by 1e-9 must not vanish, or a required row would lose its only term).
          symbols.insert(symbol, at: low)
          coefficients.insert(value, at: low)
          added.append(symbol)
        }
      }
      return
    }
    scratch.symbols.removeAll(keepingCapacity: true)
    scratch.coefficients.removeAll(keepingCapacity: true)
    let needed = symbols.count + other.symbols.count
    if scratch.symbols.capacity < needed {
      scratch.symbols.reserveCapacity(needed)
      scratch.coefficients.reserveCapacity(needed)
    }
    var i = 0
    var j = 0
    let leftCount = symbols.count
    let rightCount = other.symbols.count
    symbols.withUnsafeBufferPointer { ls in
      coefficients.withUnsafeBufferPointer { lc in
        other.symbols.withUnsafeBufferPointer { rs in
          other.coefficients.withUnsafeBufferPointer { rc in
            while i < leftCount || j < rightCount {
              if j == rightCount || (i < leftCount && ls[i] < rs[j]) {
                scratch.symbols.append(ls[i])
                scratch.coefficients.append(lc[i])
                i += 1
              } else if i == leftCount || rs[j] < ls[i] {
                let value = rc[j] * factor
                if value != 0 {
                  scratch.symbols.append(rs[j])
                  scratch.coefficients.append(value)
                  added.append(rs[j])
                }
                j += 1
              } else {
                let product = rc[j] * factor
                let value = lc[i] + product
                if !Tolerance.cancels(value, lc[i], product) {
                  scratch.symbols.append(ls[i])
                  scratch.coefficients.append(value)
                }
                i += 1
                j += 1
              }
            }
          }
        }
      }
    }
    swap(&self, &scratch)
  }
}

/// The solver's numerical tolerances, in one place.
///
/// A constraint's coefficients below `coefficient` are zero, and so are reduced costs below it (scaled by their
/// column); eliminations drop only what `cancels`. A value within `feasibility` of a bound counts as on it.
enum Tolerance {
  static let coefficient = 1e-9
  static let feasibility = 1e-7
  /// Below this a reduced cost is rounding residue and decides nothing, not even a veto.
  static let residue = 1e-12

  @inline(__always) static func isZero(_ value: Double) -> Bool {
    value < coefficient && value > -coefficient
  }

  /// True when `sum = a + b` is what is left of two terms cancelling: below the absolute tolerance, or at most
  /// 1e-12 of the larger term (doubles carry 16 digits, so such a remainder is rounding, not a coefficient).
  ///
  /// The absolute part is a compromise (Tests/Fuzz/README.md, open findings): with a 1e9 coefficient in the
  /// system, true entries of 1e-10 exist and dropping them can break a required row; without it, rounding
  /// residue stays in rows, and pivots on it break required rows in other systems.
  @inline(__always) static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    isZero(sum) || abs(sum) <= 1e-12 * max(abs(a), abs(b))
  }
}
