internal import CPlumbCairo
import Foundation
import PlumbText
import Synchronization

/// FreeType faces for cairo-ft, opened once per process from the files the text engine shaped with.
///
/// Faces live as long as the process: cairo keys its font caches by `FT_Face` address, so a face freed and a
/// new one allocated at the same address would draw with stale glyphs. Cairo locks each face while it uses it.
final class GlyphFaces: @unchecked Sendable {
  static let shared = GlyphFaces()

  private struct State {
    var library: FT_Library?
    var faces: [FontFace: OpaquePointer] = [:]
  }
  private let state: Mutex<State>

  private init() {
    var library: FT_Library?
    if FT_Init_FreeType(&library) != 0 { library = nil }
    state = Mutex(State(library: library))
  }

  func face(for font: FontFace) -> OpaquePointer? {
    state.withLock { state in
      if let cached = state.faces[font] { return cached }
      var face: FT_Face?
      guard let library = state.library, FT_New_Face(library, font.path, FT_Long(font.index), &face) == 0,
        let face,
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
      else { return nil }
      state.faces[font] = cairoFace
      return cairoFace
    }
  }
}
