/// Undoes what pasting a console log into an issue, a question or a mail does to it, line by line (so line numbers
/// stay those of the paste): quoting (`> `), Markdown's escapes (`\<NSLayoutConstraint:0x…\>`), and the `‹…›`
/// brackets early SnapKit releases put around item names.
enum PasteReading {
  /// The text with each line's quote markers, Markdown escapes and SnapKit brackets removed.
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
        lines[index] = Substring(unescape(line))
      } else {
        lines[index] = line
      }
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
}
