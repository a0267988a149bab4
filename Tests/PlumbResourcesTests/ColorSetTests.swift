import Foundation
import PlumbResources
import Testing

/// One row of the colour table: how the components are spelled, in which colour space, and the sRGB colour
/// expected (as `#RRGGBBAA`).
struct ColorCase: CustomTestStringConvertible, Sendable {
  var space: String
  var components: [String: String]
  var hex: String
  var testDescription: String { "\(space) \(components.sorted { $0.key < $1.key })" }
}

/// Every component spelling (float, 8-bit integer, hex byte) in every colour space Xcode writes. Expected values
/// are worked out by hand: P3 (1, 0, 0) is sRGB (1.093, -0.227, -0.150), clamped in `hex`; linear 0.5 is sRGB
/// 0.7354 (0xBC); grey 0.5 with a 2.2 gamma is sRGB 0.5029 (0x80).
let colorCases: [ColorCase] = [
  ColorCase(
    space: "srgb", components: ["red": "0.929", "green": "0.502", "blue": "0.161", "alpha": "1.000"],
    hex: "#ED8029FF"),
  ColorCase(
    space: "srgb", components: ["red": "237", "green": "128", "blue": "41", "alpha": "1.000"],
    hex: "#ED8029FF"),
  ColorCase(
    space: "srgb", components: ["red": "0xED", "green": "0x80", "blue": "0x29", "alpha": "0.500"],
    hex: "#ED802980"),
  ColorCase(
    space: "extended-srgb", components: ["red": "1.200", "green": "-0.100", "blue": "0.5", "alpha": "1.000"],
    hex: "#FF0080FF"),
  ColorCase(
    space: "extended-srgb", components: ["red": "0x42", "green": "66", "blue": "0.259", "alpha": "1.000"],
    hex: "#424242FF"),
  ColorCase(
    space: "extended-linear-srgb",
    components: ["red": "0.500", "green": "0.000", "blue": "1.000", "alpha": "1.000"], hex: "#BC00FFFF"),
  ColorCase(
    space: "extended-linear-srgb",
    components: ["red": "0x80", "green": "0", "blue": "255", "alpha": "1.000"], hex: "#BC00FFFF"),
  ColorCase(
    space: "display-p3", components: ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"],
    hex: "#FF0000FF"),
  ColorCase(
    space: "display-p3", components: ["red": "0", "green": "255", "blue": "0", "alpha": "1.000"],
    hex: "#00FF00FF"),
  ColorCase(
    space: "display-p3", components: ["red": "0xFF", "green": "0xFF", "blue": "0xFF", "alpha": "1.000"],
    hex: "#FFFFFFFF"),
  ColorCase(
    space: "display-p3", components: ["red": "0.600", "green": "0.600", "blue": "0.600", "alpha": "1.000"],
    hex: "#999999FF"),
  ColorCase(space: "gray-gamma-22", components: ["white": "0.500", "alpha": "1.000"], hex: "#808080FF"),
  ColorCase(space: "gray-gamma-22", components: ["white": "255", "alpha": "0.250"], hex: "#FFFFFF40"),
  ColorCase(space: "extended-gray", components: ["white": "0x00", "alpha": "1.000"], hex: "#000000FF"),
  ColorCase(space: "extended-gray", components: ["white": "1.000", "alpha": "1.000"], hex: "#FFFFFFFF"),
]

@Suite struct ColorSetTests {
  @Test(arguments: colorCases, AssetAppearance.allCases)
  func everySpellingAndSpaceInEveryAppearance(_ row: ColorCase, appearance: AssetAppearance) throws {
    let fixture = try CatalogFixture()
    // The asked-for appearance gets the case; the other gets black, so picking the wrong one fails.
    let other = ColorEntry.Color(
      colorSpace: "srgb", components: ["red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"])
    let color = ColorEntry.Color(colorSpace: row.space, components: row.components)
    let entries =
      appearance == .dark
      ? [ColorEntry(color: other), ColorEntry(appearances: Appearance.dark, color: color)]
      : [ColorEntry(color: color), ColorEntry(appearances: Appearance.dark, color: other)]
    try fixture.write("A.xcassets/Tone.colorset/Contents.json", json: ColorSet(colors: entries))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(index.color(named: "Tone", appearance: appearance)?.hex == row.hex)
    #expect(diagnostics.all.isEmpty)
  }

  @Test func displayP3RedIsOutsideSRGBAndKept() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Red.colorset/Contents.json",
      json: ColorSet(colors: [
        ColorEntry(
          color: .init(
            colorSpace: "display-p3", components: ["red": "1.000", "green": "0.000", "blue": "0.000"]))
      ]))
    let (index, _) = fixture.index(["A.xcassets"])
    let red = try #require(index.color(named: "Red"))
    #expect(
      abs(red.red - 1.0930) < 0.0005 && abs(red.green + 0.2267) < 0.0005 && abs(red.blue + 0.1501) < 0.0005)
    #expect(red.alpha == 1)
  }

  @Test func componentSpellings() {
    let table: [(String, Double?)] = [
      ("0.929", 0.929), ("66", 66.0 / 255), ("0x42", 66.0 / 255), ("0X42", 66.0 / 255), ("255", 1), ("0", 0),
      ("1.000", 1), ("-0.25", -0.25), ("1.5", 1.5), ("256", nil), ("-3", nil), ("0x", nil), ("0x100", nil),
      ("red", nil), ("", nil),
    ]
    let fixture = try? CatalogFixture()
    for (text, expected) in table {
      guard let fixture else { break }
      try? fixture.write(
        "A.xcassets/C.colorset/Contents.json",
        json: ColorSet(colors: [
          ColorEntry(color: .init(colorSpace: "srgb", components: ["red": text, "green": "0", "blue": "0"]))
        ]))
      let (index, diagnostics) = fixture.index(["A.xcassets"])
      #expect(index.color(named: "C")?.red == expected, "\(text)")
      #expect(diagnostics.all.isEmpty == (expected != nil), "\(text)")
    }
  }

  @Test func systemColourReferencesAdaptToDark() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/Accent.colorset/Contents.json",
      json: ColorSet(colors: [ColorEntry(color: .init(platform: "ios", reference: "systemBlueColor"))]))
    let (index, _) = fixture.index(["A.xcassets"])
    #expect(index.color(named: "Accent")?.hex == "#007AFFFF")
    #expect(index.color(named: "Accent", appearance: .dark)?.hex == "#0A84FFFF")
  }

  /// A colour set naming a grouped-table colour iOS 13 deprecated takes the grouped background it became.
  @Test func formerSystemColourNamesAreTheColoursTheyBecame() throws {
    let fixture = try CatalogFixture()
    try fixture.write(
      "A.xcassets/List.colorset/Contents.json",
      json: ColorSet(colors: [
        ColorEntry(color: .init(platform: "ios", reference: "groupTableViewBackgroundColor"))
      ]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(diagnostics.all.isEmpty)
    #expect(index.color(named: "List")?.hex == "#F2F2F7FF")
    #expect(index.color(named: "List", appearance: .dark)?.hex == "#000000FF")
  }

  @Test func idiomPreference() throws {
    let fixture = try CatalogFixture()
    func color(_ value: String) -> ColorEntry.Color {
      .init(colorSpace: "srgb", components: ["red": value, "green": "0", "blue": "0", "alpha": "1.000"])
    }
    try fixture.write(
      "A.xcassets/Tint.colorset/Contents.json",
      json: ColorSet(colors: [
        ColorEntry(color: color("1")), ColorEntry(idiom: "iphone", color: color("2")),
        ColorEntry(idiom: "ipad", color: color("3")),
      ]))
    let (index, _) = fixture.index(["A.xcassets"])
    #expect(index.color(named: "Tint", idiom: .iphone)?.hex == "#020000FF")
    #expect(index.color(named: "Tint", idiom: .ipad)?.hex == "#030000FF")
    #expect(index.color(named: "Tint", idiom: .universal)?.hex == "#010000FF")
    #expect(index.color(named: "Tint", idiom: .tv)?.hex == "#010000FF")
  }
}
