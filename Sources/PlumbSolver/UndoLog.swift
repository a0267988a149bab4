/// What a transaction changed, so a failed required add can put everything back bit for bit.
struct UndoLog: Sendable {
  let stamp: UInt32
  var rows: [(symbol: Symbol, row: Row, isBasic: Bool)] = []
  var values: [(symbol: Symbol, value: Double)] = []
  /// Every reduced cost changed, with its old value (costs are logged one by one: the rows are dense).
  var objective: [(level: Int, symbol: Symbol, cost: Double)] = []
}

extension Solver {
  func beginTransaction() {
    transactionCounter &+= 1
    if transactionCounter == 0 {
      // The stamps wrapped: clear them so no stale stamp matches the new counter.
      for index in rowLogStamps.indices {
        rowLogStamps[index] = 0
        valueLogStamps[index] = 0
      }
      transactionCounter = 1
    }
    transaction = UndoLog(stamp: transactionCounter)
  }

  func commitTransaction() { transaction = nil }

  /// Restores every logged row, value and objective row; re-indexes the restored rows.
  func rollbackTransaction() {
    guard let log = transaction else { return }
    transaction = nil
    for entry in log.rows.reversed() {
      rows[Int(entry.symbol)] = entry.row
      isBasic[Int(entry.symbol)] = entry.isBasic
    }
    for entry in log.rows where entry.isBasic {
      for symbol in entry.row.symbols { addToColumn(symbol, entry.symbol) }
    }
    for entry in log.values.reversed() { values[Int(entry.symbol)] = entry.value }
    definedValuesAreStale = true
    for entry in log.objective.reversed() { objective[entry.level][Int(entry.symbol)] = entry.cost }
    violated.removeAll()
  }

  @inline(__always) func logRow(_ symbol: Symbol) {
    guard let stamp = transaction?.stamp, rowLogStamps[Int(symbol)] != stamp else { return }
    rowLogStamps[Int(symbol)] = stamp
    transaction?.rows.append((symbol, rows[Int(symbol)], isBasic[Int(symbol)]))
  }

  @inline(__always) func logValue(_ symbol: Symbol) {
    guard let stamp = transaction?.stamp, valueLogStamps[Int(symbol)] != stamp else { return }
    valueLogStamps[Int(symbol)] = stamp
    transaction?.values.append((symbol, values[Int(symbol)]))
  }
}
