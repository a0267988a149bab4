internal import CPlumbFriBidi
internal import CPlumbHarfBuzz
import PlumbLayout

/// One paragraph prepared for line breaking: scalars, bidi levels, break opportunities, fonts and advances.
/// A struct whose arrays `prepare` refills in place: `measure` keeps one in its session, so a paragraph costs no
/// allocations once the arrays have grown (a dozen arrays a paragraph were a tenth of a measurement).
struct PreparedParagraph {
  /// The paragraph's scalars' values (what HarfBuzz, FriBidi and libunibreak read).
  private(set) var codepoints: [UInt32] = []
  private(set) var levels: [FriBidiLevel] = []
  private(set) var types: [FriBidiCharType] = []
  private(set) var baseDirection = plumb_fribidi_par_ltr()
  /// libunibreak's verdict after each scalar: 0 must, 1 allow, 2 no break; valid once `breaksReady`.
  private(set) var breaks: [Int8] = []
  /// False until `computeBreaks`: libunibreak runs only for a paragraph that does not fit on one line or has a
  /// mandatory break (it was a twentieth of a measurement, most of it on paragraphs that fit).
  private(set) var breaksReady = false
  /// `lineWidth` of the whole paragraph when `computeBreaks` found it fits (its check summed it), else nil.
  private(set) var fittingWidth: Double?
  /// True when a scalar before the last is one after which libunibreak breaks unconditionally.
  private(set) var hasMandatoryBreak = false
  /// The face each scalar is shaped with, as an index into `palette`: an array of class references cost a
  /// retain and a release a scalar.
  private(set) var faceIDs: [UInt8] = []
  /// The faces the paragraph uses (its primary first, then fallbacks as first used).
  private(set) var palette: [LoadedFace] = []
  /// Unicode White_Space of each scalar.
  private(set) var isWhitespace: [Bool] = []
  /// The runs the paragraph shaped for its advances, in logical order.
  private(set) var items: [Item] = []
  /// Their glyphs, kept for `shaped(_:)` when the paragraph is laid out for drawing; empty when only measured.
  private(set) var shapedRuns: [Shaper.Shaped] = []
  /// Advance of each scalar in points (a cluster's advance sits on its first scalar), tracking included.
  private(set) var advances: [Double] = []
  private(set) var isRightToLeftParagraph = false
  /// The point size the advances are for.
  private(set) var pointSize = 0.0
  /// FriBidi's bracket types, kept only for their storage.
  private var brackets: [FriBidiBracketType] = []

  init() {}

  /// A paragraph of `text`'s scalars (truncated lines, tests).
  init(
    _ text: String, font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection,
    session: ShapingSession,
    keepRuns: Bool
  ) {
    var codepoints: [UInt32] = []
    codepoints.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { codepoints.append(scalar.value) }
    codepoints.withUnsafeBufferPointer {
      prepare($0, font: font, fonts: fonts, direction: direction, session: session, keepRuns: keepRuns)
    }
  }

  /// Makes this the paragraph of `source`'s scalars, reusing the arrays' storage.
  mutating func prepare(
    _ source: UnsafeBufferPointer<UInt32>, font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection,
    session: ShapingSession, keepRuns: Bool
  ) {
    codepoints.removeAll(keepingCapacity: true)
    codepoints.append(contentsOf: source)
    analyze(font: font, fonts: fonts, direction: direction, session: session, keepRuns: keepRuns)
  }

  /// Makes this the paragraph of all of `scalars` for measuring, taking their storage instead of copying them;
  /// `scalars` gets the previous paragraph's storage in exchange (its contents unspecified).
  mutating func prepare(
    taking scalars: inout [UInt32], font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection,
    session: ShapingSession
  ) {
    swap(&codepoints, &scalars)
    analyze(font: font, fonts: fonts, direction: direction, session: session, keepRuns: false)
  }

  /// Everything but the scalars, from `codepoints`: bidi levels, faces, items, advances.
  private mutating func analyze(
    font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection, session: ShapingSession, keepRuns: Bool
  ) {
    pointSize = font.size
    resolveBidi(direction: direction)
    assignFacesAndItems(font: font, fonts: fonts, session: session)
    measureAdvances(font: font, session: session, keepRuns: keepRuns)
    applyTracking(font.tracking)
  }

  /// The bidi types and levels and the paragraph's direction; forgets the previous paragraph's breaks.
  private mutating func resolveBidi(direction: LayoutDirection) {
    baseDirection = Self.bidi(
      codepoints, direction: direction, skipPlainText: true, types: &types, levels: &levels,
      brackets: &brackets)
    isRightToLeftParagraph = baseDirection == plumb_fribidi_par_rtl()
    breaks.removeAll(keepingCapacity: true)
    breaksReady = false
    fittingWidth = nil
  }

  /// Font per scalar: the primary face, else the first fallback that covers it; marks and spaces follow
  /// the previous scalar so clusters stay in one run. Properties are read once here: the stdlib's lookups
  /// were a tenth of a measurement's time. The same pass itemizes (as `itemize` does), and works on the arrays
  /// through pointers: appends, bounds checks and a second pass were a twentieth. The primary face's coverage is
  /// read inline: calling `covers` retained and released something a scalar (3 % of a measurement).
  private mutating func assignFacesAndItems(font: ResolvedFont, fonts: FontSystem, session: ShapingSession) {
    let count = codepoints.count
    var ids: [UInt8] = []
    var spaces: [Bool] = []
    var found: [Item] = []
    var faces: [LoadedFace] = []
    swap(&ids, &faceIDs)
    swap(&spaces, &isWhitespace)
    swap(&found, &items)
    swap(&faces, &palette)
    // Every scalar's id is written below (0, the primary face, where no fallback covers it).
    ids.resize(count: count, filling: 0)
    spaces.resize(count: count, filling: false)
    found.removeAll(keepingCapacity: true)
    faces.removeAll(keepingCapacity: true)
    faces.append(font.primary)
    var mandatory = false
    var fallbacks = FallbackFaces(font: font, fonts: fonts, session: session)
    let table = ScalarClass.table.elements
    let scripts = ScalarClass.scripts.elements
    let primary = font.primary
    let coverage = primary.lowCoverage.elements
    codepoints.withUnsafeBufferPointer { values in
      levels.withUnsafeBufferPointer { levels in
        ids.withUnsafeMutableBufferPointer { ids in
          spaces.withUnsafeMutableBufferPointer { spaces in
            var boundaries = ItemBoundaries()
            for index in 0..<count {
              let value = values[index]
              let follows: Bool
              let script: hb_script_t
              if value < ScalarClass.tableLimit {
                let flags = table[Int(value)]
                spaces[index] = flags & ScalarClass.whitespace != 0
                follows = flags & ScalarClass.follows != 0
                if flags & ScalarClass.mandatoryBreak != 0 && index + 1 < count { mandatory = true }
                script = scripts[Int(value)]
              } else {
                (spaces[index], follows) = ScalarClass.properties(value)
                script = ScalarClass.script(value)
              }
              if follows && index > 0 {
                ids[index] = ids[index - 1]
              } else if value < LoadedFace.coverageLimit
                ? coverage[Int(value / 64)] & (1 << (value % 64)) != 0 : primary.covers(value)
              {
                ids[index] = 0
              } else {
                ids[index] = fallbacks.id(of: value, palette: &faces)
              }
              let start = boundaries.start
              if let ended = boundaries.add(
                index, script: script, continues: ids[index] == ids[start] && levels[index] == levels[start])
              {
                found.append(
                  Item(range: ended, faceID: ids[start], rightToLeft: levels[start] % 2 == 1))
              }
            }
            let start = boundaries.start
            if start < count {
              found.append(
                Item(range: start..<count, faceID: ids[start], rightToLeft: levels[start] % 2 == 1))
            }
          }
        }
      }
    }
    fallbacks.finish()
    swap(&ids, &faceIDs)
    swap(&spaces, &isWhitespace)
    swap(&found, &items)
    swap(&faces, &palette)
    hasMandatoryBreak = mandatory
  }

  /// The faces of the scalars the primary face does not cover, from the session's fallback chain for the font's
  /// weight and slant, taken when a scalar first needs it and handed back by `finish`.
  private struct FallbackFaces {
    let font: ResolvedFont
    let fonts: FontSystem
    let session: ShapingSession
    var chain: FallbackChain?
    /// The palette index of the chain's first eight slots, a byte each (0xFF until used), so a fallback scalar
    /// finds its face without comparing or retaining faces.
    var slotIDs = UInt64.max

    init(font: ResolvedFont, fonts: FontSystem, session: ShapingSession) {
      self.font = font
      self.fonts = fonts
      self.session = session
    }

    /// The palette index of the first fallback face covering `value` (added to `palette` when new); 0, the primary
    /// face, when none does.
    mutating func id(of value: UInt32, palette faces: inout [LoadedFace]) -> UInt8 {
      if chain == nil {
        chain = session.takeFallbackChain(fonts: fonts, weight: font.weight, italic: font.italic)
      }
      guard let slot = chain?.slot(for: value) else { return 0 }
      let shift = UInt64(slot % 8 * 8)
      let known = slot < 8 ? UInt8(truncatingIfNeeded: slotIDs >> shift) : 0xFF
      if known != 0xFF { return known }
      guard let face = chain?.face(atSlot: slot) else { return 0 }
      let id: Int
      if let existing = faces.firstIndex(where: { $0 === face }) {
        id = existing
      } else {
        faces.append(face)
        id = faces.count - 1
      }
      if slot < 8 { slotIDs = slotIDs & ~(0xFF << shift) | UInt64(id) << shift }
      return UInt8(id)
    }

    /// Hands the chain back to the session for the next paragraph.
    func finish() {
      if let chain { session.keepFallbackChain(chain) }
    }
  }

  /// Each scalar's advance from its item's shaping (the glyphs kept when `keepRuns`).
  private mutating func measureAdvances(font: ResolvedFont, session: ShapingSession, keepRuns: Bool) {
    advances.reset(count: codepoints.count, to: 0)
    shapedRuns.removeAll(keepingCapacity: true)
    for item in items {
      if keepRuns {
        let shaped = Shaper.shape(
          codepoints, range: item.range, face: face(of: item), size: font.size, rightToLeft: item.rightToLeft,
          session: session, purpose: .paragraph)
        for (cluster, advance) in shaped.clusterAdvances { advances[cluster] += advance }
        shapedRuns.append(shaped)
      } else {
        Shaper.addAdvances(
          codepoints, range: item.range, face: face(of: item), size: font.size, rightToLeft: item.rightToLeft,
          session: session, to: &advances)
      }
    }
  }

  /// The system font's tracking, added to every visible scalar's advance.
  private mutating func applyTracking(_ tracking: Double) {
    guard tracking != 0 else { return }
    isWhitespace.withUnsafeBufferPointer { spaces in
      advances.withUnsafeMutableBufferPointer { advances in
        for index in 0..<advances.count where advances[index] != 0 && !spaces[index] {
          advances[index] += tracking
        }
      }
    }
  }

  /// Runs libunibreak over the paragraph, unless it is one line at `maxWidth` whatever the opportunities are: it
  /// has no mandatory break and fits. `TextLayoutEngine.breakLines` reads opportunities only once a line
  /// overflows (its check, from the first scalar, is the one below) or at a mandatory break.
  mutating func computeBreaks(unlessFitting maxWidth: Double) {
    let count = codepoints.count
    guard !breaksReady, count > 0 else { return }
    if !hasMandatoryBreak {
      var width = 0.0
      var visibleWidth = 0.0
      var fits = true
      for index in 0..<count {
        let visible = !isWhitespace[index]
        if visible && width + advances[index] > maxWidth + 1e-9 && index > 0 {
          fits = false
          break
        }
        width += advances[index]
        if visible { visibleWidth = width }
      }
      if fits {
        fittingWidth = visibleWidth
        return
      }
    }
    breaksReady = true
    breaks.resize(count: count, filling: 2)
    codepoints.withUnsafeBufferPointer { scalars in
      breaks.withUnsafeMutableBufferPointer { LineBreakOpportunities.compute(scalars, into: $0) }
    }
  }

  /// The paragraph's own shaping of `item`, when it shaped exactly that run (the same call would give the same
  /// glyphs, so a line that is a whole run reuses it instead of shaping again).
  func shaped(_ item: Item) -> Shaper.Shaped? {
    for (index, run) in zip(shapedRuns.indices, items) where run.range == item.range {
      return run.faceID == item.faceID && run.rightToLeft == item.rightToLeft ? shapedRuns[index] : nil
    }
    return nil
  }

  /// Bidi types, embedding levels and the resolved paragraph direction (UAX #9 P2–I2); `skipPlainText` leaves
  /// FriBidi's level resolution out where `plainLeftToRightBase` or `isPlainRightToLeft` shows every level is 0 or 1.
  static func bidi(_ codepoints: [UInt32], direction: LayoutDirection, skipPlainText: Bool)
    -> (types: [FriBidiCharType], levels: [FriBidiLevel], base: FriBidiParType)
  {
    var types: [FriBidiCharType] = []
    var levels: [FriBidiLevel] = []
    var brackets: [FriBidiBracketType] = []
    let base = bidi(
      codepoints, direction: direction, skipPlainText: skipPlainText, types: &types, levels: &levels,
      brackets: &brackets)
    return (types, levels, base)
  }

  /// `bidi` into arrays whose storage is reused; returns the paragraph direction.
  static func bidi(
    _ codepoints: [UInt32], direction: LayoutDirection, skipPlainText: Bool, types: inout [FriBidiCharType],
    levels: inout [FriBidiLevel], brackets: inout [FriBidiBracketType]
  ) -> FriBidiParType {
    let count = codepoints.count
    // FriBidi writes every type and level; the shortcuts below write the levels themselves.
    types.resize(count: count, filling: FriBidiCharType(0))
    levels.resize(count: count, filling: 0)
    var base = direction == .rightToLeft ? plumb_fribidi_par_wrtl() : plumb_fribidi_par_wltr()
    guard count > 0 else { return base }
    let summary = bidiTypes(codepoints, into: &types)
    if skipPlainText {
      if let plain = plainLeftToRightBase(summary, requested: base, rightToLeftUI: direction == .rightToLeft)
      {
        levels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        return plain
      }
      if isPlainRightToLeft(summary) {
        levels.withUnsafeMutableBufferPointer { $0.update(repeating: 1) }
        return plumb_fribidi_par_rtl()
      }
    }
    brackets.resize(count: count, filling: 0)
    fribidi_get_bracket_types(codepoints, FriBidiStrIndex(count), types, &brackets)
    _ = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
    return base
  }

  /// What both shortcuts below ask of a paragraph's bidi types, gathered in one pass: every type's bits ORed, and
  /// whether a strong type is left-to-right.
  struct TypeSummary {
    var bits: UInt32 = 0
    var strongLeftToRight = false

    init() {}

    init(_ types: [FriBidiCharType]) {
      for type in types { add(type) }
    }

    mutating func add(_ type: FriBidiCharType) {
      let strong = UInt32(FRIBIDI_MASK_STRONG)
      bits |= type.rawValue
      if type.rawValue & (strong | UInt32(FRIBIDI_MASK_RTL)) == strong { strongLeftToRight = true }
    }
  }

  /// FriBidi's bidi type of each scalar into `types` (as `fribidi_get_bidi_types` gives them, from a table of its
  /// answers below `ScalarClass.tableLimit`), and their summary, in one pass.
  static func bidiTypes(_ codepoints: [UInt32], into types: inout [FriBidiCharType]) -> TypeSummary {
    var summary = TypeSummary()
    let table = ScalarClass.bidiTypes.elements
    codepoints.withUnsafeBufferPointer { values in
      types.withUnsafeMutableBufferPointer { types in
        for index in values.indices {
          let value = values[index]
          let type = value < ScalarClass.tableLimit ? table[Int(value)] : fribidi_get_bidi_type(value)
          types[index] = type
          summary.add(type)
        }
      }
    }
    return summary
  }

  /// The direction FriBidi resolves when it would give every scalar level 0, else nil: nothing right-to-left, no
  /// Arabic number, no explicit embedding or isolate, and a left-to-right letter (FriBidi reports LTR) or a
  /// left-to-right UI (no strong letter: it keeps the requested weak LTR). Rules W1–W7 then turn numbers and
  /// separators into L, and N1–N2 and L1 resolve neutrals to the paragraph's level.
  static func plainLeftToRightBase(_ types: TypeSummary, requested: FriBidiParType, rightToLeftUI: Bool)
    -> FriBidiParType?
  {
    let unsafe = UInt32(FRIBIDI_MASK_RTL | FRIBIDI_MASK_ARABIC | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE)
    if types.bits & unsafe != 0 { return nil }
    if types.bits & UInt32(FRIBIDI_MASK_STRONG) != 0 { return plumb_fribidi_par_ltr() }
    return rightToLeftUI ? nil : requested
  }

  /// True when FriBidi would resolve a right-to-left paragraph with every level 1: a right-to-left letter, no
  /// left-to-right one, no number, no explicit embedding, isolate or paragraph separator. Rules W1–W7 then turn
  /// marks into R and separators and terminators (with no number beside them) into neutrals, and N1–N2 and L1
  /// resolve every neutral to the paragraph's level. Arabic and Hebrew labels are mostly this case, and FriBidi's
  /// resolution allocates a run at a time.
  static func isPlainRightToLeft(_ types: TypeSummary) -> Bool {
    // A paragraph separator (U+2029 stays inside a label's paragraph) ends FriBidi's search for the first strong
    // letter, so text after one may resolve otherwise.
    let unsafe = UInt32(FRIBIDI_MASK_NUMBER | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE | FRIBIDI_MASK_BS)
    return types.bits & unsafe == 0 && !types.strongLeftToRight
      && types.bits & UInt32(FRIBIDI_MASK_STRONG) != 0
  }

  /// The text of `range` (the paragraph's values were scalars, so none is dropped).
  func string(_ range: Range<Int>) -> String { Self.string(codepoints[range]) }

  /// A String of scalar values, encoded into storage of the right size: a String built scalar by scalar regrew
  /// its storage as it went (a truncated label made about thirty allocations).
  static func string(_ values: ArraySlice<UInt32>) -> String {
    var length = 0
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      length += UTF8.width(scalar)
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var written = 0
      for value in values {
        guard let scalar = Unicode.Scalar(value) else { continue }
        UTF8.encode(scalar) { unit in
          buffer[written] = unit
          written += 1
        }
      }
      return written
    }
  }

  /// A run to shape. Its face is an index into the paragraph's `palette`: a face reference in every item cost a
  /// retain and a release an item, and a release each when the items were emptied.
  struct Item {
    var range: Range<Int>
    var faceID: UInt8
    var rightToLeft: Bool
  }

  /// The face `item` is shaped with.
  func face(of item: Item) -> LoadedFace { palette[Int(item.faceID)] }

  /// Maximal logical runs with one face, one bidi level and one script, into `items` (emptied first, its storage
  /// kept).
  static func itemize(
    _ range: Range<Int>, levels: [FriBidiLevel], faceIDs: [UInt8], codepoints: [UInt32],
    into items: inout [Item]
  ) {
    items.removeAll(keepingCapacity: true)
    var boundaries = ItemBoundaries(start: range.lowerBound)
    for index in range {
      let start = boundaries.start
      if let ended = boundaries.add(
        index, script: ScalarClass.script(codepoints[index]),
        continues: faceIDs[index] == faceIDs[start] && levels[index] == levels[start])
      {
        items.append(Item(range: ended, faceID: faceIDs[start], rightToLeft: levels[start] % 2 == 1))
      }
    }
    let start = boundaries.start
    if start < range.upperBound {
      items.append(
        Item(range: start..<range.upperBound, faceID: faceIDs[start], rightToLeft: levels[start] % 2 == 1))
    }
  }

  /// Scalars in visual order for the line `range`, using FriBidi's line reordering (rules L1–L2), into `map`
  /// (its storage reused; `lineLevels` is scratch).
  func visualOrder(_ range: Range<Int>, into map: inout [FriBidiStrIndex], lineLevels: inout [FriBidiLevel]) {
    guard !range.isEmpty else {
      map.removeAll(keepingCapacity: true)
      return
    }
    map.resize(count: range.count, filling: 0)
    map.withUnsafeMutableBufferPointer { map in
      for offset in map.indices {
        map[offset] = FriBidiStrIndex(truncatingIfNeeded: range.lowerBound + offset)
      }
    }
    // Every level 0 in a left-to-right paragraph: nothing reverses (rule L1 only lowers levels to the
    // paragraph's), so the order is the logical one.
    if !isRightToLeftParagraph && !levels[range].contains(where: { $0 != 0 }) { return }
    lineLevels.removeAll(keepingCapacity: true)
    lineLevels.append(contentsOf: levels[range])
    // FriBidi reads the types in place; only the levels (rule L1 rewrites them) and the map are copies.
    types.withUnsafeBufferPointer { types in
      guard let base = types.baseAddress else { return }
      _ = fribidi_reorder_line(
        0, base + range.lowerBound, FriBidiStrIndex(range.count), 0, baseDirection, &lineLevels, nil, &map)
    }
  }
}
