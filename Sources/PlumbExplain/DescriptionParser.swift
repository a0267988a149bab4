internal import Foundation
internal import PlumbLayout

/// Why a constraint description could not be read.
public struct DescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong.
  public var message: String
  /// The log line the description starts on (1-based).
  public var line: Int
  /// The description's text.
  public var text: String

  /// `line N: message in <…>`.
  public var description: String { "line \(line): \(message) in \(text)" }
}

/// Reads one `NSLayoutConstraint` description, in the forms UIKit and AppKit print (README, "plumb explain"):
/// `<Class:0xADDR[@file#line] [h=--& v=--&] ['identifier'] BODY[(LTR)|(RTL)] [Hug:N CompressionResistance:N]
/// [(active[, names: …])]>`, where BODY is an equation (`A.leading == 2*B.trailing + 8 @750`) or a visual-format
/// line (`H:|-(20)-[A]`, `V:[A]-(>=8)-[B]`, `H:[A(44@999)]`).
public enum DescriptionParser {
  /// The attribute names UIKit prints, with the autoresizing engine's `minX`…`midY` and the old `baseline`.
  static let attributes: [String: LayoutAttribute] = {
    var table: [String: LayoutAttribute] = [:]
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      table[attribute.rawValue] = attribute
    }
    table["minX"] = .left
    table["maxX"] = .right
    table["midX"] = .centerX
    table["minY"] = .top
    table["maxY"] = .bottom
    table["midY"] = .centerY
    table["baseline"] = .lastBaseline
    return table
  }()

  /// Parses the text between `<` and `>` (both included or not): the class and address, the autoresizing mask,
  /// the identifier, the info and content-size suffixes, then the body as an equation or a visual-format line.
  public static func parse(_ description: String, line: Int = 1, identifier outerIdentifier: String? = nil)
    throws(DescriptionError)
    -> LoggedConstraint
  {
    var text = collapse(description)
    if text.hasPrefix("<") { text.removeFirst() }
    if text.hasSuffix(">") { text.removeLast() }
    let shown = "<\(text)>"
    do {
      var rest = Substring(text)
      let head = try readHead(&rest)
      let mask = readMask(&rest)
      let identifier = try readIdentifier(&rest) ?? outerIdentifier
      let tail = readSuffixes(String(rest).trimmingSpaces)
      var constraint = LoggedConstraint(
        className: head.className, address: head.address, sourceLocation: head.sourceLocation,
        autoresizingMask: mask, identifier: identifier, first: LoggedItem(className: "?", address: nil),
        firstAttribute: .notAnAttribute, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
        multiplier: 1, constant: 0, priority: tail.priority, hugging: tail.hugging,
        compressionResistance: tail.compression, absoluteDirection: tail.absolute, text: shown, line: line)
      constraint.superviewName = tail.names["|"]
      if tail.body.hasPrefix("H:") || tail.body.hasPrefix("V:") {
        try readVisualFormat(tail.body, names: tail.names, absolute: tail.absolute != nil, into: &constraint)
      } else {
        try readEquation(tail.body, names: tail.names, into: &constraint)
      }
      settleContentSize(&constraint)
      return constraint
    } catch {
      throw DescriptionError(message: error.text, line: line, text: shown)
    }
  }

  /// `Class:0xADDRESS[@file#line]`.
  static func readHead(_ rest: inout Substring) throws(Failure) -> (
    className: String, address: String, sourceLocation: String?
  ) {
    guard let colon = rest.range(of: ":0x") else { throw Failure("no 'Class:0xADDRESS' at the start") }
    let className = String(rest[..<colon.lowerBound]).trimmingSpaces
    guard !className.isEmpty, !className.contains(" ") else {
      throw Failure("no constraint class before the address")
    }
    rest = rest[colon.upperBound...]
    let hex = rest.prefix { $0.isHexDigit }
    guard !hex.isEmpty else { throw Failure("the address has no hex digits") }
    rest = rest.dropFirst(hex.count)
    var sourceLocation: String?
    if rest.first == "@" {
      let location = rest.prefix { !$0.isWhitespace }
      sourceLocation = String(location.dropFirst())
      rest = rest.dropFirst(location.count)
    }
    rest = rest.drop { $0.isWhitespace }
    return (className, "0x" + hex, sourceLocation)
  }

  /// An autoresizing mask, `h=--& v=--&`.
  static func readMask(_ rest: inout Substring) -> String? {
    guard rest.hasPrefix("h=") else { return nil }
    let h = rest.prefix { !$0.isWhitespace }
    rest = rest.dropFirst(h.count).drop { $0.isWhitespace }
    var v: Substring = ""
    if rest.hasPrefix("v=") {
      v = rest.prefix { !$0.isWhitespace }
      rest = rest.dropFirst(v.count).drop { $0.isWhitespace }
    }
    return String(h + (v.isEmpty ? "" : " " + v))
  }

  /// A quoted identifier. It may itself hold quotes; it ends at a quote followed by a space.
  static func readIdentifier(_ rest: inout Substring) throws(Failure) -> String? {
    guard rest.first == "'" else { return nil }
    var index = rest.index(after: rest.startIndex)
    var end: Substring.Index?
    while index < rest.endIndex {
      if rest[index] == "'" {
        let next = rest.index(after: index)
        if next == rest.endIndex || rest[next].isWhitespace {
          end = index
          break
        }
      }
      index = rest.index(after: index)
    }
    guard let end else { throw Failure("the identifier's quote is never closed") }
    let identifier = String(rest[rest.index(after: rest.startIndex)..<end])
    rest = rest[rest.index(after: end)...].drop { $0.isWhitespace }
    return identifier
  }

  /// The body without its suffixes: the info group (`(active)`, `(active, names: …)`, `(Names: …)`), content-size
  /// and prototyping numbers (`Hug:`, `CompressionResistance:`, `priority:`) and `(LTR)`/`(RTL)`.
  static func readSuffixes(_ text: String) -> (
    body: String, names: [String: LoggedItem], hugging: Float?, compression: Float?, priority: Float,
    absolute: String?
  ) {
    var names: [String: LoggedItem] = [:]
    var body = text
    if body.hasSuffix(")"), let open = infoStart(body) {
      let info = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
      names = parseNames(info)
      body = String(body[..<open]).trimmingSpaces
    }
    var hugging: Float?
    var compression: Float?
    var priority: Float = 1000
    for (label, store) in [("CompressionResistance:", 1), ("Hug:", 0), ("priority:", 2)] {
      guard let range = body.range(of: " " + label, options: .backwards) else { continue }
      let number = body[range.upperBound...].prefix { !$0.isWhitespace }
      guard let value = Float(number), value.isFinite else { continue }
      switch store {
      case 0: hugging = value
      case 1: compression = value
      default: priority = value
      }
      body.removeSubrange(range.lowerBound..<body.index(range.upperBound, offsetBy: number.count))
    }
    body = body.trimmingSpaces
    var absolute: String?
    for suffix in ["(LTR)", "(RTL)"] where body.hasSuffix(suffix) {
      absolute = String(suffix.dropFirst().dropLast())
      body = String(body.dropLast(suffix.count)).trimmingSpaces
    }
    return (body, names, hugging, compression, priority, absolute)
  }

  /// `A.width == 42 Hug:250 CompressionResistance:750` is the intrinsic size; it is in a conflict through its
  /// required side, which the compression priority (or hugging) says.
  static func settleContentSize(_ constraint: inout LoggedConstraint) {
    guard constraint.compressionResistance != nil || constraint.hugging != nil, constraint.relation == .equal,
      constraint.second == nil
    else { return }
    if (constraint.compressionResistance ?? 0) >= 1000 {
      constraint.relation = .greaterThanOrEqual
      constraint.priority = 1000
    } else if (constraint.hugging ?? 0) >= 1000 {
      constraint.relation = .lessThanOrEqual
      constraint.priority = 1000
    }
  }

  struct Failure: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// The `(` that opens the final info group, if the description has one.
  static func infoStart(_ body: String) -> String.Index? {
    for marker in ["(active", "(Names:", "(names:", "(inactive"] {
      if let range = body.range(of: marker, options: .backwards) {
        let before = body[..<range.lowerBound]
        if before.isEmpty || before.last?.isWhitespace == true { return range.lowerBound }
      }
    }
    return nil
  }

  /// `active, names: '|':UIView:0x…, title:UILabel:0x…'Hi' ` → names to items. One pass: the `:0x` positions are
  /// found once and each separator looks only at the next one (a list of many separators stays linear).
  static func parseNames(_ info: String) -> [String: LoggedItem] {
    guard let range = info.range(of: "names:", options: .caseInsensitive) else { return [:] }
    let text = Array(info[range.upperBound...])
    var hexes: [Int] = []
    var separators: [Int] = []
    var index = 0
    while index + 2 < text.count {
      if text[index] == ":", text[index + 1] == "0", text[index + 2] == "x" { hexes.append(index) }
      if text[index] == ",", text[index + 1] == " " { separators.append(index) }
      index += 1
    }
    // Entries are `key:Class:0xHEX['text']`, separated by ", ": only a comma followed by another entry's head
    // (`key:Class` or `'|':Class`, no spaces, up to its `:0x`) separates entries; a label's "Hello, world" does not.
    var entries: [ArraySlice<Character>] = []
    var current = 0
    var nextHex = 0
    for comma in separators {
      while nextHex < hexes.count, hexes[nextHex] <= comma + 1 { nextHex += 1 }
      guard nextHex < hexes.count else { break }
      let head = comma + 2
      let hex = hexes[nextHex]
      // A head is short; looking no further than 200 characters keeps a long run of separators linear.
      guard hex > head, hex - head <= 200 else { continue }
      let segment = text[head..<hex]
      let quotedKey = segment.first == "'"
      let valid =
        !segment.contains(where: \.isWhitespace)
        && (quotedKey ? segment.dropFirst().contains("'") : !segment.contains("'"))
      if valid {
        entries.append(text[current..<comma])
        current = head
      }
    }
    entries.append(text[current...])
    var result: [String: LoggedItem] = [:]
    for entry in entries {
      let trimmed = String(entry).trimmingCharacters(in: " ")
      guard let hexRange = trimmed.range(of: ":0x", options: .backwards) else { continue }
      let head = trimmed[..<hexRange.lowerBound]
      // `key:Class:0x…`, or `key:0x…` when the log gives no class.
      var key = String(head)
      var className = ""
      if let keyEnd = head.lastIndex(of: ":") {
        key = String(head[..<keyEnd])
        className = String(head[head.index(after: keyEnd)...])
      }
      let after = trimmed[hexRange.upperBound...]
      let hex = after.prefix { $0.isHexDigit }
      var itemText: String?
      let remainder = after.dropFirst(hex.count)
      if remainder.first == "'", remainder.count >= 2, remainder.last == "'" {
        itemText = String(remainder.dropFirst().dropLast())
      }
      if key.hasPrefix("'"), key.hasSuffix("'"), key.count >= 2 { key = String(key.dropFirst().dropLast()) }
      result[key] = LoggedItem(className: className, address: "0x" + hex, text: itemText)
    }
    return result
  }

  // MARK: Items

  /// Reads an item at the start of `text`: `Class:0xHEX['text']`, or a bare name ending before `.attribute`
  /// (or before `stop`). Returns the item and the rest.
  static func readItem(_ text: Substring, names: [String: LoggedItem], stops: Set<Character>) throws(Failure)
    -> (LoggedItem, Substring)
  {
    // `Class:0x…` unless a name from the names list matches first.
    if let colon = text.range(of: ":0x"),
      !text[..<colon.lowerBound].contains(where: { $0.isWhitespace || stops.contains($0) }),
      !text[..<colon.lowerBound].isEmpty
    {
      let className = String(text[..<colon.lowerBound])
      var rest = text[colon.upperBound...]
      let hex = rest.prefix { $0.isHexDigit }
      rest = rest.dropFirst(hex.count)
      var itemText: String?
      if rest.first == "'" {
        // The text ends at the quote that is followed by `.attribute`, `]`, `(`, a space or the end.
        var index = rest.index(after: rest.startIndex)
        var end: Substring.Index?
        while index < rest.endIndex {
          if rest[index] == "'" {
            let next = rest.index(after: index)
            if next == rest.endIndex || "]()- ,".contains(rest[next])
              || (rest[next] == "." && startsWithAttribute(rest[rest.index(after: next)...]))
            {
              end = index
              break
            }
          }
          index = rest.index(after: index)
        }
        guard let end else { throw Failure("the quoted text of \(className) is never closed") }
        itemText = String(rest[rest.index(after: rest.startIndex)..<end])
        rest = rest[rest.index(after: end)...]
      }
      return (LoggedItem(className: className, address: "0x" + hex, text: itemText), rest)
    }
    // A bare name: the longest prefix whose following text is `.attribute` or a stop character.
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if stops.contains(character)
        || (character == "." && startsWithAttribute(text[text.index(after: index)...]))
      {
        break
      }
      index = text.index(after: index)
    }
    let name = String(text[..<index]).trimmingSpaces
    guard !name.isEmpty else { throw Failure("expected a view or guide at '\(text.prefix(20))'") }
    if let item = names[name] {
      return (
        LoggedItem(
          className: item.className.isEmpty ? name : item.className, address: item.address, text: item.text,
          name: name), text[index...]
      )
    }
    return (LoggedItem(className: name, address: nil, name: name), text[index...])
  }

  static func startsWithAttribute(_ text: Substring) -> Bool {
    let word = text.prefix { $0.isLetter }
    guard attributes[String(word)] != nil else { return false }
    let after = text.dropFirst(word.count)
    return after.isEmpty || after.first?.isWhitespace == true || after.first == "*" || after.first == ")"
  }

  static func readAttribute(_ text: Substring) throws(Failure) -> (LayoutAttribute, Substring) {
    guard text.first == "." else { throw Failure("expected '.attribute' at '\(text.prefix(20))'") }
    let word = text.dropFirst().prefix { $0.isLetter }
    guard let attribute = attributes[String(word)] else { throw Failure("unknown attribute '\(word)'") }
    return (attribute, text.dropFirst(word.count + 1))
  }

  // MARK: Equations

  static func readEquation(
    _ body: String, names: [String: LoggedItem], into constraint: inout LoggedConstraint
  ) throws(Failure) {
    let (first, afterFirst) = try readItem(Substring(body), names: names, stops: [])
    let (firstAttribute, afterAttribute) = try readAttribute(afterFirst)
    var rest = afterAttribute.drop { $0.isWhitespace }
    let relation: LayoutRelation
    if rest.hasPrefix("==") {
      relation = .equal
    } else if rest.hasPrefix(">=") {
      relation = .greaterThanOrEqual
    } else if rest.hasPrefix("<=") {
      relation = .lessThanOrEqual
    } else {
      throw Failure("expected ==, >= or <= after \(first.display).\(firstAttribute.rawValue)")
    }
    rest = rest.dropFirst(2).drop { $0.isWhitespace }
    var rhs = String(rest).trimmingSpaces
    // ` @750` (Plumb's and several libraries' priority form).
    if let at = rhs.range(of: "@", options: .backwards), Float(rhs[at.upperBound...].trimmingSpaces) != nil {
      constraint.priority = try priority(rhs[at.upperBound...].trimmingSpaces)
      rhs = String(rhs[..<at.lowerBound]).trimmingSpaces
    }
    constraint.first = first
    constraint.firstAttribute = firstAttribute
    constraint.relation = relation
    if let value = number(rhs) {
      constraint.constant = value
      return
    }
    var text = Substring(rhs)
    // `2*B.width` (current) or `B.width * 2` (older).
    if let star = text.firstIndex(of: "*") {
      let factor = String(text[..<star]).trimmingSpaces
      if let value = number(factor) {
        constraint.multiplier = value
        text = text[text.index(after: star)...].drop { $0.isWhitespace }
      } else if isNonFinite(factor) {
        throw Failure("the multiplier '\(factor)' is not a finite number")
      }
    }
    let (second, afterSecond) = try readItem(text, names: names, stops: [])
    let (secondAttribute, tail) = try readAttribute(afterSecond)
    constraint.second = second
    constraint.secondAttribute = secondAttribute
    var remainder = tail.drop { $0.isWhitespace }
    if remainder.first == "*" {
      remainder = remainder.dropFirst().drop { $0.isWhitespace }
      let token = remainder.prefix { !$0.isWhitespace }
      guard let value = number(String(token)) else {
        throw Failure(
          isNonFinite(String(token))
            ? "the multiplier '\(token)' is not a finite number" : "expected a multiplier after '*'")
      }
      constraint.multiplier = value
      remainder = remainder.dropFirst(token.count).drop { $0.isWhitespace }
    }
    if remainder.isEmpty { return }
    guard let sign = remainder.first, sign == "+" || sign == "-" else {
      throw Failure(
        "unexpected '\(remainder.prefix(20))' after \(second.display).\(secondAttribute.rawValue)")
    }
    guard let value = number(String(remainder.dropFirst()).trimmingSpaces) else {
      throw Failure("expected a constant after '\(sign)'")
    }
    constraint.constant = sign == "-" ? -value : value
  }

  /// A priority between 0 and 1000.
  static func priority(_ text: String) throws(Failure) -> Float {
    guard let value = Float(text), value.isFinite, value >= 0, value <= 1000 else {
      throw Failure("the priority '\(text)' is not a number from 0 to 1000")
    }
    return value
  }

  /// `nan`, `inf`, `-infinity`, `1e999`: a value that reads as a number but not a finite one.
  static func isNonFinite(_ text: String) -> Bool {
    let lowered = text.lowercased().trimmingCharacters(in: "+- ")
    if lowered.hasPrefix("nan") || lowered.hasPrefix("inf") { return true }
    if let value = Double(text.trimmingSpaces) { return !value.isFinite }
    return false
  }

  /// A number as UIKit prints it (`%g`, and `- 16`: some releases print a space after the minus), or a spacing:
  /// `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`.
  static func number(_ text: String) -> Double? {
    var trimmed = text.trimmingSpaces
    if let sign = trimmed.first, sign == "-" || sign == "+", trimmed.dropFirst().first == " " {
      trimmed = String(sign) + trimmed.dropFirst().trimmingSpaces
    }
    for wrapper in ["NSSpace(", "NSLayoutAnchorConstraintSpace("]
    where trimmed.hasPrefix(wrapper) && trimmed.hasSuffix(")") {
      return number(String(trimmed.dropFirst(wrapper.count).dropLast()))
    }
    guard let first = trimmed.first, first.isNumber || "-+.".contains(first) || trimmed.hasPrefix("inf")
    else { return nil }
    guard let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  // MARK: Visual format

  static func readVisualFormat(
    _ body: String, names: [String: LoggedItem], absolute: Bool, into constraint: inout LoggedConstraint
  )
    throws(Failure)
  {
    let horizontal = body.hasPrefix("H:")
    var rest = Substring(body).dropFirst(2)
    let superview = names["|"] ?? LoggedItem(className: "superview", address: nil, name: "|")
    let leading: LayoutAttribute = horizontal ? (absolute ? .left : .leading) : .top
    let trailing: LayoutAttribute = horizontal ? (absolute ? .right : .trailing) : .bottom
    let size: LayoutAttribute = horizontal ? .width : .height
    // `|-gap-[A]`: A's leading edge and the superview's.
    if rest.first == "|" {
      let (gap, afterGap) = try readGap(rest.dropFirst())
      let (item, predicate, tail) = try readBracket(afterGap, names: names)
      guard predicate == nil, tail.trimmingSpaces.isEmpty else {
        throw Failure("unexpected text after [\(item.display)]")
      }
      constraint.first = item
      constraint.firstAttribute = leading
      constraint.second = superview
      constraint.secondAttribute = leading
      constraint.containerSide = 2
      try applyPredicate(gap, to: &constraint)
      return
    }
    let (firstItem, firstPredicate, afterFirst) = try readBracket(rest, names: names)
    rest = afterFirst
    // `[A(size)]`: A's width or height.
    if rest.trimmingSpaces.isEmpty {
      guard let firstPredicate else { throw Failure("a bracket with no size and no neighbour") }
      constraint.first = firstItem
      constraint.firstAttribute = size
      try applyPredicate(firstPredicate, to: &constraint)
      return
    }
    let (gap, afterGap) = try readGap(rest)
    // `[A]-gap-|`: the superview's trailing edge and A's.
    if afterGap.first == "|" {
      guard afterGap.dropFirst().trimmingSpaces.isEmpty else { throw Failure("unexpected text after '|'") }
      constraint.first = superview
      constraint.containerSide = 1
      constraint.firstAttribute = trailing
      constraint.second = firstItem
      constraint.secondAttribute = trailing
      try applyPredicate(gap, to: &constraint)
      return
    }
    // `[A]-gap-[B]`: B's leading edge and A's trailing one.
    let (secondItem, _, tail) = try readBracket(afterGap, names: names)
    guard tail.trimmingSpaces.isEmpty else { throw Failure("unexpected text after [\(secondItem.display)]") }
    constraint.first = secondItem
    constraint.firstAttribute = leading
    constraint.second = firstItem
    constraint.secondAttribute = trailing
    try applyPredicate(gap, to: &constraint)
  }

  /// `[A]` or `[A(predicate)]`: the item, its predicate, and what follows.
  static func readBracket(_ text: Substring, names: [String: LoggedItem]) throws(Failure) -> (
    LoggedItem, String?, Substring
  ) {
    guard text.first == "[" else { throw Failure("expected '[' at '\(text.prefix(20))'") }
    let (item, after) = try readItem(text.dropFirst(), names: names, stops: ["(", "]"])
    var rest = after
    var predicate: String?
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else {
        throw Failure("a size in brackets is never closed")
      }
      predicate = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = rest[rest.index(after: close)...]
    }
    guard rest.first == "]" else { throw Failure("expected ']' after \(item.display)") }
    return (item, predicate, rest.dropFirst())
  }

  /// `-gap-` or `-(predicate)-` (parentheses may nest: `(>=NSSpace(8))`): the gap and what follows.
  static func readGap(_ text: Substring) throws(Failure) -> (String, Substring) {
    guard text.first == "-" else { throw Failure("expected '-' at '\(text.prefix(20))'") }
    var rest = text.dropFirst()
    if rest.first == "(" {
      var depth = 0
      var index = rest.startIndex
      while index < rest.endIndex {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        index = rest.index(after: index)
      }
      guard index < rest.endIndex else { throw Failure("a gap's parenthesis is never closed") }
      let gap = String(rest[rest.index(after: rest.startIndex)..<index])
      rest = rest[rest.index(after: index)...]
      guard rest.first == "-" else { throw Failure("expected '-' after the gap (\(gap))") }
      return (gap, rest.dropFirst())
    }
    let gap = rest.prefix { $0 != "-" }
    rest = rest.dropFirst(gap.count)
    guard rest.first == "-" else { throw Failure("expected '-' after the gap \(gap)") }
    return (String(gap), rest.dropFirst())
  }

  /// `>=8@750`: the relation, constant and priority.
  static func applyPredicate(_ predicate: String, to constraint: inout LoggedConstraint) throws(Failure) {
    var text = predicate.trimmingSpaces
    constraint.relation = .equal
    if text.hasPrefix(">=") || text.hasPrefix("<=") || text.hasPrefix("==") {
      constraint.relation =
        text.hasPrefix(">=") ? .greaterThanOrEqual : text.hasPrefix("<=") ? .lessThanOrEqual : .equal
      text = String(text.dropFirst(2))
    }
    if let at = text.range(of: "@", options: .backwards) {
      constraint.priority = try priority(text[at.upperBound...].trimmingSpaces)
      text = String(text[..<at.lowerBound])
    }
    guard let value = number(text) else { throw Failure("expected a number in (\(predicate))") }
    constraint.constant = value
  }

  /// Runs of whitespace (a description wrapped over lines by a blog or a terminal) become one space.
  static func collapse(_ text: String) -> String {
    var result = ""
    var lastWasSpace = false
    for character in text {
      if character.isWhitespace {
        if !lastWasSpace { result.append(" ") }
        lastWasSpace = true
      } else {
        result.append(character)
        lastWasSpace = false
      }
    }
    return result.trimmingSpaces
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
    while end > start, scalars[scalars.index(before: end)].properties.isWhitespace {
      end = scalars.index(before: end)
    }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
