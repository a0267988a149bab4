internal import CPlumbFriBidi
internal import CPlumbHarfBuzz

/// Per-scalar properties a paragraph needs, read from a table for the scripts labels use: the stdlib's lookups
/// (general category, White_Space) were a tenth of a measurement.
enum ScalarClass {
  /// Unicode White_Space.
  static let whitespace: UInt8 = 1
  /// Shaped with the previous scalar's face: a nonspacing mark, white space or a format character.
  static let follows: UInt8 = 2
  /// libunibreak breaks after it unconditionally (classes BK, CR, LF, NL; checked against libunibreak for every
  /// scalar in context, Benchmarks/README.md).
  static let mandatoryBreak: UInt8 = 4
  /// Scalars below this are in the table (Latin to Hiragana, with punctuation and symbols).
  static let tableLimit: UInt32 = 0x3000

  static let table = LookupTable<UInt8>(
    (0..<tableLimit).map { value in
      let (space, follows) = properties(value)
      let mandatory = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(value)
      return (space ? whitespace : 0) | (follows ? Self.follows : 0) | (mandatory ? mandatoryBreak : 0)
    })

  /// White_Space and "follows the previous face" of a scalar above the table, from the stdlib's properties.
  static func properties(_ value: UInt32) -> (isWhitespace: Bool, follows: Bool) {
    guard let scalar = Unicode.Scalar(value) else { return (false, false) }
    let category = scalar.properties.generalCategory
    // White_Space lies within these four categories, so others skip the second table lookup.
    let space: Bool
    switch category {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
      space = scalar.properties.isWhitespace
    default: space = false
    }
    return (space, category == .nonspacingMark || space || category == .format)
  }

  /// HarfBuzz's script of a scalar, 0 for the neutral ones (Common, Inherited, Unknown) that join either side.
  static func script(_ value: UInt32) -> hb_script_t {
    value < tableLimit ? scripts[Int(value)] : strongScript(value)
  }

  private static func strongScript(_ value: UInt32) -> hb_script_t {
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), value)
    let isNeutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    return isNeutral ? hb_script_t(rawValue: 0) : script
  }

  /// `script` of each scalar in the table's range (`hb_unicode_script` a scalar was a fiftieth of a measurement).
  static let scripts = LookupTable<hb_script_t>((0..<tableLimit).map(strongScript))

  /// FriBidi's bidi type of each scalar in the table's range (`fribidi_get_bidi_types` a paragraph was a separate
  /// call and pass before the summary the shortcuts read).
  static let bidiTypes = LookupTable<FriBidiCharType>((0..<tableLimit).map(fribidi_get_bidi_type))
}
