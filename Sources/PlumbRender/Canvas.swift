import CPlumbCairo
import Foundation
import Synchronization
public import PlumbLayout
import PlumbText

/// An output format.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
  case png, svg, pdf
}

/// Collects the bytes cairo writes.
private final class ByteSink {
  var bytes: [UInt8] = []
}

private let writeToSink: cairo_write_func_t = { closure, data, length in
  guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
  let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
  sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
  return CAIRO_STATUS_SUCCESS
}

/// A cairo drawing surface in points, producing PNG, SVG or PDF bytes in memory.
final class Canvas {
  let format: RenderFormat
  let scale: Double
  let size: Size
  private let sink = ByteSink()
  private let surface: OpaquePointer
  let context: OpaquePointer
  private let fonts: GlyphFaces

  init(size: Size, scale: Double, format: RenderFormat, fonts: GlyphFaces) throws(RenderError) {
    self.format = format
    self.scale = scale
    self.size = size
    self.fonts = fonts
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let created: OpaquePointer?
    switch format {
    case .png:
      created = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()))
    case .svg:
      created = cairo_svg_surface_create_for_stream(writeToSink, closure, size.width, size.height)
      if let created { cairo_svg_surface_set_document_unit(created, CAIRO_SVG_UNIT_PT) }
    case .pdf:
      created = cairo_pdf_surface_create_for_stream(writeToSink, closure, size.width, size.height)
      if let created {
        // Fixed metadata so the same document gives the same bytes (cairo writes the current time otherwise).
        cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_CREATOR, "Plumb")
      }
    }
    guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS, let context = cairo_create(created) else {
      throw .cairo("cairo could not create a \(format.rawValue) surface of \(size.width)×\(size.height) pt at @\(scale)x")
    }
    surface = created
    self.context = context
    if format == .png { cairo_scale(context, scale, scale) }
    if let options = cairo_font_options_create() {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Finishes the surface and returns the encoded file.
  func finish() throws(RenderError) -> [UInt8] {
    cairo_surface_flush(surface)
    if format == .png {
      // Our own writer rather than cairo's, to choose the compression (see PNGEncoder).
      guard let image = PixelImage(surface: surface) else { throw .cairo("cairo could not draw the image") }
      return try image.pngData(.small)
    } else {
      cairo_surface_finish(surface)
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw .cairo("cairo could not finish the \(format.rawValue) document")
      }
    }
    return sink.bytes
  }

  // MARK: Pixel grid

  /// A coordinate snapped so a line `width` points wide lands on whole device pixels.
  func crisp(_ value: Double, width: Double) -> Double {
    let pixels = (width * scale).rounded()
    let odd = Int(pixels) % 2 == 1
    let snapped = (value * scale).rounded() / scale
    return odd ? snapped + 0.5 / scale : snapped
  }

  // MARK: Primitives

  func setColor(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  func roundedRectPath(_ rect: Rect, radius: Double) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    cairo_new_path(context)
    guard r > 0 else {
      cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
    cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
    cairo_arc(context, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
    cairo_arc(context, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
  }

  func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    setColor(color)
    roundedRectPath(rect, radius: radius)
    cairo_fill(context)
  }

  /// Strokes inside `rect`'s edge (as CALayer borders do).
  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double = 0, dash: [Double] = []) {
    guard color.alpha > 0, width > 0 else { return }
    let inset = width / 2
    let inner = Rect(
      x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - width), height: max(0, rect.height - width))
    setColor(color)
    cairo_set_line_width(context, width)
    setDash(dash)
    roundedRectPath(inner, radius: max(0, radius - inset))
    cairo_stroke(context)
    setDash([])
  }

  func setDash(_ dash: [Double]) {
    cairo_set_dash(context, dash, Int32(dash.count), 0)
  }

  func line(_ from: Point, _ to: Point, _ color: Color, width: Double = 1, dash: [Double] = []) {
    setColor(color)
    cairo_set_line_width(context, width)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    setDash(dash)
    var a = from
    var b = to
    if from.x == to.x {
      a.x = crisp(from.x, width: width)
      b.x = a.x
    }
    if from.y == to.y {
      a.y = crisp(from.y, width: width)
      b.y = a.y
    }
    cairo_new_path(context)
    cairo_move_to(context, a.x, a.y)
    cairo_line_to(context, b.x, b.y)
    cairo_stroke(context)
    setDash([])
  }

  func circle(_ center: Point, radius: Double, _ color: Color) {
    setColor(color)
    cairo_new_path(context)
    cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_fill(context)
  }

  func save() { cairo_save(context) }
  func restore() { cairo_restore(context) }
  func clip(_ rect: Rect, radius: Double = 0) {
    roundedRectPath(rect, radius: radius)
    cairo_clip(context)
  }

  /// Draws laid-out text with its top-left at `origin`, from the same glyph runs the layout measured.
  func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    setColor(color)
    for line in layout.lines {
      for run in line.runs where !run.glyphs.isEmpty {
        guard let face = fonts.face(for: run.face) else { continue }
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, run.size)
        var glyphs = [cairo_glyph_t]()
        glyphs.reserveCapacity(run.glyphs.count)
        for (glyph, position) in zip(run.glyphs, run.positions) {
          glyphs.append(
            cairo_glyph_t(
              index: UInt(glyph), x: origin.x + line.x + position.x, y: origin.y + line.baseline + position.y))
        }
        cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
      }
    }
  }

  /// Draws a PNG file into `rect` according to UIKit's content mode.
  func image(_ path: String, in rect: Rect, contentMode: String?) throws(RenderError) {
    guard let image = cairo_image_surface_create_from_png(path), cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
      throw .unreadableImage("cannot read the PNG image \(path)")
    }
    defer { cairo_surface_destroy(image) }
    let width = Double(cairo_image_surface_get_width(image))
    let height = Double(cairo_image_surface_get_height(image))
    guard width > 0, height > 0 else { return }
    var sx = rect.width / width
    var sy = rect.height / height
    switch contentMode ?? "scaleToFill" {
    case "scaleAspectFit": sx = min(sx, sy); sy = sx
    case "scaleAspectFill": sx = max(sx, sy); sy = sx
    case "center", "top", "bottom", "left", "right": sx = 1; sy = 1
    default: break
    }
    var x = rect.minX + (rect.width - width * sx) / 2
    var y = rect.minY + (rect.height - height * sy) / 2
    switch contentMode {
    case "top": y = rect.minY
    case "bottom": y = rect.maxY - height
    case "left": x = rect.minX
    case "right": x = rect.maxX - width
    default: break
    }
    save()
    clip(rect)
    cairo_translate(context, x, y)
    cairo_scale(context, sx, sy)
    cairo_set_source_surface(context, image, 0, 0)
    cairo_paint(context)
    restore()
  }
}

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
      guard let library = state.library, FT_New_Face(library, font.path, FT_Long(font.index), &face) == 0, let face,
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
      else { return nil }
      state.faces[font] = cairoFace
      return cairoFace
    }
  }
}
