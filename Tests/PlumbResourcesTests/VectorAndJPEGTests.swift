import CPlumbCairo
import Foundation
import PlumbResources
import Testing

/// A 20 × 10 point picture, its left half red and its right half blue, as PDF and as SVG.
private func halves(_ format: String) -> [UInt8] {
  if format == "pdf" {
    return Drawn.pdf(width: 20, height: 10) { context in
      cairo_set_source_rgb(context, 1, 0, 0)
      cairo_rectangle(context, 0, 0, 10, 10)
      cairo_fill(context)
      cairo_set_source_rgb(context, 0, 0, 1)
      cairo_rectangle(context, 10, 0, 10, 10)
      cairo_fill(context)
    }
  }
  return Array(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
      <rect width="10" height="10" fill="#ff0000"/><rect x="10" width="10" height="10" fill="#0000ff"/>
    </svg>
    """.utf8)
}

private func vectorSet(_ fixture: CatalogFixture, _ format: String, name: String = "Halves") throws {
  try fixture.write("A.xcassets/\(name).imageset/halves.\(format)", halves(format))
  try fixture.write(
    "A.xcassets/\(name).imageset/Contents.json",
    json: ImageSet(
      images: [ImageEntry(filename: "halves.\(format)")],
      properties: ImageSet.Properties(preservesVectorRepresentation: true)))
}

@Suite struct VectorAndJPEGTests {
  @Test(arguments: ["pdf", "svg"])
  func vectorsRasteriseAtTheScaleAsked(format: String) throws {
    let fixture = try CatalogFixture()
    try vectorSet(fixture, format)
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Halves", scale: 3))
    #expect(image.format.rawValue == format && image.format.isVector)
    #expect(image.width == 20 && image.height == 10 && image.scale == 1)
    let raster = try index.raster(image, scale: 2)
    #expect(raster.width == 40 && raster.height == 20 && raster.scale == 2)
    #expect(raster.argb(x: 0, y: 0) == 0xFFFF_0000 && raster.argb(x: 19, y: 19) == 0xFFFF_0000)
    #expect(raster.argb(x: 20, y: 0) == 0xFF00_00FF && raster.argb(x: 39, y: 19) == 0xFF00_00FF)
    #expect(diagnostics.all.isEmpty)
  }

  @Test(arguments: ["pdf", "svg"])
  func vectorsFillTheSizeTheyAreDrawnAt(format: String) throws {
    let fixture = try CatalogFixture()
    try vectorSet(fixture, format)
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Halves", scale: 1))
    // Drawn 10 × 10 points at 1x: the picture is squeezed across, each half 5 pixels wide.
    let raster = try index.raster(image, scale: 1, pointSize: (width: 10, height: 10))
    #expect(raster.width == 10 && raster.height == 10)
    #expect(raster.argb(x: 4, y: 9) == 0xFFFF_0000 && raster.argb(x: 5, y: 0) == 0xFF00_00FF)
  }

  @Test func svgSizedByItsViewBox() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Box.imageset/box.svg",
      text:
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect width="8" height="4" fill="#00ff00"/></svg>"##
    )
    try fixture.write(
      "A.xcassets/Box.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "box.svg")]))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Box", scale: 2))
    #expect(image.width == 8 && image.height == 4)
    let raster = try index.raster(image, scale: 2)
    #expect(raster.width == 16 && raster.height == 8 && raster.argb(x: 15, y: 7) == 0xFF00_FF00)
  }

  @Test func jpegDecodesToOpaquePixels() throws {
    let fixture = try CatalogFixture()
    // Flat greys survive JPEG at quality 100 exactly: no chroma, one DC value a block.
    try fixture.write(
      "A.xcassets/Photo.imageset/photo@2x.jpg",
      Drawn.jpeg(width: 16, height: 8) { x, _ in x < 8 ? (128, 128, 128) : (255, 255, 255) })
    try fixture.write(
      "A.xcassets/Photo.imageset/Contents.json",
      json: ImageSet(images: [ImageEntry(filename: "photo@2x.jpg", scale: "2x")]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Photo", scale: 2))
    #expect(image.format == .jpeg && image.width == 8 && image.height == 4)
    let raster = try index.raster(image, scale: 2)
    #expect(raster.width == 16 && raster.height == 8 && raster.scale == 2)
    #expect(raster.argb(x: 0, y: 0) == 0xFF80_8080 && raster.argb(x: 7, y: 7) == 0xFF80_8080)
    #expect(raster.argb(x: 8, y: 0) == 0xFFFF_FFFF && raster.argb(x: 15, y: 7) == 0xFFFF_FFFF)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func aJPEGNamedPNGIsDecodedByItsContent() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Odd.imageset/odd.png", Drawn.jpeg(width: 8, height: 8) { _, _ in (0, 0, 0) })
    try fixture.write(
      "A.xcassets/Odd.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "odd.png")]))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Odd", scale: 1))
    #expect(image.format == .jpeg)
    #expect(try index.raster(image, scale: 1).argb(x: 3, y: 3) == 0xFF00_0000)
  }
}
