/// `coefficient × variable`, one term of a ``LinearExpression``.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Terms keep the order they were written in; the same variable may appear more than once
/// (the solver adds them up).
public struct LinearExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 × variable`.
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// Creates a constant expression.
  public init(floatLiteral value: Double) { self.init(constant: value) }

  /// Creates a constant expression.
  public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

  /// True when every coefficient and the constant are finite (neither NaN nor infinite).
  public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// The expression in the solver's equation notation, e.g. `2 * x + y - 8`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-" : ""
      } else {
        text += " \(sign) "
      }
      text += magnitude == 1 ? "\(term.variable)" : "\(formatNumber(magnitude)) * \(term.variable)"
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
    }
    return text
  }
}

/// Formats a number the way Apple's Auto Layout pseudocode does: `8`, `0.5`, `-12.25`.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}

// MARK: - Arithmetic

extension LinearExpression {
  /// `lhs + rhs`.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    // A side without terms shares the other's array instead of copying it (every constraint's `lhs - rhs`).
    if rhs.terms.isEmpty { return LinearExpression(lhs.terms, constant: lhs.constant + rhs.constant) }
    if lhs.terms.isEmpty { return LinearExpression(rhs.terms, constant: lhs.constant + rhs.constant) }
    return LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  /// `lhs - rhs`.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-rhs)
  }
  /// `-expression`.
  public static prefix func - (expression: LinearExpression) -> LinearExpression {
    expression * -1
  }
  /// `expression × factor`.
  public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(
      expression.terms.map { Term($0.variable, $0.coefficient * factor) },
      constant: expression.constant * factor)
  }
  /// `factor × expression`.
  public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression * factor
  }
  /// `expression ÷ divisor`.
  public static func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression * (1 / divisor)
  }
}

extension Variable {
  /// `lhs + rhs`.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  /// `lhs + rhs`.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  /// `lhs + rhs`.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  /// `lhs - rhs`.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  /// `lhs - rhs`.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
  /// `lhs - rhs`.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  /// `-variable`.
  public static prefix func - (variable: Variable) -> LinearExpression {
    LinearExpression([Term(variable, -1)])
  }
  /// `factor × variable`.
  public static func * (factor: Double, variable: Variable) -> LinearExpression {
    LinearExpression([Term(variable, factor)])
  }
  /// `variable × factor`.
  public static func * (variable: Variable, factor: Double) -> LinearExpression {
    LinearExpression([Term(variable, factor)])
  }
  /// `variable ÷ divisor`.
  public static func / (variable: Variable, divisor: Double) -> LinearExpression {
    LinearExpression([Term(variable, 1 / divisor)])
  }
}
