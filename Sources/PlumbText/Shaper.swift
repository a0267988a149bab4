import CPlumbFriBidi
import CPlumbHarfBuzz
import CPlumbUnibreak
import PlumbLayout

/// A resolved font: the primary face at a size, with the system font's tracking.
struct ResolvedFont {
  let primary: LoadedFace
  let size: Double
  let weight: FontWeight
  let italic: Bool
  let tracking: Double
  var lineHeight: Double { (primary.ascender - primary.descender + primary.lineGap) * size }
  var ascender: Double { primary.ascender * size }
}

/// One paragraph prepared for line breaking: scalars, bidi levels, break opportunities, fonts and advances.
/// A class: each line holds its paragraph, which as a struct copied a dozen array references a line.
final class PreparedParagraph {
  /// The paragraph's scalars' values (what HarfBuzz, FriBidi and libunibreak read).
  let codepoints: [UInt32]
  let levels: [FriBidiLevel]
  let types: [FriBidiCharType]
  let baseDirection: FriBidiParType
  /// libunibreak's verdict after each scalar: 0 must, 1 allow, 2 no break; empty unless made for wrapping.
  let breaks: [Int8]
  /// The face each scalar is shaped with, as an index into `palette`: an array of class references cost a
  /// retain and a release a scalar.
  let faceIDs: [UInt8]
  /// The faces the paragraph uses (its primary first, then fallbacks as first used).
  let palette: [LoadedFace]
  /// Unicode White_Space of each scalar.
  let isWhitespace: [Bool]
  /// The runs the paragraph shaped for its advances, in logical order.
  let items: [Item]
  /// Their glyphs, kept for `shaped(_:)` when the paragraph is laid out for drawing; empty when only measured.
  let shapedRuns: [Shaper.Shaped]
  /// Advance of each scalar in points (a cluster's advance sits on its first scalar), tracking included.
  let advances: [Double]
  let isRightToLeftParagraph: Bool
  /// The point size the advances are for.
  let pointSize: Double

  init(
    _ text: String, font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection, session: ShapingSession,
    keepRuns: Bool, wraps: Bool
  ) {
    // Appending to a reserved array (Array(text.unicodeScalars) counts the scalars first).
    var codepoints: [UInt32] = []
    codepoints.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { codepoints.append(scalar.value) }
    self.codepoints = codepoints
    pointSize = font.size
    let count = codepoints.count
    let (types, levels, base) = Self.bidi(codepoints, direction: direction, skipPlainText: true)
    self.types = types
    self.levels = levels
    baseDirection = base
    isRightToLeftParagraph = base == plumb_fribidi_par_rtl()
    // Only wrapping reads break opportunities; libunibreak was a twentieth of a measurement.
    var breaks = [Int8](repeating: 2, count: wraps ? count : 0)
    if count > 0 && wraps {
      breaks.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: count) { pointer in
          set_linebreaks_utf32(codepoints, count, nil, pointer)
        }
      }
    }
    self.breaks = breaks
    // Font per scalar: the primary face, else the first fallback that covers it; marks and spaces follow
    // the previous scalar so clusters stay in one run. Properties are read once here: the stdlib's lookups
    // were a tenth of a measurement's time.
    var faceIDs: [UInt8] = []
    faceIDs.reserveCapacity(count)
    var palette = [font.primary]
    func id(_ face: LoadedFace) -> UInt8 {
      if let index = palette.firstIndex(where: { $0 === face }) { return UInt8(index) }
      palette.append(face)
      return UInt8(palette.count - 1)
    }
    var isWhitespace: [Bool] = []
    isWhitespace.reserveCapacity(count)
    var chain = FallbackChain(fonts: fonts, weight: font.weight, italic: font.italic)
    for scalar in text.unicodeScalars {
      let follows: Bool
      if scalar.value < ScalarClass.tableLimit {
        let flags = ScalarClass.table[Int(scalar.value)]
        isWhitespace.append(flags & ScalarClass.whitespace != 0)
        follows = flags & ScalarClass.follows != 0
      } else {
        let category = scalar.properties.generalCategory
        // White_Space lies within these four categories, so others skip the second table lookup.
        let space: Bool
        switch category {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control: space = scalar.properties.isWhitespace
        default: space = false
        }
        isWhitespace.append(space)
        follows = category == .nonspacingMark || space || category == .format
      }
      if follows, let previous = faceIDs.last {
        faceIDs.append(previous)
      } else if font.primary.covers(scalar) {
        faceIDs.append(0)
      } else {
        faceIDs.append(chain.face(for: scalar).map(id) ?? 0)
      }
    }
    self.faceIDs = faceIDs
    self.palette = palette
    self.isWhitespace = isWhitespace
    var advances = [Double](repeating: 0, count: count)
    let items = Self.itemize(0..<count, levels: levels, faceIDs: faceIDs, palette: palette, codepoints: codepoints)
    var runs: [Shaper.Shaped] = []
    for item in items {
      if keepRuns {
        let shaped = Shaper.shape(
          codepoints, range: item.range, face: item.face, size: font.size, rightToLeft: item.rightToLeft,
          session: session, purpose: .paragraph)
        for (cluster, advance) in shaped.clusterAdvances { advances[cluster] += advance }
        runs.append(shaped)
      } else {
        Shaper.addAdvances(
          codepoints, range: item.range, face: item.face, size: font.size, rightToLeft: item.rightToLeft,
          session: session, to: &advances)
      }
    }
    self.items = items
    shapedRuns = runs
    if font.tracking != 0 {
      for index in 0..<count where advances[index] != 0 && !isWhitespace[index] {
        advances[index] += font.tracking
      }
    }
    self.advances = advances
  }

  /// The paragraph's own shaping of `item`, when it shaped exactly that run (the same call would give the same
  /// glyphs, so a line that is a whole run reuses it instead of shaping again).
  func shaped(_ item: Item) -> Shaper.Shaped? {
    for (index, run) in zip(shapedRuns.indices, items) where run.range == item.range {
      return run.face === item.face && run.rightToLeft == item.rightToLeft ? shapedRuns[index] : nil
    }
    return nil
  }

  /// True when `range` lies inside one of the paragraph's items and that item is at the paragraph's own level:
  /// then reordering leaves the line one item, in logical or reversed order (an item has one face and one strong
  /// script, and L1 resets levels only to the paragraph's).
  func isSingleItemAtBaseLevel(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return true }
    var low = 0
    var high = items.count
    // Items are sorted and cover the paragraph: the last one starting at or before the range's start.
    while high - low > 1 {
      let middle = (low + high) / 2
      if items[middle].range.lowerBound <= range.lowerBound { low = middle } else { high = middle }
    }
    guard low < items.count, items[low].range.lowerBound <= range.lowerBound,
      items[low].range.upperBound >= range.upperBound
    else { return false }
    return Int(levels[range.lowerBound]) == (isRightToLeftParagraph ? 1 : 0)
  }

  /// Bidi types, embedding levels and the resolved paragraph direction (UAX #9 P2–I2); `skipPlainText` leaves
  /// FriBidi's level resolution out where `isPlainLeftToRight` shows every level is 0.
  static func bidi(_ codepoints: [UInt32], direction: LayoutDirection, skipPlainText: Bool)
    -> (types: [FriBidiCharType], levels: [FriBidiLevel], base: FriBidiParType)
  {
    let count = codepoints.count
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    var levels = [FriBidiLevel](repeating: 0, count: count)
    var base = direction == .rightToLeft ? plumb_fribidi_par_wrtl() : plumb_fribidi_par_wltr()
    guard count > 0 else { return (types, levels, base) }
    fribidi_get_bidi_types(codepoints, FriBidiStrIndex(count), &types)
    if skipPlainText, let plain = plainLeftToRightBase(types, requested: base, rightToLeftUI: direction == .rightToLeft) {
      return (types, levels, plain)
    }
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    fribidi_get_bracket_types(codepoints, FriBidiStrIndex(count), types, &brackets)
    _ = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
    return (types, levels, base)
  }

  /// The direction FriBidi resolves when it would give every scalar level 0, else nil: nothing right-to-left, no
  /// Arabic number, no explicit embedding or isolate, and a left-to-right letter (FriBidi reports LTR) or a
  /// left-to-right UI (no strong letter: it keeps the requested weak LTR). Rules W1–W7 then turn numbers and
  /// separators into L, and N1–N2 and L1 resolve neutrals to the paragraph's level.
  static func plainLeftToRightBase(_ types: [FriBidiCharType], requested: FriBidiParType, rightToLeftUI: Bool)
    -> FriBidiParType?
  {
    let unsafe = UInt32(FRIBIDI_MASK_RTL | FRIBIDI_MASK_ARABIC | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE)
    let strong = UInt32(FRIBIDI_MASK_STRONG)
    var hasStrong = false
    for type in types {
      if type.rawValue & unsafe != 0 { return nil }
      if type.rawValue & strong != 0 { hasStrong = true }
    }
    if hasStrong { return plumb_fribidi_par_ltr() }
    return rightToLeftUI ? nil : requested
  }

  /// The scalars of `range` (the paragraph's values were scalars, so none is dropped).
  func scalars(_ range: Range<Int>) -> [Unicode.Scalar] { codepoints[range].compactMap(Unicode.Scalar.init) }

  struct Item {
    var range: Range<Int>
    var face: LoadedFace
    var rightToLeft: Bool
  }

  /// Maximal logical runs with one face, one bidi level and one script.
  static func itemize(
    _ range: Range<Int>, levels: [FriBidiLevel], faceIDs: [UInt8], palette: [LoadedFace], codepoints: [UInt32]
  ) -> [Item] {
    var items: [Item] = []
    var start = range.lowerBound
    var script = hb_script_t(rawValue: 0)
    let unicode = hb_unicode_funcs_get_default()
    for index in range {
      let value = codepoints[index]
      let own = value < ScalarClass.tableLimit ? ScalarClass.scripts[Int(value)] : hb_unicode_script(unicode, value)
      let isNeutral = own == HB_SCRIPT_COMMON || own == HB_SCRIPT_INHERITED || own == HB_SCRIPT_UNKNOWN
      if index > start {
        let scriptChanges = !isNeutral && script.rawValue != 0 && own != script
        if faceIDs[index] != faceIDs[start] || levels[index] != levels[start] || scriptChanges {
          items.append(Item(range: start..<index, face: palette[Int(faceIDs[start])], rightToLeft: levels[start] % 2 == 1))
          start = index
          script = hb_script_t(rawValue: 0)
        }
      }
      if !isNeutral { script = own }
    }
    if start < range.upperBound {
      items.append(
        Item(range: start..<range.upperBound, face: palette[Int(faceIDs[start])], rightToLeft: levels[start] % 2 == 1))
    }
    return items
  }

  /// Scalars in visual order for the line `range`, using FriBidi's line reordering (rules L1–L2).
  func visualOrder(_ range: Range<Int>) -> [Int] {
    guard !range.isEmpty else { return [] }
    var lineLevels = Array(levels[range])
    var map = [FriBidiStrIndex](range.map { FriBidiStrIndex($0) })
    let lineTypes = Array(types[range])
    _ = fribidi_reorder_line(
      0, lineTypes, FriBidiStrIndex(range.count), 0, baseDirection, &lineLevels, nil, &map)
    return map.map { Int($0) }
  }
}

/// What one layout shapes with: a HarfBuzz buffer reused call after call (cleared, it keeps its memory; a
/// buffer a call was a tenth of the time HarfBuzz took), and the engine's trace. Used by one thread at a time:
/// the engine hands it out from its pool under a lock.
final class ShapingSession: @unchecked Sendable {
  let buffer: OpaquePointer?
  let trace: ShapingTrace?

  init(trace: ShapingTrace?) {
    buffer = hb_buffer_create()
    self.trace = trace
  }

  deinit { hb_buffer_destroy(buffer) }
}

enum Shaper {
  struct Shaped {
    var glyphs: [UInt32]
    /// Offsets from each glyph's pen position (y down).
    var offsets: [Point]
    var width: Double
    /// Each glyph's cluster (the scalar index it starts at) and advance.
    var clusterAdvances: [(Int, Double)]
  }

  /// Shapes `range` of `codepoints` (the whole paragraph is context) with HarfBuzz into the session's buffer and
  /// hands `body` its glyph infos and positions; kerning and ligatures on.
  private static func withShaped<R>(
    _ codepoints: [UInt32], range: Range<Int>, face: LoadedFace, size: Double, rightToLeft: Bool,
    session: ShapingSession, purpose: ShapingCall.Purpose,
    _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> R
  ) -> R {
    guard let buffer = session.buffer else { return body(.init(start: nil, count: 0), .init(start: nil, count: 0)) }
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return body(.init(start: nil, count: 0), .init(start: nil, count: 0)) }
    if let trace = session.trace {
      trace.record(
        purpose, codepoints, range: range, face: face, size: size, buffer: buffer, infos: infos, positions: positions,
        count: Int(count))
    }
    return body(.init(start: infos, count: Int(count)), .init(start: positions, count: Int(count)))
  }

  /// Shapes a paragraph run and adds each glyph's advance in points to its cluster's entry: all a measurement
  /// needs, and the same sums, in the same order, as `shape` then adding its `clusterAdvances`.
  static func addAdvances(
    _ codepoints: [UInt32], range: Range<Int>, face: LoadedFace, size: Double, rightToLeft: Bool,
    session: ShapingSession, to advances: inout [Double]
  ) {
    let scale = size / face.unitsPerEm
    withShaped(
      codepoints, range: range, face: face, size: size, rightToLeft: rightToLeft, session: session,
      purpose: .paragraph
    ) { infos, positions in
      advances.withUnsafeMutableBufferPointer { advances in
        for index in infos.indices {
          let cluster = Int(infos[index].cluster)
          // HarfBuzz's clusters are indices into the paragraph it was given, so always in range.
          guard cluster < advances.count else { continue }
          advances[cluster] += Double(positions[index].x_advance) * scale
        }
      }
    }
  }

  /// Shapes `range` of `codepoints` (the whole paragraph is context) with HarfBuzz; kerning and ligatures on.
  static func shape(
    _ codepoints: [UInt32], range: Range<Int>, face: LoadedFace, size: Double, rightToLeft: Bool,
    session: ShapingSession, purpose: ShapingCall.Purpose
  ) -> Shaped {
    let scale = size / face.unitsPerEm
    return withShaped(
      codepoints, range: range, face: face, size: size, rightToLeft: rightToLeft, session: session, purpose: purpose
    ) { infos, positions in
      var result = Shaped(glyphs: [], offsets: [], width: 0, clusterAdvances: [])
      result.glyphs.reserveCapacity(infos.count)
      var pen = 0.0
      for index in infos.indices {
        let info = infos[index]
        let position = positions[index]
        result.glyphs.append(info.codepoint)
        result.offsets.append(Point(x: Double(position.x_offset) * scale, y: -Double(position.y_offset) * scale))
        let advance = Double(position.x_advance) * scale
        result.clusterAdvances.append((Int(info.cluster), advance))
        pen += advance
      }
      result.width = pen
      return result
    }
  }
}

/// Per-scalar properties a paragraph needs, read from a table for the scripts labels use: the stdlib's lookups
/// (general category, White_Space) were a tenth of a measurement.
enum ScalarClass {
  /// Unicode White_Space.
  static let whitespace: UInt8 = 1
  /// Shaped with the previous scalar's face: a nonspacing mark, white space or a format character.
  static let follows: UInt8 = 2
  /// Scalars below this are in the table (Latin to Hiragana, with punctuation and symbols).
  static let tableLimit: UInt32 = 0x3000

  static let table: [UInt8] = (0..<tableLimit).map { value in
    guard let scalar = Unicode.Scalar(value) else { return 0 }
    let category = scalar.properties.generalCategory
    let space: Bool
    switch category {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control: space = scalar.properties.isWhitespace
    default: space = false
    }
    let follows = category == .nonspacingMark || space || category == .format
    return (space ? whitespace : 0) | (follows ? Self.follows : 0)
  }

  /// HarfBuzz's script of each scalar in the table's range (`hb_unicode_script` a scalar was a fiftieth of a
  /// measurement).
  static let scripts: [hb_script_t] = (0..<tableLimit).map { hb_unicode_script(hb_unicode_funcs_get_default(), $0) }
}
