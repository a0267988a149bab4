import Foundation
import Testing

@testable import PlumbRender

@Suite struct SVGIdentifierTests {
  /// The string-replacing implementation the byte-level one replaced, kept as the reference for its output.
  static func reference(_ bytes: [UInt8]) -> [UInt8] {
    var text = String(decoding: bytes, as: UTF8.self)
    let prefixes = ["surface", "clip", "image", "pattern", "mask", "source"]
    var mapping: [(String, String)] = []
    var counters: [String: Int] = [:]
    var searchStart = text.startIndex
    while let range = text.range(of: "id=\"", range: searchStart..<text.endIndex) {
      guard let end = text[range.upperBound...].firstIndex(of: "\"") else { break }
      let identifier = String(text[range.upperBound..<end])
      searchStart = end
      guard let prefix = prefixes.first(where: { identifier.hasPrefix($0) }),
        identifier.dropFirst(prefix.count).allSatisfy({ $0.isNumber }),
        !mapping.contains(where: { $0.0 == identifier })
      else { continue }
      let next = (counters[prefix] ?? 0) + 1
      counters[prefix] = next
      mapping.append((identifier, "plumb-\(prefix)\(next)"))
    }
    for (old, new) in mapping {
      for (before, after) in [("id=\"", "\""), ("#", "\""), ("#", ")")] {
        text = text.replacingOccurrences(of: before + old + after, with: before + new + after)
      }
    }
    return Array(text.utf8)
  }

  static let cases = [
    ##"<svg><g id="surface5"><use xlink:href="#surface5"/></g><path clip-path="url(#clip3)"/><clipPath id="clip3"/></svg>"##,
    ##"<a href="#clip1)"/><b id="clip10"/><c id="clip1"/><d href="#clip10"/><e href="#clip1x"/>"##,
    ##"<g id="clip"/><g id="glyph0-1"/><use href="#glyph0-1"/><g id="source2"/><g id="surface2"/><g id="source2"/>"##,
    ##"<use href="#image7"/><image id="image7"/><pattern id="pattern2"><mask id="mask4"/></pattern>#"##,
    ##"nothing to rename"##, ##"<g id="surface3"##, "", ##"id="image1"id="image1"#image1"#image1)"##,
  ]

  @Test(arguments: cases)
  func sameBytesAsReplacingOneByOne(svg: String) {
    #expect(Renderer.renumberSVGIdentifiers(Array(svg.utf8)) == Self.reference(Array(svg.utf8)))
  }

  /// Generated text: identifiers (renamable or not) in every position the scanner looks at, plus noise, against
  /// the reference.
  @Test func sameBytesOnGeneratedText() {
    let tokens = ["clip1", "clip10", "clip", "surface2", "source2", "image7", "mask", "glyph0-1", "pattern3x", "mask01"]
    let shapes = ["id=\"%\"", "#%\"", "#%)", "#%", "id=\"%", "url(#%)", "%\""]
    let noise = ["<g ", "/>", " ", "\"", ")", "#", "i", "id=", "é", "x"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % count
    }
    var changed = 0
    for _ in 0..<400 {
      var svg = ""
      for _ in 0..<12 {
        if next(3) == 0 {
          svg += noise[next(noise.count)]
        } else {
          svg += shapes[next(shapes.count)].replacingOccurrences(of: "%", with: tokens[next(tokens.count)])
        }
      }
      let bytes = Array(svg.utf8)
      let expected = Self.reference(bytes)
      if expected != bytes { changed += 1 }
      #expect(Renderer.renumberSVGIdentifiers(bytes) == expected, "\(svg)")
    }
    #expect(changed > 200)
  }
}
