import Foundation
import PlumbResources
import Testing

@Suite struct RasterCacheTests {
  /// A set named `Dot` with a 4 × 4 PNG, and one named `Ring` with an SVG.
  private func fixture() throws -> CatalogFixture {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Dot.imageset/dot.png", Drawn.png(width: 4, height: 4) { _, _ in 0xFF11_2233 })
    try fixture.write(
      "A.xcassets/Dot.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
    try fixture.write(
      "A.xcassets/Ring.imageset/ring.svg",
      text:
        #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#)
    try fixture.write(
      "A.xcassets/Ring.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "ring.svg")]))
    return fixture
  }

  @Test func eachFileIsDecodedOncePerPixelSize() throws {
    let fixture = try fixture()
    let (index, _) = fixture.index(["A.xcassets"])
    let dot = try #require(index.image(named: "Dot", scale: 1))
    let ring = try #require(index.image(named: "Ring", scale: 1))
    let first = try index.raster(dot, scale: 1)
    let ringAt2x = try index.raster(ring, scale: 2)
    // With the files gone, what was decoded still comes back; a new pixel size of a vector does too, since the
    // opened document is kept; a bitmap has one size whatever the scale asked.
    try FileManager.default.removeItem(atPath: fixture.path("A.xcassets/Dot.imageset/dot.png"))
    try FileManager.default.removeItem(atPath: fixture.path("A.xcassets/Ring.imageset/ring.svg"))
    #expect(try index.raster(dot, scale: 3) == first)
    #expect(try index.raster(ring, scale: 2) == ringAt2x)
    #expect(try index.raster(ring, scale: 3).width == 24)
    // A second index reads the files afresh.
    let (other, diagnostics) = fixture.index(["A.xcassets"])
    #expect(other.image(named: "Dot", scale: 1) == nil)
    #expect(diagnostics.all.count == 1)
  }

  @Test func concurrentLookupsAndRastersAgree() async throws {
    let fixture = try fixture()
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let results = await withTaskGroup(of: [UInt8].self) { group in
      for task in 0..<16 {
        group.addTask {
          let name = task.isMultiple(of: 2) ? "Dot" : "Ring"
          guard let image = index.image(named: name, scale: 2) else { return [] }
          return (try? index.raster(image, scale: 2).pixels) ?? []
        }
      }
      var all: [[UInt8]] = []
      for await pixels in group { all.append(pixels) }
      return all
    }
    #expect(Set(results).count == 2)
    #expect(results.allSatisfy { !$0.isEmpty })
    #expect(diagnostics.all.isEmpty)
  }
}
