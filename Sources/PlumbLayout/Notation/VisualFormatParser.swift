/// Parses Apple's Visual Format Language (Auto Layout Guide, Visual Format Language appendix) into constraint
/// specs, with the layout options of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
public enum VisualFormatParser {
  /// `NSLayoutConstraint.FormatOptions` by name.
  public enum Option: String, Sendable, CaseIterable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, alignAllBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    var alignment: LayoutAttribute? {
      switch self {
      case .alignAllLeft: .left
      case .alignAllRight: .right
      case .alignAllTop: .top
      case .alignAllBottom: .bottom
      case .alignAllLeading: .leading
      case .alignAllTrailing: .trailing
      case .alignAllCenterX: .centerX
      case .alignAllCenterY: .centerY
      case .alignAllFirstBaseline: .firstBaseline
      case .alignAllLastBaseline, .alignAllBaseline: .lastBaseline
      default: nil
      }
    }
  }

  private struct Predicate {
    var relation: LayoutRelation
    var constant: Double?
    var view: String?
    var priority: Float?
    var standard = false
    var text: String
  }

  private struct ViewTerm {
    var name: String
    var predicates: [Predicate]
    var column: Int
  }

  /// The axis a line lays out along, with its options: which edges lead and trail, and which size the brackets set.
  private struct Axis {
    var horizontal: Bool
    var options: [Option]
    var leadingEdge: LayoutAttribute
    var trailingEdge: LayoutAttribute
    /// Right to left: each next item sits to the left of the previous one.
    var reversed: Bool

    var orientation: String { horizontal ? "H" : "V" }
    var sizeAttribute: LayoutAttribute { horizontal ? .width : .height }

    init(horizontal: Bool, options: [Option]) {
      self.horizontal = horizontal
      self.options = options
      let direction = options.first { $0.alignment == nil }
      if !horizontal {
        (leadingEdge, trailingEdge) = (.top, .bottom)
      } else {
        switch direction {
        case .directionLeftToRight: (leadingEdge, trailingEdge) = (.left, .right)
        case .directionRightToLeft: (leadingEdge, trailingEdge) = (.right, .left)
        default: (leadingEdge, trailingEdge) = (.leading, .trailing)
        }
      }
      reversed = horizontal && direction == .directionRightToLeft
    }
  }

  /// A line's syntax: its views in order, the connections between them and to the superview's edges.
  private struct Line {
    var views: [ViewTerm] = []
    var leadingSuperview: [Predicate]?
    var trailingSuperview: [Predicate]?
    /// The connection after each view but the last, with the column it starts at.
    var connections: [[Predicate]] = []
    var connectionColumns: [Int] = []
  }

  /// Parses one VFL line; `options` are option names (`alignAllCenterY`, `directionLeftToRight`, …).
  public static func parse(_ text: String, options: [String] = [], metrics: [String: Double] = [:])
    throws(NotationError) -> [ConstraintSpec]
  {
    var scanner = NotationScanner(text)
    let horizontal = orientation(&scanner)
    let axis = Axis(horizontal: horizontal, options: try parsedOptions(options, text: text))
    let line = try lineSyntax(&scanner, metrics: metrics)
    return edgeSpecs(of: line, along: axis) + sizeSpecs(of: line, along: axis)
      + (try alignmentSpecs(of: line, along: axis, text: text))
  }

  /// `H:` or `V:` (horizontal when neither is given).
  private static func orientation(_ scanner: inout NotationScanner) -> Bool {
    scanner.skipSpaces()
    if scanner.consume("H:") { return true }
    if scanner.consume("V:") { return false }
    return true
  }

  /// The layout options by name.
  private static func parsedOptions(_ names: [String], text: String) throws(NotationError) -> [Option] {
    var parsed: [Option] = []
    for name in names {
      guard let option = Option(rawValue: name) else {
        throw NotationError(
          text: text, column: 1,
          message:
            "unknown option '\(name)'; use one of: \(Option.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      parsed.append(option)
    }
    return parsed
  }

  /// `|-…-[view]-…-[view]-…-|`, the superview bars optional.
  private static func lineSyntax(_ scanner: inout NotationScanner, metrics: [String: Double])
    throws(NotationError)
    -> Line
  {
    var line = Line()
    scanner.skipSpaces()
    if scanner.consume("|") {
      scanner.skipSpaces()
      let leading = try connection(&scanner, metrics: metrics, toSuperview: true)
      guard scanner.current == "[" else {
        throw scanner.error("expected a view such as [button] after '|', found \(scanner.found)")
      }
      line.leadingSuperview = leading
    }
    while true {
      scanner.skipSpaces()
      guard scanner.current == "[" else {
        if line.views.isEmpty {
          throw scanner.error("expected a view such as [button], found \(scanner.found)")
        }
        throw scanner.error("expected a view such as [button] after the connection, found \(scanner.found)")
      }
      line.views.append(try view(&scanner, metrics: metrics))
      scanner.skipSpaces()
      if scanner.atEnd { break }
      let column = scanner.column
      let link = try connection(&scanner, metrics: metrics, toSuperview: false)
      scanner.skipSpaces()
      if scanner.consume("|") {
        line.trailingSuperview = link.map { predicates in
          predicates.map {
            var p = $0; if p.standard { p.constant = SystemSpacingValues.superviewEdge }; return p
          }
        }
        scanner.skipSpaces()
        guard scanner.atEnd else {
          throw scanner.error("nothing may follow the closing '|', found \(scanner.found)")
        }
        break
      }
      line.connections.append(link ?? [])
      line.connectionColumns.append(column)
      if scanner.atEnd { throw scanner.error("expected a view or '|' after the connection") }
    }
    return line
  }

  /// The spacing constraints: superview edges to the first and last views, and between neighbours.
  private static func edgeSpecs(of line: Line, along axis: Axis) -> [ConstraintSpec] {
    let orientation = axis.orientation
    let (leadingEdge, trailingEdge, reversed) = (axis.leadingEdge, axis.trailingEdge, axis.reversed)
    func vflEdge(_ gap: Predicate) -> String {
      let priority = gap.priority.map { "@\(format(Double($0)))" } ?? ""
      let rel = gap.relation == .equal ? "" : gap.relation.rawValue
      return "-(\(rel)\(gap.constant.map(format) ?? gap.view ?? "")\(priority))-"
    }
    var specs: [ConstraintSpec] = []
    if let predicates = line.leadingSuperview, let first = line.views.first {
      for gap in predicates {
        let source = "\(orientation):|\(gap.text.isEmpty ? "" : vflEdge(gap))[\(first.name)]"
        specs.append(
          spacing(
            from: AttributeReference(.superview, leadingEdge),
            to: AttributeReference(.named(first.name), leadingEdge),
            gap: gap, reversed: reversed, source: source, column: first.column))
      }
    }
    for (index, predicates) in line.connections.enumerated() {
      let a = line.views[index]
      let b = line.views[index + 1]
      for gap in predicates {
        let source = "\(orientation):[\(a.name)]\(gap.text.isEmpty ? "" : vflEdge(gap))[\(b.name)]"
        specs.append(
          spacing(
            from: AttributeReference(.named(a.name), trailingEdge),
            to: AttributeReference(.named(b.name), leadingEdge),
            gap: gap, reversed: reversed, source: source, column: line.connectionColumns[index]))
      }
    }
    if let predicates = line.trailingSuperview, let last = line.views.last {
      for gap in predicates {
        let source = "\(orientation):[\(last.name)]\(gap.text.isEmpty ? "" : vflEdge(gap))|"
        specs.append(
          spacing(
            from: AttributeReference(.named(last.name), trailingEdge),
            to: AttributeReference(.superview, trailingEdge),
            gap: gap, reversed: reversed, source: source, column: last.column))
      }
    }
    return specs
  }

  /// The sizes inside the brackets: `[button(>=50)]`, `[a(==b)]`.
  private static func sizeSpecs(of line: Line, along axis: Axis) -> [ConstraintSpec] {
    let sizeAttribute = axis.sizeAttribute
    var specs: [ConstraintSpec] = []
    for view in line.views {
      for predicate in view.predicates {
        let source = "\(axis.orientation):[\(view.name)(\(predicate.text))]"
        var spec: ConstraintSpec
        if let other = predicate.view {
          spec = ConstraintSpec(
            first: AttributeReference(.named(view.name), sizeAttribute), relation: predicate.relation,
            second: AttributeReference(.named(other), sizeAttribute), priority: predicate.priority,
            source: source,
            column: view.column)
        } else {
          spec = ConstraintSpec(
            first: AttributeReference(.named(view.name), sizeAttribute), relation: predicate.relation,
            second: nil,
            constant: predicate.constant ?? 0, priority: predicate.priority, source: source,
            column: view.column)
        }
        specs.append(spec)
      }
    }
    return specs
  }

  /// Alignment options relate each view to the one before it; they must be perpendicular to the line.
  private static func alignmentSpecs(of line: Line, along axis: Axis, text: String) throws(NotationError)
    -> [ConstraintSpec]
  {
    let horizontal = axis.horizontal
    var specs: [ConstraintSpec] = []
    for option in axis.options {
      guard let attribute = option.alignment else { continue }
      let alongAxis: Bool = attribute.axis == (horizontal ? .horizontal : .vertical)
      guard !alongAxis else {
        throw NotationError(
          text: text, column: 1,
          message:
            "\(option.rawValue) aligns along the \(horizontal ? "horizontal" : "vertical") axis of this "
            + "\(axis.orientation): line; alignment options must be perpendicular to the layout direction")
      }
      for (a, b) in zip(line.views, line.views.dropFirst()) {
        specs.append(
          ConstraintSpec(
            first: AttributeReference(.named(b.name), attribute), relation: .equal,
            second: AttributeReference(.named(a.name), attribute),
            source: "\(axis.orientation):[\(a.name)]-[\(b.name)] \(option.rawValue)", column: b.column))
      }
    }
    return specs
  }

  /// `to = from + gap` (reversed for right-to-left: `from = to + gap` measured leftward).
  private static func spacing(
    from: AttributeReference, to: AttributeReference, gap: Predicate, reversed: Bool, source: String,
    column: Int
  ) -> ConstraintSpec {
    if reversed {
      // Right to left: the next item's right edge sits `gap` to the left of the previous item's left edge.
      return ConstraintSpec(
        first: from, relation: gap.relation, second: to, constant: gap.constant ?? 0,
        standardSpacing: gap.standard,
        priority: gap.priority, source: source, column: column)
    }
    return ConstraintSpec(
      first: to, relation: gap.relation, second: from, constant: gap.constant ?? 0,
      standardSpacing: gap.standard,
      priority: gap.priority, source: source, column: column)
  }

  /// `[name(predicates)]`.
  private static func view(_ scanner: inout NotationScanner, metrics: [String: Double]) throws(NotationError)
    -> ViewTerm
  {
    _ = scanner.consume("[")
    scanner.skipSpaces()
    let column = scanner.column
    guard let name = scanner.identifier() else {
      throw scanner.error("expected a view name after '[', found \(scanner.found)")
    }
    scanner.skipSpaces()
    var predicates: [Predicate] = []
    if scanner.current == "(" {
      predicates = try predicateList(&scanner, metrics: metrics, allowViews: true)
      scanner.skipSpaces()
    }
    guard scanner.consume("]") else {
      throw scanner.error("expected ']' to close the view '\(name)', found \(scanner.found)")
    }
    return ViewTerm(name: name, predicates: predicates, column: column)
  }

  /// A connection: nothing (adjacent, 0), `-` (standard spacing), or `-predicates-`; nil when adjacent at a `|`.
  private static func connection(
    _ scanner: inout NotationScanner, metrics: [String: Double], toSuperview: Bool
  )
    throws(NotationError) -> [Predicate]?
  {
    scanner.skipSpaces()
    guard scanner.consume("-") else {
      // Adjacent: flush (0).
      return [Predicate(relation: .equal, constant: 0, text: "")]
    }
    scanner.skipSpaces()
    if scanner.current == "[" || scanner.current == "|" {
      // A bare '-': the standard spacing.
      return [
        Predicate(
          relation: .equal,
          constant: toSuperview ? SystemSpacingValues.superviewEdge : SystemSpacingValues.siblings,
          standard: true, text: "-")
      ]
    }
    var predicates: [Predicate]
    if scanner.current == "(" {
      predicates = try predicateList(&scanner, metrics: metrics, allowViews: false)
    } else {
      let column = scanner.column
      let negative = scanner.consume("-")
      if let value = scanner.unsignedNumber() {
        predicates = [
          Predicate(
            relation: .equal, constant: negative ? -value : value, text: format(negative ? -value : value))
        ]
      } else if !negative, let name = scanner.identifier() {
        guard let value = metrics[name] else {
          throw scanner.error("unknown metric '\(name)'; define it under metrics:", at: column)
        }
        predicates = [Predicate(relation: .equal, constant: value, text: name)]
      } else {
        throw scanner.error("expected a number, a metric or '(' after '-', found \(scanner.found)")
      }
      // As in equations: an overflowing literal (1e999) or metric would reach the engine as ±inf.
      guard predicates.allSatisfy({ $0.constant?.isFinite ?? true }) else {
        throw scanner.error("numbers must be finite", at: column)
      }
    }
    scanner.skipSpaces()
    guard scanner.consume("-") else {
      throw scanner.error("expected '-' to end the connection, found \(scanner.found)")
    }
    return predicates
  }

  /// `(predicate, predicate, …)`.
  private static func predicateList(
    _ scanner: inout NotationScanner, metrics: [String: Double], allowViews: Bool
  )
    throws(NotationError) -> [Predicate]
  {
    _ = scanner.consume("(")
    var predicates: [Predicate] = []
    repeat {
      scanner.skipSpaces()
      let start = scanner.index
      var relation = LayoutRelation.equal
      if scanner.consume("==") {
        relation = .equal
      } else if scanner.consume(">=") {
        relation = .greaterThanOrEqual
      } else if scanner.consume("<=") {
        relation = .lessThanOrEqual
      }
      scanner.skipSpaces()
      var predicate = Predicate(relation: relation, text: "")
      let objectColumn = scanner.column
      let negative = scanner.consume("-")
      if let value = scanner.unsignedNumber() {
        predicate.constant = negative ? -value : value
      } else if !negative, let name = scanner.identifier() {
        if let value = metrics[name] {
          predicate.constant = value
        } else if allowViews {
          predicate.view = name
        } else {
          throw scanner.error("unknown metric '\(name)'; define it under metrics:", at: objectColumn)
        }
      } else {
        throw scanner.error(
          "expected a number, a metric\(allowViews ? " or a view" : "") in the predicate, found \(scanner.found)"
        )
      }
      guard predicate.constant?.isFinite ?? true else {
        throw scanner.error("numbers must be finite", at: objectColumn)
      }
      scanner.skipSpaces()
      if scanner.consume("@") {
        scanner.skipSpaces()
        let column = scanner.column
        let value = try EquationParser.priority(&scanner, metrics: metrics)
        guard value >= 1, value <= 1000 else {
          throw scanner.error("a priority must be from 1 to 1000", at: column)
        }
        predicate.priority = value
      }
      predicate.text = scanner.slice(start, scanner.index).trimmingSpaces
      predicates.append(predicate)
      scanner.skipSpaces()
    } while scanner.consume(",")
    guard scanner.consume(")") else {
      throw scanner.error("expected ',' or ')' in the predicate list, found \(scanner.found)")
    }
    return predicates
  }
}

/// The points VFL's bare `-` stands for (Auto Layout Guide: 8 between siblings, 20 to the superview's edge).
enum SystemSpacingValues {
  static let siblings: Double = 8
  static let superviewEdge: Double = 20
}
