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
struct PreparedParagraph {
  let scalars: [Unicode.Scalar]
  let codepoints: [UInt32]
  var levels: [FriBidiLevel]
  let types: [FriBidiCharType]
  let baseDirection: FriBidiParType
  /// libunibreak's verdict after each scalar: 0 must, 1 allow, 2 no break.
  let breaks: [Int8]
  /// The face each scalar is shaped with.
  let faces: [LoadedFace]
  /// Unicode White_Space of each scalar.
  let isWhitespace: [Bool]
  /// The runs the paragraph shaped for its advances, in logical order.
  let shapedRuns: [(item: Item, shaped: Shaper.Shaped)]
  /// Advance of each scalar in points (a cluster's advance sits on its first scalar), tracking included.
  let advances: [Double]
  let isRightToLeftParagraph: Bool
  /// The point size the advances are for.
  let pointSize: Double

  init(_ text: String, font: ResolvedFont, fonts: FontSystem, direction: LayoutDirection, session: ShapingSession) {
    let scalars = Array(text.unicodeScalars)
    let codepoints = scalars.map(\.value)
    self.scalars = scalars
    self.codepoints = codepoints
    pointSize = font.size
    let count = scalars.count
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    var levels = [FriBidiLevel](repeating: 0, count: count)
    var base = direction == .rightToLeft ? plumb_fribidi_par_wrtl() : plumb_fribidi_par_wltr()
    if count > 0 {
      fribidi_get_bidi_types(codepoints, FriBidiStrIndex(count), &types)
      fribidi_get_bracket_types(codepoints, FriBidiStrIndex(count), types, &brackets)
      _ = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
    }
    self.types = types
    self.levels = levels
    baseDirection = base
    isRightToLeftParagraph = base == plumb_fribidi_par_rtl()
    var breaks = [Int8](repeating: 2, count: count)
    if count > 0 {
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
    var faces: [LoadedFace] = []
    faces.reserveCapacity(count)
    var isWhitespace: [Bool] = []
    isWhitespace.reserveCapacity(count)
    var chain = FallbackChain(fonts: fonts, weight: font.weight, italic: font.italic)
    for scalar in scalars {
      let follows: Bool
      if scalar.value < 0x80 {
        // ASCII has no marks or format characters; its White_Space is tab to carriage return and space.
        follows = scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
        isWhitespace.append(follows)
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
      if follows, let previous = faces.last {
        faces.append(previous)
      } else if font.primary.covers(scalar) {
        faces.append(font.primary)
      } else {
        faces.append(chain.face(for: scalar) ?? font.primary)
      }
    }
    self.faces = faces
    self.isWhitespace = isWhitespace
    var advances = [Double](repeating: 0, count: count)
    var runs: [(item: Item, shaped: Shaper.Shaped)] = []
    for run in Self.itemize(0..<count, levels: levels, faces: faces, scalars: scalars) {
      let shaped = Shaper.shape(
        codepoints, range: run.range, face: run.face, size: font.size, rightToLeft: run.rightToLeft,
        session: session, purpose: .paragraph)
      for (cluster, advance) in shaped.clusterAdvances { advances[cluster] += advance }
      runs.append((run, shaped))
    }
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
    for run in shapedRuns where run.item.range == item.range {
      return run.item.face === item.face && run.item.rightToLeft == item.rightToLeft ? run.shaped : nil
    }
    return nil
  }

  struct Item {
    var range: Range<Int>
    var face: LoadedFace
    var rightToLeft: Bool
  }

  /// Maximal logical runs with one face, one bidi level and one script.
  static func itemize(_ range: Range<Int>, levels: [FriBidiLevel], faces: [LoadedFace], scalars: [Unicode.Scalar]) -> [Item] {
    var items: [Item] = []
    var start = range.lowerBound
    var script = hb_script_t(rawValue: 0)
    for index in range {
      let own = hb_unicode_script(hb_unicode_funcs_get_default(), scalars[index].value)
      let isNeutral = own == HB_SCRIPT_COMMON || own == HB_SCRIPT_INHERITED || own == HB_SCRIPT_UNKNOWN
      if index > start {
        let scriptChanges = !isNeutral && script.rawValue != 0 && own != script
        if faces[index] !== faces[start] || levels[index] != levels[start] || scriptChanges {
          items.append(Item(range: start..<index, face: faces[start], rightToLeft: levels[start] % 2 == 1))
          start = index
          script = hb_script_t(rawValue: 0)
        }
      }
      if !isNeutral { script = own }
    }
    if start < range.upperBound {
      items.append(Item(range: start..<range.upperBound, face: faces[start], rightToLeft: levels[start] % 2 == 1))
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
/// buffer a call was a tenth of the time HarfBuzz took), and the engine's trace. Used by one thread at a time.
final class ShapingSession {
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

  /// Shapes `range` of `codepoints` (the whole paragraph is context) with HarfBuzz; kerning and ligatures on.
  static func shape(
    _ codepoints: [UInt32], range: Range<Int>, face: LoadedFace, size: Double, rightToLeft: Bool,
    session: ShapingSession, purpose: ShapingCall.Purpose
  ) -> Shaped {
    guard let buffer = session.buffer else { return Shaped(glyphs: [], offsets: [], width: 0, clusterAdvances: []) }
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return Shaped(glyphs: [], offsets: [], width: 0, clusterAdvances: []) }
    if let trace = session.trace {
      trace.record(
        purpose, codepoints, range: range, face: face, size: size, buffer: buffer, infos: infos, positions: positions,
        count: Int(count))
    }
    let scale = size / face.unitsPerEm
    var result = Shaped(glyphs: [], offsets: [], width: 0, clusterAdvances: [])
    result.glyphs.reserveCapacity(Int(count))
    var pen = 0.0
    for index in 0..<Int(count) {
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
