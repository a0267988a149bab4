import PlumbLayout
import PlumbRender
import PlumbText
import Testing

/// UIKit views laid out as plain views (bars, page controls, pickers) are drawn as stand-ins.
@Suite struct StandInTests {
  func render(_ standIn: String, segments: [String], frame: Rect) throws -> PixelImage {
    let root = View("root")
    root.appearance.backgroundColor = "white"
    let view = View("bar")
    view.appearance.standIn = standIn
    view.segments = segments
    view.manualFrame = frame
    try root.addSubview(view)
    let canvas = Canvas(width: .points(200), height: .points(100), traits: TraitCollection(displayScale: 1))
    let engine = LayoutEngine(root: root, canvas: canvas, measurer: FixedTextMeasurer())
    let result = engine.layout()
    let bytes = try Renderer(text: TextLayoutEngine()).render(
      engine, result: result, options: RenderOptions(scale: 1))
    return try #require(PixelImage(png: bytes))
  }

  @Test func navigationBarIsAGreyBarWithAHairlineBelow() throws {
    let image = try render("navigationBar", segments: [""], frame: Rect(x: 0, y: 0, width: 200, height: 44))
    let bar = image.color(x: 5, y: 20)
    #expect(bar.red < 0.99 && bar.red > 0.95)
    #expect(image.color(x: 5, y: 44).red < bar.red)
    #expect(image.color(x: 5, y: 70).red == 1)
  }

  @Test func pageControlDrawsItsPages() throws {
    let image = try render(
      "pageControl", segments: ["", "", ""], frame: Rect(x: 0, y: 40, width: 200, height: 20))
    // Three dots 16 pt apart around the centre, the first the current page.
    #expect(image.color(x: 84, y: 50).red < 0.3)
    #expect(image.color(x: 100, y: 50).red < 0.9)
    #expect(image.color(x: 116, y: 50).red < 0.9)
    #expect(image.color(x: 92, y: 50).red == 1)
  }
}
