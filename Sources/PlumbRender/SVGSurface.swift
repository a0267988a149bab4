internal import CPlumbCairo
import Foundation
import PlumbLayout
import PlumbResources
import PlumbText

/// Writes an SVG document itself, element by element, so the file has structure: views and marks as `<g>` groups
/// with ids, classes and `<title>`s, text as `<text>` naming its font, shapes as `<rect>`, `<line>`, `<circle>`.
///
/// The output depends only on the drawing calls: numbers are written with at most three decimals, clip ids are
/// numbered in document order and group ids are made unique in the order they come, so the same drawing gives
/// the same bytes in any process. Geometry is the one Cairo gets for PNG, pixel snapping included.
final class SVGSurface: DrawingSurface {
  let size: Size
  let scale: Double
  private var body = ""
  /// What `restore` and `endGroup` close, innermost last.
  private var stack: [Entry] = []
  /// Open `<g>` elements (the indentation depth below `<svg>`).
  private var openElements = 0
  private var color = Color(hex: 0x000000)
  private var usedIDs: Set<String> = []
  private var clips = 0
  private var finished: [UInt8]?
  /// The most pixels an embedded PNG may have: it is decoded once to check that it is whole.
  private let maximumPixels: Int

  private enum Entry {
    /// A `save`, with the colour to restore.
    case saved(Color)
    /// An element `</g>` closes: a clip, a translation or a named group.
    case element(isGroup: Bool)
  }

  init(size: Size, scale: Double, maximumPixels: Int = PixelLimits.defaultMaximumPixels) {
    self.size = size
    self.scale = scale
    self.maximumPixels = maximumPixels
    body.reserveCapacity(16_384)
    body += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    body +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
    body += " width=\"\(Self.number(size.width))pt\" height=\"\(Self.number(size.height))pt\""
    body += " viewBox=\"0 0 \(Self.number(size.width)) \(Self.number(size.height))\">\n"
  }

  func finish() throws(RenderError) -> [UInt8] {
    if let finished { return finished }
    while openElements > 0 { close() }
    stack.removeAll()
    body += "</svg>\n"
    let bytes = Array(body.utf8)
    finished = bytes
    return bytes
  }

  // MARK: Shapes

  func setColor(_ color: Color) { self.color = color }

  func fill(_ rect: Rect, _ color: Color, radius: Double) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    self.color = color
    startElement("rect")
    rectAttributes(rect, radius: radius)
    paint("fill", color)
    body += "/>\n"
  }

  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double, dash: [Double]) {
    guard color.alpha > 0, width > 0 else { return }
    self.color = color
    let inset = width / 2
    let inner = Rect(
      x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - width),
      height: max(0, rect.height - width))
    let r = Self.cornerRadius(max(0, radius - inset), inner)
    // A dashed rounded outline starts where Cairo's path starts (the top edge's right end), so the dashes fall
    // in the same places; an empty rectangle is not drawn by <rect> but is stroked by Cairo.
    if (r > 0 && !dash.isEmpty) || inner.width == 0 || inner.height == 0 {
      startElement("path")
      body += " d=\"\(Self.outline(inner, radius: r))\""
    } else {
      startElement("rect")
      rectAttributes(inner, radius: r)
    }
    body += " fill=\"none\""
    strokeAttributes(color, width: width, dash: dash)
    body += "/>\n"
  }

  func line(_ from: Point, _ to: Point, _ color: Color, width: Double, dash: [Double]) {
    self.color = color
    let (a, b) = crispSegment(from, to, width: width)
    segment(a, b)
    strokeAttributes(color, width: width, dash: dash)
    body += "/>\n"
  }

  func roundLine(_ from: Point, _ to: Point, width: Double) {
    segment(from, to)
    strokeAttributes(color, width: width, dash: [])
    body += " stroke-linecap=\"round\"/>\n"
  }

  func circle(_ center: Point, radius: Double, _ color: Color) {
    self.color = color
    startElement("circle")
    attribute("cx", center.x)
    attribute("cy", center.y)
    attribute("r", radius)
    paint("fill", color)
    body += "/>\n"
  }

  // MARK: State and structure

  func save() { stack.append(.saved(color)) }

  func restore() {
    guard stack.contains(where: { if case .saved = $0 { true } else { false } }) else { return }
    while let entry = stack.popLast() {
      switch entry {
      case .saved(let saved):
        color = saved
        return
      case .element:
        close()
      }
    }
  }

  func clip(_ rect: Rect, radius: Double) {
    clips += 1
    var id = "clip-\(clips)"
    while usedIDs.contains(id) {
      clips += 1
      id = "clip-\(clips)"
    }
    usedIDs.insert(id)
    startElement("clipPath")
    body += " id=\"\(id)\"><rect"
    rectAttributes(rect, radius: radius)
    body += "/></clipPath>\n"
    open("<g clip-path=\"url(#\(id))\">", isGroup: false)
  }

  func translate(dx: Double, dy: Double) {
    open("<g transform=\"translate(\(Self.number(dx)) \(Self.number(dy)))\">", isGroup: false)
  }

  func beginGroup(id: String, classes: [String], title: String?) {
    var tag = "<g id=\"\(uniqueID(Self.xmlID(id)))\""
    let names = classes.map(Self.xmlID).filter { !$0.isEmpty }
    if !names.isEmpty { tag += " class=\"\(names.joined(separator: " "))\"" }
    tag += ">"
    open(tag, isGroup: true)
    if let title {
      startElement("title")
      body += ">"
      Self.escape(title, into: &body)
      body += "</title>\n"
    }
  }

  func endGroup() {
    guard stack.contains(where: { if case .element(isGroup: true) = $0 { true } else { false } }) else {
      return
    }
    while let entry = stack.popLast() {
      guard case .element(let isGroup) = entry else { continue }
      close()
      if isGroup { return }
    }
  }

  // MARK: Text and images

  func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    self.color = color
    for line in layout.lines {
      let scalars = Array(line.text.unicodeScalars)
      var pen = 0.0
      for run in line.runs {
        let left = origin.x + line.x + pen
        pen += run.width
        let lower = min(max(0, run.characters.lowerBound), scalars.count)
        let upper = min(max(lower, run.characters.upperBound), scalars.count)
        guard !run.glyphs.isEmpty, lower < upper else { continue }
        var characters = String.UnicodeScalarView()
        characters.append(contentsOf: scalars[lower..<upper])
        startElement("text")
        // A right-to-left run starts at its right edge; the viewer orders its characters as the shaper did.
        attribute("x", run.isRightToLeft ? left + run.width : left)
        attribute("y", origin.y + line.baseline)
        body += " font-family=\""
        Self.escape(Self.fontFamily(run.face.family), into: &body)
        body += "\""
        attribute("font-size", run.size)
        let (weight, style) = Self.weightAndStyle(run.face.style)
        body += " font-weight=\"\(weight)\" font-style=\"\(style)\""
        if run.width > 0 { attribute("textLength", run.width) }
        if run.isRightToLeft { body += " direction=\"rtl\" unicode-bidi=\"embed\"" }
        body += " xml:space=\"preserve\""
        paint("fill", color)
        body += ">"
        Self.escape(String(characters), into: &body)
        body += "</text>\n"
      }
    }
  }

  func image(_ path: String, in rect: Rect, contentMode: String?) throws(RenderError) {
    // The header's size is checked against the pixel limit before the image is decoded, as for PNG and PDF.
    if let header = CairoSurface.pngSize(path) {
      if let problem = PixelLimits.problem(
        width: Double(header.width), height: Double(header.height), maximumPixels: maximumPixels, unit: "px")
      {
        throw .tooLarge("the PNG image \(path) is too large to draw: \(problem)")
      }
    }
    // A whole PNG within the pixel limit is smaller than its raw pixels plus room for its other chunks.
    let (bytes, overflow) = maximumPixels.multipliedReportingOverflow(by: 4)
    let data: [UInt8]
    do { data = try InputFile.read(path, maximumBytes: overflow ? Int.max : bytes + (1 << 20)) } catch {
      guard case .tooLarge(let size, _) = error else {
        throw .unreadableImage("cannot read the PNG image \(path)")
      }
      throw .tooLarge("the PNG image \(path) is too large to embed: \(size) bytes, more than its pixels need")
    }
    guard let (width, height) = Self.pngSize(data) else {
      throw .unreadableImage("cannot read the PNG image \(path)")
    }
    guard width > 0, height > 0 else { return }
    let placement = ImagePlacement(width: width, height: height, in: rect, contentMode: contentMode)
    save()
    clip(rect)
    startElement("image")
    attribute("x", placement.x)
    attribute("y", placement.y)
    attribute("width", width * placement.scaleX)
    attribute("height", height * placement.scaleY)
    body += " preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
    body += Data(data).base64EncodedString()
    body += "\"/>\n"
    restore()
  }

  func raster(_ image: RasterImage, pointSize: Size, source: Rect, destination: Rect, clip: Rect) {
    guard image.width > 0, image.height > 0, pointSize.width > 0, pointSize.height > 0, source.width > 0,
      source.height > 0, let png = try? Self.pngData(image)
    else { return }
    let scaleX = destination.width / source.width
    let scaleY = destination.height / source.height
    save()
    self.clip(clip)
    self.clip(destination)
    startElement("image")
    attribute("x", destination.minX - source.minX * scaleX)
    attribute("y", destination.minY - source.minY * scaleY)
    attribute("width", pointSize.width * scaleX)
    attribute("height", pointSize.height * scaleY)
    body += " preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
    body += Data(png).base64EncodedString()
    body += "\"/>\n"
    restore()
  }

  /// Premultiplied native-endian ARGB pixels as a PNG, made straight as `PixelImage` makes a cairo surface's.
  static func pngData(_ image: RasterImage) throws(RenderError) -> [UInt8] {
    guard let surface = CairoSurface.surface(image) else {
      throw .cairo("cannot hold a \(image.width)×\(image.height) image")
    }
    defer { cairo_surface_destroy(surface) }
    guard let pixels = PixelImage(surface: surface) else {
      throw .cairo("cannot read a \(image.width)×\(image.height) image")
    }
    return try pixels.pngData()
  }

  /// The pixel size of a PNG file Cairo can decode (what the PNG and PDF renders require), or nil.
  static func pngSize(_ bytes: [UInt8]) -> (Double, Double)? {
    let source = ByteSource(bytes)
    let closure = Unmanaged.passUnretained(source).toOpaque()
    guard let image = cairo_image_surface_create_from_png_stream(readFromSource, closure) else { return nil }
    defer { cairo_surface_destroy(image) }
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return nil }
    return (Double(cairo_image_surface_get_width(image)), Double(cairo_image_surface_get_height(image)))
  }

  // MARK: Writing

  private func indent() {
    body += String(repeating: " ", count: openElements + 1)
  }

  private func startElement(_ name: String) {
    indent()
    body += "<"
    body += name
  }

  private func open(_ tag: String, isGroup: Bool) {
    indent()
    body += tag
    body += "\n"
    openElements += 1
    stack.append(.element(isGroup: isGroup))
  }

  private func close() {
    guard openElements > 0 else { return }
    openElements -= 1
    indent()
    body += "</g>\n"
  }

  private func attribute(_ name: String, _ value: Double) {
    body += " "
    body += name
    body += "=\""
    body += Self.number(value)
    body += "\""
  }

  private func rectAttributes(_ rect: Rect, radius: Double) {
    attribute("x", rect.minX)
    attribute("y", rect.minY)
    attribute("width", rect.width)
    attribute("height", rect.height)
    let r = Self.cornerRadius(radius, rect)
    if r > 0 { attribute("rx", r) }
  }

  private func segment(_ a: Point, _ b: Point) {
    startElement("line")
    attribute("x1", a.x)
    attribute("y1", a.y)
    attribute("x2", b.x)
    attribute("y2", b.y)
  }

  /// `fill` or `stroke` and its opacity.
  private func paint(_ property: String, _ color: Color) {
    body += " \(property)=\"\(Self.hex(color))\""
    if color.alpha < 1 { body += " \(property)-opacity=\"\(Self.number(max(0, color.alpha)))\"" }
  }

  private func strokeAttributes(_ color: Color, width: Double, dash: [Double]) {
    paint("stroke", color)
    attribute("stroke-width", width)
    if !dash.isEmpty { body += " stroke-dasharray=\"\(dash.map(Self.number).joined(separator: " "))\"" }
  }

  /// `id` made unique in the document by a `-2`, `-3`… suffix, in the order ids are asked for.
  private func uniqueID(_ id: String) -> String {
    var candidate = id
    var suffix = 1
    while usedIDs.contains(candidate) {
      suffix += 1
      candidate = "\(id)-\(suffix)"
    }
    usedIDs.insert(candidate)
    return candidate
  }

  // MARK: Formats

  /// `value` with at most three decimals and no trailing zeros (`12`, `0.5`, `-3.333`): a thousandth of a point
  /// is below a pixel at any scale Plumb draws, and the text stays short and stable.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    // Beyond Int64's thousandths (no drawing is that big, but a document can say so): whole points.
    guard abs(thousandths) < 9e15 else { return String(format: "%.0f", value) }
    let whole = Int64(thousandths)
    if whole == 0 { return "0" }
    let magnitude = whole.magnitude
    var text = whole < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let string = String(fraction)
      text += "." + String(repeating: "0", count: digits - string.count) + string
    }
    return text
  }

  /// `#rrggbb`.
  static func hex(_ color: Color) -> String {
    var text = "#"
    for component in [color.red, color.green, color.blue] {
      let byte = Int((min(1, max(0, component.isFinite ? component : 0)) * 255).rounded())
      text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }
    return text
  }

  /// A corner radius Cairo would draw: at most half the shorter side.
  static func cornerRadius(_ radius: Double, _ rect: Rect) -> Double {
    max(0, min(radius, rect.width / 2, rect.height / 2))
  }

  /// A rectangle's outline as path data, in Cairo's order: clockwise from the top edge's right end.
  static func outline(_ rect: Rect, radius r: Double) -> String {
    let n = number
    guard r > 0 else {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
    let arc = "A\(n(r)) \(n(r)) 0 0 1 "
    return "M\(n(rect.maxX - r)) \(n(rect.minY))\(arc)\(n(rect.maxX)) \(n(rect.minY + r))"
      + "V\(n(rect.maxY - r))\(arc)\(n(rect.maxX - r)) \(n(rect.maxY))"
      + "H\(n(rect.minX + r))\(arc)\(n(rect.minX)) \(n(rect.maxY - r))"
      + "V\(n(rect.minY + r))\(arc)\(n(rect.minX + r)) \(n(rect.minY))Z"
  }

  /// A valid XML id (and CSS class name): ASCII letters, digits, `-`, `_` and `.`, other characters as `_`,
  /// starting with a letter or `_`.
  static func xmlID(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": result.unicodeScalars.append(scalar)
      default: result += "_"
      }
    }
    if let first = result.unicodeScalars.first, !("a"..."z").contains(first), !("A"..."Z").contains(first),
      first != "_"
    {
      result = "_" + result
    }
    return result
  }

  /// Escapes text for XML content and attribute values; characters XML 1.0 cannot carry become U+FFFD.
  static func escape(_ text: String, into output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "\t": output += "&#9;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  /// A CSS `font-family` list: the face's family, quoted, then the generic family a viewer without it should use
  /// (`'Noto Sans Hebrew', sans-serif`).
  static func fontFamily(_ family: String) -> String {
    var quoted = "'"
    for character in family {
      if character == "'" || character == "\\" { quoted += "\\" }
      quoted.append(character)
    }
    let words = family.lowercased().split(separator: " ")
    if words.contains("mono") || family.lowercased().hasSuffix("mono") { return quoted + "', monospace" }
    if words.contains("serif") && !words.contains("sans") { return quoted + "', serif" }
    return quoted + "', sans-serif"
  }

  /// CSS `font-weight` and `font-style` from a face's style name (`SemiBold Italic` → 600, italic).
  static func weightAndStyle(_ styleName: String) -> (Int, String) {
    let name = styleName.lowercased().filter { $0.isLetter }
    let weights: [(String, Int)] = [
      ("thin", 100), ("hairline", 100), ("extralight", 200), ("ultralight", 200), ("semilight", 350),
      ("light", 300), ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
      ("bold", 700),
      ("medium", 500), ("black", 900), ("heavy", 900),
    ]
    let weight = weights.first { name.contains($0.0) }?.1 ?? 400
    let style = name.contains("italic") ? "italic" : name.contains("oblique") ? "oblique" : "normal"
    return (weight, style)
  }
}

/// Bytes Cairo reads a PNG from.
private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }
}

private let readFromSource: cairo_read_func_t = { closure, data, length in
  guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
  let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
  let count = Int(length)
  guard count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
  source.bytes.withUnsafeBytes { bytes in
    guard let base = bytes.baseAddress else { return }
    data.update(from: base.advanced(by: source.offset).assumingMemoryBound(to: UInt8.self), count: count)
  }
  source.offset += count
  return CAIRO_STATUS_SUCCESS
}
