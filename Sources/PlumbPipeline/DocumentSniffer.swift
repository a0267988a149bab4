import Foundation

/// Tells a layout document from the other YAML and JSON files an app holds (asset catalogs' `Contents.json`,
/// package manifests, CI settings, test fixtures) by its content: a layout document is a mapping with a top-level
/// `root` key, which the layout document format requires and other formats rarely use at their top level.
enum DocumentSniffer {
  /// Whether the file at `path` looks like a layout document. Files larger than `maximumBytes` are not read.
  static func isLayoutDocument(_ path: String, maximumBytes: Int) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue, size <= maximumBytes,
      let data = FileManager.default.contents(atPath: path)
    else { return false }
    // JSON is YAML too, and Plumb reads both from either extension.
    let bytes = [UInt8](data)
    return jsonHasTopLevelRoot(bytes) || yamlHasTopLevelRoot(bytes)
  }

  /// A line that starts (in column 1) with `root:`, `"root":` or `'root':`, outside YAML's `---` separated
  /// later documents only in that the first one found counts.
  static func yamlHasTopLevelRoot(_ bytes: [UInt8]) -> Bool {
    let keys: [[UInt8]] = [Array("root".utf8), Array("\"root\"".utf8), Array("'root'".utf8)]
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      for key in keys where lineEnd - lineStart > key.count {
        if bytes[lineStart..<lineStart + key.count].elementsEqual(key) {
          var i = lineStart + key.count
          while i < lineEnd && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
          if i < lineEnd && bytes[i] == UInt8(ascii: ":") { return true }
        }
      }
      // A flow mapping on one line (`{size: …, root: …}`) is a document too.
      if lineStart < bytes.count && bytes[lineStart] == UInt8(ascii: "{") {
        return jsonHasTopLevelRoot(Array(bytes[lineStart...]), quotedKeysOnly: false)
      }
      lineStart = lineEnd + 1
    }
    return false
  }

  /// Whether the outermost object has a `"root"` key: one pass over the text, tracking strings and depth.
  static func jsonHasTopLevelRoot(_ bytes: [UInt8], quotedKeysOnly: Bool = true) -> Bool {
    var depth = 0
    var i = 0
    var lastString: ArraySlice<UInt8>?
    var bareStart: Int?
    let root = Array("root".utf8)
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "\""):
        let start = i + 1
        i += 1
        while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
          i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        lastString = bytes[start..<min(i, bytes.count)]
        bareStart = nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        lastString = nil
        bareStart = nil
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 { return false }
        lastString = nil
      case UInt8(ascii: ":"):
        if depth == 1 {
          if let key = lastString, key.elementsEqual(root) { return true }
          if !quotedKeysOnly, let start = bareStart,
            bytes[start..<i].split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).first?.elementsEqual(root)
              == true
          {
            return true
          }
        }
        lastString = nil
        bareStart = nil
      case UInt8(ascii: ","):
        lastString = nil
        bareStart = nil
      case 0x20, 0x09, 0x0A, 0x0D:
        break
      default:
        if bareStart == nil && lastString == nil { bareStart = i }
      }
      i += 1
    }
    return false
  }
}
