import Foundation
import PlumbResources
import Testing

/// A `Contents.json` text that is wrong in one way, and the one diagnostic it must give.
struct MalformedCase: CustomTestStringConvertible, Sendable {
  var label: String
  var folder: String
  var contents: String
  var diagnostic: String
  var testDescription: String { label }
}

let malformedCases: [MalformedCase] = [
  MalformedCase(
    label: "a missing comma", folder: "Bad.imageset",
    contents: """
      {
        "images" : [
          {
            "filename" : "dot.png"
            "idiom" : "universal"
          }
        ]
      }
      """,
    diagnostic:
      "Bad.imageset/Contents.json:5:7: warning: not valid JSON: expected ',' or '}' after the value of "
      + "\"filename\"; skipped"),
  MalformedCase(
    label: "a cut-off file", folder: "Bad.imageset", contents: "{\n  \"images\" : [\n",
    diagnostic: "Bad.imageset/Contents.json:3:1: warning: not valid JSON: the text ends where a value was "
      + "expected; skipped"),
  MalformedCase(
    label: "images as an object", folder: "Bad.imageset",
    contents: """
      {
        "info" : { "version" : 1 },
        "images" : { "filename" : "dot.png" }
      }
      """,
    diagnostic: "Bad.imageset/Contents.json:3:14: warning: images should be a list ([…]); skipped"),
  MalformedCase(
    label: "a number for a file name", folder: "Bad.imageset",
    contents: """
      {
        "images" : [
          { "idiom" : "universal", "scale" : "1x" },
          { "idiom" : "universal", "filename" : 7 }
        ]
      }
      """,
    diagnostic: "Bad.imageset/Contents.json:4:43: warning: images[1].filename should be a string; skipped"),
  MalformedCase(
    label: "an appearance without a value", folder: "Bad.imageset",
    contents: """
      {
        "images" : [
          { "filename" : "dot.png",
            "appearances" : [ { "appearance" : "luminosity" } ] }
        ]
      }
      """,
    diagnostic: "Bad.imageset/Contents.json:4:25: warning: images[0].appearances[0] lacks the key \"value\"; "
      + "skipped"),
  MalformedCase(
    label: "a bad scale", folder: "Bad.imageset",
    contents: """
      {
        "images" : [
          { "filename" : "dot.png", "scale" : "2y" }
        ]
      }
      """,
    diagnostic:
      "Bad.imageset/Contents.json:3:41: warning: the scale \"2y\" is not 1x, 2x or 3x; entry skipped"),
  MalformedCase(
    label: "a file name that leaves the set", folder: "Bad.imageset",
    contents: #"{ "images" : [ { "filename" : "../../secret.png" } ] }"#,
    diagnostic:
      "Bad.imageset/Contents.json:1:31: warning: the file name \"../../secret.png\" is not a name in the "
      + "set's folder; entry skipped"),
  MalformedCase(
    label: "an unknown intent", folder: "Bad.imageset",
    contents: #"{ "images" : [ ], "properties" : { "template-rendering-intent" : "tinted" } }"#,
    diagnostic:
      "Bad.imageset/Contents.json:1:66: warning: template-rendering-intent \"tinted\" is not template "
      + "or original; drawn as the view decides"),
  MalformedCase(
    label: "a bad component", folder: "Bad.colorset",
    contents: """
      {
        "colors" : [
          {
            "color" : {
              "color-space" : "srgb",
              "components" : { "red" : "lots", "green" : "0", "blue" : "0" }
            }
          }
        ]
      }
      """,
    diagnostic:
      "Bad.colorset/Contents.json:6:34: warning: the red component \"lots\" is not a float (0.5), an "
      + "8-bit integer (128) or hex (0x80); entry skipped"),
  MalformedCase(
    label: "a missing component", folder: "Bad.colorset",
    contents: #"{ "colors" : [ { "color" : { "components" : { "red" : "0", "green" : "0" } } } ] }"#,
    diagnostic:
      "Bad.colorset/Contents.json:1:45: warning: the srgb colour lacks its blue component; entry skipped"),
  MalformedCase(
    label: "an unknown colour space", folder: "Bad.colorset",
    contents: #"{ "colors" : [ { "color" : { "color-space" : "cmyk", "components" : { } } } ] }"#,
    diagnostic: "Bad.colorset/Contents.json:1:46: warning: the colour space \"cmyk\" is not one of srgb, "
      + "extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray; entry skipped"),
  MalformedCase(
    label: "an unknown system colour", folder: "Bad.colorset",
    contents: #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemTealishColor" } } ] }"#,
    diagnostic:
      "Bad.colorset/Contents.json:1:64: warning: refers to the system colour \"systemTealishColor\", "
      + "which Plumb does not know; entry skipped"),
  MalformedCase(
    label: "a group's broken namespace flag", folder: "Group",
    contents: #"{ "properties" : { "provides-namespace" : "yes" } }"#,
    diagnostic: "Group/Contents.json:1:43: warning: properties.provides-namespace should be true or false; "
      + "skipped"),
  MalformedCase(
    label: "nesting too deep to follow", folder: "Bad.imageset",
    contents: "{ \"images\" : " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
      + " }",
    diagnostic:
      "Bad.imageset/Contents.json:1:269: warning: not valid JSON: nested more than 256 deep; skipped"),
]

@Suite struct MalformedContentsTests {
  @Test(arguments: malformedCases)
  func aProblemIsLocatedAndSkipsOnlyItsSet(_ row: MalformedCase) throws {
    let fixture = try CatalogFixture()
    try fixture.write("A.xcassets/\(row.folder)/Contents.json", text: row.contents)
    try fixture.write(
      "A.xcassets/\(row.folder)/dot.png", Drawn.png(width: 1, height: 1) { _, _ in 0xFF00_0000 })
    try fixture.write(
      "A.xcassets/Good.imageset/dot.png", Drawn.png(width: 1, height: 1) { _, _ in 0xFF00_0000 })
    try fixture.write(
      "A.xcassets/Good.imageset/Contents.json", json: ImageSet(images: [ImageEntry(filename: "dot.png")]))
    let (index, diagnostics) = fixture.index(["A.xcassets"])
    #expect(fixture.shown(diagnostics) == ["$F/A.xcassets/" + row.diagnostic])
    #expect(index.image(named: "Good", scale: 1) != nil)
  }

  @Test func diagnosticsPrintWithoutALineWhenThereIsNone() {
    #expect(ResourceDiagnostic(path: "a/b", message: "m").description == "a/b: warning: m")
    #expect(
      ResourceDiagnostic(path: "a/b", line: 3, column: 4, message: "m").description == "a/b:3:4: warning: m")
  }
}
