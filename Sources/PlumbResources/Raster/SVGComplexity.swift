/// Counts how many elements an SVG draws before librsvg is given it, counting each `<use>` as the elements it
/// refers to, so a few kilobytes of nested `<use>` (ten uses of ten uses of …) are refused at once instead of
/// drawing for seconds until librsvg's own limit stops them. The scan knows only tags, attributes, comments,
/// CDATA and declarations; what it cannot follow is left to librsvg, which reports its own errors.
enum SVGComplexity {
  private struct Element {
    var id: String?
    var useTarget: String?
    var children: [Int] = []
  }

  /// The number of elements drawn, or `limit + 1` once it is over `limit`.
  static func elementCount(_ bytes: [UInt8], limit: Int) -> Int {
    var elements: [Element] = []
    var roots: [Int] = []
    var stack: [Int] = []
    var offset = 0
    func starts(_ text: String, at position: Int) -> Bool {
      let pattern = Array(text.utf8)
      return position + pattern.count <= bytes.count
        && Array(bytes[position..<position + pattern.count]) == pattern
    }
    func skip(past text: String) {
      let pattern = Array(text.utf8)
      while offset < bytes.count, !starts(text, at: offset) { offset += 1 }
      offset = min(bytes.count, offset + pattern.count)
    }
    while offset < bytes.count {
      guard bytes[offset] == UInt8(ascii: "<") else {
        offset += 1
        continue
      }
      if starts("<!--", at: offset) {
        skip(past: "-->")
      } else if starts("<![CDATA[", at: offset) {
        skip(past: "]]>")
      } else if starts("<?", at: offset) {
        skip(past: "?>")
      } else if starts("<!", at: offset) {
        // A declaration; a DOCTYPE's internal subset ends with "]>".
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "[") {
          cursor += 1
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") {
          skip(past: "]>")
        } else {
          skip(past: ">")
        }
      } else if starts("</", at: offset) {
        _ = stack.popLast()
        skip(past: ">")
      } else {
        offset += 1
        let parsed = tag(bytes, &offset)
        var element = parsed.element
        if parsed.name != "use" { element.useTarget = nil }
        let index = elements.count
        elements.append(element)
        if let parent = stack.last { elements[parent].children.append(index) } else { roots.append(index) }
        if !parsed.selfClosing { stack.append(index) }
        if elements.count > limit { return limit + 1 }
      }
    }
    var ids: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      if let id = element.id, ids[id] == nil { ids[id] = index }
    }
    // Drawn elements per element, memoised; a reference cycle counts nothing more (librsvg refuses it).
    var memo = [Int?](repeating: nil, count: elements.count)
    var visiting = Set<Int>()
    func count(_ index: Int, depth: Int) -> Int {
      if let known = memo[index] { return known }
      guard depth < 512, visiting.insert(index).inserted else { return 0 }
      defer { visiting.remove(index) }
      var total = 1
      for child in elements[index].children {
        total = min(limit + 1, total + count(child, depth: depth + 1))
      }
      if let target = elements[index].useTarget.flatMap({ ids[$0] }) {
        total = min(limit + 1, total + count(target, depth: depth + 1))
      }
      memo[index] = total
      return total
    }
    return roots.reduce(0) { min(limit + 1, $0 + count($1, depth: 0)) }
  }

  /// Reads a start tag after its `<`: its id and `href="#…"` target, its name, and whether it closes itself.
  private static func tag(_ bytes: [UInt8], _ offset: inout Int) -> (
    element: Element, name: String, selfClosing: Bool
  ) {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    func word() -> String {
      let start = offset
      while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: ">"),
        bytes[offset] != UInt8(ascii: "/"), bytes[offset] != UInt8(ascii: "=")
      {
        offset += 1
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
    var element = Element()
    var name = word()
    if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
    while offset < bytes.count {
      let byte = bytes[offset]
      if isSpace(byte) {
        offset += 1
      } else if byte == UInt8(ascii: ">") {
        offset += 1
        return (element, name, false)
      } else if byte == UInt8(ascii: "/") {
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ">") {
          offset += 1
          return (element, name, true)
        }
      } else {
        let attribute = word()
        while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
          if attribute.isEmpty { offset += 1 }
          continue
        }
        offset += 1
        while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
        else { continue }
        let quote = bytes[offset]
        offset += 1
        let start = offset
        while offset < bytes.count, bytes[offset] != quote { offset += 1 }
        let value = String(decoding: bytes[start..<offset], as: UTF8.self)
        offset = min(bytes.count, offset + 1)
        if attribute == "id" {
          element.id = value
        } else if attribute == "href" || attribute.hasSuffix(":href"), value.hasPrefix("#") {
          element.useTarget = String(value.dropFirst())
        }
      }
    }
    return (element, name, true)
  }
}
