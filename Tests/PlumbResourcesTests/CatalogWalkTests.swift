import Foundation
import PlumbResources
import Testing

private let dot = Drawn.png(width: 1, height: 1) { _, _ in 0xFF00_0000 }

/// Writes an image set with one 1 × 1 PNG at `folder` (relative).
private func imageSet(_ fixture: CatalogFixture, _ folder: String) throws {
  try fixture.write("\(folder)/dot.png", dot)
  try fixture.write("\(folder)/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
}

private func colorSet(_ fixture: CatalogFixture, _ folder: String, red: String = "1.000") throws {
  try fixture.write(
    "\(folder)/Contents.json",
    json: ColorSet(colors: [
      ColorEntry(color: .init(colorSpace: "srgb", components: ["red": red, "green": "0", "blue": "0"]))
    ]))
}

@Suite struct CatalogWalkTests {
  @Test func namesFollowNamespacesAndSpriteAtlases() throws {
    let fixture = try CatalogFixture()
    try imageSet(fixture, "A.xcassets/Plain.imageset")
    try imageSet(fixture, "A.xcassets/Folder/Loose.imageset")
    try fixture.write("A.xcassets/Icons/Contents.json", json: GroupContents.namespace)
    try imageSet(fixture, "A.xcassets/Icons/Add.imageset")
    try fixture.write("A.xcassets/Icons/Tabs/Contents.json", json: GroupContents.namespace)
    try imageSet(fixture, "A.xcassets/Icons/Tabs/Home.imageset")
    try fixture.write("A.xcassets/Icons/Flat/Contents.json", json: GroupContents())
    try imageSet(fixture, "A.xcassets/Icons/Flat/Star.imageset")
    try fixture.write("A.xcassets/Sprites.spriteatlas/Contents.json", json: GroupContents.namespace)
    try imageSet(fixture, "A.xcassets/Sprites.spriteatlas/Coin.imageset")
    try colorSet(fixture, "A.xcassets/Icons/Ink.colorset")
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(
      index.imageNames == ["Icons/Add", "Icons/Star", "Icons/Tabs/Home", "Loose", "Plain", "Sprites/Coin"])
    #expect(index.colorNames == ["Icons/Ink"])
    #expect(index.image(named: "Icons/Tabs/Home", scale: 1)?.name == "Icons/Tabs/Home")
    #expect(index.image(named: "Home", scale: 1) == nil)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func otherKindsAreSkippedAndUnknownSuffixesReported() throws {
    let fixture = try CatalogFixture()
    try imageSet(fixture, "A.xcassets/AppIcon.appiconset")
    try imageSet(fixture, "A.xcassets/Launch.launchimage")
    try imageSet(fixture, "A.xcassets/Data.dataset")
    try imageSet(fixture, "A.xcassets/Symbol.symbolset")
    try imageSet(fixture, "A.xcassets/Brand.brandassets/Back.imageset")
    try imageSet(fixture, "A.xcassets/Odd.widgetset")
    try imageSet(fixture, "A.xcassets/.hidden/Secret.imageset")
    try fixture.write("A.xcassets/Contents.json", json: GroupContents())
    try fixture.write("A.xcassets/notes.txt", text: "not a folder")
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.imageNames.isEmpty)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Odd.widgetset: warning: '.widgetset' is not an asset catalog folder kind Plumb knows; "
          + "the folder is skipped"
      ])
  }

  @Test func clashesKeepTheFirstAndSayWhich() throws {
    let fixture = try CatalogFixture()
    try imageSet(fixture, "A.xcassets/Left/Logo.imageset")
    try imageSet(fixture, "A.xcassets/Right/Logo.imageset")
    try imageSet(fixture, "B.xcassets/Logo.imageset")
    try imageSet(fixture, "B.xcassets/Only.imageset")
    try colorSet(fixture, "A.xcassets/Tint.colorset", red: "0.000")
    try colorSet(fixture, "B.xcassets/Tint.colorset", red: "1.000")
    let (index, diagnostics) = fixture.index(["A.xcassets", "B.xcassets"])
    #expect(index.catalogs == [fixture.path("A.xcassets"), fixture.path("B.xcassets")])
    #expect(index.imageNames == ["Logo", "Only"])
    #expect(
      index.image(named: "Logo", scale: 1)?.file == fixture.path("A.xcassets/Left/Logo.imageset/dot.png"))
    #expect(index.color(named: "Tint")?.red == 0)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/Right/Logo.imageset: warning: the image name \"Logo\" is also given by "
          + "$F/A.xcassets/Left/Logo.imageset, which is used",
        "$F/B.xcassets/Logo.imageset: warning: the image name \"Logo\" is also given by "
          + "$F/A.xcassets/Left/Logo.imageset, which is used",
        "$F/B.xcassets/Tint.colorset: warning: the colour name \"Tint\" is also given by "
          + "$F/A.xcassets/Tint.colorset, which is used",
      ])
  }

  @Test func aMissingCatalogIsReported() throws {
    let fixture = try CatalogFixture()
    let (index, diagnostics) = fixture.index(["Nowhere.xcassets"])
    #expect(index.imageNames.isEmpty && index.colorNames.isEmpty)
    #expect(
      fixture.shown(diagnostics) == [
        "$F/Nowhere.xcassets: warning: not a folder that can be read; no assets read from it"
      ])
  }

  @Test func deepNestingStopsAtTheLimit() throws {
    let fixture = try CatalogFixture()
    try imageSet(fixture, "A.xcassets/a/b/c/Deep.imageset")
    try imageSet(fixture, "A.xcassets/a/Shallow.imageset")
    let (index, diagnostics) = fixture.index(["A.xcassets"], limits: AssetLimits(maximumDepth: 2))
    #expect(index.imageNames == ["Shallow"])
    #expect(
      fixture.shown(diagnostics) == [
        "$F/A.xcassets/a/b/c: warning: groups nested more than 2 deep (AssetLimits.maximumDepth); not read"
      ])
  }
}
