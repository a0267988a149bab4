import Foundation
import PlumbDocument
import PlumbLayout
import PlumbText
import Testing

@testable import PlumbRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed SVG: what the tests look at.
struct SVGElement {
  var name: String
  var attributes: [String: String]
  var children: [SVGElement]
  /// The concatenated text inside the element.
  var text: String

  init(_ element: XMLElement) {
    name = element.localName ?? element.name ?? ""
    var attributes: [String: String] = [:]
    for attribute in element.attributes ?? [] {
      if let name = attribute.name { attributes[name] = attribute.stringValue ?? "" }
    }
    self.attributes = attributes
    children = (element.children ?? []).compactMap { $0 as? XMLElement }.map(SVGElement.init)
    text = element.stringValue ?? ""
  }

  /// The element and all its descendants, in document order.
  var all: [SVGElement] { [self] + children.flatMap(\.all) }

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// Parses `bytes` as XML (it throws when the document is not well formed).
  static func parse(_ bytes: [UInt8]) throws -> SVGElement {
    let document = try XMLDocument(data: Data(bytes), options: [])
    return SVGElement(try #require(document.rootElement()))
  }
}

@Suite struct SVGSurfaceTests {
  static let text = TextLayoutEngine()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  func engine(_ yaml: String, path: String = "test.yaml") throws -> (LayoutEngine, LayoutResult) {
    let document = try DocumentLoader().load(text: yaml, path: path)
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    return (engine, engine.layout())
  }

  func fixture(_ name: String) throws -> (LayoutEngine, LayoutResult) {
    let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name + ".yaml").path)
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    return (engine, engine.layout())
  }

  func svg(_ engine: LayoutEngine, _ result: LayoutResult, overlay: Overlay = .constraints) throws -> [UInt8]
  {
    try Renderer(text: Self.text).render(
      engine, result: result, options: RenderOptions(format: .svg, overlay: overlay))
  }

  static let fixtureNames = [
    "simple-stack-view", "signup-multipliers", "unsatisfiable", "rtl-form", "scroll-view",
    "nested-stack-views",
    "image-aspect-fit", "misplaced", "ambiguous",
  ]

  /// Every fixture's SVG is well-formed XML whose root is an `<svg>` of the drawing's size in points, and every
  /// view not hidden has its group, `view-ID` with the classes `view` and its kind, titled with its name.
  @Test(arguments: fixtureNames)
  func viewsAreGroupsInWellFormedXML(name: String) throws {
    let (engine, result) = try fixture(name)
    let root = try SVGElement.parse(try svg(engine, result))
    #expect(root.name == "svg")
    // A diagram is the screen plus its gutters, legend and table.
    let size = try Renderer(text: Self.text).diagram(
      engine, result: result, options: RenderOptions(overlay: .constraints)
    ).size
    #expect(root["width"] == SVGSurface.number(size.width) + "pt")
    #expect(root["viewBox"] == "0 0 \(SVGSurface.number(size.width)) \(SVGSurface.number(size.height))")
    let groups = Dictionary(
      root.all.filter { $0.name == "g" && $0["id"] != nil }.map { ($0["id"] ?? "", $0) },
      uniquingKeysWith: { a, _ in a })
    var visible = 0
    func isShown(_ view: View) -> Bool { !view.isHidden && (view.superview.map(isShown) ?? true) }
    for view in engine.root.subtree where isShown(view) {
      visible += 1
      let group = try #require(groups["view-" + view.identifier], "no group for \(view.identifier)")
      #expect(group["class"] == "view \(view.kind.rawValue)")
      #expect(group.children.first?.name == "title")
      #expect(group.children.first?.text.hasPrefix("\(view.identifier) (\(view.kind.className))") == true)
    }
    #expect(visible > 1)
    // Every drawn constraint is a group classed by what it says, with its equation as the hover title.
    let constraintGroups = groups.values.filter { $0["class"]?.hasPrefix("constraint ") == true }
    #expect(!constraintGroups.isEmpty)
    for group in constraintGroups {
      let status = group["class"]?.split(separator: " ").last.map(String.init) ?? ""
      #expect(DiagramStatus(rawValue: status) != nil)
      #expect(group.children.first?.name == "title")
      #expect(group.children.first?.text.contains(".") == true)
    }
    // Ids are unique in the document.
    let ids = root.all.compactMap { $0["id"] }
    #expect(Set(ids).count == ids.count)
  }

  /// A view's group holds its subviews' groups, so the SVG's tree is the view tree.
  @Test func groupsNestAsTheViewTree() throws {
    let (engine, result) = try fixture("nested-stack-views")
    let root = try SVGElement.parse(try svg(engine, result, overlay: .none))
    for view in engine.root.subtree {
      guard let parent = view.superview,
        let group = root.all.first(where: { $0["id"] == "view-" + parent.identifier })
      else { continue }
      #expect(
        group.all.contains { $0["id"] == "view-" + view.identifier },
        "\(view.identifier) outside \(parent.identifier)")
    }
  }

  /// Labels, buttons and fields draw their text as `<text>` naming the font the layout shaped with, at its size,
  /// with the measured width as `textLength`.
  @Test func textElementsNameTheirFontsAndCarryTheText() throws {
    let (engine, result) = try engine(
      """
      size: [320, 200]
      root:
        color: white
        subviews:
          - { id: plain, kind: label, text: "Plain label" }
          - { id: bold, kind: button, text: "Bold button", font: { size: 20, weight: bold } }
          - { id: field, kind: textField, placeholder: "Your name" }
      constraints:
        - "H:|-10-[plain]-10-|"
        - "H:|-10-[bold]"
        - "H:|-10-[field(200)]"
        - "V:|-10-[plain]-10-[bold]-10-[field(30)]"
      """)
    let root = try SVGElement.parse(try svg(engine, result, overlay: .none))
    func texts(in id: String) -> [SVGElement] {
      root.all.first { $0["id"] == "view-" + id }?.all.filter { $0.name == "text" } ?? []
    }
    let cases: [(id: String, text: String, size: String, weight: String)] = [
      ("plain", "Plain label", "17", "400"), ("bold", "Bold button", "20", "700"),
      ("field", "Your name", "17", "400"),
    ]
    for (id, string, size, weight) in cases {
      let elements = texts(in: id)
      #expect(elements.map(\.text).joined() == string, "\(id)")
      for element in elements {
        let family = try #require(element["font-family"])
        #expect(
          Self.text.fonts.facesUsed.contains { family == "'\($0.family)', sans-serif" },
          "\(family) is not a face Plumb used")
        #expect(element["font-size"] == size)
        #expect(element["font-weight"] == weight)
        #expect(element["font-style"] == "normal")
        #expect(Double(element["textLength"] ?? "") ?? 0 > 0)
      }
    }
  }

  /// One `<text>` per glyph run at the run's position: a right-to-left run is anchored at its right edge with
  /// `direction="rtl"`, and its characters stay in logical order (the viewer reorders them, as the shaper did).
  @Test func rightToLeftRunsAreAnchoredAtTheirRightEdge() throws {
    let layout = Self.text.layout(
      TextContent("Hello שלום 42"), maxWidth: nil, in: TextEnvironment(layoutDirection: .leftToRight))
    let surface = SVGSurface(size: Size(width: 200, height: 40), scale: 2)
    surface.draw(layout, at: Point(x: 10, y: 5), color: Color(hex: 0x000000))
    let elements = try SVGElement.parse(try surface.finish()).all.filter { $0.name == "text" }
    let line = try #require(layout.lines.first)
    let runs = line.runs.filter { !$0.glyphs.isEmpty }
    #expect(runs.contains { $0.isRightToLeft })
    #expect(elements.count == runs.count)
    var left = 10 + line.x
    var next = elements.makeIterator()
    for run in line.runs {
      defer { left += run.width }
      guard !run.glyphs.isEmpty, let element = next.next() else { continue }
      let expectedX = run.isRightToLeft ? left + run.width : left
      #expect(element["x"] == SVGSurface.number(expectedX))
      #expect(element["direction"] == (run.isRightToLeft ? "rtl" : nil))
      #expect(element["textLength"] == SVGSurface.number(run.width))
      #expect(element["y"] == SVGSurface.number(5 + line.baseline))
    }
    // The runs' characters make up the line's text, each once.
    #expect(line.runs.flatMap(\.characters).sorted() == Array(0..<line.text.unicodeScalars.count))
    #expect(elements.first { $0["direction"] == "rtl" }?.text.contains("שלום") == true)
  }

  static let paragraphs: [(text: String, maxWidth: Double?, lines: Int)] = [
    ("A label far too long for its box", 80, 1), ("Wrapped text that runs over several lines here", 90, 0),
    ("مرحبا بالعالم 2024 hello", nil, 1), ("abc אבג def, 12 שלום!", nil, 1),
    ("Truncated עברית in the middle", 100, 1),
  ]

  /// Every glyph run becomes one `<text>` with the run's characters: per line, the runs' texts in logical order
  /// are the line's text, truncated, wrapped and bidirectional lines included.
  @Test(arguments: paragraphs)
  func everyRunsCharactersAreWritten(text: String, maxWidth: Double?, lines: Int) throws {
    let layout = Self.text.layout(
      TextContent(text, numberOfLines: lines), maxWidth: maxWidth, in: TextEnvironment())
    let surface = SVGSurface(size: Size(width: 300, height: 300), scale: 2)
    surface.draw(layout, at: Point(x: 0, y: 0), color: Color(hex: 0x000000))
    var elements = try SVGElement.parse(try surface.finish()).all.filter { $0.name == "text" }.makeIterator()
    #expect(!layout.lines.isEmpty)
    for line in layout.lines {
      var pieces: [(start: Int, text: String)] = []
      for run in line.runs where !run.glyphs.isEmpty {
        let element = elements.next()
        pieces.append((run.characters.lowerBound, try #require(element).text))
      }
      #expect(pieces.sorted { $0.start < $1.start }.map(\.text).joined() == line.text)
    }
    let extra = elements.next()
    #expect(extra == nil)
  }

  /// Text and titles are escaped: the parsed document gives back the strings drawn.
  @Test(arguments: [
    "a < b && c > d", "\"quoted\" 'single'", "ampersand &amp; literal", "]]> end", "<![CDATA[x]]>",
  ])
  func specialCharactersAreEscaped(string: String) throws {
    let surface = SVGSurface(size: Size(width: 300, height: 40), scale: 1)
    surface.beginGroup(id: "x", classes: ["constraint"], title: string + "\tand a tab")
    surface.draw(
      Self.text.layout(TextContent(string), maxWidth: nil, in: TextEnvironment()), at: Point(x: 0, y: 0),
      color: Color(hex: 0x000000))
    surface.endGroup()
    let root = try SVGElement.parse(try surface.finish())
    let group = try #require(root.all.first { $0["id"] == "x" })
    #expect(group.children.first { $0.name == "title" }?.text == string + "\tand a tab")
    #expect(group.all.filter { $0.name == "text" }.map(\.text).joined() == string)
  }

  /// The same drawing gives the same bytes, in a new renderer and after other drawings (nothing is numbered
  /// from process-wide counters).
  @Test func sameBytesEveryRun() throws {
    let (engine, result) = try fixture("scroll-view")
    let first = try svg(engine, result)
    let (otherEngine, otherResult) = try fixture("rtl-form")
    _ = try svg(otherEngine, otherResult)
    let second = try svg(engine, result)
    #expect(first == second)
    #expect(String(decoding: first, as: UTF8.self).contains("clip-path=\"url(#clip-1)\""))
  }

  /// Clips are `<clipPath>` elements numbered in document order, each used by the group that follows it.
  @Test func clipsAreNumberedClipPaths() throws {
    let (engine, result) = try fixture("scroll-view")
    let root = try SVGElement.parse(try svg(engine, result, overlay: .none))
    let clipPaths = root.all.filter { $0.name == "clipPath" }
    #expect(!clipPaths.isEmpty)
    #expect(clipPaths.map { $0["id"] } == clipPaths.indices.map { "clip-\($0 + 1)" })
    let references = root.all.compactMap { $0["clip-path"] }
    #expect(references == clipPaths.map { "url(#\($0["id"] ?? ""))" })
    // The scroll view clips its content: the content's group sits inside a clipped group inside the scroll view's.
    let scroll = try #require(engine.root.subtree.first { $0.kind == .scroll && $0.clipsToBounds })
    let scrollGroup = try #require(root.all.first { $0["id"] == "view-" + scroll.identifier })
    let clipped = try #require(scrollGroup.children.first { $0["clip-path"] != nil })
    let child = try #require(scroll.subviews.first)
    #expect(clipped.all.contains { $0["id"] == "view-" + child.identifier })
  }

  /// An image view's PNG is embedded byte for byte as a data URI, placed by its content mode, inside a clip.
  static let placements: [(String, String, String, String, String)] = [
    ("scaleAspectFit", "45", "10", "90", "60"), ("scaleToFill", "10", "10", "160", "60"),
    ("center", "87", "38", "6", "4"),
  ]

  @Test(arguments: placements)
  func imagesAreEmbeddedPNGs(mode: String, x: String, y: String, width: String, height: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try PixelImage(width: 6, height: 4, rgba: (0..<24).flatMap { [UInt8($0 * 10), 80, 160, 255] })
      .pngData()
    let path = folder.appendingPathComponent("picture.png").path
    try Data(png).write(to: URL(fileURLWithPath: path))
    let (engine, result) = try engine(
      """
      size: [200, 100]
      root:
        subviews:
          - { id: photo, kind: image, image: picture.png, contentMode: \(mode) }
      constraints:
        - photo.leading = superview.leading + 10
        - photo.top = superview.top + 10
        - photo.width = 160
        - photo.height = 60
      """, path: folder.appendingPathComponent("test.yaml").path)
    let root = try SVGElement.parse(try svg(engine, result, overlay: .none))
    let group = try #require(root.all.first { $0["id"] == "view-photo" })
    let image = try #require(group.all.first { $0.name == "image" })
    let href = try #require(image["xlink:href"] ?? image["href"])
    #expect(href.hasPrefix("data:image/png;base64,"))
    #expect(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count))) == Data(png))
    #expect([image["x"], image["y"], image["width"], image["height"]] == [x, y, width, height])
    #expect(
      group.all.contains {
        $0.name == "g" && $0["clip-path"] != nil && $0.all.contains { $0.name == "image" }
      })
  }

  @Test func unreadableImagesFailAsInPNG() throws {
    let surface = SVGSurface(size: Size(width: 10, height: 10), scale: 1)
    #expect(throws: RenderError.unreadableImage("cannot read the PNG image /nonexistent/picture.png")) {
      try surface.image(
        "/nonexistent/picture.png", in: Rect(x: 0, y: 0, width: 10, height: 10), contentMode: nil)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("not.png").path
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: RenderError.self) {
      try surface.image(path, in: Rect(x: 0, y: 0, width: 10, height: 10), contentMode: nil)
    }
  }

  /// Shapes: fills and strokes with rounded corners, dashes, opacity, and lines snapped to the pixel grid as
  /// Cairo's are.
  @Test func shapesCarryTheirStyle() throws {
    let surface = SVGSurface(size: Size(width: 100, height: 100), scale: 2)
    surface.fill(Rect(x: 1, y: 2, width: 30, height: 20), Color(hex: 0xFF3B30, alpha: 0.5), radius: 4)
    surface.stroke(
      Rect(x: 0, y: 0, width: 50, height: 50), Color(hex: 0x007AFF), width: 1, radius: 0, dash: [3, 2])
    surface.stroke(
      Rect(x: 0, y: 0, width: 50, height: 50), Color(hex: 0x007AFF), width: 1, radius: 6, dash: [3, 2])
    surface.line(Point(x: 10.2, y: 0), Point(x: 10.2, y: 40), Color(hex: 0x000000), width: 1, dash: [])
    surface.line(Point(x: 0, y: 7.3), Point(x: 40, y: 7.3), Color(hex: 0x000000), width: 1.5, dash: [1, 2])
    surface.circle(Point(x: 5, y: 6), radius: 3, Color(hex: 0x34C759))
    let shapes = try SVGElement.parse(try surface.finish()).children
    #expect(shapes.map(\.name) == ["rect", "rect", "path", "line", "line", "circle"])
    #expect(
      shapes[0].attributes == [
        "x": "1", "y": "2", "width": "30", "height": "20", "rx": "4", "fill": "#ff3b30",
        "fill-opacity": "0.5",
      ])
    // Strokes sit inside the edge, as CALayer borders do.
    #expect(
      shapes[1].attributes == [
        "x": "0.5", "y": "0.5", "width": "49", "height": "49", "fill": "none", "stroke": "#007aff",
        "stroke-width": "1", "stroke-dasharray": "3 2",
      ])
    // A dashed rounded outline starts where Cairo's does: the top edge's right end, clockwise.
    #expect(shapes[2]["d"]?.hasPrefix("M44 0.5A5.5 5.5 0 0 1 49.5 6") == true)
    // 1 pt at @2x is 2 px: on a pixel edge. 1.5 pt is 3 px: on a pixel centre.
    #expect([shapes[3]["x1"], shapes[3]["x2"]] == ["10", "10"])
    #expect([shapes[4]["y1"], shapes[4]["y2"], shapes[4]["stroke-dasharray"]] == ["7.75", "7.75", "1 2"])
    #expect(shapes[5].attributes == ["cx": "5", "cy": "6", "r": "3", "fill": "#34c759"])
  }

  /// `translate` and clips last until the matching `restore`; groups nest with them; unbalanced calls still give
  /// a well-formed document.
  @Test func stateNestsAndStaysWellFormed() throws {
    let surface = SVGSurface(size: Size(width: 100, height: 100), scale: 1)
    surface.save()
    surface.translate(dx: 20, dy: 10.5)
    surface.beginGroup(id: "view-a b", classes: ["constraint", "optional"], title: nil)
    surface.fill(Rect(x: 0, y: 0, width: 5, height: 5), Color(hex: 0x000000))
    surface.endGroup()
    surface.restore()
    surface.fill(Rect(x: 1, y: 1, width: 5, height: 5), Color(hex: 0x000000))
    surface.restore()  // no save: nothing to restore
    surface.endGroup()  // no group: nothing to end
    surface.beginGroup(id: "view-a_b", classes: [], title: "second")
    surface.save()
    surface.clip(Rect(x: 0, y: 0, width: 10, height: 10))  // left open: finish closes it
    let root = try SVGElement.parse(try surface.finish())
    let moved = try #require(root.children.first)
    #expect(moved["transform"] == "translate(20 10.5)")
    #expect(moved.children.first?["id"] == "view-a_b")
    #expect(moved.children.first?["class"] == "constraint optional")
    #expect(root.children[1].name == "rect" && root.children[1]["x"] == "1")
    // The second group asked for an id the first took: it gets a suffix.
    #expect(root.children[2]["id"] == "view-a_b-2")
    #expect(root.children[2]["class"] == nil)
  }

  static let numbers: [(Double, String)] = [
    (0.0, "0"), (-0.0001, "0"), (12, "12"), (0.5, "0.5"), (-3.3333, "-3.333"), (1 / 3, "0.333"),
    (2 / 3, "0.667"),
    (1e6, "1000000"), (-1.0005, "-1.001"), (0.0996, "0.1"), (Double.nan, "0"), (Double.infinity, "0"),
    (-1e13, "-10000000000000"), (1e20, "100000000000000000000"),
  ]

  @Test(arguments: numbers)
  func numbersAreShort(value: Double, text: String) {
    #expect(SVGSurface.number(value) == text)
  }

  static let ids: [(String, String)] = [
    ("view-red", "view-red"), ("view-tdw-pu-001", "view-tdw-pu-001"), ("a b/c", "a_b_c"),
    ("9lives", "_9lives"),
    ("", ""), ("view-é", "view-_"), ("-x", "_-x"),
  ]

  @Test(arguments: ids)
  func idsAreValidXMLNames(id: String, expected: String) {
    #expect(SVGSurface.xmlID(id) == expected)
  }

  static let families: [(String, String)] = [
    ("Inter", "'Inter', sans-serif"), ("Noto Sans Hebrew", "'Noto Sans Hebrew', sans-serif"),
    ("DejaVu Sans Mono", "'DejaVu Sans Mono', monospace"), ("Noto Serif", "'Noto Serif', serif"),
    ("JetBrainsMono", "'JetBrainsMono', monospace"), ("O'Brien \\ Co", "'O\\'Brien \\\\ Co', sans-serif"),
  ]

  @Test(arguments: families)
  func fontFamiliesEndInAGenericFamily(family: String, css: String) {
    #expect(SVGSurface.fontFamily(family) == css)
  }

  static let styles: [(String, Int, String)] = [
    ("Regular", 400, "normal"), ("SemiBold", 600, "normal"), ("Bold Italic", 700, "italic"),
    ("ExtraLight", 200, "normal"),
    ("Light", 300, "normal"), ("Medium", 500, "normal"), ("Extra Bold", 800, "normal"),
    ("Black", 900, "normal"),
    ("Thin Oblique", 100, "oblique"), ("Book", 400, "normal"),
  ]

  @Test(arguments: styles)
  func fontWeightsAndStylesFromStyleNames(style: String, weight: Int, cssStyle: String) {
    #expect(SVGSurface.weightAndStyle(style) == (weight, cssStyle))
  }
}

@Suite struct DrawingSurfaceTests {
  /// A few shapes, optionally inside named groups.
  func draw(on surface: any DrawingSurface, groups: Bool) {
    if groups { surface.beginGroup(id: "view-a", classes: ["view", "label"], title: "a (UILabel)") }
    surface.fill(Rect(x: 2, y: 2, width: 20, height: 10), Color(hex: 0xFF3B30), radius: 3)
    if groups {
      surface.beginGroup(id: "constraint-1", classes: ["constraint", "optional"], title: "a.width = 20 @750")
    }
    surface.line(Point(x: 2, y: 16), Point(x: 22, y: 16), Color(hex: 0x007AFF), width: 1, dash: [3, 2])
    if groups { surface.endGroup() }
    surface.circle(Point(x: 30, y: 8), radius: 4, Color(hex: 0x34C759))
    if groups { surface.endGroup() }
  }

  /// Groups only structure an SVG: Cairo's PNG and PDF bytes are the same with or without them.
  @Test(arguments: [CairoSurface.Format.png, .pdf])
  func groupsLeaveCairoOutputAlone(format: CairoSurface.Format) throws {
    func bytes(groups: Bool) throws -> [UInt8] {
      let surface = try CairoSurface(
        size: Size(width: 40, height: 20), scale: 2, format: format, fonts: GlyphFaces.shared)
      draw(on: surface, groups: groups)
      return try surface.finish()
    }
    #expect(try bytes(groups: true) == bytes(groups: false))
  }

  /// `translate` moves what follows until the matching `restore`, in Cairo's pixels as in the SVG's transform.
  @Test func translateLastsUntilRestore() throws {
    func drawing(_ surface: any DrawingSurface) {
      surface.save()
      surface.translate(dx: 20, dy: 10)
      surface.fill(Rect(x: 0, y: 0, width: 10, height: 5), Color(hex: 0xFF3B30))
      surface.restore()
      surface.fill(Rect(x: 0, y: 0, width: 5, height: 5), Color(hex: 0x007AFF))
    }
    let cairo = try CairoSurface(
      size: Size(width: 40, height: 20), scale: 2, format: .png, fonts: GlyphFaces.shared)
    drawing(cairo)
    let image = try #require(PixelImage(png: try cairo.finish()))
    #expect(image.color(x: 45, y: 25) == Color(hex: 0xFF3B30))  // (22.5, 12.5) pt: moved
    #expect(image.color(x: 5, y: 5) == Color(hex: 0x007AFF))  // (2.5, 2.5) pt: not moved after restore
    #expect(image.color(x: 15, y: 5) != Color(hex: 0xFF3B30))
    let svg = SVGSurface(size: Size(width: 40, height: 20), scale: 2)
    drawing(svg)
    let root = try SVGElement.parse(try svg.finish())
    #expect(root.children.map(\.name) == ["g", "rect"])
    #expect(root.children[0]["transform"] == "translate(20 10)")
    #expect(root.children[0].children.first?["fill"] == "#ff3b30")
    #expect(root.children[1]["fill"] == "#007aff")
  }

  /// Characters XML 1.0 cannot carry (controls other than tab, line feed and return) become U+FFFD.
  @Test func charactersXMLCannotCarryAreReplaced() throws {
    let surface = SVGSurface(size: Size(width: 10, height: 10), scale: 1)
    surface.beginGroup(id: "g", classes: [], title: "bell\u{7} nul\u{0} line\nend")
    surface.endGroup()
    let root = try SVGElement.parse(try surface.finish())
    #expect(root.all.first { $0.name == "title" }?.text == "bell\u{FFFD} nul\u{FFFD} line\nend")
  }
}
