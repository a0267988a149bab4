internal import CPlumbCairo
import PlumbText

/// The cairo calls of one render as text, one call a line: the function's name without `cairo_`, then its
/// arguments (doubles in Swift's shortest round-trip form; enums as their numeric values; a string last, to the end
/// of the line). `ft_face ID INDEX PATH` declares a cairo-ft face before its first `set_font_face ID`; `write_png`
/// stands for encoding the image surface. Benchmarks/Render/floor.c replays it.
final class CairoTrace {
  private(set) var text = ""
  private var faces: [FontFace] = []

  func call(_ name: String, _ arguments: any CustomStringConvertible...) {
    text += name
    for argument in arguments {
      text += " "
      text += argument.description
    }
    text += "\n"
  }

  /// `set_dash OFFSET LENGTH…`.
  func setDash(_ dash: [Double]) {
    text += "set_dash 0.0"
    for length in dash { text += " \(length)" }
    text += "\n"
  }

  /// `set_font_face`, numbering faces in first-use order.
  func fontFace(_ face: FontFace) {
    let id: Int
    if let known = faces.firstIndex(of: face) {
      id = known
    } else {
      id = faces.count
      faces.append(face)
      call("ft_face", id, face.index, face.path)
    }
    call("set_font_face", id)
  }

  /// `show_glyphs COUNT` then index, x and y of each glyph.
  func showGlyphs(_ glyphs: [cairo_glyph_t]) {
    text += "show_glyphs \(glyphs.count)"
    for glyph in glyphs { text += " \(glyph.index) \(glyph.x) \(glyph.y)" }
    text += "\n"
  }
}
