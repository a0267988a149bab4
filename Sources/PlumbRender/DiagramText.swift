import PlumbLayout

/// How diagrams write numbers and constraints.
enum DiagramText {
  /// A constant rounded to half a point (`8`, `7.5`, `-20`); huge or non-finite values stay readable.
  static func constant(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-∞" : "∞") }
    let rounded = (value * 2).rounded() / 2
    let text: String
    if abs(rounded) < 1e15, rounded == rounded.rounded() {
      text = String(Int64(rounded))
    } else {
      text = String(rounded)
    }
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// A multiplier with up to three decimals (`0.3`, `0.575`, `2`).
  static func multiplier(_ value: Double) -> String {
    guard value.isFinite else { return constant(value) }
    let rounded = (value * 1000).rounded() / 1000
    if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("."), !text.contains("e") {
      while text.hasSuffix("0") { text.removeLast() }
    }
    return text
  }

  /// A priority as people write it (`750`, `999.5`).
  static func priority(_ value: Float) -> String {
    let double = Double(value)
    return double == double.rounded() && abs(double) < 1e9 ? String(Int(double)) : String(value)
  }

  /// A width-to-height ratio in small whole numbers when one is close (`3:2`, `4:3`, `1:1`), else decimals.
  static func ratio(_ widthOverHeight: Double) -> String {
    guard widthOverHeight.isFinite, widthOverHeight > 0 else { return multiplier(widthOverHeight) + ":1" }
    for denominator in 1...12 {
      let numerator = widthOverHeight * Double(denominator)
      let whole = numerator.rounded()
      if whole >= 1, whole <= 64, abs(numerator - whole) < 1e-3 * Double(denominator) {
        return "\(Int(whole)):\(denominator)"
      }
    }
    return multiplier(widthOverHeight) + ":1"
  }

  /// The item's name in equations: a view's or guide's identifier.
  static func name(_ item: LayoutItem) -> String { item.identifier }

  /// The constraint as an equation in Apple's pseudocode style: `A.leading = 0.5 × B.trailing + 8 @750`.
  static func equation(_ constraint: LayoutConstraint) -> String {
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue) "
    let relation =
      switch constraint.relation {
      case .equal: "="
      case .greaterThanOrEqual: "≥"
      case .lessThanOrEqual: "≤"
      }
    text += relation
    if let second = constraint.secondItem {
      text += " "
      if constraint.multiplier != 1 { text += multiplier(constraint.multiplier) + " × " }
      text += "\(name(second)).\(constraint.secondAttribute.rawValue)"
      if constraint.constant != 0 {
        text += constraint.constant < 0 ? " − " : " + "
        text += constant(abs(constraint.constant))
      }
    } else {
      text += " " + constant(constraint.constant)
    }
    if !constraint.priority.isRequired { text += " @" + priority(constraint.priority.value) }
    return text
  }
}
