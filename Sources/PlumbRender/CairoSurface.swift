internal import CPlumbCairo
import Foundation
import PlumbLayout
import PlumbResources
import PlumbText
import Synchronization

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

/// A cairo drawing surface in points, producing PNG or PDF bytes in memory (SVG is `SVGSurface`'s).
final class CairoSurface: DrawingSurface {
  /// The files Cairo writes for Plumb.
  enum Format: String {
    case png, pdf
  }

  let format: Format
  let scale: Double
  let size: Size
  private let sink = ByteSink()
  private let surface: OpaquePointer
  private let context: OpaquePointer
  private let fonts: GlyphFaces
  /// Records every cairo call when set (Renderer.cairoCalls); nil on the normal path, where it costs one test.
  private let trace: CairoTrace?
  /// Reused for every glyph run, so drawing text allocates once per canvas rather than once per run.
  private var glyphs: [cairo_glyph_t] = []
  private let maximumPixels: Int

  init(
    size: Size, scale: Double, format: Format, fonts: GlyphFaces,
    maximumPixels: Int = PixelLimits.defaultMaximumPixels, trace: CairoTrace? = nil
  ) throws(RenderError) {
    self.maximumPixels = maximumPixels
    self.format = format
    self.scale = scale
    self.size = size
    self.fonts = fonts
    self.trace = trace
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let created: OpaquePointer?
    switch format {
    case .png:
      let width = Int32((size.width * scale).rounded())
      let height = Int32((size.height * scale).rounded())
      trace?.call("image_surface_create", CAIRO_FORMAT_ARGB32.rawValue, width, height)
      created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    case .pdf:
      trace?.call("pdf_surface_create", size.width, size.height)
      created = cairo_pdf_surface_create_for_stream(writeToSink, closure, size.width, size.height)
      if let created {
        // Fixed metadata so the same document gives the same bytes (cairo writes the current time otherwise).
        let metadata = [
          (CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z"),
          (CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z"),
          (CAIRO_PDF_METADATA_CREATOR, "Plumb"),
        ]
        for (key, value) in metadata {
          trace?.call("pdf_surface_set_metadata", key.rawValue, value)
          cairo_pdf_surface_set_metadata(created, key, value)
        }
      }
    }
    guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS,
      let context = cairo_create(created)
    else {
      throw .cairo(
        "cairo could not create a \(format.rawValue) surface of \(size.width)×\(size.height) pt at @\(scale)x"
      )
    }
    surface = created
    self.context = context
    if format == .png {
      trace?.call("scale", scale, scale)
      cairo_scale(context, scale, scale)
    }
    if let options = cairo_font_options_create() {
      trace?.call(
        "set_font_options", CAIRO_ANTIALIAS_GRAY.rawValue, CAIRO_HINT_STYLE_NONE.rawValue,
        CAIRO_HINT_METRICS_OFF.rawValue)
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
    trace?.call("surface_flush")
    cairo_surface_flush(surface)
    if format == .png {
      // Our own writer rather than cairo's, to choose the compression (see PNGEncoder).
      trace?.call("write_png")
      guard let png = try PixelImage.pngData(surface: surface, compression: .small) else {
        throw .cairo("cairo could not draw the image")
      }
      return png
    } else {
      trace?.call("surface_finish")
      cairo_surface_finish(surface)
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw .cairo("cairo could not finish the \(format.rawValue) document")
      }
    }
    return sink.bytes
  }

  // MARK: Primitives

  func setColor(_ color: Color) {
    trace?.call("set_source_rgba", color.red, color.green, color.blue, color.alpha)
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  func roundedRectPath(_ rect: Rect, radius: Double) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    newPath()
    guard r > 0 else {
      trace?.call("rectangle", rect.minX, rect.minY, rect.width, rect.height)
      cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    trace?.call("new_sub_path")
    cairo_new_sub_path(context)
    arc(rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
    arc(rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
    arc(rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
    arc(rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
    trace?.call("close_path")
    cairo_close_path(context)
  }

  private func newPath() {
    trace?.call("new_path")
    cairo_new_path(context)
  }

  private func arc(_ x: Double, _ y: Double, _ radius: Double, _ from: Double, _ to: Double) {
    trace?.call("arc", x, y, radius, from, to)
    cairo_arc(context, x, y, radius, from, to)
  }

  private func fill() {
    trace?.call("fill")
    cairo_fill(context)
  }

  private func stroke() {
    trace?.call("stroke")
    cairo_stroke(context)
  }

  private func setLineWidth(_ width: Double) {
    trace?.call("set_line_width", width)
    cairo_set_line_width(context, width)
  }

  private func setLineCap(_ cap: cairo_line_cap_t) {
    trace?.call("set_line_cap", cap.rawValue)
    cairo_set_line_cap(context, cap)
  }

  private func segment(_ a: Point, _ b: Point) {
    newPath()
    trace?.call("move_to", a.x, a.y)
    cairo_move_to(context, a.x, a.y)
    trace?.call("line_to", b.x, b.y)
    cairo_line_to(context, b.x, b.y)
  }

  func fill(_ rect: Rect, _ color: Color, radius: Double) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    setColor(color)
    roundedRectPath(rect, radius: radius)
    fill()
  }

  /// Strokes inside `rect`'s edge (as CALayer borders do).
  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double, dash: [Double]) {
    guard color.alpha > 0, width > 0 else { return }
    let inset = width / 2
    let inner = Rect(
      x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - width),
      height: max(0, rect.height - width))
    setColor(color)
    setLineWidth(width)
    setDash(dash)
    roundedRectPath(inner, radius: max(0, radius - inset))
    stroke()
    setDash([])
  }

  /// Sets a dash pattern starting at offset 0 (`[]`: solid).
  func setDash(_ dash: [Double]) {
    trace?.setDash(dash)
    cairo_set_dash(context, dash, Int32(dash.count), 0)
  }

  func line(_ from: Point, _ to: Point, _ color: Color, width: Double, dash: [Double]) {
    setColor(color)
    setLineWidth(width)
    setLineCap(CAIRO_LINE_CAP_BUTT)
    setDash(dash)
    let (a, b) = crispSegment(from, to, width: width)
    segment(a, b)
    stroke()
    setDash([])
  }

  /// A line with round caps, not snapped to pixels and leaving the dash alone (an activity indicator's spoke).
  func roundLine(_ from: Point, _ to: Point, width: Double) {
    setLineWidth(width)
    setLineCap(CAIRO_LINE_CAP_ROUND)
    segment(from, to)
    stroke()
  }

  func circle(_ center: Point, radius: Double, _ color: Color) {
    setColor(color)
    newPath()
    arc(center.x, center.y, radius, 0, 2 * Double.pi)
    fill()
  }

  func translate(dx: Double, dy: Double) {
    trace?.call("translate", dx, dy)
    cairo_translate(context, dx, dy)
  }

  /// Groups only name parts of an SVG; a PNG has no structure and the PDF stays as Cairo draws it.
  func beginGroup(id: String, classes: [String], title: String?) {}

  func endGroup() {}

  func save() {
    trace?.call("save")
    cairo_save(context)
  }

  func restore() {
    trace?.call("restore")
    cairo_restore(context)
  }

  func clip(_ rect: Rect, radius: Double) {
    roundedRectPath(rect, radius: radius)
    trace?.call("clip")
    cairo_clip(context)
  }

  /// Draws laid-out text with its top-left at `origin`, from the same glyph runs the layout measured.
  func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    setColor(color)
    for line in layout.lines {
      for run in line.runs where !run.glyphs.isEmpty {
        guard let face = fonts.face(for: run.face) else { continue }
        trace?.fontFace(run.face)
        cairo_set_font_face(context, face)
        trace?.call("set_font_size", run.size)
        cairo_set_font_size(context, run.size)
        glyphs.removeAll(keepingCapacity: true)
        for (glyph, position) in zip(run.glyphs, run.positions) {
          glyphs.append(
            cairo_glyph_t(
              index: UInt(glyph), x: origin.x + line.x + position.x, y: origin.y + line.baseline + position.y)
          )
        }
        trace?.showGlyphs(glyphs)
        cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
      }
    }
  }

  /// Draws a PNG file into `rect` according to UIKit's content mode.
  func image(_ path: String, in rect: Rect, contentMode: String?) throws(RenderError) {
    // The header's size is checked before cairo decodes: a 33-byte file can claim 2^31 pixels on a side.
    if let header = Self.pngSize(path) {
      if let problem = PixelLimits.problem(
        width: Double(header.width), height: Double(header.height), maximumPixels: maximumPixels, unit: "px")
      {
        throw .tooLarge("the PNG image \(path) is too large to draw: \(problem)")
      }
    }
    trace?.call("image_surface_create_from_png", path)
    guard let image = cairo_image_surface_create_from_png(path),
      cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
    else {
      throw .unreadableImage("cannot read the PNG image \(path)")
    }
    defer {
      trace?.call("surface_destroy")
      cairo_surface_destroy(image)
    }
    let width = Double(cairo_image_surface_get_width(image))
    let height = Double(cairo_image_surface_get_height(image))
    guard width > 0, height > 0 else { return }
    let placement = ImagePlacement(width: width, height: height, in: rect, contentMode: contentMode)
    save()
    clip(rect)
    translate(dx: placement.x, dy: placement.y)
    trace?.call("scale", placement.scaleX, placement.scaleY)
    cairo_scale(context, placement.scaleX, placement.scaleY)
    trace?.call("set_source_surface", 0.0, 0.0)
    cairo_set_source_surface(context, image, 0, 0)
    trace?.call("paint")
    cairo_paint(context)
    restore()
  }
}

extension CairoSurface {
  /// A PNG file's width and height from its header, without decoding it.
  static func pngSize(_ path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 24) else { return nil }
    return PixelImage.pngSize([UInt8](data))
  }
}

extension CairoSurface {
  func raster(_ image: RasterImage, pointSize: Size, source: Rect, destination: Rect, clip: Rect) {
    guard image.width > 0, image.height > 0, pointSize.width > 0, pointSize.height > 0, source.width > 0,
      source.height > 0, let surface = Self.surface(image)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let pixelsX = Double(image.width) / pointSize.width
    let pixelsY = Double(image.height) / pointSize.height
    save()
    self.clip(clip)
    self.clip(destination)
    translate(dx: destination.minX, dy: destination.minY)
    let scaleX = destination.width / (source.width * pixelsX)
    let scaleY = destination.height / (source.height * pixelsY)
    trace?.call("scale", scaleX, scaleY)
    cairo_scale(context, scaleX, scaleY)
    trace?.call("set_source_surface", -source.minX * pixelsX, -source.minY * pixelsY)
    cairo_set_source_surface(context, surface, -source.minX * pixelsX, -source.minY * pixelsY)
    trace?.call("paint")
    cairo_paint(context)
    restore()
  }

  /// A cairo image surface holding a copy of the pixels, row by row at cairo's own stride.
  static func surface(_ image: RasterImage) -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { return nil }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      for row in 0..<image.height {
        (data + row * stride).update(from: base + row * image.stride, count: image.stride)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
