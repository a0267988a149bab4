internal import CPlumbHarfBuzz
import Synchronization

/// One `hb_shape` call PlumbText made and what HarfBuzz returned, in the face's design units.
public struct ShapingCall: Sendable, Hashable {
  /// Why PlumbText shaped: a paragraph's advances, a line's glyph runs, or the ellipsis's width.
  public enum Purpose: String, Sendable, Hashable { case paragraph, line, ellipsis }
  /// Why this call was made.
  public var purpose: Purpose
  /// The whole paragraph, which HarfBuzz sees as context.
  public var codepoints: [UInt32]
  /// The scalars shaped.
  public var range: Range<Int>
  /// The face (loaded at its units per em, no variations).
  public var face: FontFace
  /// Point size the advances were scaled to afterwards (HarfBuzz itself works in design units).
  public var size: Double
  /// The buffer's direction.
  public var rightToLeft: Bool
  /// The ISO 15924 tag and language HarfBuzz guessed for the buffer (`Arab`, `en-us`); "" for none.
  public var script: String
  /// The BCP 47 language HarfBuzz guessed for the buffer; "" for none.
  public var language: String
  /// Output, one entry per glyph: id, cluster, x advance, x and y offset.
  public var glyphs: [UInt32]
  /// Each glyph's cluster: the index of the first scalar it draws.
  public var clusters: [UInt32]
  /// Each glyph's x advance.
  public var advances: [Int32]
  /// Each glyph's x offset.
  public var xOffsets: [Int32]
  /// Each glyph's y offset.
  public var yOffsets: [Int32]
}

/// Opt-in record of every shaping call an engine makes, for benchmarks that replay the same HarfBuzz work
/// (Benchmarks/Text). Off by default, where it costs one nil check a call.
public final class ShapingTrace: Sendable {
  private let recorded = Mutex<[ShapingCall]>([])

  /// An empty trace; pass it to the engine that should record into it.
  public init() {}

  /// The calls so far, in order.
  public var calls: [ShapingCall] { recorded.withLock { $0 } }

  /// Forgets the calls so far.
  public func removeAll() { recorded.withLock { $0.removeAll() } }

  func record(
    _ purpose: ShapingCall.Purpose, _ codepoints: [UInt32], range: Range<Int>, face: LoadedFace, size: Double,
    buffer: OpaquePointer,
    infos: UnsafePointer<hb_glyph_info_t>, positions: UnsafePointer<hb_glyph_position_t>, count: Int
  ) {
    var properties = hb_segment_properties_t()
    hb_buffer_get_segment_properties(buffer, &properties)
    var tag = [CChar](repeating: 0, count: 5)
    // HB_SCRIPT_INVALID (only neutral characters) has tag 0, which prints as NULs: record it as "".
    if properties.script != HB_SCRIPT_INVALID {
      hb_tag_to_string(hb_script_to_iso15924_tag(properties.script), &tag)
    }
    let language = hb_language_to_string(properties.language).map { String(cString: $0) } ?? ""
    let call = ShapingCall(
      purpose: purpose, codepoints: codepoints, range: range, face: face.face, size: size,
      rightToLeft: properties.direction == HB_DIRECTION_RTL,
      script: String(decoding: tag.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
      language: language,
      glyphs: (0..<count).map { infos[$0].codepoint }, clusters: (0..<count).map { infos[$0].cluster },
      advances: (0..<count).map { positions[$0].x_advance },
      xOffsets: (0..<count).map { positions[$0].x_offset },
      yOffsets: (0..<count).map { positions[$0].y_offset })
    recorded.withLock { $0.append(call) }
  }
}
