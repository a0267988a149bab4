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
    /// "Probably at least one of the constraints in the following list…": a header when the log lost its first line.
    case softHeader(line: Int)
    case recover(line: Int)
    case end(line: Int)
    case description(String, line: Int, identifier: String?)
    case truncated(String, line: Int)
    case redacted(line: Int)
    case prompt
    case elided(Int?, line: Int)
  }

  /// Reads a whole log: finds the events (headers, recover and end lines, descriptions, prompts, elisions), puts
  /// them in order into unsatisfiable messages and constraint lists, and adds the traces.
  public static func parse(_ text: String) -> Result {
    let cleaned = PasteReading.clean(text.replacingOccurrences(of: "\r\n", with: "\n"))
    let characters = Array(cleaned)
    let lines = LineIndex(characters)
    var events =
      phraseEvents(characters, lines) + markerEvents(characters, lines)
      + descriptionEvents(characters, lines) + barePrintedEvents(characters, lines)
    // Stable: a description and the phrase before it on one line keep their order.
    events = events.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(
      \.element)
    var messages = unsatisfiableMessages(events.map(\.1))
    messages += traceMessages(cleaned)
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
      // macOS 14 and later.
      ("Conflicting constraints detected", 4),
      ("Probably at least one of the constraints in the following list", 3),
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
        case 3: events.append((offset, .softHeader(line: lineNumber)))
        case 4: events.append((offset, .header(line: lineNumber, appKit: true)))
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
      // The count is the number just before the phrase; only that far back is read (a line of many markers stays
      // linear).
      var end = offset
      while end > 0, characters[end - 1] == " " { end -= 1 }
      var start = end
      while start > 0, end - start < 12, characters[start - 1].isASCII, characters[start - 1].isNumber {
        start -= 1
      }
      let count = start < end ? Int(String(characters[start..<end])) : nil
      events.append((offset, .elided(count, line: lines.line(at: offset))))
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

  /// Descriptions printed without their angle brackets, one to a line (`NSLayoutConstraint:0x… A.width == 0,`), as
  /// some loggers and older lists print them.
  private static func barePrintedEvents(_ characters: [Character], _ lines: LineIndex) -> [(Int, Event)] {
    var events: [(Int, Event)] = []
    for start in lines.starts where start < characters.count {
      var index = start
      while index < characters.count, " \t\"*".contains(characters[index]) { index += 1 }
      guard index < characters.count, characters[index] != "<", characters[index].isLetter,
        startsBareDescription(characters, at: index)
      else { continue }
      var end = index
      while end < characters.count, characters[end] != "\n" { end += 1 }
      var body = String(characters[index..<end]).trimmingSpaces
      while let last = body.last, ",\"*".contains(last) { body.removeLast() }
      events.append(
        (index, .description("<" + body + ">", line: lines.line(at: index), identifier: nil)))
    }
    return events
  }

  /// `Class…Constraint:0x` at `start`, with a letter first.
  static func startsBareDescription(_ characters: [Character], at start: Int) -> Bool {
    var index = start
    while index < characters.count, index - start < 200,
      characters[index].isLetter || characters[index].isNumber || "_.".contains(characters[index])
    {
      index += 1
    }
    guard index > start, index + 2 < characters.count, characters[index] == ":",
      characters[index + 1] == "0", characters[index + 2] == "x"
    else { return false }
    return String(characters[start..<index]).hasSuffix("Constraint")
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
    // A paste that ends just after the info group lost only the closing bracket.
    var last = characters.count - 1
    while last > index, characters[last].isWhitespace || characters[last] == "`" { last -= 1 }
    if characters[last] == ")",
      characters[index..<last].lastIndex(of: "(").map({ open in
        String(characters[open..<min(last, open + 8)]).lowercased().hasPrefix("(active")
          || String(characters[open..<min(last, open + 7)]).lowercased().hasPrefix("(names")
      }) == true
    {
      return last
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
  /// broken constraint; descriptions outside one, close together, make a printed constraint list. A list pasted
  /// without its header but followed by "Will attempt to recover by breaking" is that message's set.
  private struct MessageAssembler {
    var messages: [LogMessage] = []
    /// The unsatisfiable message being read.
    var current: LogMessage?
    /// After "Will attempt to recover by breaking constraint".
    var recovering = false
    /// The message had its recover line (before or after its list).
    var recovered = false
    /// After the message's closing lines: later descriptions are not its.
    var finished = false
    /// The current message began at a recover line with no header before it.
    var orphan = false
    /// Constraints of the set left out of the log (`… N more constraints …`), and whether some had no count.
    var elided = 0
    var elidedUncounted = false
    var redacted = false
    /// A printed constraint list being read.
    var loose: LogMessage?
    var looseLastLine = 0

    mutating func take(_ event: Event) {
      switch event {
      case .header(let line, let appKit):
        header(line: line, framework: appKit ? "AppKit" : "UIKit")
      case .softHeader(let line):
        // Part of the message already begun, unless the log lost that message's first line.
        if let message = current, !finished, message.constraints.isEmpty, !recovering,
          line - message.line <= 3
        {
          return
        }
        header(line: line, framework: "UIKit")
        current?.missing.append(
          "the log starts after \"Unable to simultaneously satisfy constraints\"; the list that follows is read as "
            + "its set")
      case .recover(let line):
        if current != nil, !finished {
          recovering = true
          recovered = true
        } else if var list = loose, line - looseLastLine <= 6 {
          // The list was pasted without the message's first lines.
          loose = nil
          list.kind = .unsatisfiable
          list.missing.append(
            "the log has no \"Unable to simultaneously satisfy constraints\" line; the constraints listed before "
              + "\"Will attempt to recover\" are read as the conflicting set")
          closeCurrent()
          start(list)
          recovering = true
          recovered = true
        } else {
          // Only the recover line (newer macOS prints it before the message itself).
          closeCurrent()
          closeLoose()
          start(LogMessage(kind: .unsatisfiable, framework: "UIKit", line: line))
          orphan = true
          recovering = true
          recovered = true
        }
      case .end:
        if current != nil {
          finished = true
          closeCurrent()
        }
      case .elided(let count, _):
        guard current != nil else { return }
        if let count { elided = min(elided &+ count, Int.max / 2) } else { elidedUncounted = true }
      case .prompt:
        closeLoose()
      case .redacted:
        if current != nil { redacted = true }
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

    /// A new unsatisfiable message; a recover line just before it (newer macOS) gives its broken constraint.
    mutating func header(line: Int, framework: String) {
      var carried: LoggedConstraint?
      if orphan, let message = current, message.constraints.isEmpty, line - message.line <= 3 {
        carried = message.broken
        current = nil
      }
      closeCurrent()
      closeLoose()
      start(LogMessage(kind: .unsatisfiable, framework: framework, line: line))
      if let carried {
        current?.broken = carried
        recovered = true
      }
    }

    mutating func start(_ message: LogMessage) {
      current = message
      recovering = false
      recovered = false
      finished = false
      orphan = false
      elided = 0
      elidedUncounted = false
      redacted = false
    }

    /// A description goes to the unsatisfiable message (its set, or the broken constraint), else to a printed list.
    mutating func description(_ text: String, line: Int, identifier: String?) {
      if let broken = current?.broken, recovering, !finished {
        // The broken constraint printed again (newer macOS names it before the list and after it).
        var ignored: [String] = []
        let parsed = LogParser.parseDescription(text, line: line, identifier: identifier, problems: &ignored)
        if parsed?.identity == broken.identity { return }
      }
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
      if redacted {
        message.missing.append(
          "the system logged the constraints as <private> (unified logging redacts them); run from Xcode or set "
            + "the log's privacy to public to see them")
      }
      if elided > 0 || elidedUncounted {
        message.missing.append(
          "\(elided > 0 ? "\(elided)\(elidedUncounted ? " or more" : "")" : "some") constraints of the set were left out "
            + "of the log; the rebuilt set is incomplete")
      }
      if message.constraints.isEmpty && !redacted {
        message.missing.append(
          "the list of conflicting constraints is missing (the log ends or moves on before it)")
      }
      if !recovered {
        message.missing.append(
          "the log has no \"Will attempt to recover by breaking constraint\" line, so which constraint \(message.framework) "
            + "broke is unknown; Plumb's own choice is shown")
      } else if message.broken == nil {
        message.missing.append(
          "the broken constraint's description after \"Will attempt to recover by breaking constraint\" is missing"
        )
      }
      message.settleBroken()
      messages.append(message)
      current = nil
      orphan = false
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
      if run.count == 1, !run[0].isAmbiguous, !run[0].missingHostConstraints, run[0].marker != "•" { return }
      let appKit =
        run.contains {
          $0.item.shortClassName.hasPrefix("NS") && !$0.item.shortClassName.hasPrefix("NSLayout")
        }
        && !run.contains { $0.item.shortClassName.hasPrefix("UI") }
      messages.append(
        LogMessage(kind: .trace, framework: appKit ? "AppKit" : "UIKit", line: runStart, trace: run))
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
    var line = TraceLine(
      depth: depth, marker: marker, item: item, isAmbiguous: ambiguous, ambiguousVariables: variables,
      line: number)
    line.missingHostConstraints = rest.contains("MISSING HOST CONSTRAINTS")
    return line
  }
}
