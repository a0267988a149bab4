import CPlumbCairo
import CPlumbPoppler
import CPlumbRsvg
import Synchronization

/// A PDF (its first page, with poppler) or SVG (with librsvg) opened from bytes: its size in points, and
/// rasterised into a cairo image surface at any pixel size. The size is known before anything is drawn, so it
/// is checked against the limits first. Shared between threads: every use of the C object holds `lock`.
final class VectorDocument: @unchecked Sendable {
  private enum Backing {
    case pdf(document: OpaquePointer, page: OpaquePointer)
    case svg(UnsafeMutablePointer<RsvgHandle>)
  }

  private let backing: Backing
  private let lock = Mutex(())
  /// Size in points (PDF page size; SVG width and height, or its view box when it has neither).
  let width: Double
  let height: Double

  /// poppler is not documented as safe to use from several threads at once, even on different documents.
  private static let popplerLock = Mutex(())

  init(bytes: [UInt8], format: AssetImage.Format, path: String, limits: AssetLimits) throws(AssetError) {
    var error: UnsafeMutablePointer<GError>?
    switch format {
    case .pdf:
      let opened = Self.popplerLock.withLock { _ -> PopplerPage? in
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else { return nil }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0)
        else {
          g_object_unref(UnsafeMutableRawPointer(document))
          return nil
        }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        return PopplerPage(document: document, page: page, width: width, height: height)
      }
      guard let (document, page, width, height) = opened.map({ ($0.document, $0.page, $0.width, $0.height) })
      else {
        throw .malformed(path: path, reason: error != nil ? GLibError.take(&error) : "the PDF has no pages")
      }
      backing = .pdf(document: document, page: page)
      self.width = width
      self.height = height
    case .svg:
      let elements = SVGComplexity.elementCount(bytes, limit: limits.maximumSVGElements)
      guard elements <= limits.maximumSVGElements else {
        throw .tooLarge(
          path: path, limit: "maximumSVGElements",
          detail:
            "the SVG draws more than \(limits.maximumSVGElements) elements (counting what each <use> draws)")
      }
      let handle = bytes.withUnsafeBufferPointer {
        rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
      }
      guard let handle else { throw .malformed(path: path, reason: GLibError.take(&error)) }
      var width = 0.0
      var height = 0.0
      if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else {
          g_object_unref(UnsafeMutableRawPointer(handle))
          throw .malformed(
            path: path, reason: "the SVG has neither an absolute width and height nor a viewBox, so no size")
        }
        width = viewBox.width
        height = viewBox.height
      }
      backing = .svg(handle)
      self.width = width
      self.height = height
    case .png, .jpeg:
      throw .unsupported(path: path, reason: "not a vector image")
    }
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .malformed(path: path, reason: "its size (\(width)×\(height) points) is empty")
    }
  }

  deinit {
    switch backing {
    case .pdf(let document, let page):
      Self.popplerLock.withLock { _ in
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
      }
    case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
    }
  }

  /// The document drawn to fill `pixelWidth` × `pixelHeight` pixels (stretched when the aspect differs, as a
  /// view's `scaleToFill` would; callers pass the size it is drawn at).
  func rasterise(pixelWidth: Int, pixelHeight: Int, path: String) throws(AssetError) -> (
    width: Int, height: Int, pixels: [UInt8]
  ) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { throw .tooLarge(path: path, limit: "maximumPixels", detail: "cairo could not make the surface") }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      throw .tooLarge(path: path, limit: "maximumPixels", detail: "cairo could not make the surface")
    }
    defer { cairo_destroy(context) }
    cairo_scale(context, Double(pixelWidth) / width, Double(pixelHeight) / height)
    let failure: String? = lock.withLock { _ in
      switch backing {
      case .pdf(_, let page):
        Self.popplerLock.withLock { _ in poppler_page_render(page, context) }
        return nil
      case .svg(let handle):
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        return rsvg_handle_render_document(handle, context, &viewport, &error) != 0
          ? nil : GLibError.take(&error)
      }
    }
    if let failure { throw .malformed(path: path, reason: failure) }
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .malformed(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    return Surface.pixels(of: surface)
  }
}

/// A poppler document and its first page, carried out of the lock that opened them.
private struct PopplerPage: @unchecked Sendable {
  var document: OpaquePointer
  var page: OpaquePointer
  var width: Double
  var height: Double
}
