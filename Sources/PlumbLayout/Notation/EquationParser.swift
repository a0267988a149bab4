/// Parses layout equations, including Apple's pseudocode verbatim
/// (`Button_2.leading = 1.0 * Button_1.trailing + 8.0`, `View.height = 0.0 * NotAnAttribute + 40.0`).
public enum EquationParser {
  /// Parses one equation; `metrics` name numbers usable wherever a number is.
  public static func parse(_ text: String, metrics: [String: Double] = [:]) throws(NotationError)
    -> ConstraintSpec
  {
    var scanner = NotationScanner(text)
    scanner.skipSpaces()
    let start = scanner.column
    let first = try term(&scanner, side: "left")
    scanner.skipSpaces()
    let relationColumn = scanner.column
    guard let relation = relation(&scanner) else {
      throw scanner.error(
        "expected a relation (=, ==, >=, <=, ≥ or ≤) after \(first.item).\(first.attribute), found \(scanner.found)"
      )
    }
    _ = relationColumn
    scanner.skipSpaces()
    var multiplier = 1.0
    var constant = 0.0
    var second: AttributeReference?
    // rhs := [number "*"] term [± number] | number ["*" NotAnAttribute] [± number] | term "*" number [± number]
    let save = scanner.index
    if let leading = try number(&scanner, metrics: metrics, allowSign: true) {
      scanner.skipSpaces()
      if scanner.consume("*") || scanner.consume("×") {
        scanner.skipSpaces()
        let reference = try term(&scanner, side: "right", allowNotAnAttribute: true)
        if reference.attribute == .notAnAttribute {
          constant = 0
          multiplier = 1
        } else {
          multiplier = leading
          second = reference
        }
      } else {
        constant = leading
      }
    } else {
      scanner.index = save
      second = try term(&scanner, side: "right")
      scanner.skipSpaces()
      if scanner.consume("*") || scanner.consume("×") {
        scanner.skipSpaces()
        guard let factor = try number(&scanner, metrics: metrics, allowSign: true) else {
          throw scanner.error("expected a multiplier after '*', found \(scanner.found)")
        }
        multiplier = factor
      }
    }
    scanner.skipSpaces()
    while let sign = scanner.current, sign == "+" || sign == "-" {
      scanner.index += 1
      scanner.skipSpaces()
      guard let amount = try number(&scanner, metrics: metrics, allowSign: true) else {
        throw scanner.error("expected a number or metric after '\(sign)', found \(scanner.found)")
      }
      constant += sign == "+" ? amount : -amount
      scanner.skipSpaces()
    }
    var priority: Float?
    if scanner.consume("@") {
      scanner.skipSpaces()
      let column = scanner.column
      priority = try Self.priority(&scanner, metrics: metrics)
      guard let value = priority, value >= 1, value <= 1000 else {
        throw scanner.error("a priority must be from 1 to 1000", at: column)
      }
      scanner.skipSpaces()
    }
    guard scanner.atEnd else {
      throw scanner.error("unexpected \(scanner.found); an equation ends after its constant or '@ priority'")
    }
    guard constant.isFinite, multiplier.isFinite else {
      throw scanner.error("numbers must be finite", at: start)
    }
    let spec = ConstraintSpec(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
      priority: priority,
      source: text.trimmingSpaces, column: start)
    if let violation = spec.violation() {
      throw NotationError(text: text, column: start, message: violation)
    }
    return spec
  }

  static func relation(_ scanner: inout NotationScanner) -> LayoutRelation? {
    if scanner.consume("==") || scanner.consume("=") { return .equal }
    if scanner.consume(">=") || scanner.consume("≥") { return .greaterThanOrEqual }
    if scanner.consume("<=") || scanner.consume("≤") { return .lessThanOrEqual }
    return nil
  }

  /// `item.attribute`, where item may be `view`, `superview`, `guide`, or `view.safeArea` / `.layoutMargins` /
  /// `.readableContent` / `.contentLayoutGuide` / `.frameLayoutGuide`.
  static func term(_ scanner: inout NotationScanner, side: String, allowNotAnAttribute: Bool = false)
    throws(NotationError) -> AttributeReference
  {
    let column = scanner.column
    guard let name = scanner.identifier() else {
      throw scanner.error("expected an item such as view.leading on the \(side) side, found \(scanner.found)")
    }
    if name.equalsIgnoringASCIICase("notanattribute") {
      guard allowNotAnAttribute else {
        throw scanner.error("NotAnAttribute can only follow '0.0 *' on the right side", at: column)
      }
      return AttributeReference(.superview, .notAnAttribute)
    }
    // `item.attribute` or `item.guide.attribute`, read into locals: an array of parts per term was a tenth of
    // parsing a document's equations.
    var parts: [(String, Int)] = []
    var middle: (String, Int)?
    var last: (String, Int)?
    while scanner.current == "." {
      scanner.index += 1
      let partColumn = scanner.column
      guard let part = scanner.identifier() else {
        throw scanner.error("expected an attribute name after '.', found \(scanner.found)")
      }
      if !parts.isEmpty {
        parts.append((part, partColumn))
      } else if let previous = last, let first = middle {
        parts = [(name, column), first, previous, (part, partColumn)]
      } else {
        middle = last
        last = (part, partColumn)
      }
    }
    guard parts.isEmpty else {
      throw scanner.error("too many parts in '\(parts.map(\.0).joined(separator: "."))'", at: parts[3].1)
    }
    guard let (attributeName, attributeColumn) = last else {
      throw scanner.error(
        "'\(name)' needs an attribute, as in \(name).leading (one of: \(attributeList))", at: scanner.column)
    }
    guard let attribute = LayoutAttribute.named(attributeName), attribute != .notAnAttribute else {
      throw scanner.error(
        "unknown attribute '\(attributeName)'; use one of: \(attributeList)", at: attributeColumn)
    }
    let owner = name.equalsIgnoringASCIICase("superview") ? nil : name
    if let (guideName, guideColumn) = middle {
      let kind: LayoutGuide.Kind
      switch guideName {
      case "safeArea", "safeAreaLayoutGuide": kind = .safeArea
      case "layoutMargins", "layoutMarginsGuide": kind = .layoutMargins
      case "readableContent", "readableContentGuide": kind = .readableContent
      case "contentLayout", "contentLayoutGuide": kind = .contentLayout
      case "frameLayout", "frameLayoutGuide": kind = .frameLayout
      default:
        throw scanner.error(
          "unknown guide '\(guideName)'; use safeArea, layoutMargins, readableContent, or a scroll view's "
            + "contentLayoutGuide or frameLayoutGuide", at: guideColumn)
      }
      return AttributeReference(.guide(owner: owner, kind), attribute)
    }
    return AttributeReference(owner == nil ? .superview : .named(name), attribute)
  }

  static let attributeList = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
    .joined(separator: ", ")

  /// A number or a metric name, optionally signed.
  static func number(_ scanner: inout NotationScanner, metrics: [String: Double], allowSign: Bool)
    throws(NotationError) -> Double?
  {
    let save = scanner.index
    var sign = 1.0
    if allowSign, scanner.current == "-" || scanner.current == "+" {
      sign = scanner.current == "-" ? -1 : 1
      scanner.index += 1
      scanner.skipSpaces()
    }
    if let value = scanner.unsignedNumber() { return sign * value }
    let nameStart = scanner.index
    if let name = scanner.identifier() {
      if let value = metrics[name], scanner.current != "." { return sign * value }
      scanner.index = nameStart
    }
    scanner.index = save
    return nil
  }

  static func priority(_ scanner: inout NotationScanner, metrics: [String: Double]) throws(NotationError)
    -> Float
  {
    let column = scanner.column
    if let value = scanner.unsignedNumber() { return Float(value) }
    if let name = scanner.identifier() {
      switch name {
      case "required": return 1000
      case "high", "defaultHigh": return 750
      case "low", "defaultLow": return 250
      case "fittingSizeLevel": return 50
      default:
        if let value = metrics[name] { return Float(value) }
        throw scanner.error(
          "unknown priority '\(name)'; use a number from 1 to 1000, required, high, low or fittingSizeLevel",
          at: column)
      }
    }
    throw scanner.error("expected a priority after '@', found \(scanner.found)")
  }
}

extension String {
  var trimmingSpaces: String {
    var result = Substring(self)
    while result.first == " " { result.removeFirst() }
    while result.last == " " { result.removeLast() }
    return String(result)
  }
}
