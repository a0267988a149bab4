import Foundation
import PlumbResources
import Testing

/// A PNG whose every pixel is `argb`, `side` pixels square.
private func solid(_ side: Int, _ argb: UInt32) -> [UInt8] {
  Drawn.png(width: side, height: side) { _, _ in argb }
}

@Suite struct ImageSetTests {
  /// A set with a red @1x, green @2x and blue @3x 10-point square.
  private func scaled() throws -> CatalogFixture {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/Icon.imageset/icon.png", solid(10, 0xFFFF_0000))
    try fixture.write("A.xcassets/Icon.imageset/icon@2x.png", solid(20, 0xFF00_FF00))
    try fixture.write("A.xcassets/Icon.imageset/icon@3x.png", solid(30, 0xFF00_00FF))
    try fixture.write(
      "A.xcassets/Icon.imageset/Contents.json",
      json: ImageSet(images: [
        ImageEntry(filename: "icon.png", scale: "1x"), ImageEntry(filename: "icon@2x.png", scale: "2x"),
        ImageEntry(filename: "icon@3x.png", scale: "3x"),
      ]))
    return fixture
  }

  @Test(arguments: [
    (1.0, "icon.png", 10, 0xFFFF_0000 as UInt32), (2.0, "icon@2x.png", 20, 0xFF00_FF00),
    (3.0, "icon@3x.png", 30, 0xFF00_00FF), (1.5, "icon@2x.png", 20, 0xFF00_FF00),
    (4.0, "icon@3x.png", 30, 0xFF00_00FF),
  ])
  func choosesTheScaleAndDecodesExactPixels(scale: Double, file: String, pixels: Int, argb: UInt32) throws {
    let fixture = try scaled()
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Icon", scale: scale))
    #expect(image.file == fixture.path("A.xcassets/Icon.imageset/\(file)"))
    #expect(image.format == .png)
    #expect(image.width == 10 && image.height == 10)
    let raster = try index.raster(image, scale: scale)
    #expect(raster.width == pixels && raster.height == pixels)
    #expect(raster.pixels.count == pixels * pixels * 4)
    #expect(raster.argb(x: 0, y: 0) == argb && raster.argb(x: pixels - 1, y: pixels - 1) == argb)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func aMissingOrBrokenFileFallsBackToTheNextBestEntry() throws {
    let fixture = try scaled()
    try FileManager.default.removeItem(atPath: fixture.path("A.xcassets/Icon.imageset/icon@3x.png"))
    try fixture.write("A.xcassets/Icon.imageset/icon@2x.png", text: "not an image")
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    // @3x is missing and @2x broken: @1x is what is left.
    let image = try #require(index.image(named: "Icon", scale: 3))
    #expect(image.file.hasSuffix("/icon.png") && image.scale == 1 && image.width == 10)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Icon.imageset/icon@3x.png: warning: cannot be read: No such file or directory; the file "
          + "is not used",
        "$F/A.xcassets/Icon.imageset/icon@2x.png: warning: not supported: not a PNG, JPEG, PDF or SVG file (by its "
          + "content); the file is not used",
      ])
    // Each broken file is reported once, however often it is passed over.
    _ = index.image(named: "Icon", scale: 3)
    #expect(diagnostics.all.count == 2)
  }

  @Test func scaleFromTheFileNameWhenTheEntryHasNone() throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/Dot.imageset/dot@2x.png", solid(8, 0xFF00_0000))
    try fixture.write(
      "A.xcassets/Dot.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot@2x.png")]))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Dot", scale: 3))
    #expect(image.scale == 2 && image.width == 4 && image.height == 4)
  }

  @Test func semitransparentPixelsArePremultiplied() throws {
    let fixture = try CatalogFixture()
    // Half-transparent pure red, premultiplied: alpha 0x80, red 0x80.
    try fixture.write(
      "A.xcassets/Glass.imageset/glass.png",
      Drawn.png(width: 2, height: 1) { x, _ in
        x == 0 ? 0x8080_0000 : 0x0000_0000
      })
    try fixture.write(
      "A.xcassets/Glass.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "glass.png")]))
    let (index, _) = fixture.index(["A.xcassets"])
    let raster = try index.raster(try #require(index.image(named: "Glass", scale: 1)), scale: 1)
    #expect(raster.argb(x: 0, y: 0) == 0x8080_0000)
    #expect(raster.argb(x: 1, y: 0) == 0)
  }

  @Test(arguments: [
    (AssetIdiom.iphone, AssetAppearance.light, "phone.png"), (.iphone, .dark, "phone-dark.png"),
    (.ipad, .light, "any.png"), (.ipad, .dark, "any-dark.png"), (.universal, .light, "any.png"),
  ])
  func idiomsThenAppearances(idiom: AssetIdiom, appearance: AssetAppearance, file: String) throws {
    let fixture = try CatalogFixture()
    for name in ["any", "any-dark", "phone", "phone-dark"] {
      try fixture.write("A.xcassets/Logo.imageset/\(name).png", solid(4, 0xFF00_0000))
    }
    try fixture.write(
      "A.xcassets/Logo.imageset/Contents.json",
      json: ImageSet(images: [
        ImageEntry(filename: "any.png"), ImageEntry(filename: "any-dark.png", appearances: Appearance.dark),
        ImageEntry(idiom: "iphone", filename: "phone.png"),
        ImageEntry(idiom: "iphone", filename: "phone-dark.png", appearances: Appearance.dark),
      ]))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Logo", appearance: appearance, idiom: idiom, scale: 2))
    #expect(image.file.hasSuffix("/\(file)"))
  }

  @Test func darkFallsBackToAnyThenLight() throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/OnlyAny.imageset/a.png", solid(4, 0xFF00_0000))
    try fixture.write(
      "A.xcassets/OnlyAny.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "a.png")]))
    try fixture.write("A.xcassets/OnlyLight.imageset/l.png", solid(4, 0xFF00_0000))
    try fixture.write(
      "A.xcassets/OnlyLight.imageset/Contents.json",
      json: ImageSet(images: [ImageEntry(filename: "l.png", appearances: Appearance.light)]))
    let (index, _) = fixture.index(["A.xcassets"])
    #expect(index.image(named: "OnlyAny", appearance: .dark, scale: 2)?.file.hasSuffix("/a.png") == true)
    #expect(index.image(named: "OnlyLight", appearance: .dark, scale: 2)?.file.hasSuffix("/l.png") == true)
  }

  @Test func propertiesAndSlicing() throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/Bubble.imageset/bubble@2x.png", solid(40, 0xFF00_0000))
    let resizing = ImageEntry.Resizing(
      mode: "9-part", center: ImageEntry.Center(mode: "tile", width: 2, height: 4),
      capInsets: ImageEntry.Insets(top: 10, left: 12, bottom: 14, right: 16))
    try fixture.write(
      "A.xcassets/Bubble.imageset/Contents.json",
      json: ImageSet(
        images: [ImageEntry(filename: "bubble@2x.png", scale: "2x", resizing: resizing)],
        properties: ImageSet.Properties(
          templateRenderingIntent: "template", preservesVectorRepresentation: true)))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Bubble", scale: 2))
    #expect(image.isTemplate && image.renderingIntent == .template)
    #expect(image.preservesVectorRepresentation)
    #expect(image.capInsets == AssetCapInsets(top: 5, left: 6, bottom: 7, right: 8))
    #expect(image.resizing?.mode == .ninePart && image.resizing?.center == .tile)
    #expect(image.resizing?.centerWidth == 1 && image.resizing?.centerHeight == 2)
  }

  @Test func originalIntent() throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/Photo.imageset/p.png", solid(2, 0xFF00_0000))
    try fixture.write(
      "A.xcassets/Photo.imageset/Contents.json",
      json: ImageSet(
        images: [ImageEntry(filename: "p.png")],
        properties: ImageSet.Properties(templateRenderingIntent: "original")))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Photo", scale: 1))
    #expect(image.renderingIntent == .original && !image.isTemplate && !image.preservesVectorRepresentation)
  }

  @Test func unknownNamesAndEmptySlots() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Empty.imageset/Contents.json", json: ImageSet(images: [ImageEntry(scale: "1x")]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.imageNames == ["Empty"])
    #expect(index.image(named: "Empty", scale: 1) == nil)
    #expect(index.image(named: "Missing", scale: 1) == nil)
    #expect(diagnostics.all.isEmpty)
  }
}
