internal import CPlumbHarfBuzz
import PlumbLayout

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
    guard let buffer = session.buffer else {
      return body(.init(start: nil, count: 0), .init(start: nil, count: 0))
    }
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf32(
      buffer, codepoints, Int32(codepoints.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return body(.init(start: nil, count: 0), .init(start: nil, count: 0)) }
    if let trace = session.trace {
      trace.record(
        purpose, codepoints, range: range, face: face, size: size, buffer: buffer, infos: infos,
        positions: positions,
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
      codepoints, range: range, face: face, size: size, rightToLeft: rightToLeft, session: session,
      purpose: purpose
    ) { infos, positions in
      var result = Shaped(glyphs: [], offsets: [], width: 0, clusterAdvances: [])
      result.glyphs.reserveCapacity(infos.count)
      var pen = 0.0
      for index in infos.indices {
        let info = infos[index]
        let position = positions[index]
        result.glyphs.append(info.codepoint)
        result.offsets.append(
          Point(x: Double(position.x_offset) * scale, y: -Double(position.y_offset) * scale))
        let advance = Double(position.x_advance) * scale
        result.clusterAdvances.append((Int(info.cluster), advance))
        pen += advance
      }
      result.width = pen
      return result
    }
  }
}
