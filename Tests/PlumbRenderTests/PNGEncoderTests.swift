import PlumbLayout
import Testing

@testable import PlumbRender

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

  /// A `width` × `height` image with `color(x, y)` as each pixel's RGBA.
  static func image(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) -> PixelImage {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width { rgba += color(x, y) }
    }
    return PixelImage(width: width, height: height, rgba: rgba)
  }

  /// Tall images of each colour type whose rows pick different filters: flat stripes, gradients and noise; a
  /// palette whose colours first appear far down; and 300 colours, 150 in each half, so each half alone would
  /// fit a palette but the image does not.
  static let tall: [PixelImage] = [
    image(width: 61, height: 257) { x, y in
      y / 40 % 2 == 0
        ? [200, 10, 10, 255]
        : [
          UInt8(truncatingIfNeeded: x * 7 + y * 3), UInt8(truncatingIfNeeded: x * y),
          UInt8(truncatingIfNeeded: y * 5), 255,
        ]
    },
    image(width: 61, height: 257) { x, y in
      (x + y) % 5 == 0
        ? [0, 0, 0, 0]
        : [UInt8(truncatingIfNeeded: x * 4), UInt8(truncatingIfNeeded: y), 90, 255]
    },
    image(width: 61, height: 257) { x, y in
      let index = (x / 6 + y / 9) % 40
      return index == 7
        ? [0, 0, 0, 0] : [UInt8(index * 6), UInt8(255 - index * 6), UInt8(index * 37 % 256), 255]
    },
    image(width: 61, height: 257) { x, y in
      let index = (x + y) % 150 + (y < 128 ? 0 : 150)
      return [UInt8(index % 256), UInt8(index / 256 * 100), 7, 255]
    },
  ]

  /// Split into bands and filtered on several threads, each image encodes to the bytes of one band on one
  /// thread (the row-after-row encoding), down to bands of one row and more bands than slots.
  @Test(arguments: [PNGCompression.small, .fast])
  func bandsOnSeveralThreadsGiveTheBytesOfOne(compression: PNGCompression) throws {
    for image in Self.tall {
      let serial = try PNGEncoder.encode(
        width: image.width, height: image.height, rgba: image.rgba, compression: compression, threads: 1,
        bandRows: image.height)
      #expect(PixelImage(png: serial) == image, "round trip of \(image.width) × \(image.height)")
      for (threads, bandRows) in [(1, 5), (2, 1), (2, 16), (3, 7), (4, 50)] {
        let split = try PNGEncoder.encode(
          width: image.width, height: image.height, rgba: image.rgba, compression: compression,
          threads: threads, bandRows: bandRows)
        // Compared as a Bool: a failure would print both files byte by byte.
        let same = split == serial
        #expect(same, "\(threads) threads, bands of \(bandRows) rows")
      }
    }
  }

  /// The halves' colours are joined in first-use order: 40 colours make a palette, 300 do not, however the rows
  /// are split.
  @Test func paletteOfTheWholeImageWhateverTheSplit() throws {
    for threads in [1, 2, 3] {
      let png = try PNGEncoder.encode(
        width: Self.tall[2].width, height: Self.tall[2].height, rgba: Self.tall[2].rgba, compression: .small,
        threads: threads)
      #expect(colorType(png) == 3)
      let many = try PNGEncoder.encode(
        width: Self.tall[3].width, height: Self.tall[3].height, rgba: Self.tall[3].rgba, compression: .small,
        threads: threads)
      #expect(colorType(many) == 2)
    }
  }

  /// A drawing's opacity is read from its surface's alpha bytes once more than 256 colours rule out a palette: one
  /// translucent pixel in the last row, below rows of 300 colours each, still makes the file RGBA.
  @Test(arguments: [nil, Color(hex: 0x336699, alpha: 0.5)])
  func translucencyBelowManyColoursKeepsTheAlpha(last: Color?) throws {
    let surface = try CairoSurface(
      size: Size(width: 300, height: 80), scale: 1, format: .png, fonts: GlyphFaces.shared)
    // The surface starts transparent: all white but the one pixel.
    surface.fill(Rect(x: 0, y: 0, width: 300, height: 79), Color(hex: 0xFFFFFF), radius: 0)
    surface.fill(Rect(x: 0, y: 79, width: 150, height: 1), Color(hex: 0xFFFFFF), radius: 0)
    surface.fill(Rect(x: 151, y: 79, width: 149, height: 1), Color(hex: 0xFFFFFF), radius: 0)
    for x in 0..<300 {
      surface.fill(
        Rect(x: Double(x), y: 0, width: 1, height: 79),
        Color(red: Double(x % 100) / 100, green: Double(x / 100) / 3, blue: 0.5), radius: 0)
    }
    surface.fill(Rect(x: 150, y: 79, width: 1, height: 1), last ?? Color(hex: 0xFFFFFF), radius: 0)
    let png = try surface.finish()
    #expect(colorType(png) == (last == nil ? 2 : 6))
    #expect(PixelImage(png: png)?.color(x: 150, y: 79).alpha == (last == nil ? 1 : 128.0 / 255))
  }

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
