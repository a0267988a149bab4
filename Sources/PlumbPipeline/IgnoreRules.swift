/// The patterns of a `.plumbignore` file, in gitignore's syntax: `#` comments, `!` to re-include, a trailing `/`
/// for folders only, a leading or inner `/` to anchor a pattern to the file's folder, `*`, `?`, `[…]` and `**`.
public struct IgnoreRules: Sendable {
  struct Rule: Sendable {
    var pattern: [Character]
    var negated: Bool
    var folderOnly: Bool
    /// Matched against the whole relative path; otherwise against the last component alone.
    var anchored: Bool
  }

  private var rules: [Rule] = []

  /// No patterns: nothing is ignored.
  public init() {}

  /// The rules of an ignore file's text.
  public init(_ text: String) {
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = Substring(rawLine)
      // Trailing spaces are not part of a pattern unless escaped; a leading `#` starts a comment.
      while line.last == " " && !line.hasSuffix("\\ ") { line = line.dropLast() }
      if line.isEmpty || line.hasPrefix("#") { continue }
      var negated = false
      if line.hasPrefix("!") {
        negated = true
        line = line.dropFirst()
      } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
        line = line.dropFirst()
      }
      var folderOnly = false
      if line.hasSuffix("/") {
        folderOnly = true
        line = line.dropLast()
      }
      let anchored = line.dropLast().contains("/")
      if line.hasPrefix("/") { line = line.dropFirst() }
      guard !line.isEmpty else { continue }
      rules.append(Rule(pattern: Array(line), negated: negated, folderOnly: folderOnly, anchored: anchored))
    }
  }

  /// True when there are no patterns.
  public var isEmpty: Bool { rules.isEmpty }

  /// Whether `path` (relative to the ignore file's folder, `/`-separated) is ignored; the last matching rule
  /// decides, as in git. `nil` when no rule matches, so an enclosing folder's rules can still decide.
  public func decision(for path: String, isFolder: Bool) -> Bool? {
    let whole = Array(path)
    let last = Array(path.split(separator: "/").last.map(String.init) ?? path)
    var result: Bool?
    for rule in rules where !rule.folderOnly || isFolder {
      let subject = rule.anchored ? whole : last
      if Self.matches(rule.pattern[...], subject[...]) { result = !rule.negated }
    }
    return result
  }

  /// Glob matching where `*` and `?` stay within one path component and `**` crosses components.
  static func matches(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    // Iterative with one backtrack point per star kind keeps long paths linear for ordinary patterns.
    var p = pattern.startIndex
    var t = text.startIndex
    var starP: Int?
    var starT = 0
    var starCrosses = false
    while t < text.endIndex {
      if p < pattern.endIndex {
        let c = pattern[p]
        if c == "*" {
          var q = p + 1
          var crosses = false
          if q < pattern.endIndex && pattern[q] == "*" {
            crosses = true
            while q < pattern.endIndex && pattern[q] == "*" { q += 1 }
            // `**/` also matches no folder at all.
            if q < pattern.endIndex && pattern[q] == "/" && matches(pattern[(q + 1)...], text[t...]) {
              return true
            }
          }
          starP = q
          starT = t
          starCrosses = crosses
          p = q
          continue
        }
        if c == "?" && text[t] != "/" {
          p += 1
          t += 1
          continue
        }
        if c == "[", let (matched, next) = matchClass(pattern, p, text[t]) {
          if matched {
            p = next
            t += 1
            continue
          }
        } else if c == "\\" && p + 1 < pattern.endIndex && pattern[p + 1] == text[t] {
          p += 2
          t += 1
          continue
        } else if c == text[t] {
          p += 1
          t += 1
          continue
        }
      }
      // Backtrack: let the last star take one more character (never a `/` for a single star).
      guard let star = starP, starCrosses || text[starT] != "/" else { return false }
      starT += 1
      t = starT
      p = star
    }
    while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }

  /// A `[…]` class at `start`: whether `character` is in it, and the index after it; nil when unterminated.
  private static func matchClass(_ pattern: ArraySlice<Character>, _ start: Int, _ character: Character)
    -> (Bool, Int)?
  {
    var i = start + 1
    var negate = false
    if i < pattern.endIndex && (pattern[i] == "!" || pattern[i] == "^") {
      negate = true
      i += 1
    }
    var found = false
    var first = true
    while i < pattern.endIndex && (pattern[i] != "]" || first) {
      first = false
      if i + 2 < pattern.endIndex && pattern[i + 1] == "-" && pattern[i + 2] != "]" {
        if pattern[i] <= character && character <= pattern[i + 2] { found = true }
        i += 3
      } else {
        if pattern[i] == character { found = true }
        i += 1
      }
    }
    guard i < pattern.endIndex else { return nil }
    return (found != negate && character != "/", i + 1)
  }
}
