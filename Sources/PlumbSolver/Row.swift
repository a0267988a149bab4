/// A sparse linear form `Σ coefficient × symbol`, entries sorted by symbol.
///
/// Rows never hold a constant: constants live in the bounds of row variables, so values stay
/// attached to symbols and a constraint's constant can change without touching any row.
struct Row: Sendable {
  // A gap buffer: entries are `stored…[..<gapStart]` then `stored…[(gapStart + gapLength)...]`. An edit that
  // changes the row's length moves the gap to itself and grows or shrinks it, so the cost follows the distance
  // from the previous edit instead of the row's tail: the optimiser walks a chain view by view, and each pivot
  // shortens four rows over every view just past the previous pivot's spot (memmove of their tails was 38% of
  // chain N = 10 000).
  private var storedSymbols: [Symbol] = []
  private var storedCoefficients: [Double] = []
  private var gapStart = 0
  private var gapLength = 0

  init() {}

  /// Builds a row from unsorted terms; repeated symbols are summed, near-zero results dropped.
  init(terms: [(Symbol, Double)]) {
    let sorted = terms.sorted { $0.0 < $1.0 }
    storedSymbols.reserveCapacity(sorted.count)
    storedCoefficients.reserveCapacity(sorted.count)
    for (symbol, coefficient) in sorted {
      if let last = storedSymbols.last, last == symbol {
        storedCoefficients[storedCoefficients.count - 1] += coefficient
      } else {
        storedSymbols.append(symbol)
        storedCoefficients.append(coefficient)
      }
    }
    var keep = 0
    for index in storedSymbols.indices where !Tolerance.isZero(storedCoefficients[index]) {
      storedSymbols[keep] = storedSymbols[index]
      storedCoefficients[keep] = storedCoefficients[index]
      keep += 1
    }
    storedSymbols.removeLast(storedSymbols.count - keep)
    storedCoefficients.removeLast(storedCoefficients.count - keep)
  }

  /// A row from entries already sorted by symbol, each symbol once; nothing is dropped.
  init(sortedSymbols: [Symbol], coefficients: [Double]) {
    storedSymbols = sortedSymbols
    storedCoefficients = coefficients
  }

  /// The row's symbols, ascending.
  var symbols: RowEntries<Symbol> {
    RowEntries(storage: storedSymbols, gapStart: gapStart, gapLength: gapLength)
  }
  /// The coefficients, in the order of `symbols`.
  var coefficients: RowEntries<Double> {
    RowEntries(storage: storedCoefficients, gapStart: gapStart, gapLength: gapLength)
  }

  var count: Int { storedSymbols.count - gapLength }
  var isEmpty: Bool { storedSymbols.count == gapLength }

  /// Where the entry at `position` is stored.
  @inline(__always) private func slot(_ position: Int) -> Int {
    position < gapStart ? position : position + gapLength
  }

  /// The slots that hold entries, in order, as the runs before and after the gap: iterate both and read
  /// ``symbol(inSlot:)`` and ``coefficient(inSlot:)`` to walk a row without mapping each position.
  var slotRuns: (Range<Int>, Range<Int>) { (0..<gapStart, (gapStart + gapLength)..<storedSymbols.count) }

  @inline(__always) func symbol(inSlot slot: Int) -> Symbol { storedSymbols[slot] }
  @inline(__always) func coefficient(inSlot slot: Int) -> Double { storedCoefficients[slot] }

  /// Calls `body` with each entry's symbol and coefficient, in order.
  @inline(__always)
  func forEachEntry(_ body: (Symbol, Double) -> Void) {
    storedSymbols.withUnsafeBufferPointer { symbols in
      storedCoefficients.withUnsafeBufferPointer { coefficients in
        for index in 0..<gapStart { body(symbols[index], coefficients[index]) }
        for index in (gapStart + gapLength)..<symbols.count { body(symbols[index], coefficients[index]) }
      }
    }
  }

  /// The largest coefficient magnitude.
  @inline(__always) var largestMagnitude: Double {
    var largest = 0.0
    forEachEntry { _, coefficient in largest = max(largest, abs(coefficient)) }
    return largest
  }

  /// `Σ coefficient × values[symbol]`, summed in the row's order.
  @inline(__always) func weightedSum(of values: UnsafeMutableBufferPointer<Double>) -> Double {
    var sum = 0.0
    forEachEntry { symbol, coefficient in sum += coefficient * values[Int(symbol)] }
    return sum
  }

  /// Position of `symbol`, or nil; binary search.
  @inline(__always) func index(of symbol: Symbol) -> Int? {
    let position = lowerBound(symbol)
    return position < count && storedSymbols[slot(position)] == symbol ? position : nil
  }

  /// The first position whose symbol is not below `symbol`.
  @inline(__always) private func lowerBound(_ symbol: Symbol) -> Int {
    // Only one run of slots, before or after the gap, can hold the answer; search it as a plain array.
    var low = 0
    var high = storedSymbols.count
    var skipped = 0
    if gapLength > 0 {
      if gapStart > 0 && storedSymbols[gapStart - 1] >= symbol {
        high = gapStart
      } else {
        low = gapStart + gapLength
        skipped = gapLength
      }
    }
    while low < high {
      let mid = (low + high) >> 1
      if storedSymbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low - skipped
  }

  /// The coefficient of `symbol`, 0 when absent.
  @inline(__always) func coefficient(of symbol: Symbol) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    return storedCoefficients[slot(index)]
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    let coefficient = storedCoefficients[slot(index)]
    resize(index, index + 1, to: 0)
    return coefficient
  }

  /// Inserts `symbol`, which must not be present yet, keeping the order.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let position = lowerBound(symbol)
    resize(position, position, to: 1)
    storedSymbols[position] = symbol
    storedCoefficients[position] = coefficient
  }

  /// Multiplies every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    for index in 0..<gapStart { storedCoefficients[index] *= factor }
    for index in (gapStart + gapLength)..<storedCoefficients.count { storedCoefficients[index] *= factor }
  }

  /// Replaces `symbol` (which `other` must not hold) by `other`: `self += c × other` where `c` was the symbol's
  /// coefficient, the symbol's entry dropped. Returns `c` (0 when `symbol` is absent, and nothing changes).
  ///
  /// Same arithmetic and result as ``remove(_:)`` followed by ``add(_:times:scratch:added:)``. A short `other`
  /// rewrites only the stretch of this row between its lowest and highest symbol, and when that stretch keeps its
  /// length nothing after it moves: a pivot over one view's symbols lands in a chain's row over every width
  /// without shifting the rest of it (memmove was 72% of chain N = 10 000).
  mutating func replace(_ symbol: Symbol, by other: Row, scratch: inout Row, added: inout [Symbol]) -> Double
  {
    guard let position = index(of: symbol) else { return 0 }
    let factor = storedCoefficients[slot(position)]
    guard other.count * 16 < count, !other.isEmpty else {
      merge(other, times: factor, dropping: symbol, scratch: &scratch, added: &added)
      return factor
    }
    // The stretch [start, end) of entries whose symbols lie between the lowest and highest symbol involved.
    let first = other.storedSymbols[other.slot(0)]
    let last = other.storedSymbols[other.slot(other.count - 1)]
    let start = lowerBound(min(first, symbol))
    var low = start
    var high = count
    let highest = max(last, symbol)
    while low < high {
      let mid = (low + high) >> 1
      if storedSymbols[slot(mid)] <= highest { low = mid + 1 } else { high = mid }
    }
    let end = low
    scratch.removeAll()
    // The stretch as one run of slots (a gap inside it moves to its end, fewer moves than the stretch holds),
    // and `other` walked slot by slot, jumping its gap.
    if gapLength > 0 && gapStart > start && gapStart < end { moveGap(to: end) }
    let base = slot(start)
    let stop = base + (end - start)
    var i = base
    var j = other.slot(0)
    let rightEnd = other.storedSymbols.count
    while i < stop || j < rightEnd {
      let left = i < stop ? storedSymbols[i] : 0
      if i < stop, left == symbol {
        i += 1
        continue
      }
      let right = j < rightEnd ? other.storedSymbols[j] : 0
      if j == rightEnd || (i < stop && left < right) {
        scratch.append(left, storedCoefficients[i])
        i += 1
        continue
      }
      let value = other.storedCoefficients[j] * factor
      if i == stop || right < left {
        if value != 0 {
          scratch.append(right, value)
          added.append(right)
        }
      } else {
        let old = storedCoefficients[i]
        let sum = old + value
        if !Tolerance.cancels(sum, old, value) {
          scratch.append(left, sum)
        }
        i += 1
      }
      j += 1
      if j == other.gapStart { j += other.gapLength }
    }
    let length = scratch.count
    if length == end - start {
      for k in 0..<length {
        storedSymbols[base + k] = scratch.storedSymbols[k]
        storedCoefficients[base + k] = scratch.storedCoefficients[k]
      }
    } else {
      resize(start, end, to: length)
      for k in 0..<length {
        storedSymbols[start + k] = scratch.storedSymbols[k]
        storedCoefficients[start + k] = scratch.storedCoefficients[k]
      }
    }
    return factor
  }

  /// `self += factor × other`, merging in one pass; entries that cancel are dropped.
  ///
  /// Symbols that were not in `self` before are appended to `added`, so the caller can index them.
  mutating func add(_ other: Row, times factor: Double, scratch: inout Row, added: inout [Symbol]) {
    if other.count * 16 < count {
      // A short row into a long one (an objective row, a dense row): update in place by binary search,
      // so the cost follows the short row, not the long one.
      for j in 0..<other.count {
        let symbol = other.storedSymbols[other.slot(j)]
        let value = other.storedCoefficients[other.slot(j)] * factor
        let position = lowerBound(symbol)
        if position < count && storedSymbols[slot(position)] == symbol {
          let old = storedCoefficients[slot(position)]
          let sum = old + value
          if Tolerance.cancels(sum, old, value) {
            resize(position, position + 1, to: 0)
          } else {
            storedCoefficients[slot(position)] = sum
          }
        } else if value != 0 {
          // A new term is a product, not a cancellation: however small, it is real (a 1e-9 multiplier times a
          // row scaled by 1e-9 must not vanish, or a required row would lose its only term).
          resize(position, position, to: 1)
          storedSymbols[position] = symbol
          storedCoefficients[position] = value
          added.append(symbol)
        }
      }
      return
    }
    merge(other, times: factor, dropping: .none, scratch: &scratch, added: &added)
  }

  /// `self += factor × other` in one pass into `scratch`, which becomes the row; `dropped`'s entry (which `other`
  /// does not hold) is left out.
  private mutating func merge(
    _ other: Row, times factor: Double, dropping dropped: Symbol, scratch: inout Row, added: inout [Symbol]
  ) {
    scratch.removeAll()
    let needed = count + other.count
    if scratch.storedSymbols.capacity < needed {
      scratch.storedSymbols.reserveCapacity(needed)
      scratch.storedCoefficients.reserveCapacity(needed)
    }
    // Slot by slot through both rows, each jumping its gap.
    var i = slot(0)
    var j = other.slot(0)
    let leftEnd = storedSymbols.count
    let rightEnd = other.storedSymbols.count
    let (leftGap, leftSkip, rightGap, rightSkip) = (gapStart, gapLength, other.gapStart, other.gapLength)
    storedSymbols.withUnsafeBufferPointer { ls in
      storedCoefficients.withUnsafeBufferPointer { lc in
        other.storedSymbols.withUnsafeBufferPointer { rs in
          other.storedCoefficients.withUnsafeBufferPointer { rc in
            while i < leftEnd || j < rightEnd {
              if j == rightEnd || (i < leftEnd && ls[i] < rs[j]) {
                if ls[i] != dropped { scratch.append(ls[i], lc[i]) }
                i += 1
                if i == leftGap { i += leftSkip }
              } else if i == leftEnd || rs[j] < ls[i] {
                let value = rc[j] * factor
                if value != 0 {
                  scratch.append(rs[j], value)
                  added.append(rs[j])
                }
                j += 1
                if j == rightGap { j += rightSkip }
              } else {
                let product = rc[j] * factor
                let value = lc[i] + product
                if !Tolerance.cancels(value, lc[i], product) {
                  scratch.append(ls[i], value)
                }
                i += 1
                if i == leftGap { i += leftSkip }
                j += 1
                if j == rightGap { j += rightSkip }
              }
            }
          }
        }
      }
    }
    swap(&self, &scratch)
  }

  // MARK: Storage

  /// Empties the row, keeping its capacity (a scratch row's reuse).
  private mutating func removeAll() {
    storedSymbols.removeAll(keepingCapacity: true)
    storedCoefficients.removeAll(keepingCapacity: true)
    gapStart = 0
    gapLength = 0
  }

  @inline(__always) private mutating func append(_ symbol: Symbol, _ coefficient: Double) {
    storedSymbols.append(symbol)
    storedCoefficients.append(coefficient)
  }

  /// Makes positions `start..<end` into `length` stored slots `start..<start + length` with the gap right after
  /// them; the caller fills the slots. Returns with every entry outside the stretch kept, in order.
  private mutating func resize(_ start: Int, _ end: Int, to length: Int) {
    moveGap(to: end)
    // The stretch and the gap are now one run of slots from `start`; the gap becomes what is left of it.
    let room = end - start + gapLength
    if length > room {
      // A long row's gap grows by more than needed, so edits near here do not move its tail again each time.
      let grow = length - room + count >> 4
      let at = gapStart + gapLength
      storedSymbols.insert(contentsOf: repeatElement(0, count: grow), at: at)
      storedCoefficients.insert(contentsOf: repeatElement(0, count: grow), at: at)
      gapLength += grow
    }
    gapLength = end - start + gapLength - length
    gapStart = start + length
    if gapLength > 64 && gapLength > count {
      // Mostly gap: give it back.
      storedSymbols.removeSubrange(gapStart..<(gapStart + gapLength))
      storedCoefficients.removeSubrange(gapStart..<(gapStart + gapLength))
      gapLength = 0
    }
  }

  /// Moves the gap so that it starts at position `position`, moving the entries between.
  private mutating func moveGap(to position: Int) {
    guard gapLength > 0, position != gapStart else {
      gapStart = position
      return
    }
    let length = gapLength
    storedSymbols.withUnsafeMutableBufferPointer { symbols in
      storedCoefficients.withUnsafeMutableBufferPointer { coefficients in
        guard let s = symbols.baseAddress, let c = coefficients.baseAddress else { return }
        if position < gapStart {
          // Entries position..<gapStart move up behind the gap.
          let moved = gapStart - position
          UnsafeMutableRawPointer(s + position + length).copyMemory(
            from: s + position, byteCount: moved * MemoryLayout<Symbol>.stride)
          UnsafeMutableRawPointer(c + position + length).copyMemory(
            from: c + position, byteCount: moved * MemoryLayout<Double>.stride)
        } else {
          // Entries gapStart..<position (stored after the gap) move down in front of it.
          let moved = position - gapStart
          UnsafeMutableRawPointer(s + gapStart).copyMemory(
            from: s + gapStart + length, byteCount: moved * MemoryLayout<Symbol>.stride)
          UnsafeMutableRawPointer(c + gapStart).copyMemory(
            from: c + gapStart + length, byteCount: moved * MemoryLayout<Double>.stride)
        }
      }
    }
    gapStart = position
  }
}

/// A row's symbols or coefficients: positions count from 0 at the row's first entry.
struct RowEntries<Element: Sendable>: RandomAccessCollection, Sendable {
  fileprivate let storage: [Element]
  fileprivate let gapStart: Int
  fileprivate let gapLength: Int

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count - gapLength }

  subscript(position: Int) -> Element { storage[position < gapStart ? position : position + gapLength] }
}

extension RowEntries: Equatable where Element: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
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
