import PlumbRender
import Testing

@Suite struct PNGEncoderTests {
  /// Flat UI colours plus transparent and half-transparent pixels: at most 256 colours.
  static let flat: PixelImage = {
    var rgba: [UInt8] = []
    for y in 0..<40 {
      for x in 0..<60 {
        switch (x / 20, y / 20) {
        case (0, 0): rgba += [255, 59, 48, 255]
        case (1, 0): rgba += [0, 122, 255, 255]
        case (2, 0): rgba += [0, 0, 0, 0]
        case (0, 1): rgba += [255, 0, 0, 128]
        default: rgba += [52, 199, 89, 255]
        }
      }
    }
    return PixelImage(width: 60, height: 40, rgba: rgba)
  }()

  /// A gradient with 64 × 64 distinct opaque colours, too many for a palette.
  static let gradient: PixelImage = {
    var rgba: [UInt8] = []
    for y in 0..<64 {
      for x in 0..<64 { rgba += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] }
    }
    return PixelImage(width: 64, height: 64, rgba: rgba)
  }()

  /// Many opaque colours with every third pixel fully transparent: truecolour with alpha (4 bytes a pixel).
  static let translucent: PixelImage = {
    var rgba: [UInt8] = []
    for y in 0..<64 {
      for x in 0..<64 {
        rgba += (x + y) % 3 == 0 ? [0, 0, 0, 0] : [UInt8(x * 4), UInt8(y * 4), UInt8((x * y) % 256), 255]
      }
    }
    return PixelImage(width: 64, height: 64, rgba: rgba)
  }()

  /// The PNG colour type byte of IHDR (3 palette, 2 RGB, 6 RGBA).
  func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test(arguments: [PNGCompression.small, .fast])
  func decodesToTheSamePixels(compression: PNGCompression) throws {
    for image in [Self.flat, Self.gradient, Self.translucent] {
      let png = try image.pngData(compression)
      #expect(PixelImage(png: png) == image)
    }
  }

  @Test func flatImagesUseAPaletteWithTransparency() throws {
    let png = try Self.flat.pngData(.small)
    #expect(colorType(png) == 3)
    #expect(png.indices.contains { Array(png[$0..<min($0 + 4, png.count)]) == Array("tRNS".utf8) })
    // One byte per pixel instead of four: smaller than the quick truecolour encoding.
    #expect(png.count < (try Self.flat.pngData(.fast)).count)
  }

  @Test func manyColoursStayTruecolourAndOpaqueDropsAlpha() throws {
    #expect(colorType(try Self.gradient.pngData(.small)) == 2)
    #expect(colorType(try Self.flat.pngData(.fast)) == 6)
    #expect(colorType(try Self.translucent.pngData(.small)) == 6)
  }

  @Test func sameImageSameBytes() throws {
    #expect(try Self.gradient.pngData() == (try Self.gradient.pngData()))
    #expect(try Self.flat.pngData() == (try Self.flat.pngData()))
  }
}
