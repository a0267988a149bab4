import Testing

@testable import PlumbDocument

/// "Did you mean" suggestions: a banded edit distance with the plain one's answers up to its limit.
@Suite struct SuggestionTests {
  /// The textbook Levenshtein distance over lowercased characters.
  static func fullDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for i in 0..<a.count {
      var current = [i + 1]
      for j in 0..<b.count {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  static let words = [
    "", "a", "ab", "ba", "abc", "leading", "Leading", "trailing", "lead", "leadingMargin", "héllo", "hello",
    "centerX", "centerY", "centreX", "width", "widht", "wdth", "superview", "supervew", "x1234567890",
    "kitten", "sitting", "flaw", "lawn", "🙂a", "a🙂",
  ]

  @Test(arguments: words)
  func bandedDistanceAgreesWithTheFullOneUpToItsLimit(_ word: String) {
    for other in Self.words {
      let full = Self.fullDistance(word, other)
      for limit in 0...6 {
        let banded = editDistance(Array(word.lowercased()), Array(other.lowercased()), limit: limit)
        #expect(banded == (full <= limit ? full : nil), "\(word) / \(other), limit \(limit)")
      }
    }
  }

  @Test func longIdentifiersGetASuggestionWithinTwelveEdits() {
    let base = String(repeating: "abcdefghij", count: 200)
    let candidates = (0..<50).map { "\(base)\($0)" }
    #expect(nearest(base + "7x", in: candidates) == ["\(base)7", "\(base)0", "\(base)1"])
    #expect(nearest("z" + base, in: candidates) == ["\(base)0", "\(base)1", "\(base)2"])
    #expect(nearest(String(repeating: "q", count: 2000), in: candidates).isEmpty)
    #expect(suggestionLimit(base) == 12)
    #expect(suggestionLimit("widht") == 2)
    #expect(suggestionLimit("leadingMarginX") == 7)
  }
}
