import Foundation
import PlumbDocument
import PlumbLayout
import PlumbRender
import PlumbText
import PlumbVerify
import Testing

@Suite struct RenderTests {
  static let text = TextLayoutEngine()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")

  func render(_ yaml: String, options: RenderOptions = RenderOptions()) throws -> (LayoutResult, [UInt8]) {
    let document = try DocumentLoader().load(text: yaml, path: "test.yaml")
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    let result = engine.layout()
    return (result, try Renderer(text: Self.text).render(engine, result: result, options: options))
  }

  func renderFixture(_ name: String, options: RenderOptions) throws -> [UInt8] {
    let document = try DocumentLoader().load(path: Self.fixtures.appendingPathComponent(name + ".yaml").path)
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    return try Renderer(text: Self.text).render(engine, result: engine.layout(), options: options)
  }

  static let box = """
    size: [100, 60]
    scale: 2
    root:
      color: white
      subviews:
        - { id: red, color: systemRed }
    constraints:
      - red.leading = superview.leading + 10
      - red.top = superview.top + 10
      - red.width = 40
      - red.height = 20 @750
    """

  @Test func fillsViewsWithTheirColourAtTheRightPixels() throws {
    let (_, png) = try render(Self.box)
    let image = try #require(PixelImage(png: png))
    #expect(image.width == 200 && image.height == 120)
    // The view spans (10, 10)–(50, 30) pt = (20, 20)–(100, 60) px at @2x.
    #expect(image.color(x: 60, y: 40) == Color(hex: 0xFF3B30))
    #expect(image.color(x: 20, y: 20) == Color(hex: 0xFF3B30))
    #expect(image.color(x: 19, y: 20) == Color(hex: 0xFFFFFF))
    #expect(image.color(x: 100, y: 40) == Color(hex: 0xFFFFFF))
  }

  /// A scroll view clips its content to its frame (UIKit's default); `clipsToBounds: false` lets it spill.
  @Test(arguments: [true, false])
  func scrollViewsClipTheirContent(clips: Bool) throws {
    let (_, png) = try render(
      """
      size: [100, 80]
      scale: 1
      root:
        color: white
        subviews:
          - id: scroll
            kind: scroll
            clipsToBounds: \(clips)
            subviews:
              - { id: content, color: systemRed }
          - { id: after, color: systemBlue, frame: [0, 70, 100, 10] }
      constraints:
        - "H:|[scroll]|"
        - "V:|-10-[scroll(30)]"
        - "H:|[content(==scroll)]|"
        - "V:|[content(50)]|"
      """)
    let image = try #require(PixelImage(png: png))
    #expect(image.color(x: 50, y: 20) == Color(hex: 0xFF3B30))
    // Row 45 lies below the scroll view's frame (10–40) but inside its 50-pt content.
    #expect(image.color(x: 50, y: 45) == (clips ? Color(hex: 0xFFFFFF) : Color(hex: 0xFF3B30)))
    // Drawing after the scroll view's subtree is not clipped.
    #expect(image.color(x: 50, y: 75) == Color(hex: 0x007AFF))
  }

  @Test(arguments: RenderFormat.allCases)
  func sameDocumentSameBytes(format: RenderFormat) throws {
    let options = RenderOptions(format: format, overlay: .constraints)
    let first = try renderFixture("nested-stack-views", options: options)
    let second = try renderFixture("nested-stack-views", options: options)
    #expect(first == second)
    #expect(first.count > 100)
  }

  @Test func constraintsAreDrawnAsIBars() throws {
    let (_, png) = try render(Self.box, options: RenderOptions(overlay: .constraints, legend: false))
    let image = try #require(PixelImage(png: png))
    // The screen sits 36 pt inside the drawing's gutters. The width I-bar runs 4 pt below the view
    // (y = 36 + 34 pt → 140 px), blue, with caps at x = 36 + 10 and 36 + 50 pt.
    let blue = Color(hex: 0x007AFF)
    #expect(image.color(x: 102, y: 140) == blue)
    #expect(image.color(x: 92, y: 136) == blue)  // the left cap reaches 3 pt above the bar
    #expect(image.color(x: 102, y: 144) != blue)
    // The optional height constraint is dashed: along its bar some pixels are blue and some are not.
    let column = (82..<132).map { image.color(x: 179, y: $0) }
    #expect(column.contains(blue) && column.contains { $0 != blue })
  }

  @Test func selectionDrawsOnlyTheSelectedViewsConstraints() throws {
    let yaml = """
      size: [200, 60]
      scale: 2
      root:
        color: white
        subviews:
          - { id: a, color: white }
          - { id: b, color: white }
      constraints:
        - a.leading = superview.leading + 10
        - a.top = superview.top + 10
        - a.width = 40
        - a.height = 20
        - b.leading = superview.leading + 110
        - b.top = superview.top + 10
        - b.width = 40
        - b.height = 20
      """
    let blue = Color(hex: 0x007AFF)
    let (_, all) = try render(yaml, options: RenderOptions(overlay: .constraints, legend: false))
    let (_, selected) = try render(
      yaml, options: RenderOptions(overlay: .constraints, selection: "a", legend: false))
    let everything = try #require(PixelImage(png: all))
    let onlyA = try #require(PixelImage(png: selected))
    // Width bars run 4 pt below each view (y = 36 + 34 pt → 140 px, inside the 36-pt gutters): a's at
    // x 46–86 pt, b's at x 146–186 pt. Probe away from the midpoints, where the constant's label plate sits.
    #expect(everything.color(x: 102, y: 140) == blue && everything.color(x: 302, y: 140) == blue)
    #expect(onlyA.color(x: 102, y: 140) == blue)
    #expect(onlyA.color(x: 302, y: 140) != blue)
    // The selected view is highlighted.
    #expect(onlyA.color(x: 132, y: 112) != Color(hex: 0xFFFFFF))
  }

  @Test func conflictsAreRed() throws {
    let yaml = Self.box + "\n  - red.width >= 60\n"
    let (result, png) = try render(yaml, options: RenderOptions(overlay: .constraints, legend: false))
    #expect(result.diagnostics.contains { $0.kind == .unsatisfiable })
    let image = try #require(PixelImage(png: png))
    let red = Color(hex: 0xFF3B30)
    var found = false
    for x in 0..<image.width where image.color(x: x, y: 140) == red { found = true }
    #expect(found)
  }

  @Test func rightToLeftTextIsRightAligned() throws {
    let yaml = """
      size: [200, 40]
      direction: rtl
      root:
        color: white
        subviews:
          - { id: label, kind: label, text: Hi }
      constraints:
        - label.leading = superview.leading
        - label.trailing = superview.trailing
        - label.top = superview.top
      """
    let (_, png) = try render(yaml)
    let image = try #require(PixelImage(png: png))
    func inked(_ range: Range<Int>) -> Bool {
      range.contains { x in (0..<40).contains { y in image.color(x: x, y: y).red < 0.5 } }
    }
    #expect(inked(340..<400))
    #expect(!inked(0..<200))
  }

  @Test func cairoCallsListWhatARenderDraws() throws {
    let document = try DocumentLoader().load(text: Self.box, path: "test.yaml")
    let engine = try document.makeScreen().makeEngine(measurer: Self.text)
    let result = engine.layout()
    let renderer = Renderer(text: Self.text)
    let options = RenderOptions(overlay: .constraints)
    let before = try renderer.render(engine, result: result, options: options)
    let lines = try renderer.cairoCalls(engine, result: result, options: options).split(separator: "\n")
    // The drawing is the 100×60 screen plus 36-pt gutters, a legend strip below.
    #expect(lines.first?.hasPrefix("image_surface_create 0 344 ") == true)
    #expect(lines.contains("translate 36.0 36.0"))
    #expect(lines.contains("scale 2.0 2.0"))
    // The red view's fill: colour, path, fill.
    let red = try #require(lines.firstIndex(of: "rectangle 10.0 10.0 40.0 20.0"))
    #expect(lines[red - 2].hasPrefix("set_source_rgba 1.0 0.23137254901960785 0.18823529411764706 1.0"))
    #expect(lines[red + 1] == "fill")
    // Text: a face declared once, then glyphs with their positions.
    #expect(lines.filter { $0.hasPrefix("ft_face 0 0 /") }.count == 1)
    #expect(lines.contains { $0.hasPrefix("show_glyphs ") })
    #expect(lines.suffix(2) == ["surface_flush", "write_png"])
    let pdf = try renderer.cairoCalls(engine, result: result, options: RenderOptions(format: .pdf))
    #expect(pdf.hasPrefix("pdf_surface_create 100.0 60.0\n"))
    // Plumb writes SVG itself.
    #expect(try renderer.cairoCalls(engine, result: result, options: RenderOptions(format: .svg)).isEmpty)
    // Tracing changes nothing in the file.
    #expect(try renderer.render(engine, result: result, options: options) == before)
  }

  @Test func atomicWriteLeavesNothingOnFailure() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("missing-folder/out.png").path
    #expect(throws: RenderError.self) { try Renderer.write([1, 2, 3], to: target) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let good = folder.appendingPathComponent("out.png").path
    try Renderer.write([1, 2, 3], to: good)
    try Renderer.write([4, 5], to: good)
    #expect(try Data(contentsOf: URL(fileURLWithPath: good)) == Data([4, 5]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }

  @Test func colours() throws {
    #expect(try Color.parse("#FF9500") == Color(hex: 0xFF9500))
    #expect(try Color.parse("#00000080").alpha == 128.0 / 255)
    #expect(try Color.parse("systemIndigo") == Color(hex: 0x5856D6))
    #expect(throws: RenderError.self) { try Color.parse("#12345") }
    do {
      _ = try Color.parse("systemRedd")
    } catch {
      #expect(error.description.contains("did you mean 'systemRed'"))
    }
  }

  /// Golden images: compared byte for byte; `PLUMB_RECORD` (a ``RecordMode``) rewrites them on purpose.
  @Test(arguments: ["simple-stack-view", "signup-multipliers", "unsatisfiable", "rtl-form"])
  func goldenImages(name: String) throws {
    let mode = try RecordMode.fromEnvironment() ?? .never
    for (suffix, options) in [
      ("", RenderOptions()), (".constraints", RenderOptions(overlay: .constraints)),
      (".constraints.svg", RenderOptions(format: .svg, overlay: .constraints)),
    ] {
      let bytes = try renderFixture(name, options: options)
      let file = Self.snapshots.appendingPathComponent(
        name + suffix + (suffix.hasSuffix(".svg") ? "" : ".png"))
      let check = try mode.check(Data(bytes), reference: file)
      #expect(check == .unchanged, "\(check.message(file.lastPathComponent))")
    }
  }
}
