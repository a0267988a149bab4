internal import CPlumbFriBidi
public import PlumbLayout
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Lays text out the way UILabel does: HarfBuzz shaping, UAX #14 wrapping, UAX #9 reordering, truncation.
/// Thread-safe; results are cached.
public final class TextLayoutEngine: TextMeasuring, Sendable {
  /// The fonts it shapes with.
  public let fonts: FontSystem

  /// Text compares by its UTF-8 bytes: String's own hashing and equality normalise non-ASCII text, which was most
  /// of a cached measurement, and canonically equivalent strings can shape differently anyway.
  private struct Key: Equatable {
    var content: TextContent
    var maxWidth: Double?
    var environment: TextEnvironment
    var boxWidth: Double?
    /// Every field mixed into 64 bits once, when the key is made: the cache finds entries by this alone, so a
    /// lookup costs one word instead of the text and a dozen fields again (the enumerations' own hashing hashes
    /// their raw strings). Equal keys have equal fingerprints: the text is hashed and compared by its bytes.
    let fingerprint: UInt64

    init(content: TextContent, maxWidth: Double?, environment: TextEnvironment, boxWidth: Double?) {
      self.content = content
      self.maxWidth = maxWidth
      self.environment = environment
      self.boxWidth = boxWidth
      var hash = content.text.withUTF8Bytes(Self.bytesHash)
      func mix(_ value: UInt64) {
        hash = (hash ^ value) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
      }
      /// A number's bits, with −0 as 0 (they compare equal); nil apart from every number.
      func bits(_ value: Double?) -> UInt64 {
        guard let value else { return 0x7FF8_DEAD_BEEF_0001 }
        return (value + 0).bitPattern
      }
      /// A payload-free enumeration's tag (one byte; an optional's nil is a spare tag value).
      func tag<T>(_ value: T) -> UInt64 {
        withUnsafeBytes(of: value) { bytes in bytes.reduce(0) { $0 << 8 | UInt64($1) } }
      }
      let font = content.font
      // The family compares as a String (`FontDescriptor`'s own equality, canonically equivalent names equal), so it
      // is hashed as one; nil, the system font, costs nothing.
      if let family = font.family {
        var hasher = Hasher()
        hasher.combine(family)
        mix(UInt64(bitPattern: Int64(hasher.finalize())))
      } else {
        mix(0)
      }
      mix(bits(font.size))
      mix(
        tag(font.textStyle) | tag(font.weight) << 8 | tag(content.lineBreakMode) << 16
          | tag(content.alignment) << 24 | tag(environment.contentSizeCategory) << 32
          | tag(environment.layoutDirection) << 40 | (font.italic ? 1 << 48 : 0)
          | (font.scalesWithDynamicType ? 1 << 49 : 0))
      mix(UInt64(bitPattern: Int64(content.numberOfLines)))
      mix(bits(maxWidth))
      mix(bits(environment.scale))
      mix(bits(boxWidth))
      fingerprint = hash
    }

    /// Bytes hashed a word at a time (multiply and xor-shift).
    static func bytesHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
      let raw = UnsafeRawBufferPointer(bytes)
      var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
      var index = 0
      while index + 8 <= raw.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
        index += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while index < raw.count {
        tail |= UInt64(raw[index]) << shift
        shift += 8
        index += 1
      }
      hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
      return hash ^ hash >> 31
    }

    static func == (a: Key, b: Key) -> Bool {
      a.fingerprint == b.fingerprint && a.maxWidth == b.maxWidth && a.boxWidth == b.boxWidth
        && a.environment == b.environment && a.content.font == b.content.font
        && a.content.numberOfLines == b.content.numberOfLines
        && a.content.lineBreakMode == b.content.lineBreakMode
        && a.content.alignment == b.content.alignment && Self.sameBytes(a.content.text, b.content.text)
    }

    /// Byte equality with memcmp: iterating both UTF-8 views was a fifth of a cached measurement.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
      a.withUTF8Bytes { x in
        b.withUTF8Bytes { y in
          guard x.count == y.count else { return false }
          guard let p = x.baseAddress, let q = y.baseAddress else { return true }
          return memcmp(p, q, x.count) == 0
        }
      }
    }
  }
  /// Results by key, found through the key's fingerprint in an open-addressing table of one word a slot, so
  /// growing it moves no keys (a dictionary of keys moved and rehashed each key, retaining its strings, every time
  /// a fresh engine's cache doubled) and finding a slot hashes nothing (the fingerprint is mixed already; a
  /// dictionary of fingerprints ran its hasher on every lookup, insertion and rehash). A key whose fingerprint an
  /// unequal key holds replaces it.
  private struct ResultCache<Value> {
    /// Each slot holds a fingerprint's high bits, which also choose the slot, and its entry's index plus one in
    /// the low `indexBits` (0: empty); the slot count is a power of two at least twice the entries'.
    private var slots: [UInt64] = []
    /// 64 minus log2 of the slot count: a fingerprint's slot is its top bits.
    private var shift: UInt64 = 64
    private var entries: [(key: Key, value: Value)] = []
    private static var indexBits: UInt64 { 24 }
    private static var indexMask: UInt64 { (1 << indexBits) - 1 }

    /// The slot holding `fingerprint`'s entry, or the empty slot where it would go.
    private func position(of fingerprint: UInt64) -> (position: Int, index: Int?) {
      let mask = slots.count - 1
      var position = Int(truncatingIfNeeded: fingerprint >> shift)
      while true {
        let slot = slots[position]
        if slot == 0 { return (position, nil) }
        if slot & ~Self.indexMask == fingerprint & ~Self.indexMask {
          let index = Int(truncatingIfNeeded: slot & Self.indexMask) - 1
          if entries[index].key.fingerprint == fingerprint { return (position, index) }
        }
        position = (position + 1) & mask
      }
    }

    func value(for key: Key) -> Value? {
      guard !slots.isEmpty, let index = position(of: key.fingerprint).index, entries[index].key == key else {
        return nil
      }
      return entries[index].value
    }

    /// Stores `value` for `key`, first emptying the cache when it holds `limit` results (at most 2^24).
    mutating func store(_ value: Value, for key: Key, limit: Int) {
      if entries.count >= min(limit, Int(Self.indexMask)) {
        entries.removeAll(keepingCapacity: true)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      }
      if (entries.count + 1) * 2 > slots.count { grow() }
      let found = position(of: key.fingerprint)
      if let index = found.index {
        entries[index] = (key, value)
        return
      }
      if entries.isEmpty { entries.reserveCapacity(min(limit, Int(Self.indexMask))) }
      entries.append((key, value))
      slots[found.position] = key.fingerprint & ~Self.indexMask | UInt64(entries.count)
    }

    /// Doubles the slots (64 at first), placing each entry by the high bits its slot keeps.
    private mutating func grow() {
      let old = slots
      let count = max(64, old.count * 2)
      slots = Array(repeating: 0, count: count)
      shift = UInt64(64 - count.trailingZeroBitCount)
      let mask = count - 1
      for slot in old where slot != 0 {
        var position = Int(truncatingIfNeeded: slot >> shift)
        while slots[position] != 0 { position = (position + 1) & mask }
        slots[position] = slot
      }
    }
  }
  /// What the engine keeps between calls, under one lock: a measurement takes it twice (look up and take a
  /// session; store and give the session back) where separate locks for each cache and the pool took it four times.
  private struct State {
    var layouts = ResultCache<TextLayout>()
    /// `measure`'s own results (boxWidth nil): it lays out no glyphs, so it cannot share the layout cache.
    var metrics = ResultCache<TextMetrics>()
    /// Sessions (HarfBuzz buffers) kept between layouts: a fresh buffer a label regrew its arrays every time.
    var sessions: [ShapingSession] = []

    /// Takes a pooled session, if any.
    mutating func takeSession() -> ShapingSession? { sessions.popLast() }

    /// Gives a session back to the pool unless it holds `sessionLimit` already.
    mutating func keep(_ session: ShapingSession) {
      if sessions.count < TextLayoutEngine.sessionLimit { sessions.append(session) }
    }
  }
  private let state = Mutex(State())
  /// Records every shaping call when set (Benchmarks/Text); nil normally.
  private let trace: ShapingTrace?

  /// Results each cache keeps before it starts again (`cacheLimit` unless a test asks for fewer).
  private let resultLimit: Int

  /// Creates an engine over `fonts`; `shapingTrace` records its HarfBuzz calls.
  public convenience init(fonts: FontSystem = .shared, shapingTrace: ShapingTrace? = nil) {
    self.init(fonts: fonts, shapingTrace: shapingTrace, resultLimit: Self.cacheLimit)
  }

  /// An engine whose caches keep `resultLimit` results each (tests use a small one to see them start again).
  init(fonts: FontSystem, shapingTrace: ShapingTrace?, resultLimit: Int) {
    self.fonts = fonts
    trace = shapingTrace
    self.resultLimit = resultLimit
  }

  /// Layouts kept before the cache starts again; at 4 096 a screen of more labels than that missed on every
  /// re-measure, shaping everything again.
  static let cacheLimit = 16_384

  /// The horizontal ellipsis UIKit truncates with.
  static let ellipsis = "\u{2026}"

  /// The same metrics as `layout(...).metrics`, without shaping lines for glyphs or building their strings.
  public func measure(_ content: TextContent, maxWidth: Double?, in environment: TextEnvironment)
    -> TextMetrics
  {
    let key = Key(content: content, maxWidth: maxWidth, environment: environment, boxWidth: nil)
    let found = state.withLock { state -> (TextMetrics?, ShapingSession?) in
      if let cached = state.metrics.value(for: key) { return (cached, nil) }
      return (nil, state.takeSession())
    }
    if let cached = found.0 { return cached }
    let session = found.1 ?? ShapingSession(trace: trace)
    let result = makeMetrics(content, maxWidth: maxWidth, environment: environment, session: session)
    state.withLock { state in
      state.metrics.store(result, for: key, limit: resultLimit)
      state.keep(session)
    }
    return result
  }

  /// Sessions kept for reuse: about one a thread that lays text out at once.
  static let sessionLimit = 8

  /// Lays `content` out in lines no wider than `maxWidth`, aligned in `boxWidth` (default: the widest line).
  public func layout(
    _ content: TextContent, maxWidth: Double?, in environment: TextEnvironment, boxWidth: Double? = nil
  ) -> TextLayout {
    let key = Key(content: content, maxWidth: maxWidth, environment: environment, boxWidth: boxWidth)
    let found = state.withLock { state -> (TextLayout?, ShapingSession?) in
      if let cached = state.layouts.value(for: key) { return (cached, nil) }
      return (nil, state.takeSession())
    }
    if let cached = found.0 { return cached }
    let session = found.1 ?? ShapingSession(trace: trace)
    let result = makeLayout(
      content, maxWidth: maxWidth, environment: environment, boxWidth: boxWidth, session: session)
    state.withLock { state in
      state.layouts.store(result, for: key, limit: resultLimit)
      state.keep(session)
    }
    return result
  }

  /// The face, size and tracking a descriptor resolves to.
  func resolve(_ font: FontDescriptor, _ category: ContentSizeCategory) -> ResolvedFont? {
    let size = DynamicType.resolvedSize(font, category)
    let weight = font.weight ?? font.textStyle.map(DynamicType.weight) ?? .regular
    guard let face = fonts.face(family: font.family, weight: weight, italic: font.italic) else { return nil }
    let tracking = font.family == nil ? DynamicType.systemTracking(at: size) : 0
    return ResolvedFont(primary: face, size: size, weight: weight, italic: font.italic, tracking: tracking)
  }

  /// A paragraph a layout's lines share: lines keep it until they are built.
  private final class SharedParagraph {
    let paragraph: PreparedParagraph
    init(_ paragraph: PreparedParagraph) { self.paragraph = paragraph }
  }

  /// A paragraph and the scalars of one of its lines.
  private typealias LineRange = (shared: SharedParagraph, range: Range<Int>)

  /// `text`'s scalar values, into `scalars` (emptied first, its storage kept), decoded from its UTF-8 (always
  /// well formed in a String): iterating `unicodeScalars` was slower.
  static func decode(_ text: String, into scalars: inout [UInt32]) {
    text.withUTF8Bytes { bytes in
      scalars.resize(count: bytes.count, filling: 0)
      let count = scalars.withUnsafeMutableBufferPointer { out in
        var read = 0
        var written = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while read < bytes.count {
          // Eight ASCII bytes at a time: most labels are mostly ASCII.
          if read + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: read, as: UInt64.self))
            if word & 0x8080_8080_8080_8080 == 0 {
              for offset in 0..<8 {
                out[written + offset] = UInt32(truncatingIfNeeded: word >> (offset * 8)) & 0xFF
              }
              read += 8
              written += 8
              continue
            }
          }
          let lead = bytes[read]
          if lead < 0x80 {
            out[written] = UInt32(lead)
            read += 1
          } else if lead < 0xE0, read + 2 <= bytes.count {
            // Two bytes (Greek, Cyrillic, Hebrew, Arabic) without the general loop's branches.
            out[written] = (UInt32(lead) & 0x1F) << 6 | UInt32(bytes[read + 1] & 0x3F)
            read += 2
          } else {
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard read + length <= bytes.count else { break }
            var value = UInt32(lead) & (0x7F >> length)
            for next in read + 1..<read + length { value = value << 6 | UInt32(bytes[next] & 0x3F) }
            out[written] = value
            read += length
          }
          written += 1
        }
        return written
      }
      scalars.removeLast(scalars.count - count)
    }
  }

  /// Where the paragraph starting at `start` ends: at the next line feed that is a Character of its own, as
  /// `split(separator: "\n")` splits (a CR LF pair is one Character), else at the end. Splitting the String by
  /// Character walked grapheme clusters.
  static func paragraphEnd(_ scalars: [UInt32], from start: Int) -> Int {
    var index = start
    while index < scalars.count {
      if scalars[index] == 0x0A && (index == 0 || scalars[index - 1] != 0x0D) { return index }
      index += 1
    }
    return scalars.count
  }

  /// The lines `content` breaks into (at most `numberOfLines`), and whether lines were dropped.
  private func breakIntoLines(
    _ content: TextContent, maxWidth: Double?, environment: TextEnvironment, font: ResolvedFont,
    session: ShapingSession
  ) -> (lines: [LineRange], dropped: Bool) {
    var lines: [LineRange] = []
    let wraps = content.numberOfLines != 1 && maxWidth != nil
    let byCharacter = content.lineBreakMode == .byCharWrapping
    var scalars: [UInt32] = []
    Self.decode(content.text, into: &scalars)
    var start = 0
    while true {
      let end = Self.paragraphEnd(scalars, from: start)
      var paragraph = PreparedParagraph()
      scalars.withUnsafeBufferPointer {
        paragraph.prepare(
          UnsafeBufferPointer(rebasing: $0[start..<end]), font: font, fonts: fonts,
          direction: environment.layoutDirection, session: session, keepRuns: true)
      }
      if wraps, let maxWidth { paragraph.computeBreaks(unlessFitting: maxWidth) }
      let shared = SharedParagraph(paragraph)
      Self.forEachLine(paragraph, wraps: wraps, maxWidth: maxWidth, byCharacter: byCharacter) { range, _, _ in
        lines.append((shared, range))
        return true
      }
      guard end < scalars.count else { break }
      start = end + 1
    }
    var dropped = false
    if content.numberOfLines > 0, lines.count > content.numberOfLines {
      lines.removeLast(lines.count - content.numberOfLines)
      dropped = true
    }
    return (lines, dropped)
  }

  /// The line as shown: nil when it is shown whole, else its truncation (a new paragraph, and its text) when too
  /// wide, or when `force` (it is the last and lines after it were dropped).
  ///
  /// Only dropped lines force an ellipsis onto the last line: a line cut earlier (a character wider than the
  /// label) does not make a last line that fits lose its text.
  private func truncation(
    _ paragraph: PreparedParagraph, _ range: Range<Int>, force: Bool, maxWidth: Double?, content: TextContent,
    environment: TextEnvironment, font: ResolvedFont, session: ShapingSession, keepRuns: Bool,
    knownWidth: Double? = nil
  ) -> (paragraph: PreparedParagraph, text: String)? {
    guard let maxWidth, (knownWidth ?? lineWidth(paragraph, range)) > maxWidth + 1e-9 || force else {
      return nil
    }
    // Too wide for one line (or lines were dropped): truncate as lineBreakMode says.
    let shortened = truncate(
      paragraph, range, maxWidth: maxWidth, mode: content.lineBreakMode, force: force, session: session)
    let shown = PreparedParagraph(
      shortened, font: font, fonts: fonts, direction: environment.layoutDirection, session: session,
      keepRuns: keepRuns)
    return (shown, shortened)
  }

  /// The pixel-rounded size of lines `widest` wide.
  private func size(widest: Double, lineCount: Int, lineHeight: Double, maxWidth: Double?, scale: Double)
    -> Size
  {
    var width = widest
    if let maxWidth { width = min(width, maxWidth) }
    let scale = max(1, scale)
    func ceilToPixel(_ value: Double) -> Double { ((value * scale) - 1e-7).rounded(.up) / scale }
    return Size(width: ceilToPixel(width), height: ceilToPixel(Double(lineCount) * lineHeight))
  }

  /// `makeLayout`'s metrics by the same steps, with each line's width summed as `buildLine` sums it. Paragraphs
  /// are prepared one at a time into the session's reused arrays, and lines are measured as they are broken:
  /// once the last line `numberOfLines` allows is reached, whether lines are dropped is known (every paragraph
  /// has a line), so later lines and paragraphs are not needed.
  private func makeMetrics(
    _ content: TextContent, maxWidth: Double?, environment: TextEnvironment, session: ShapingSession
  ) -> TextMetrics {
    guard let font = resolve(content.font, environment.contentSizeCategory) else {
      return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, lineHeight: 0)
    }
    let lineHeight = font.lineHeight
    guard !content.text.isEmpty else {
      return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, lineHeight: lineHeight)
    }
    // The session's paragraph and scalars, worked on in place (swapping the paragraph out and back copied its
    // dozen arrays' references six times a label).
    return measuredLines(
      content, maxWidth: maxWidth, environment: environment, font: font, session: session,
      scalars: &session.scalars, paragraph: &session.paragraph)
  }

  /// `makeMetrics` once the font is known and the text is not empty.
  private func measuredLines(
    _ content: TextContent, maxWidth: Double?, environment: TextEnvironment, font: ResolvedFont,
    session: ShapingSession, scalars: inout [UInt32], paragraph: inout PreparedParagraph
  ) -> TextMetrics {
    let lineHeight = font.lineHeight
    let wraps = content.numberOfLines != 1 && maxWidth != nil
    let byCharacter = content.lineBreakMode == .byCharWrapping
    let limit = content.numberOfLines
    // Most labels are one paragraph: then the paragraph takes the decoded scalars as they are, without looking
    // for paragraph ends or copying them.
    let oneParagraph = !content.text.withUTF8Bytes { bytes in
      bytes.baseAddress.map { memchr($0, 0x0A, bytes.count) != nil } ?? false
    }
    Self.decode(content.text, into: &scalars)
    var lineCount = 0
    var widest = 0.0
    var finished = false
    var start = 0
    while !finished {
      let end = oneParagraph ? scalars.count : Self.paragraphEnd(scalars, from: start)
      let lastParagraph = end == scalars.count
      if oneParagraph {
        paragraph.prepare(
          taking: &scalars, font: font, fonts: fonts, direction: environment.layoutDirection, session: session
        )
      } else {
        scalars.withUnsafeBufferPointer {
          paragraph.prepare(
            UnsafeBufferPointer(rebasing: $0[start..<end]), font: font, fonts: fonts,
            direction: environment.layoutDirection, session: session, keepRuns: false)
        }
      }
      if wraps, let maxWidth { paragraph.computeBreaks(unlessFitting: maxWidth) }
      Self.forEachLine(paragraph, wraps: wraps, maxWidth: maxWidth, byCharacter: byCharacter) {
        range, endsParagraph, knownWidth in
        let lastAllowed = limit > 0 && lineCount == limit - 1
        // The last line shown, with lines after it: `makeLayout`'s "last line and lines were dropped".
        let force = lastAllowed && !(endsParagraph && lastParagraph)
        var width: Double
        if let shown = truncation(
          paragraph, range, force: force, maxWidth: maxWidth, content: content, environment: environment,
          font: font,
          session: session, keepRuns: false, knownWidth: knownWidth)
        {
          width = lineWidth(shown.paragraph, 0..<shown.paragraph.codepoints.count)
        } else {
          width = knownWidth ?? lineWidth(paragraph, range)
        }
        if let maxWidth, content.lineBreakMode == .byClipping, width > maxWidth { width = maxWidth }
        // As `max()` over the lines' widths: the first of equal values, NaN never chosen over a number.
        if lineCount == 0 || width > widest { widest = width }
        lineCount += 1
        if lastAllowed { finished = true }
        return !lastAllowed
      }
      if lastParagraph { finished = true }
      start = end + 1
    }
    return TextMetrics(
      size: size(
        widest: widest, lineCount: lineCount, lineHeight: lineHeight, maxWidth: maxWidth,
        scale: environment.scale),
      firstBaseline: font.ascender, lastBaseline: Double(lineCount - 1) * lineHeight + font.ascender,
      lineCount: lineCount, lineHeight: lineHeight)
  }

  private func makeLayout(
    _ content: TextContent, maxWidth: Double?, environment: TextEnvironment, boxWidth: Double?,
    session: ShapingSession
  ) -> TextLayout {
    guard let font = resolve(content.font, environment.contentSizeCategory) else {
      return TextLayout(
        lines: [], size: .zero, boxWidth: 0, lineHeight: 0, ascender: 0, isTruncated: false, face: nil)
    }
    let lineHeight = font.lineHeight
    guard !content.text.isEmpty else {
      return TextLayout(
        lines: [], size: .zero, boxWidth: boxWidth ?? 0, lineHeight: lineHeight, ascender: font.ascender,
        isTruncated: false, face: font.primary.face)
    }
    let (lines, dropped) = breakIntoLines(
      content, maxWidth: maxWidth, environment: environment, font: font, session: session)
    var truncated = dropped
    var laidOut: [TextLine] = []
    for (index, line) in lines.enumerated() {
      let paragraph = line.shared.paragraph
      var text: String
      var built: TextLine
      if let shown = truncation(
        paragraph, line.range, force: index == lines.count - 1 && dropped, maxWidth: maxWidth,
        content: content,
        environment: environment, font: font, session: session, keepRuns: true)
      {
        truncated = true
        text = shown.text
        built = buildLine(shown.paragraph, 0..<shown.paragraph.codepoints.count, font: font, session: session)
      } else {
        text = paragraph.string(line.range)
        while text.last?.isWhitespace == true { text.removeLast() }
        built = buildLine(paragraph, line.range, font: font, session: session)
      }
      built.text = text
      built.baseline = Double(index) * lineHeight + font.ascender
      if let maxWidth, content.lineBreakMode == .byClipping, built.width > maxWidth { built.width = maxWidth }
      laidOut.append(built)
    }
    let size = size(
      widest: laidOut.map(\.width).max() ?? 0, lineCount: laidOut.count, lineHeight: lineHeight,
      maxWidth: maxWidth,
      scale: environment.scale)
    let box = boxWidth ?? size.width
    let rightToLeftUI = environment.layoutDirection == .rightToLeft
    for index in laidOut.indices {
      let slack = box - laidOut[index].width
      switch content.alignment {
      case .left, .justified: laidOut[index].x = 0
      case .right: laidOut[index].x = slack
      case .center: laidOut[index].x = slack / 2
      case .natural: laidOut[index].x = rightToLeftUI ? slack : 0
      }
    }
    return TextLayout(
      lines: laidOut, size: size, boxWidth: box, lineHeight: lineHeight, ascender: font.ascender,
      isTruncated: truncated, face: font.primary.face)
  }

  /// Width of `range`, trailing white space excluded (it hangs past the edge, as in UIKit): the line's advances in
  /// logical order, which is the width whatever order reordering shows them in, so measuring needs no reordering.
  private func lineWidth(_ paragraph: PreparedParagraph, _ range: Range<Int>) -> Double {
    var end = range.upperBound
    while end > range.lowerBound, paragraph.isWhitespace[end - 1] { end -= 1 }
    return paragraph.advances[range.lowerBound..<end].reduce(0, +)
  }

  /// The paragraph's lines, with whether each ends it and, where the breaking already summed it, the line's
  /// `lineWidth` (the same additions in the same order), until `body` returns false: one line unless `wraps`.
  private static func forEachLine(
    _ paragraph: PreparedParagraph, wraps: Bool, maxWidth: Double?, byCharacter: Bool,
    _ body: (Range<Int>, Bool, Double?) -> Bool
  ) {
    let count = paragraph.codepoints.count
    guard wraps, let maxWidth, count > 0 else {
      _ = body(0..<count, true, nil)
      return
    }
    // Without break opportunities the paragraph fits and has no mandatory break (`computeBreaks`), so the loop
    // below would end it in one line.
    guard paragraph.breaksReady else {
      _ = body(0..<count, true, paragraph.fittingWidth)
      return
    }
    breakLines(paragraph, maxWidth: maxWidth, byCharacter: byCharacter, body)
  }

  /// Greedy line breaking at libunibreak's opportunities; a word longer than the line breaks between characters.
  /// `body` also gets each line's `lineWidth`: the running sum, taken after the line's last visible scalar, adds
  /// the same advances in the same order, so the line is not summed again for its truncation check and width.
  private static func breakLines(
    _ paragraph: PreparedParagraph, maxWidth: Double, byCharacter: Bool,
    _ body: (Range<Int>, Bool, Double?) -> Bool
  ) {
    let count = paragraph.codepoints.count
    var start = 0
    while start < count {
      var width = 0.0
      // The sum through the last visible scalar so far, and its value at the last opportunity.
      var visibleWidth = 0.0
      var lastBreak: Int?
      var widthAtBreak = 0.0
      var index = start
      var end = count
      var endWidth = 0.0
      while index < count {
        let visible = !paragraph.isWhitespace[index]
        if visible && width + paragraph.advances[index] > maxWidth + 1e-9 && index > start {
          if !byCharacter, let lastBreak {
            end = lastBreak
            endWidth = widthAtBreak
          } else {
            end = index
            endWidth = visibleWidth
          }
          break
        }
        width += paragraph.advances[index]
        if visible { visibleWidth = width }
        let verdict = paragraph.breaks[index]
        if verdict == 0 && index + 1 < count {
          end = index + 1
          endWidth = visibleWidth
          break
        }
        if verdict == 1 {
          lastBreak = index + 1
          widthAtBreak = visibleWidth
        }
        index += 1
      }
      if index >= count {
        end = count
        endWidth = visibleWidth
      }
      if end <= start {
        end = start + 1
        guard body(start..<end, end == count, nil) else { return }
      } else {
        guard body(start..<end, end == count, endWidth) else { return }
      }
      start = end
    }
  }

  /// The line's text shortened with an ellipsis (or clipped) to fit `maxWidth`.
  private func truncate(
    _ paragraph: PreparedParagraph, _ range: Range<Int>, maxWidth: Double, mode: LineBreakMode, force: Bool,
    session: ShapingSession
  ) -> String {
    let scalars = paragraph.codepoints[range]
    if mode == .byClipping || mode == .byWordWrapping || mode == .byCharWrapping {
      return paragraph.string(range)
    }
    let advances = Array(paragraph.advances[range])
    let ellipsisWidth = ellipsisAdvance(paragraph, session: session)
    let available = max(0, maxWidth - ellipsisWidth)
    func prefix(_ limit: Double) -> Int {
      var width = 0.0
      var count = 0
      while count < advances.count, width + advances[count] <= limit + 1e-9 {
        width += advances[count]
        count += 1
      }
      return count
    }
    func suffix(_ limit: Double) -> Int {
      var width = 0.0
      var count = 0
      while count < advances.count, width + advances[advances.count - 1 - count] <= limit + 1e-9 {
        width += advances[advances.count - 1 - count]
        count += 1
      }
      return count
    }
    func string(_ slice: ArraySlice<UInt32>) -> String {
      var result = PreparedParagraph.string(slice)
      while result.last == " " { result.removeLast() }
      return result
    }
    switch mode {
    case .byTruncatingHead:
      let keep = suffix(available)
      return Self.ellipsis + string(scalars.suffix(keep)).drop { $0 == " " }
    case .byTruncatingMiddle:
      let head = prefix(available / 2)
      let tail = suffix(available - advances[..<head].reduce(0, +))
      return string(scalars.prefix(head)) + Self.ellipsis + string(scalars.suffix(tail)).drop { $0 == " " }
    default:
      return string(scalars.prefix(prefix(available))) + Self.ellipsis
    }
  }

  private func ellipsisAdvance(_ paragraph: PreparedParagraph, session: ShapingSession) -> Double {
    guard let first = paragraph.faceIDs.first else { return 0 }
    let face = paragraph.palette[Int(first)]
    let shaped = Shaper.shape(
      [0x2026], range: 0..<1, face: face, size: paragraph.pointSize, rightToLeft: false, session: session,
      purpose: .ellipsis)
    return shaped.width
  }

  /// The line's items (logical runs of one face, level and script) in visual order, trailing white space left
  /// out: what `buildLine` shapes and sums.
  private func forEachVisualItem(
    _ paragraph: PreparedParagraph, _ range: Range<Int>, session: ShapingSession,
    _ body: (PreparedParagraph.Item) -> Void
  ) {
    var end = range.upperBound
    while end > range.lowerBound, paragraph.isWhitespace[end - 1] { end -= 1 }
    let visible = range.lowerBound..<end
    // The session's arrays, so a line allocates none; `body` does not use them.
    var order: [FriBidiStrIndex] = []
    var lineLevels: [FriBidiLevel] = []
    var items: [PreparedParagraph.Item] = []
    swap(&order, &session.visualOrder)
    swap(&lineLevels, &session.lineLevels)
    swap(&items, &session.lineItems)
    defer {
      swap(&order, &session.visualOrder)
      swap(&lineLevels, &session.lineLevels)
      swap(&items, &session.lineItems)
    }
    paragraph.visualOrder(visible, into: &order, lineLevels: &lineLevels)
    // Group visual positions into runs of logically contiguous scalars with one face and one level.
    var position = 0
    while position < order.count {
      let first = Int(order[position])
      let level = paragraph.levels[first]
      let rightToLeft = level % 2 == 1
      var last = position
      while last + 1 < order.count {
        let next = Int(order[last + 1])
        let expected = rightToLeft ? Int(order[last]) - 1 : Int(order[last]) + 1
        guard next == expected, paragraph.levels[next] == level,
          paragraph.faceIDs[next] == paragraph.faceIDs[first]
        else { break }
        last += 1
      }
      let logical =
        rightToLeft
        ? Int(order[last])..<(Int(order[position]) + 1) : Int(order[position])..<(Int(order[last]) + 1)
      PreparedParagraph.itemize(
        logical, levels: paragraph.levels, faceIDs: paragraph.faceIDs, codepoints: paragraph.codepoints,
        into: &items)
      // Items come in logical order: a right-to-left run shows them last first.
      if rightToLeft {
        for item in items.reversed() { body(item) }
      } else {
        for item in items { body(item) }
      }
      position = last + 1
    }
  }

  /// Shapes the visual runs of a line.
  private func buildLine(
    _ paragraph: PreparedParagraph, _ range: Range<Int>, font: ResolvedFont, session: ShapingSession
  )
    -> TextLine
  {
    var runs: [GlyphRun] = []
    var pen = 0.0
    forEachVisualItem(paragraph, range, session: session) { item in
      let shaped =
        paragraph.shaped(item)
        ?? Shaper.shape(
          paragraph.codepoints, range: item.range, face: paragraph.face(of: item), size: font.size,
          rightToLeft: item.rightToLeft, session: session, purpose: .line)
      let width = paragraph.advances[item.range].reduce(0, +)
      runs.append(
        GlyphRun(
          face: paragraph.face(of: item).face, size: font.size, glyphs: shaped.glyphs,
          positions: Self.positions(
            shaped, start: pen, tracking: font.tracking, isWhitespace: paragraph.isWhitespace),
          isRightToLeft: item.rightToLeft, width: width,
          characters: (item.range.lowerBound - range.lowerBound)..<(item.range.upperBound - range.lowerBound))
      )
      pen += width
    }
    return TextLine(runs: runs, width: lineWidth(paragraph, range), baseline: 0, x: 0, text: "")
  }

  /// Glyph positions from `start`, with tracking after each cluster that is not white space.
  static func positions(_ shaped: Shaper.Shaped, start: Double, tracking: Double, isWhitespace: [Bool])
    -> [Point]
  {
    var result: [Point] = []
    result.reserveCapacity(shaped.glyphs.count)
    var pen = start
    var previous = -1
    for index in shaped.glyphs.indices {
      let (cluster, advance) = shaped.clusterAdvances[index]
      if tracking != 0, previous >= 0, cluster != previous, !isWhitespace[previous] {
        pen += tracking
      }
      previous = cluster
      result.append(Point(x: pen + shaped.offsets[index].x, y: shaped.offsets[index].y))
      pen += advance
    }
    return result
  }
}

extension String {
  /// `body` with the string's UTF-8 bytes, read in place where they are contiguous (always, for a native string):
  /// `withUTF8` is mutating, and the copy it needs cost a retain and a release.
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
