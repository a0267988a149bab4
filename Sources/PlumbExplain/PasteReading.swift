internal import Foundation

/// Undoes what pasting a console log into an issue, a question or a mail does to it, line by line (so line numbers
/// stay those of the paste): quoting (`> `), Markdown's escapes (`\<NSLayoutConstraint:0x…\>`), the `‹…›`
/// brackets early SnapKit releases put around item names, and the description FLKAutoLayout's debug builds print
/// (`<NSLayoutConstraint: 0x…> H:[UIView:0x…(80)] (Bar view 0, (null))`), rewritten in UIKit's form.
enum PasteReading {
  /// The text with each line's quote markers, Markdown escapes and SnapKit brackets removed, and library forms
  /// rewritten.
  static func clean(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    // Quoting is only taken off when the paste is quoted: two lines or more start with `> `.
    let quoted =
      lines.lazy.filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("> ") }.prefix(2).count == 2
    for index in lines.indices {
      var line = lines[index]
      if quoted {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        var stripped = false
        while rest.hasPrefix(">"),
          rest.dropFirst().first == " " || rest.count == 1 || rest.dropFirst().first == ">"
        {
          rest = rest.dropFirst().drop { $0 == " " }
          stripped = true
        }
        if stripped { line = rest }
      }
      if line.contains("\\") || line.contains("‹") || line.contains("›") {
        line = Substring(unescape(line))
      }
      if line.contains("< "), line.contains("Constraint") { line = Substring(closingSpaceAfterBracket(line)) }
      if line.contains("Constraint: 0x"), let rewritten = objectHeadForm(line) { line = Substring(rewritten) }
      lines[index] = line
    }
    return lines.joined(separator: "\n")
  }

  /// `\<` → `<`, `\_` → `_` and the like (Markdown's escapes of the characters a description uses), and no `‹›`.
  static func unescape(_ line: Substring) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count)
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      if character == "\\", next < line.endIndex, "<>_*[]()|".contains(line[next]) {
        result.append(line[next])
        index = line.index(after: next)
        continue
      }
      if character != "‹" && character != "›" { result.append(character) }
      index = next
    }
    return result
  }

  /// `< NSLayoutConstraint:0x…>` (a space typed after the bracket) as `<NSLayoutConstraint:0x…>`.
  static func closingSpaceAfterBracket(_ line: Substring) -> String {
    var result = ""
    var rest = line
    while let open = rest.firstIndex(of: "<") {
      result += rest[...open]
      rest = rest[rest.index(after: open)...]
      let name = rest.drop { $0 == " " }
      let className = name.prefix { $0.isLetter || $0.isNumber || "_.".contains($0) }
      if name.startIndex != rest.startIndex, className.hasSuffix("Constraint"),
        name.dropFirst(className.count).hasPrefix(":")
      {
        rest = name
      }
    }
    return result + rest
  }

  /// `<NSLayoutConstraint: 0xADDR> BODY (TAG, TAG)` (NSObject's `<Class: 0xADDR>`, then UIKit's body, then the
  /// name tags FLKAutoLayout gives the two items) as `<NSLayoutConstraint:0xADDR 'TAG' BODY>`: the first item's
  /// tag, when it has one, stands as the constraint's identifier, so the text shows it beside the constraint. Nil
  /// when the line holds no description of this form.
  static func objectHeadForm(_ line: Substring) -> String? {
    guard let head = line.range(of: "Constraint: 0x") else { return nil }
    guard let open = line[..<head.lowerBound].lastIndex(of: "<") else { return nil }
    let className = line[line.index(after: open)..<head.lowerBound] + "Constraint"
    guard className.allSatisfy({ $0.isLetter || $0.isNumber || "_.".contains($0) }) else { return nil }
    let hex = line[head.upperBound...].prefix { $0.isHexDigit }
    guard !hex.isEmpty else { return nil }
    var rest = line[line.index(head.upperBound, offsetBy: hex.count)...]
    guard rest.first == ">" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " }
    // The description runs to the end of the line, less a list entry's closing quote and comma.
    var body = String(rest).trimmingCharacters(in: .whitespaces)
    var closing = ""
    while let last = body.last, ",\"".contains(last) {
      closing = String(last) + closing
      body.removeLast()
    }
    body = body.trimmingCharacters(in: .whitespaces)
    // The tags are the last parenthesised group holding a comma at its own depth: `(Bar view 0, (null))`.
    var tag: String?
    if body.hasSuffix(")") {
      var depth = 0
      var comma: String.Index?
      var index = body.index(before: body.endIndex)
      while true {
        let character = body[index]
        if character == ")" { depth += 1 }
        if character == "(" { depth -= 1 }
        if character == ",", depth == 1, comma == nil { comma = index }
        if depth == 0 { break }
        guard index > body.startIndex else { break }
        index = body.index(before: index)
      }
      if depth == 0, let comma, index > body.startIndex {
        let first = body[body.index(after: index)..<comma].trimmingCharacters(in: .whitespaces)
        if !first.isEmpty, first != "(null)", !first.contains("'") { tag = first }
        body = String(body[..<index]).trimmingCharacters(in: .whitespaces)
      }
    }
    guard !body.isEmpty else { return nil }
    let identifier = tag.map { "'\($0)' " } ?? ""
    return String(line[..<open]) + "<\(className):0x\(hex) \(identifier)\(body)>" + closing
  }
}
