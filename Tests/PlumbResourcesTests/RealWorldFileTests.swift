import Foundation
import PlumbResources
import Testing

/// Files as real apps' repositories hold them, beyond what Xcode writes today.
@Suite struct RealWorldFileTests {
  @Test func iPhoneOptimisedPNGsDecode() throws {
    let fixture = try CatalogFixture()
    // Three pixels a row, four rows (one per filter kind after none), premultiplied BGRA.
    func pixel(_ x: Int, _ y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) {
      (UInt8(0x10 * x + y), UInt8(0x20 + y), UInt8(0x30 + x), UInt8(0x80 + 0x10 * x))
    }
    var rows: [[UInt8]] = []
    for y in 0..<5 {
      var row: [UInt8] = []
      for x in 0..<3 {
        let value = pixel(x, y)
        row += [value.blue, value.green, value.red, value.alpha]
      }
      rows.append(row)
    }
    let bytes = Drawn.cgbi(width: 3, rows: rows, filters: [0, 1, 2, 3, 4])
    try fixture.write("A.xcassets/Old.imageset/old@2x.png", bytes)
    try fixture.write(
      "A.xcassets/Old.imageset/Contents.json",
      json: ImageSet(images: [ImageEntry(filename: "old@2x.png", scale: "2x")]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Old", scale: 2))
    #expect(image.format == .png && image.width == 1.5 && image.height == 2.5)
    let raster = try index.raster(image, scale: 2)
    #expect(raster.width == 3 && raster.height == 5)
    for y in 0..<5 {
      for x in 0..<3 {
        let value = pixel(x, y)
        let expected: UInt32 =
          UInt32(value.alpha) << 24 | UInt32(value.red) << 16 | UInt32(value.green) << 8 | UInt32(value.blue)
        #expect(raster.argb(x: x, y: y) == expected, "pixel \(x), \(y)")
      }
    }
    #expect(diagnostics.all.isEmpty)
  }

  @Test func gitLFSPointersSaySo() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Big.imageset/big.png",
      text: "version https://git-lfs.github.com/spec/v1\noid sha256:c2a0f1a8\nsize 46918\n")
    try fixture.write(
      "A.xcassets/Big.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "big.png")]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.image(named: "Big", scale: 1) == nil)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Big.imageset/big.png: warning: not supported: a Git LFS pointer, not the image itself "
          + "(`git lfs pull` fetches it); the file is not used"
      ])
  }

  @Test func fileNamesMatchWhateverTheirUnicodeNormalisation() throws {
    let fixture = try CatalogFixture()
    // Stored decomposed (as macOS's file systems did), named composed in Contents.json.
    let decomposed = "cafe\u{301}.png"
    let composed = "caf\u{E9}.png"
    #expect(Array(decomposed.utf8) != Array(composed.utf8))
    try fixture.write(
      "A.xcassets/Cafe.imageset/\(decomposed)", Drawn.png(width: 2, height: 2) { _, _ in 0xFF00_0000 })
    try fixture.write(
      "A.xcassets/Cafe.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: composed)]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Cafe", scale: 1))
    #expect(Array((image.file as NSString).lastPathComponent.utf8) == Array(decomposed.utf8))
    #expect(try index.raster(image, scale: 1).width == 2)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func aSetWithoutContentsIsReported() throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/Bare.imageset/bare.pdf", Drawn.pdf(width: 4, height: 4) { _ in })
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.imageNames.isEmpty)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Bare.imageset/Contents.json: warning: the set has no Contents.json; skipped"
      ])
  }
}
