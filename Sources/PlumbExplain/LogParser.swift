internal import Foundation

/// Finds the Auto Layout messages in console text: UIKit's and AppKit's unsatisfiable-constraints messages,
/// `_autolayoutTrace` output (and the ambiguity message quoting it), and printed constraint lists
/// (`constraintsAffectingLayout(for:)`). Several messages, other log lines around them, descriptions wrapped over
/// lines or run together on one line are all fine.
public enum LogParser {
  /// Everything found in a log.
  public struct Result: Sendable {
    /// The messages, in log order.
    public var messages: [LogMessage]
  }

  private enum Event {
    case header(line: Int, appKit: Bool)
    case recover(line: Int)
    case end(line: Int)
    case description(String, line: Int, identifier: String?)
    case truncated(String, line: Int)
    case redacted(line: Int)
    case prompt
    case elided(String, line: Int)
  }

  /// Reads a whole log: finds the events (headers, recover and end lines, descriptions, prompts, elisions), puts
  /// them in order into unsatisfiable messages and constraint lists, and adds the traces.
  public static func parse(_ text: String) -> Result {
    let characters = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))
    let lines = LineIndex(characters)
    var events =
      phraseEvents(characters, lines) + markerEvents(characters, lines)
      + descriptionEvents(characters, lines)
    events.sort { $0.0 < $1.0 }
    var messages = unsatisfiableMessages(events.map(\.1))
    messages += traceMessages(text)
    messages.sort { $0.line < $1.line }
    return Result(messages: messages)
  }

  /// Line numbers of character offsets.
  private struct LineIndex {
    var starts: [Int] = [0]

    init(_ characters: [Character]) {
      for (index, character) in characters.enumerated() where character == "\n" { starts.append(index + 1) }
    }

    /// The 1-based line holding `offset`.
    func line(at offset: Int) -> Int {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= offset { low = mid } else { high = mid - 1 }
      }
      return low + 1
    }
  }

  /// The fixed phrases of an unsatisfiable message: its header (AppKit's ends in a colon), the recover line and
  /// the lines that close it. Each event comes with its character offset.
  private static func phraseEvents(_ characters: [Character], _ lines: LineIndex) -> [(Int, Event)] {
    var events: [(Int, Event)] = []
    for (phrase, kind) in [
      ("Unable to simultaneously satisfy constraints", 0),
      ("Will attempt to recover by breaking", 1),
      ("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints", 2),
      ("Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", 2),
      ("LAYOUT_CONSTRAINTS_NOT_SATISFIABLE", 2),
    ] {
      for offset in occurrences(of: phrase, in: characters) {
        let lineNumber = lines.line(at: offset)
        switch kind {
        case 0:
          let after = offset + phrase.count
          let appKit = after < characters.count && characters[after] == ":"
          events.append((offset, .header(line: lineNumber, appKit: appKit)))
        case 1: events.append((offset, .recover(line: lineNumber)))
        default: events.append((offset, .end(line: lineNumber)))
        }
      }
    }
    return events
  }

  /// A set printed in part, debugger prompts and redacted constraints.
  private static func markerEvents(_ characters: [Character], _ lines: LineIndex) -> [(Int, Event)] {
    var events: [(Int, Event)] = []
    // A long set printed in part (`… 12 more constraints of this set, left out …`).
    for offset in occurrences(of: "more constraints of this set, left out", in: characters) {
      var start = offset
      while start > 0, characters[start - 1] != "\n" { start -= 1 }
      let text = String(characters[start..<offset]).trimmingSpaces
      events.append((offset, .elided(text, line: lines.line(at: offset))))
    }
    // Each debugger command's output is a list of its own.
    for offset in occurrences(of: "(lldb)", in: characters) { events.append((offset, .prompt)) }
    for offset in occurrences(of: "<private>", in: characters) {
      events.append((offset, .redacted(line: lines.line(at: offset))))
    }
    return events
  }

  /// Descriptions: `<Class:0x…` up to the `>` that ends it; one never closed means the log was cut inside it.
  private static func descriptionEvents(_ characters: [Character], _ lines: LineIndex) -> [(Int, Event)] {
    var events: [(Int, Event)] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "<", let end = descriptionEnd(characters, from: index) else {
        index += 1
        continue
      }
      if end < 0 {
        let fragment = String(characters[index..<min(characters.count, index + 160)])
        events.append((index, .truncated(DescriptionParser.collapse(fragment), line: lines.line(at: index))))
        break
      }
      let text = String(characters[index...end])
      events.append(
        (
          index,
          .description(text, line: lines.line(at: index), identifier: identifierBefore(characters, index))
        ))
      index = end + 1
    }
    return events
  }

  /// Offsets where `phrase` starts.
  static func occurrences(of phrase: String, in characters: [Character]) -> [Int] {
    let needle = Array(phrase)
    guard let first = needle.first, needle.count <= characters.count else { return [] }
    var result: [Int] = []
    var index = 0
    while index <= characters.count - needle.count {
      if characters[index] == first, Array(characters[index..<index + needle.count]) == needle {
        result.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return result
  }

  /// The offset of the `>` closing the description that starts at `start` (nil when `start` opens no description,
  /// -1 when the text ends first).
  static func descriptionEnd(_ characters: [Character], from start: Int) -> Int? {
    // `<` then a class name then `:0x`.
    var index = start + 1
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || "_.".contains(characters[index])
    {
      index += 1
    }
    guard index > start + 1, index + 2 < characters.count, characters[index] == ":",
      characters[index + 1] == "0",
      characters[index + 2] == "x"
    else { return nil }
    let className = String(characters[(start + 1)..<index])
    guard className.hasSuffix("Constraint") || className.contains("Constraint") else { return nil }
    // The description ends at a `>` followed by a quote, comma, bracket, brace, parenthesis or the end of a line.
    var position = index
    while position < characters.count {
      let character = characters[position]
      if character == ">" {
        var next = position + 1
        while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
        // `(active)>` or `)]>` end a description whatever follows (logs run together on one line).
        if next == characters.count || "\"\n,])}".contains(characters[next])
          || characters[position - 1] == ")"
          || characters[position - 1] == "]"
        {
          return position
        }
      }
      // Another description starting before this one ended: this one was cut off.
      if character == "<", position > index, startsDescription(characters, at: position) { return -1 }
      position += 1
    }
    return -1
  }

  /// True when `<Class…:0x` starts at `start` (the head of a constraint description).
  static func startsDescription(_ characters: [Character], at start: Int) -> Bool {
    var index = start + 1
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || "_.".contains(characters[index])
    {
      index += 1
    }
    guard index > start + 1, index + 2 < characters.count, characters[index] == ":",
      characters[index + 1] == "0",
      characters[index + 2] == "x"
    else { return false }
    return String(characters[(start + 1)..<index]).contains("Constraint")
  }

  /// An identifier written just before a description on its line: `'banner-width' <NSLayoutConstraint:…>`
  /// or `banner-width: <NSLayoutConstraint:…>`.
  static func identifierBefore(_ characters: [Character], _ start: Int) -> String? {
    var index = start - 1
    while index >= 0, characters[index] == " " || characters[index] == "\t" || characters[index] == "\"" {
      index -= 1
    }
    guard index >= 0 else { return nil }
    if characters[index] == "'" {
      var open = index - 1
      while open >= 0, characters[open] != "'", characters[open] != "\n" { open -= 1 }
      guard open >= 0, characters[open] == "'", open < index - 1 else { return nil }
      return String(characters[(open + 1)..<index])
    }
    if characters[index] == ":" {
      var open = index - 1
      while open >= 0,
        characters[open].isLetter || characters[open].isNumber || "-_.".contains(characters[open])
      { open -= 1 }
      let word = String(characters[(open + 1)..<index])
      // Not a log prefix such as a timestamp or `[LayoutConstraints]`, and not an index like `- 0 :`.
      guard !word.isEmpty, word.contains(where: \.isLetter),
        open < 0 || characters[open] == "\n" || characters[open] == " "
      else {
        return nil
      }
      return word
    }
    return nil
  }

  private static func parseDescription(
    _ text: String, line: Int, identifier: String?, problems: inout [String]
  )
    -> LoggedConstraint?
  {
    do {
      return try DescriptionParser.parse(text, line: line, identifier: identifier)
    } catch {
      problems.append("\(error)")
      return nil
    }
  }

  private static func unsatisfiableMessages(_ events: [Event]) -> [LogMessage] {
    var assembler = MessageAssembler()
    for event in events { assembler.take(event) }
    assembler.closeCurrent()
    assembler.closeLoose()
    return assembler.messages
  }

  /// Puts events together into messages: an unsatisfiable message runs from its header through its list and the
  /// broken constraint; descriptions outside one, close together, make a printed constraint list.
  private struct MessageAssembler {
    var messages: [LogMessage] = []
    /// The unsatisfiable message being read.
    var current: LogMessage?
    /// After "Will attempt to recover by breaking constraint".
    var recovering = false
    /// After the message's closing lines: later descriptions are not its.
    var finished = false
    /// A printed constraint list being read.
    var loose: LogMessage?
    var looseLastLine = 0
    /// A recover line printed before its message (newer macOS): the description on it is the broken one.
    var orphanRecoverLine = -1

    mutating func take(_ event: Event) {
      switch event {
      case .header(let line, let appKit):
        closeCurrent()
        closeLoose()
        current = LogMessage(kind: .unsatisfiable, framework: appKit ? "AppKit" : "UIKit", line: line)
        recovering = false
        finished = false
      case .recover(let line):
        if current != nil {
          recovering = true
        } else {
          // Newer macOS prints "Will attempt to recover by breaking <…>." before the message itself.
          orphanRecoverLine = line
        }
      case .end:
        if current != nil {
          finished = true
          closeCurrent()
        }
      case .elided(let text, let line):
        let count = text.filter(\.isNumber)
        current?.missing.append(
          "line \(line): \(count.isEmpty ? "some" : count) constraints of the set were left out of the log; the rebuilt "
            + "set is incomplete")
      case .prompt:
        closeLoose()
      case .redacted:
        if current != nil, current?.missing.contains(where: { $0.contains("<private>") }) == false {
          current?.missing.append(
            "the system logged the constraints as <private> (unified logging redacts them); run from Xcode or set "
              + "the log's privacy to public to see them")
        }
      case .truncated(let text, let line):
        if current != nil {
          current?.missing.append("line \(line): the log is cut off inside a description: \(text)")
        } else if loose != nil {
          loose?.missing.append("line \(line): the log is cut off inside a description: \(text)")
        }
      case .description(let text, let line, let identifier):
        description(text, line: line, identifier: identifier)
      }
    }

    /// A description goes to the unsatisfiable message (its set, or the broken constraint), else to a printed list.
    mutating func description(_ text: String, line: Int, identifier: String?) {
      if current != nil, recovering, current?.broken != nil {
        // A description after the broken one starts a printed list of its own.
        closeCurrent()
      }
      if current != nil, !finished {
        var problems: [String] = []
        let parsed = LogParser.parseDescription(text, line: line, identifier: identifier, problems: &problems)
        current?.missing += problems
        guard let parsed else { return }
        if recovering {
          if current?.broken == nil {
            current?.broken = parsed
          }
        } else {
          current?.constraints.append(parsed)
        }
        return
      }
      if current == nil, line == orphanRecoverLine { return }
      // A description outside an unsatisfiable message: part of a printed list.
      if loose == nil || line - looseLastLine > 6 {
        closeLoose()
        loose = LogMessage(
          kind: .constraintList, framework: text.contains("NSView") ? "AppKit" : "UIKit", line: line)
      }
      var problems: [String] = []
      if let parsed = LogParser.parseDescription(
        text, line: line, identifier: identifier, problems: &problems)
      {
        loose?.constraints.append(parsed)
      }
      loose?.missing += problems
      looseLastLine = line
    }

    /// Ends the unsatisfiable message, saying what the log left out of it.
    mutating func closeCurrent() {
      guard var message = current else { return }
      if message.constraints.isEmpty && !message.missing.contains(where: { $0.contains("<private>") }) {
        message.missing.append(
          "the list of conflicting constraints is missing (the log ends or moves on before it)")
      }
      if !recovering {
        message.missing.append(
          "the log has no \"Will attempt to recover by breaking constraint\" line, so which constraint \(message.framework) "
            + "broke is unknown; Plumb's own choice is shown")
      } else if message.broken == nil {
        message.missing.append(
          "the broken constraint's description after \"Will attempt to recover by breaking constraint\" is missing"
        )
      }
      messages.append(message)
      current = nil
    }

    mutating func closeLoose() {
      if let message = loose { messages.append(message) }
      loose = nil
    }
  }

  // MARK: _autolayoutTrace

  /// Runs of `_autolayoutTrace` lines.
  static func traceMessages(_ text: String) -> [LogMessage] {
    var messages: [LogMessage] = []
    var run: [TraceLine] = []
    var runStart = 0
    func flush() {
      defer { run = [] }
      guard !run.isEmpty else { return }
      // One line counts only when it says AMBIGUOUS LAYOUT or is a host (•); otherwise a view description in passing.
      if run.count == 1, !run[0].isAmbiguous, run[0].marker != "•" { return }
      messages.append(LogMessage(kind: .trace, framework: "UIKit", line: runStart, trace: run))
    }
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let line = traceLine(String(rawLine), number: offset + 1) else {
        let trimmed = rawLine.trimmingSpaces
        // The legend and blank lines end a run only when a new one starts; other text ends it.
        if trimmed.isEmpty || trimmed.hasPrefix("Legend") || trimmed.hasPrefix("* -")
          || trimmed.hasPrefix("+ -")
          || trimmed.hasPrefix("• -")
        {
          continue
        }
        flush()
        continue
      }
      if run.isEmpty { runStart = offset + 1 }
      run.append(line)
    }
    flush()
    return messages
  }

  /// One trace line: `|   |   *UILabel:0x7f…'Title'- AMBIGUOUS LAYOUT for UILabel:0x….minY{id: 50}`, or the older
  /// `*<UIWindow:0x…> - AMBIGUOUS LAYOUT`.
  static func traceLine(_ raw: String, number: Int) -> TraceLine? {
    var text = Substring(raw)
    // Drop a log prefix such as `(lldb) po …` output indentation.
    text = text.drop { $0 == " " || $0 == "\t" }
    var depth = 0
    while text.hasPrefix("|") {
      depth += 1
      text = text.dropFirst().drop { $0 == " " || $0 == "\t" }
    }
    var marker = ""
    if let first = text.first, "*+•".contains(first) {
      marker = String(first)
      text = text.dropFirst()
    }
    var angled = false
    if text.first == "<" {
      angled = true
      text = text.dropFirst()
    }
    let className = text.prefix { $0.isLetter || $0.isNumber || "_.".contains($0) }
    guard !className.isEmpty, className.first?.isLetter == true || className.first == "_" else { return nil }
    var rest = text.dropFirst(className.count)
    let isGuideLine = className == "UILayoutGuide" && rest.hasPrefix(": 0x")
    guard rest.hasPrefix(":0x") || isGuideLine else { return nil }
    guard !className.hasSuffix("Constraint") else { return nil }
    rest = rest.drop { $0 == ":" || $0 == " " }.dropFirst(2)
    let hex = rest.prefix { $0.isHexDigit }
    guard !hex.isEmpty else { return nil }
    rest = rest.dropFirst(hex.count)
    var itemText: String?
    if rest.first == "'" {
      let body = rest.dropFirst()
      if let close = body.firstIndex(of: "'") {
        itemText = String(body[..<close])
        rest = body[body.index(after: close)...]
      }
    }
    if angled, rest.first == ">" { rest = rest.dropFirst() }
    if isGuideLine, let quote = raw.range(of: "\""), let close = raw[quote.upperBound...].firstIndex(of: "\"")
    {
      itemText = String(raw[quote.upperBound..<close])
    }
    let ambiguous = rest.contains("AMBIGUOUS LAYOUT")
    var variables: [String] = []
    if let range = rest.range(of: "AMBIGUOUS LAYOUT for ") {
      for part in rest[range.upperBound...].split(separator: ",") {
        let entry = part.trimmingSpaces
        guard let brace = entry.firstIndex(of: "{"), let dot = entry[..<brace].lastIndex(of: ".") else {
          continue
        }
        variables.append(String(entry[entry.index(after: dot)..<brace]))
      }
    }
    let item = LoggedItem(className: String(className), address: "0x" + hex, text: itemText)
    return TraceLine(
      depth: depth, marker: marker, item: item, isAmbiguous: ambiguous, ambiguousVariables: variables,
      line: number)
  }
}
