// The solver's dump: a designed, readable format (kiwi's Objective / Tableau / Constraints
// sections), ordered by symbol so two dumps of the same history are identical.

extension Solver: CustomStringConvertible {
  /// Variables with values, then constraints, then the tableau.
  public var description: String {
    optimizeIfNeeded()
    var lines: [String] = ["Variables:"]
    for index in kinds.indices where kinds[index] == .external {
      if let variable = variables[index] {
        lines.append("  \(variable) = \(formatNumber(exactValue(of: Symbol(index))))")
      }
    }
    lines.append("Constraints:")
    var constraints = records.values.map { $0 }
    constraints.sort { $0.rowSymbol < $1.rowSymbol }
    for record in constraints { lines.append("  \(record.constraint)") }
    lines.append("Objective (highest priority first):")
    for (index, level) in levels.enumerated() {
      lines.append("  @\(Priority(level)): \(render(objectiveRow(at: index)))")
    }
    if hasDefinitions {
      lines.append("Definitions (outside the tableau):")
      for symbol in definitionsInOrder() {
        lines.append("  \(name(of: symbol)) = \(render(definitions[Int(symbol)]))")
      }
    }
    lines.append("Tableau:")
    for index in rows.indices where isBasic[index] {
      lines.append("  \(name(of: Symbol(index))) = \(render(rows[index]))")
    }
    return lines.joined(separator: "\n")
  }

  private func name(of symbol: Symbol) -> String {
    let index = Int(symbol)
    switch kinds[index] {
    case .external: return variables[index]?.description ?? "x\(symbol)"
    case .row: return "r\(symbol)"
    case .error: return "e\(symbol)"
    case .free: return "_\(symbol)"
    }
  }

  private func render(_ row: Row) -> String {
    guard !row.isEmpty else { return "0" }
    var text = ""
    for index in 0..<row.count {
      let coefficient = row.coefficients[index]
      let sign = coefficient < 0 ? "-" : "+"
      text += text.isEmpty ? (coefficient < 0 ? "-" : "") : " \(sign) "
      let magnitude = abs(coefficient)
      let symbolName = name(of: row.symbols[index])
      text += magnitude == 1 ? symbolName : "\(formatNumber(magnitude)) * \(symbolName)"
    }
    return text
  }
}
