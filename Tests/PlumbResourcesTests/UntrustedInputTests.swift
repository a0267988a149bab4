import CPlumbCairo
import Foundation
import PlumbResources
import Testing

private let dot = Drawn.png(width: 1, height: 1) { _, _ in 0xFF00_0000 }

/// An image set holding one file, `bytes` named `filename`.
private func oneFileSet(_ fixture: CatalogFixture, _ name: String, _ filename: String, _ bytes: [UInt8])
  throws
{
  try fixture.write("A.xcassets/\(name).imageset/\(filename)", bytes)
  try fixture.write(
    "A.xcassets/\(name).imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: filename)]))
}

/// A PNG signature and an IHDR chunk claiming `width` × `height` RGBA pixels, then `padding` bytes of image data
/// that were never meant to be decoded.
private func claimedPNG(width: UInt32, height: UInt32, padding: Int) -> [UInt8] {
  func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  bytes += bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
  bytes += [0, 0, 0, 0]
  bytes +=
    bigEndian(UInt32(padding)) + Array("IDAT".utf8) + [UInt8](repeating: 0, count: padding) + [0, 0, 0, 0]
  bytes += bigEndian(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
  return bytes
}

@Suite struct UntrustedInputTests {
  @Test func aSmallPNGClaimingHugeSizeIsNeverDecoded() throws {
    let fixture = try CatalogFixture()
    let bomb = claimedPNG(width: 20_000, height: 20_000, padding: 49_000)
    #expect(bomb.count < 50_000)
    try oneFileSet(fixture, "Bomb", "bomb.png", bomb)
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.imageNames == ["Bomb"])
    #expect(index.image(named: "Bomb", scale: 1) == nil)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Bomb.imageset/bomb.png: warning: too large: "
          + "20000×20000 is 400000000 pixels, over the limit of 50000000 (AssetLimits.maximumPixels); "
          + "the file is not used"
      ])
  }

  @Test(arguments: [(10, true), (11, false)])
  func pixelLimitIsCheckedAgainstTheHeader(width: Int, accepted: Bool) throws {
    let fixture = try CatalogFixture()
    try oneFileSet(fixture, "Wide", "wide.png", Drawn.png(width: width, height: 10) { _, _ in 0xFF00_0000 })
    let (index, diagnostics) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumPixels: 100))
    #expect((index.image(named: "Wide", scale: 1) != nil) == accepted)
    #expect(diagnostics.all.isEmpty == accepted)
  }

  @Test func longSidesAreRefused() throws {
    let fixture = try CatalogFixture()
    try oneFileSet(fixture, "Tall", "tall.png", claimedPNG(width: 1, height: 40_000, padding: 16))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.image(named: "Tall", scale: 1) == nil)
    #expect(diagnostics.all.map(\.message).first?.contains("(AssetLimits.maximumSide)") == true)
  }

  @Test func filesOverTheByteLimitAreNotRead() throws {
    let fixture = try CatalogFixture()
    let big = Drawn.png(width: 64, height: 64) { x, y in
      UInt32(truncatingIfNeeded: 0xFF00_0000 | (x * 977 + y * 131))
    }
    try oneFileSet(fixture, "Big", "big.png", big)
    let (index, diagnostics) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumFileBytes: 200))
    #expect(big.count > 200)
    #expect(index.image(named: "Big", scale: 1) == nil)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Big.imageset/big.png: warning: too large: "
          + "\(big.count) bytes, over the limit of 200 (AssetLimits.maximumFileBytes); the file is not used"
      ])
  }

  @Test func contentsOverItsLimitSkipTheSet() throws {
    let fixture = try CatalogFixture()
    try oneFileSet(fixture, "Dot", "dot.png", dot)
    let (index, diagnostics) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumContentsBytes: 10))
    #expect(index.imageNames.isEmpty)
    #expect(diagnostics.all.first?.message.contains("(AssetLimits.maximumContentsBytes); skipped") == true)
  }

  @Test(arguments: ["pdf", "svg"])
  func vectorsAreCheckedAtTheSizeTheyAreDrawn(format: String) throws {
    let fixture = try CatalogFixture()
    // 20 000 points square: fine to look up, too large to draw at its own size, fine when drawn small.
    let bytes =
      format == "pdf"
      ? Drawn.pdf(width: 20_000, height: 20_000) { context in
        cairo_rectangle(context, 0, 0, 20_000, 20_000)
        cairo_fill(context)
      }
      : Array(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000"/></svg>"#
          .utf8)
    try oneFileSet(fixture, "Huge", "huge.\(format)", bytes)
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Huge", scale: 2))
    #expect(image.width == 20_000 && image.height == 20_000)
    #expect(throws: AssetError.self) { try index.raster(image, scale: 2) }
    do {
      _ = try index.raster(image, scale: 2)
    } catch {
      #expect(
        error.description.replacingOccurrences(of: fixture.folder, with: "$F")
          == "$F/A.xcassets/Huge.imageset/huge.\(format): too large: drawn at 2.0x it would be 40000×40000 pixels "
          + "has a side over 32767 (AssetLimits.maximumSide)")
    }
    let small = try index.raster(image, scale: 2, pointSize: (width: 10, height: 10))
    #expect(small.width == 20 && small.argb(x: 10, y: 10) == 0xFF00_0000)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func svgReferencesOutsideTheDocumentAreNotLoaded() throws {
    let fixture = try CatalogFixture()
    try fixture.write("outside.png", Drawn.png(width: 4, height: 4) { _, _ in 0xFFFF_0000 })
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4">
        <image width="4" height="4" xlink:href="file://\(fixture.path("outside.png"))"/>
        <image width="4" height="4" xlink:href="../../outside.png"/>
      </svg>
      """
    try oneFileSet(fixture, "Peek", "peek.svg", Array(svg.utf8))
    let (index, _) = fixture.index(["A.xcassets"])
    let image = try #require(index.image(named: "Peek", scale: 1))
    let raster = try index.raster(image, scale: 1)
    #expect(raster.pixels.allSatisfy { $0 == 0 })
  }

  @Test func svgEntityAndUseBombsEndWithoutDrawingForever() throws {
    let fixture = try CatalogFixture()
    var entities = #"<!ENTITY a0 "lollollollollollollollollollol">"#
    for level in 1...12 {
      entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
    }
    let laughs = """
      <?xml version="1.0"?><!DOCTYPE svg [\(entities)]>
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a12;</text></svg>
      """
    var uses = #"<rect id="u0" width="1" height="1"/>"#
    for level in 1...12 {
      uses += "<g id=\"u\(level)\">" + String(repeating: "<use href=\"#u\(level - 1)\"/>", count: 10) + "</g>"
    }
    let instanced = """
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs>\(uses)</defs><use href="#u12"/></svg>
      """
    try oneFileSet(fixture, "Laughs", "laughs.svg", Array(laughs.utf8))
    try oneFileSet(fixture, "Instanced", "instanced.svg", Array(instanced.utf8))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.image(named: "Laughs", scale: 1) == nil)
    #expect(index.image(named: "Instanced", scale: 1) == nil)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Laughs.imageset/laughs.svg: warning: not a valid image: XML parse error: Error domain 1 code 89 on line 2 column 75 of data: Detected an entity "
          + "reference loop\n; the file is not used",
        "$F/A.xcassets/Instanced.imageset/instanced.svg: warning: too large: the SVG draws more than 100000 elements (counting what each <use> draws) "
          + "(AssetLimits.maximumSVGElements); the file is not used",
      ])
  }

  @Test(arguments: [(1_973, true), (1_972, false)])
  func svgElementLimitCountsWhatUsesDraw(limit: Int, accepted: Bool) throws {
    let fixture = try CatalogFixture()
    // The root (1), the defs (1) with a rect (1) and ten groups of ten uses of it (10 × (1 + 10 × 2)), then
    // eighty uses of a group (80 × (1 + 21)): 1 973 drawn.
    var body = #"<defs><rect id="r" width="1" height="1"/>"#
    for group in 0..<10 {
      body += "<g id=\"g\(group)\">" + String(repeating: ##"<use href="#r"/>"##, count: 10) + "</g>"
    }
    body += "</defs>" + (0..<8).map { _ in (0..<10).map { "<use href=\"#g\($0)\"/>" }.joined() }.joined()
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2">"# + body + "</svg>"
    try oneFileSet(fixture, "Many", "many.svg", Array(svg.utf8))
    let (index, _) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumSVGElements: limit))
    #expect((index.image(named: "Many", scale: 1) != nil) == accepted)
  }

  @Test func damagedFilesAreErrorsNotCrashes() throws {
    let fixture = try CatalogFixture()
    let png = Drawn.png(width: 32, height: 32) { x, y in
      UInt32(truncatingIfNeeded: 0xFF00_0000 | (x * 977 + y * 131))
    }
    let jpeg = Drawn.jpeg(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 0) }
    let pdf = Drawn.pdf(width: 10, height: 10) { cairo_paint($0) }
    try oneFileSet(fixture, "Png", "cut.png", Array(png.prefix(png.count / 2)))
    try oneFileSet(fixture, "Jpeg", "cut.jpg", Array(jpeg.prefix(jpeg.count / 2)))
    try oneFileSet(fixture, "Pdf", "cut.pdf", Array(pdf.prefix(pdf.count / 2)))
    try oneFileSet(
      fixture, "Svg", "cut.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height"#.utf8))
    try oneFileSet(fixture, "Heic", "photo.heic", [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0])
    try oneFileSet(fixture, "Empty", "empty.png", [])
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    var outcomes: [String] = []
    for name in ["Empty", "Heic", "Jpeg", "Pdf", "Png", "Svg"] {
      guard let image = index.image(named: name, scale: 1) else {
        outcomes.append("\(name): refused on lookup")
        continue
      }
      do {
        _ = try index.raster(image, scale: 1)
        outcomes.append("\(name): drawn")
      } catch {
        outcomes.append("\(name): refused when drawn")
      }
    }
    #expect(
      outcomes == [
        "Empty: refused on lookup", "Heic: refused on lookup", "Jpeg: refused on lookup",
        "Pdf: refused on lookup",
        "Png: refused when drawn", "Svg: refused on lookup",
      ])
    // Each refusal on lookup is reported once; one when drawn is the caller's to report.
    #expect(
      diagnostics.all.map(\.path).map { ($0 as NSString).lastPathComponent } == [
        "empty.png", "photo.heic", "cut.jpg", "cut.pdf", "cut.svg",
      ])
  }

  @Test func symbolicLinksOutOfTheCatalogAreNotFollowed() throws {
    let fixture = try CatalogFixture()
    try oneFileSet(fixture, "Inside", "dot.png", dot)
    try fixture.write("Elsewhere/Stolen.imageset/dot.png", dot)
    try fixture.write(
      "Elsewhere/Stolen.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
    try fixture.write("secret.png", dot)
    try fixture.write("secret.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
    let files = FileManager.default
    // A set folder, an image file and a Contents.json that each lead out.
    try files.createSymbolicLink(
      atPath: fixture.path("A.xcassets/Stolen.imageset"), withDestinationPath: "../Elsewhere/Stolen.imageset")
    try fixture.folder("A.xcassets/Linked.imageset")
    try files.createSymbolicLink(
      atPath: fixture.path("A.xcassets/Linked.imageset/dot.png"),
      withDestinationPath: fixture.path("secret.png"))
    try fixture.write(
      "A.xcassets/Linked.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
    try fixture.folder("A.xcassets/Json.imageset")
    try files.createSymbolicLink(
      atPath: fixture.path("A.xcassets/Json.imageset/Contents.json"), withDestinationPath: "../../secret.json"
    )
    // Links that stay inside are followed, once: an alias of a group, and a loop back up.
    try fixture.write("A.xcassets/Real/Contents.json", json: GroupContents.namespace)
    try oneFileSet(fixture, "Real/Star", "dot.png", dot)
    try files.createSymbolicLink(atPath: fixture.path("A.xcassets/Alias"), withDestinationPath: "Real")
    try files.createSymbolicLink(atPath: fixture.path("A.xcassets/Real/Up"), withDestinationPath: "..")
    try files.createSymbolicLink(atPath: fixture.path("A.xcassets/Real/Back"), withDestinationPath: "../Real")
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.imageNames == ["Alias/Star", "Inside", "Linked", "Real/Star"])
    #expect(index.image(named: "Linked", scale: 1) == nil)
    #expect(index.image(named: "Alias/Star", scale: 1) != nil)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Alias/Back: warning: a symbolic link to a folder that holds it; not followed",
        "$F/A.xcassets/Alias/Up: warning: a symbolic link that leads outside the catalog (or to it); not followed",
        "$F/A.xcassets/Json.imageset/Contents.json: warning: leads outside the asset catalog $F/A.xcassets "
          + "(through a symbolic link); not followed; skipped",
        "$F/A.xcassets/Real/Back: warning: a symbolic link to a folder that holds it; not followed",
        "$F/A.xcassets/Real/Up: warning: a symbolic link that leads outside the catalog (or to it); not followed",
        "$F/A.xcassets/Stolen.imageset: warning: a symbolic link that leads outside the catalog (or to it); "
          + "not followed",
        "$F/A.xcassets/Linked.imageset/dot.png: warning: leads outside the asset catalog $F/A.xcassets (through a symbolic link); not followed; the file is not used",
      ])
  }
}
