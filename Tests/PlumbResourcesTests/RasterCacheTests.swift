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

@Suite struct RasterBudgetAndTintTests {
  @Test func pastTheBudgetTheLeastRecentlyUsedIsDropped() throws {
    let fixture = try CatalogFixture()
    for name in ["First", "Second"] {
      try fixture.write(
        "A.xcassets/\(name).imageset/i.png", Drawn.png(width: 4, height: 4) { _, _ in 0xFF00_0000 })
      try fixture.write(
        "A.xcassets/\(name).imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "i.png")]))
    }
    // 64 bytes each: the budget holds one.
    let (index, _) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumCacheBytes: 100))
    let first = try #require(index.image(named: "First", scale: 1))
    let second = try #require(index.image(named: "Second", scale: 1))
    _ = try index.raster(first, scale: 1)
    _ = try index.raster(second, scale: 1)
    try FileManager.default.removeItem(atPath: fixture.path("A.xcassets/First.imageset/i.png"))
    try FileManager.default.removeItem(atPath: fixture.path("A.xcassets/Second.imageset/i.png"))
    #expect(try index.raster(second, scale: 1).width == 4)
    #expect(throws: AssetError.self) { try index.raster(first, scale: 1) }
  }

  @Test func templatesTakeTheTintAndKeepTheirAlpha() {
    var pixels: [UInt8] = []
    for word: UInt32 in [0xFF12_3456, 0x8080_0000, 0x0000_0000] {
      withUnsafeBytes(of: word) { pixels += $0 }
    }
    let image = RasterImage(width: 3, height: 1, scale: 2, pixels: pixels)
    let orange = image.tinted(AssetColor(red: 1, green: 128.0 / 255, blue: 0))
    #expect(orange.argb(x: 0, y: 0) == 0xFFFF_8000)
    #expect(orange.argb(x: 1, y: 0) == 0x8080_4000)
    #expect(orange.argb(x: 2, y: 0) == 0)
    #expect(orange.scale == 2 && orange.width == 3)
    // A half-transparent tint halves the alpha: 255 × 128 / 255 = 128, and 128 × 128 / 255 rounds to 64.
    let faint = image.tinted(AssetColor(red: 1, green: 1, blue: 1, alpha: 128.0 / 255))
    #expect(faint.argb(x: 0, y: 0) == 0x8080_8080)
    #expect(faint.argb(x: 1, y: 0) == 0x4040_4040)
  }

  @Test func namesCanBeAskedAboutWithoutTraits() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Watch.imageset/Contents.json",
      json: ImageSet(images: [ImageEntry(idiom: "watch", filename: "w.png")]))
    try fixture.write(
      "A.xcassets/Ink.colorset/Contents.json",
      json: ColorSet(colors: [
        ColorEntry(color: .init(colorSpace: "srgb", components: ["red": "0", "green": "0", "blue": "0"]))
      ]))
    let (index, _) = fixture.index(["A.xcassets"])
    #expect(index.containsImage(named: "Watch") && index.image(named: "Watch", scale: 2) == nil)
    #expect(index.containsColor(named: "Ink") && !index.containsColor(named: "Watch"))
    #expect(!index.containsImage(named: "Ink"))
  }
}
