import CPlumbFriBidi
import Foundation
import PlumbLayout
import Testing

@testable import PlumbText

@Suite struct TextTests {
  let engine = TextLayoutEngine()
  let environment = TextEnvironment(contentSizeCategory: .large, layoutDirection: .leftToRight, scale: 2)

  @Test func dynamicTypeTable() {
    #expect(DynamicType.pointSize(.body, .large) == 17)
    #expect(DynamicType.pointSize(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
    #expect(DynamicType.pointSize(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
    #expect(DynamicType.pointSize(.footnote, .extraSmall) == 12)
    #expect(DynamicType.weight(.headline) == .semibold)
    #expect(abs(DynamicType.scaledValue(17, for: .medium) - 49.0 / 3) < 1e-12)
    #expect(DynamicType.scaledValue(17, for: .accessibilityExtraExtraExtraLarge) == 48)
    #expect(DynamicType.systemTracking(at: 17) == -0.43)
  }

  @Test func systemFontIsInterFromThePrivateConfiguration() throws {
    let layout = engine.layout(TextContent("Hello"), maxWidth: nil, in: environment)
    let face = try #require(layout.face)
    #expect(face.family == "Inter")
    #expect(face.path.hasSuffix("Inter-Regular.otf"))
    let bold = engine.layout(
      TextContent("Hello", font: FontDescriptor(weight: .bold)), maxWidth: nil, in: environment)
    #expect(bold.face?.path.hasSuffix("Inter-Bold.otf") == true)
  }

  /// Golden images record each font's own version string (name ID 5), whatever the process locale.
  @Test func provenanceNamesFontVersions() {
    let provenance = TextProvenance()
    #expect(provenance.fonts["DejaVuSans.ttf"]?.hasPrefix("Version 2.") == true)
    #expect(provenance.fonts["Inter-Regular.otf"]?.hasPrefix("Version ") == true)
    #expect(!provenance.fonts.values.contains("unknown"))
    #expect(provenance.libraries["harfbuzz"]?.isEmpty == false)
  }

  /// Widths are HarfBuzz's own advances (the hb-shape tool, in font units), plus SF's tracking for the system font.
  @Test func widthsAreHarfBuzzAdvances() throws {
    let font = FontDescriptor(family: "Inter", size: 20)
    let layout = engine.layout(TextContent("Hello", font: font), maxWidth: nil, in: environment)
    let file = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    let expected = try hbShapeWidth("Hello", file: file) * 20 / unitsPerEm(file)
    #expect(abs(layout.lines[0].width - expected) < 1e-9)
    #expect(layout.size.width == (expected * 2).rounded(.up) / 2)
    let system = engine.layout(
      TextContent("Hello", font: FontDescriptor(size: 20)), maxWidth: nil, in: environment)
    #expect(abs(system.lines[0].width - (expected - 5 * 0.45)) < 1e-9)
  }

  @Test func metricsFollowUIKitsRules() {
    let layout = engine.layout(TextContent("Hello"), maxWidth: nil, in: environment)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].baseline == layout.ascender)
    #expect(layout.size.height == (layout.lineHeight * 2).rounded(.up) / 2)
    #expect(engine.measure(TextContent(""), maxWidth: nil, in: environment).size == .zero)
  }

  @Test func wrapsAtWordBoundaries() {
    let content = TextContent("The quick brown fox jumps over the lazy dog", numberOfLines: 0)
    let layout = engine.layout(content, maxWidth: 120, in: environment)
    #expect(layout.lines.count > 2)
    #expect(layout.lines.allSatisfy { $0.width <= 120 })
    #expect(layout.lines.map(\.text).joined(separator: " ") == "The quick brown fox jumps over the lazy dog")
    let limited = engine.layout(TextContent(content.text, numberOfLines: 2), maxWidth: 120, in: environment)
    #expect(limited.lines.count == 2)
    #expect(limited.isTruncated)
    #expect(limited.lines[1].text.hasSuffix("\u{2026}"))
  }

  /// Flag emoji and U+FFFF used to abort the process inside libunibreak (built with assertions) once a wrapping
  /// label overflowed; they wrap like letters now, and a flag's two halves stay on one line.
  @Test func flagsAndNoncharactersWrapWithoutAborting() {
    let text = "Visit \u{1F1EB}\u{1F1F7} and \u{1F1E9}\u{1F1EA} soon \u{FFFF} again and again"
    let content = TextContent(text, numberOfLines: 0)
    let layout = engine.layout(content, maxWidth: 80, in: environment)
    #expect(layout.lines.count > 2)
    #expect(layout.lines.map(\.text).joined(separator: " ") == text)
    for line in layout.lines {
      let scalars = Array(line.text.unicodeScalars)
      if let first = scalars.first, (0x1F1E6...0x1F1FF).contains(first.value) {
        #expect(
          scalars.count >= 2 && (0x1F1E6...0x1F1FF).contains(scalars[1].value), "a flag split: \(line.text)")
      }
    }
    #expect(engine.measure(content, maxWidth: 80, in: environment) == layout.metrics)
  }

  /// A character wider than the line is truncated where it stands; the lines after it keep their text (no
  /// ellipsis on a last line that fits, since no line was dropped).
  @Test func anOverlongCharacterDoesNotEllipsizeTheLastLine() {
    let content = TextContent("W ii", numberOfLines: 0)
    let layout = engine.layout(content, maxWidth: 9, in: environment)
    #expect(layout.lines.first?.text.hasSuffix("\u{2026}") == true, "\(layout.lines.map(\.text))")
    #expect(layout.lines.last?.text == "ii", "\(layout.lines.map(\.text))")
    #expect(engine.measure(content, maxWidth: 9, in: environment) == layout.metrics)
  }

  @Test func truncatesTailHeadAndMiddle() {
    let text = "Supercalifragilistic expialidocious"
    let tail = engine.layout(
      TextContent(text, lineBreakMode: .byTruncatingTail), maxWidth: 100, in: environment)
    #expect(tail.lines[0].text.hasSuffix("\u{2026}") && tail.lines[0].width <= 100)
    let head = engine.layout(
      TextContent(text, lineBreakMode: .byTruncatingHead), maxWidth: 100, in: environment)
    #expect(head.lines[0].text.hasPrefix("\u{2026}") && head.lines[0].width <= 100)
    let middle = engine.layout(
      TextContent(text, lineBreakMode: .byTruncatingMiddle), maxWidth: 100, in: environment)
    #expect(middle.lines[0].text.contains("\u{2026}") && middle.lines[0].text.hasPrefix("Sup"))
  }

  @Test func arabicFallsBackToNotoAndRunsRightToLeft() throws {
    let layout = engine.layout(TextContent("مرحبا"), maxWidth: nil, in: environment)
    let run = try #require(layout.lines.first?.runs.first)
    #expect(run.face.family == "Noto Sans Arabic")
    #expect(run.isRightToLeft)
    // Visual order: glyph x positions increase along the run.
    #expect(zip(run.positions, run.positions.dropFirst()).allSatisfy { $0.x <= $1.x })
    let hebrew = engine.layout(TextContent("שלום"), maxWidth: nil, in: environment)
    #expect(hebrew.lines.first?.runs.first?.face.family == "Noto Sans Hebrew")
  }

  /// The fallback chain remembers each low scalar's family; asked again (the remembered answer) or for a scalar
  /// above the table, it must name the first family in `fallbackFamilies` whose face has a glyph.
  @Test func fallbackChainNamesTheFirstCoveringFamily() {
    let fonts = FontSystem.shared
    for (weight, italic) in [(FontWeight.regular, false), (.bold, true)] {
      let faces = FontSystem.fallbackFamilies.map { family in
        fonts.face(family: family, weight: weight, italic: italic).flatMap {
          $0.face.family == family ? $0 : nil
        }
      }
      var chain = FallbackChain(fonts: fonts, weight: weight, italic: italic)
      let values =
        Array(UInt32(0)..<LoadedFace.coverageLimit).filter { !(0xD800...0xDFFF).contains($0) }
        + [0x4E00, 0xFB50, 0xFDF2, 0x1F600, 0x10FFFF]
      var mismatches: [UInt32] = []
      for _ in 0..<2 {
        for value in values {
          let expected = faces.firstIndex { $0?.covers(value) == true }
          if chain.slot(for: value) != expected { mismatches.append(value) }
        }
      }
      #expect(mismatches.isEmpty, "\(weight) \(italic): \(mismatches.prefix(10))")
      #expect(chain.face(for: "\u{0645}")?.face.family == "Noto Sans Arabic")
      #expect(chain.face(for: "\u{05D0}")?.face.family == "Noto Sans Hebrew")
    }
  }

  @Test func mixedDirectionTextIsReorderedVisually() throws {
    // LTR paragraph: "abc" then the Hebrew word then "def", Hebrew in the middle, reversed inside.
    let layout = engine.layout(TextContent("abc שלום def"), maxWidth: nil, in: environment)
    let runs = try #require(layout.lines.first?.runs)
    #expect(runs.count >= 3)
    #expect(runs.first?.face.family == "Inter")
    #expect(runs.contains { $0.isRightToLeft && $0.face.family == "Noto Sans Hebrew" })
    #expect(
      zip(runs, runs.dropFirst()).allSatisfy { ($0.positions.first?.x ?? 0) < ($1.positions.first?.x ?? 0) })
    // An RTL paragraph (Hebrew first) puts the Latin word on the left.
    let rtl = engine.layout(TextContent("שלום abc"), maxWidth: nil, in: environment)
    #expect(rtl.lines.first?.runs.first?.face.family == "Inter")
  }

  @Test func naturalAlignmentFlipsInRightToLeft() {
    let rtlEnvironment = TextEnvironment(contentSizeCategory: .large, layoutDirection: .rightToLeft, scale: 2)
    let layout = engine.layout(TextContent("Hi"), maxWidth: nil, in: rtlEnvironment, boxWidth: 200)
    #expect(abs(layout.lines[0].x - (200 - layout.lines[0].width)) < 1e-9)
    let centered = engine.layout(
      TextContent("Hi", alignment: .center), maxWidth: nil, in: environment, boxWidth: 200)
    #expect(abs(centered.lines[0].x - (200 - centered.lines[0].width) / 2) < 1e-9)
  }

  @Test func deterministicAcrossEngines() {
    let content = TextContent("Déterminisme — مرحبا — שלום", numberOfLines: 0)
    let a = TextLayoutEngine(fonts: FontSystem()).layout(content, maxWidth: 150, in: environment)
    let b = TextLayoutEngine(fonts: FontSystem()).layout(content, maxWidth: 150, in: environment)
    #expect(a == b)
  }

  @Test func dynamicTypeScalesTextStyles() {
    let small = engine.measure(TextContent("Hello", font: .preferred(.body)), maxWidth: nil, in: environment)
    var large = environment
    large.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    let big = engine.measure(TextContent("Hello", font: .preferred(.body)), maxWidth: nil, in: large)
    #expect(big.size.height > small.size.height * 2.5)
  }

  /// The bidi types come from a table of FriBidi's answers below U+3000 and from FriBidi above; both must be what
  /// `fribidi_get_bidi_types` gives, and the summary the shortcuts read must be the one of those types.
  @Test func bidiTypesAreFriBidis() {
    let codepoints =
      Array(0..<UInt32(0x3100)) + [0xFB1D, 0xFB50, 0xFDF2, 0xFE70, 0xFEFF, 0x10900, 0x1F600, 0xE0001]
    var types: [FriBidiCharType] = Array(repeating: FriBidiCharType(0), count: codepoints.count)
    let summary = PreparedParagraph.bidiTypes(codepoints, into: &types)
    var expected = types
    fribidi_get_bidi_types(codepoints, FriBidiStrIndex(codepoints.count), &expected)
    #expect(types == expected)
    let reference = PreparedParagraph.TypeSummary(expected)
    #expect(summary.bits == reference.bits && summary.strongLeftToRight == reference.strongLeftToRight)
    for text in ["abc", "שלום", "12 ,.", "א b", "\u{202B}x"] {
      let values = text.unicodeScalars.map(\.value)
      var some = [FriBidiCharType](repeating: FriBidiCharType(0), count: values.count)
      let fast = PreparedParagraph.bidiTypes(values, into: &some)
      var manual = PreparedParagraph.TypeSummary()
      for value in values { manual.add(fribidi_get_bidi_type(value)) }
      #expect(fast.bits == manual.bits && fast.strongLeftToRight == manual.strongLeftToRight, "\(text)")
    }
  }

  /// libunibreak is handed each scalar below U+3000 as a representative of its class; its opportunities must stay
  /// the plain call's for every such scalar, repeated and beside neighbours of every kind (letters of three
  /// scripts, digits, spaces, brackets, quotes, hyphens, marks, joiners, ideographs, Hangul jamo, Thai, breaks).
  @Test func classRepresentativesKeepLibunibreaksOpportunities() throws {
    let representatives = try #require(LineBreakOpportunities.representatives, "Debian's libunibreak is 2.2")
    #expect((0..<representatives.count).filter { representatives[$0] != UInt32($0) }.count > 10_000)
    let neighbours: [UInt32] = [
      0x61, 0x5D0, 0x627, 0x31, 0x661, 0x20, 0x28, 0x29, 0x5B, 0x22, 0x27, 0xAB, 0x2D, 0x2F, 0x25, 0x24, 0x2E,
      0x2C,
      0x21, 0x3F, 0x301, 0x200B, 0x200D, 0x2060, 0xA0, 0x2010, 0x2014, 0xB4, 0x5F3, 0x4E00, 0x3005, 0xAC00,
      0x1100,
      0x1160, 0x11A8, 0xE01, 0x0A, 0x0D, 0x0B, 0x2028, 0x1F1E6, 0xFFFF,
    ]
    var differing = 0
    for value in 0..<ScalarClass.tableLimit {
      var text: [UInt32] = [value, value]
      for neighbour in neighbours {
        text += [neighbour, value, neighbour, 0x20, value, 0x20, 0x20, neighbour, neighbour, value, value]
      }
      var fast = [Int8](repeating: 2, count: text.count)
      text.withUnsafeBufferPointer { scalars in
        fast.withUnsafeMutableBufferPointer { LineBreakOpportunities.compute(scalars, into: $0) }
      }
      let plain = LineBreakOpportunities.computeWithoutRepresentatives(text)
      if fast != plain { differing += 1 }
      #expect(fast == plain, "U+\(String(value, radix: 16))")
      if differing > 5 { break }
    }
  }

  /// A re-measure answers from the cache, without shaping, with exactly what a fresh engine gives, for keys that
  /// differ in one field each; an engine whose cache fills up starts it again and still answers right.
  @Test func cachedResultsAnswerOnlyTheirOwnKeys() {
    var requests: [(content: TextContent, maxWidth: Double?, environment: TextEnvironment)] = []
    for text in ["Settings", "Settings ", "Privacy Policy and Terms", "שלום עולם", "مرحبا 42"] {
      for font in [FontDescriptor.systemDefault, FontDescriptor(size: 13), .preferred(.body)] {
        for lines in [0, 1, 2] {
          for maxWidth in [nil, 40.0, 80.0] as [Double?] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
              for scale in [2.0, 3.0] {
                requests.append(
                  (
                    TextContent(text, font: font, numberOfLines: lines), maxWidth,
                    TextEnvironment(contentSizeCategory: .large, layoutDirection: direction, scale: scale)
                  ))
              }
            }
          }
        }
      }
    }
    let fresh = requests.map { request in
      let engine = TextLayoutEngine()
      return (
        engine.measure(request.content, maxWidth: request.maxWidth, in: request.environment),
        engine.layout(request.content, maxWidth: request.maxWidth, in: request.environment)
      )
    }
    for limit in [TextLayoutEngine.cacheLimit, 100] {
      let trace = ShapingTrace()
      let engine = TextLayoutEngine(fonts: .shared, shapingTrace: trace, resultLimit: limit)
      for round in 0..<2 {
        if round == 1 { trace.removeAll() }
        for (request, expected) in zip(requests, fresh) {
          #expect(
            engine.measure(request.content, maxWidth: request.maxWidth, in: request.environment) == expected.0
          )
          #expect(
            engine.layout(request.content, maxWidth: request.maxWidth, in: request.environment) == expected.1)
        }
      }
      // Everything fits the default cache, so the second round shaped nothing; the small one emptied itself.
      #expect(trace.calls.isEmpty == (limit == TextLayoutEngine.cacheLimit))
      let last = requests[requests.count - 1]
      trace.removeAll()
      _ = engine.measure(last.content, maxWidth: last.maxWidth, in: last.environment)
      #expect(trace.calls.isEmpty)
    }
  }

  /// `measure` skips glyphs and line strings but must give exactly the metrics of a full layout, whatever the
  /// direction, wrapping, truncation, numbers, tabs, embedded bidi controls, mandatory breaks and paragraphs.
  @Test func measureMatchesLayoutMetrics() {
    let texts = [
      "Hello", "The quick brown fox jumps over the lazy dog", "abc שלום def 123", "שלום abc 42%",
      "مرحبا ١٢٣ world",
      "12:45 — 3.5 MB", "a\tb\tשלום\tc", "\u{2067}abc\u{2069} שלום", "\u{202E}reversed\u{202C} text", "   ",
      "",
      "first paragraph\nשני\n\nlast", "e\u{301}\u{301} café naïve", "Supercalifragilisticexpialidocious word",
      "ﷲ لا إله إلا", "\u{200F}x", "42", "a\r\nb\rc", "one\u{2028}two\u{2029}3", "x\u{0B}y\u{0C}z\u{85}w",
      "short\nparagraphs\nunder a line limit\nfour",
    ]
    let modes: [LineBreakMode] = [
      .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
      .byTruncatingMiddle,
    ]
    for text in texts {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let environment = TextEnvironment(contentSizeCategory: .large, layoutDirection: direction, scale: 3)
        for mode in modes {
          for (lines, width) in [(1, nil), (1, 60.0), (0, 45.0), (2, 80.0), (0, 500.0)] as [(Int, Double?)] {
            let content = TextContent(
              text, font: FontDescriptor(size: 15), numberOfLines: lines, lineBreakMode: mode)
            let fresh = TextLayoutEngine()
            let measured = fresh.measure(content, maxWidth: width, in: environment)
            #expect(
              measured == fresh.layout(content, maxWidth: width, in: environment).metrics, "\(text) \(mode)")
          }
        }
      }
    }
  }

  /// Plain left-to-right text skips FriBidi's level resolution; FriBidi itself must agree that every level is 0.
  @Test func plainLeftToRightShortcutAgreesWithFriBidi() {
    let texts = [
      "Hello world", "12:45 PM", "42", "(a) [b] {c}", "— “quoted” ‘text’ 100%", "   ", "-3.5e+2",
      "café naïve",
      "Настройки Ρυθμίσεις", "e\u{301}\u{200D}x", "a\tb\u{2029}c", "1 2 3 ...", "\u{00AD}soft", "x\u{200E}y",
      "abc שלום", "שלום", "مرحبا 123", "١٢٣", "\u{2067}abc\u{2069}", "\u{202A}abc\u{202C}", "\u{200F}", "!?",
      // Right-to-left paragraphs that skip FriBidi too (every level 1), and near misses.
      "שלום עולם!", "مرحبا، كيف؟", "(שלום)", "שָׁלוֹם", "ﷲ لا إله", "א.ב", "א%ב", "א\tב", "א\u{2029}ב",
      "\u{200D}א",
      "א\u{200C}ב", "  א  ", "\u{0301}א", "א-ب+ג", "א#ב", "\u{061C}", ".א", "א €", "הדוא״ל", "א 1", "א a",
    ]
    for text in texts {
      let codepoints = text.unicodeScalars.map(\.value)
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let fast = PreparedParagraph.bidi(codepoints, direction: direction, skipPlainText: true)
        let full = PreparedParagraph.bidi(codepoints, direction: direction, skipPlainText: false)
        #expect(fast.levels == full.levels && fast.base == full.base, "\(text.debugDescription) \(direction)")
      }
    }
    // Every string of up to three characters from right-to-left letters, neutrals, marks, format characters,
    // separators and a few of the types that rule the shortcut out: the rules it stands in for look at neighbours.
    let pool: [UInt32] = [
      0x05D0, 0x05D1, 0x0645, 0x0631, 0x061C, 0x200F, 0x20, 0x2E, 0x2C, 0x25, 0x23, 0x28, 0x29, 0x2D, 0x2B,
      0x0301,
      0x064B, 0x200D, 0x200C, 0x00AD, 0x09, 0x2029, 0x21, 0x22, 0x20AC, 0x61, 0x31, 0x0661, 0x2067, 0x202B,
    ]
    var strings: [[UInt32]] = [[]]
    var skipped = 0
    for _ in 1...3 {
      strings = strings.flatMap { prefix in pool.map { prefix + [$0] } }
      for codepoints in strings {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
          let fast = PreparedParagraph.bidi(codepoints, direction: direction, skipPlainText: true)
          let full = PreparedParagraph.bidi(codepoints, direction: direction, skipPlainText: false)
          if PreparedParagraph.isPlainRightToLeft(.init(fast.types)) { skipped += 1 }
          #expect(fast.levels == full.levels && fast.base == full.base, "\(codepoints) \(direction)")
        }
      }
    }
    #expect(skipped > 1_000)
  }

  /// unitsPerEm from the font's `head` table, read independently of HarfBuzz.
  func unitsPerEm(_ file: String) throws -> Double {
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    func u16(_ at: Int) -> Int { Int(data[at]) << 8 | Int(data[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for table in 0..<u16(4) where data[12 + 16 * table..<16 + 16 * table].elementsEqual(Array("head".utf8)) {
      return Double(u16(u32(12 + 16 * table + 8) + 18))
    }
    return 1000
  }

  func hbShapeWidth(_ text: String, file: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
    process.arguments = ["--output-format=json", file, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return glyphs.reduce(0) { $0 + (($1["ax"] as? Double) ?? 0) }
  }
}
