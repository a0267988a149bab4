import CPlumbCairo
import CPlumbGdkPixbuf
import CPlumbZlib
import Foundation
import PlumbResources
import Synchronization

/// A temporary folder in which a test writes asset catalogs: `Contents.json` files encoded from values, PNGs
/// and PDFs drawn with cairo, SVGs as text. Removed when the fixture is released.
final class CatalogFixture {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "plumb-resources-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// `relative` under the fixture's folder.
  func path(_ relative: String) -> String { folder + "/" + relative }

  /// Writes `bytes` at `relative`, making its folders.
  func write(_ relative: String, _ bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func write(_ relative: String, text: String) throws { try write(relative, Array(text.utf8)) }

  /// Writes `value` as pretty-printed JSON with sorted keys (as Xcode's files look).
  func write(_ relative: String, json value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try write(relative, Array(try encoder.encode(value)))
  }

  /// Makes a folder at `relative`.
  func folder(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
  }

  /// An index over `catalogs` (relative paths) that collects its diagnostics.
  func index(_ catalogs: [String], limits: AssetLimits = AssetLimits()) -> (AssetCatalogIndex, Diagnostics) {
    let diagnostics = Diagnostics()
    let index = AssetCatalogIndex(
      catalogs: catalogs.map(path), limits: limits, diagnostic: { diagnostics.append($0) })
    return (index, diagnostics)
  }

  /// The diagnostics' text with the fixture's folder replaced by `$F`.
  func shown(_ diagnostics: Diagnostics) -> [String] {
    diagnostics.all.map { $0.description.replacingOccurrences(of: folder, with: "$F") }
  }
}

/// Diagnostics collected from an index.
final class Diagnostics: Sendable {
  private let storage = Mutex<[ResourceDiagnostic]>([])
  func append(_ diagnostic: ResourceDiagnostic) { storage.withLock { $0.append(diagnostic) } }
  var all: [ResourceDiagnostic] { storage.withLock { $0 } }
}

// MARK: Contents.json values

struct Appearance: Encodable {
  var appearance = "luminosity"
  var value: String
  static let dark = [Appearance(value: "dark")]
  static let light = [Appearance(value: "light")]
}

struct ImageEntry: Encodable {
  var idiom = "universal"
  var filename: String?
  var scale: String?
  var appearances: [Appearance]?
  var resizing: Resizing?

  struct Resizing: Encodable {
    var mode: String
    var center: Center?
    var capInsets: Insets?
    enum CodingKeys: String, CodingKey {
      case mode, center
      case capInsets = "cap-insets"
    }
  }
  struct Center: Encodable {
    var mode: String
    var width: Double?
    var height: Double?
  }
  struct Insets: Encodable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }
}

struct ImageSet: Encodable {
  var images: [ImageEntry]
  var info = Info()
  var properties: Properties?

  struct Properties: Encodable {
    var templateRenderingIntent: String?
    var preservesVectorRepresentation: Bool?
    enum CodingKeys: String, CodingKey {
      case templateRenderingIntent = "template-rendering-intent"
      case preservesVectorRepresentation = "preserves-vector-representation"
    }
  }
}

struct Info: Encodable {
  var author = "xcode"
  var version = 1
}

struct ColorEntry: Encodable {
  var idiom = "universal"
  var appearances: [Appearance]?
  var color: Color

  struct Color: Encodable {
    var colorSpace: String?
    var components: [String: String]?
    var platform: String?
    var reference: String?
    enum CodingKeys: String, CodingKey {
      case colorSpace = "color-space"
      case components, platform, reference
    }
  }
}

struct ColorSet: Encodable {
  var colors: [ColorEntry]
  var info = Info()
}

struct GroupContents: Encodable {
  var info = Info()
  var properties: Properties?
  struct Properties: Encodable {
    var providesNamespace: Bool
    enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
  }
  static let namespace = GroupContents(properties: Properties(providesNamespace: true))
}

// MARK: Images made with cairo

enum Drawn {
  /// A PNG of `width` × `height` whose pixel (x, y) is `pixel(x, y)`, a premultiplied ARGB word.
  static func png(width: Int, height: Int, pixel: (Int, Int) -> UInt32) -> [UInt8] {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return []
    }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride)
        for x in 0..<width { row.storeBytes(of: pixel(x, y), toByteOffset: x * 4, as: UInt32.self) }
      }
    }
    cairo_surface_mark_dirty(surface)
    return written { cairo_surface_write_to_png_stream(surface, writeBytes, $0) }
  }

  /// A one-page PDF of `width` × `height` points, drawn by `draw` into its cairo context.
  static func pdf(width: Double, height: Double, draw: (OpaquePointer) -> Void) -> [UInt8] {
    written { closure in
      guard let surface = cairo_pdf_surface_create_for_stream(writeBytes, closure, width, height) else {
        return CAIRO_STATUS_NULL_POINTER
      }
      if let context = cairo_create(surface) {
        draw(context)
        cairo_destroy(context)
      }
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      cairo_surface_destroy(surface)
      return status
    }
  }

  private static func written(_ body: (UnsafeMutableRawPointer) -> cairo_status_t) -> [UInt8] {
    let sink = ByteSink()
    let status = withExtendedLifetime(sink) { body(Unmanaged.passUnretained(sink).toOpaque()) }
    return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
  }
}

private final class ByteSink {
  var bytes: [UInt8] = []
}

private let writeBytes: cairo_write_func_t = { closure, data, length in
  guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
  let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
  sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
  return CAIRO_STATUS_SUCCESS
}

extension Drawn {
  /// A JPEG (quality 100) of `width` × `height` whose pixel (x, y) is `pixel(x, y)` as (red, green, blue).
  static func jpeg(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
    guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)),
      let data = gdk_pixbuf_get_pixels(pixbuf)
    else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    for y in 0..<height {
      for x in 0..<width {
        let (red, green, blue) = pixel(x, y)
        data[y * stride + x * 3] = red
        data[y * stride + x * 3 + 1] = green
        data[y * stride + x * 3 + 2] = blue
      }
    }
    var buffer: UnsafeMutablePointer<gchar>?
    var size: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    var keys: [UnsafeMutablePointer<CChar>?] = [strdup("quality"), nil]
    var values: [UnsafeMutablePointer<CChar>?] = [strdup("100"), nil]
    defer {
      free(keys[0])
      free(values[0])
    }
    guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error) != 0, let buffer
    else { return [] }
    defer { g_free(buffer) }
    return UnsafeRawBufferPointer(start: buffer, count: Int(size)).map { $0 }
  }
}

extension Drawn {
  /// An Apple iPhone-optimised PNG (`CgBI`): `rows` of premultiplied BGRA bytes (4 × width each), the rows
  /// filtered with `filters` in turn (0 none, 1 sub, 2 up, 3 average, 4 Paeth), deflated without a zlib header.
  static func cgbi(width: Int, rows: [[UInt8]], filters: [UInt8]) -> [UInt8] {
    var filtered: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: width * 4)
    for (index, row) in rows.enumerated() {
      let filter = filters[index % filters.count]
      filtered.append(filter)
      for x in 0..<row.count {
        let left = x >= 4 ? Int(row[x - 4]) : 0
        let up = Int(previous[x])
        let upLeft = x >= 4 ? Int(previous[x - 4]) : 0
        let estimate = left + up - upLeft
        let paeth =
          abs(estimate - left) <= abs(estimate - up) && abs(estimate - left) <= abs(estimate - upLeft)
          ? left : abs(estimate - up) <= abs(estimate - upLeft) ? up : upLeft
        let predictor = [0, left, up, (left + up) / 2, paeth][Int(filter)]
        filtered.append(UInt8(truncatingIfNeeded: Int(row[x]) - predictor))
      }
      previous = row
    }
    var stream = z_stream()
    guard
      deflateInit2_(
        &stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { return [] }
    var deflated = [UInt8](repeating: 0, count: filtered.count + 1024)
    let produced = filtered.withUnsafeMutableBufferPointer { input in
      deflated.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = uInt(output.count)
        _ = deflate(&stream, Z_FINISH)
        return output.count - Int(stream.avail_out)
      }
    }
    deflateEnd(&stream)
    func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      bigEndian(data.count) + Array(type.utf8) + data + [0, 0, 0, 0]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("CgBI", [0x50, 0x00, 0x20, 0x02])
      + chunk("IHDR", bigEndian(width) + bigEndian(rows.count) + [8, 6, 0, 0, 0])
      + chunk("IDAT", Array(deflated.prefix(produced))) + chunk("IEND", [])
  }
}
