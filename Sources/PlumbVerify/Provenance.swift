import PlumbRender
public import PlumbText

/// What a reference was made with: Plumb, cairo, the text libraries and every font file's version.
public struct SnapshotProvenance: Sendable, Hashable, Codable {
  /// Plumb's version.
  public var plumb: String
  /// Library name → version.
  public var libraries: [String: String]
  /// Font file name → the font's version string.
  public var fonts: [String: String]

  /// Creates provenance from recorded values.
  public init(plumb: String, libraries: [String: String], fonts: [String: String]) {
    self.plumb = plumb
    self.libraries = libraries
    self.fonts = fonts
  }

  /// This process's provenance.
  public static func current(plumb: String, fonts: FontSystem = .shared) -> SnapshotProvenance {
    let text = TextProvenance(fonts: fonts)
    var libraries = text.libraries
    libraries["cairo"] = Renderer.cairoVersion
    return SnapshotProvenance(plumb: plumb, libraries: libraries, fonts: text.fonts)
  }

  /// A short stable digest (FNV-1a over the sorted fields) naming this provenance in a references manifest.
  public var digest: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func feed(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      hash ^= 0xFF
      hash = hash &* 0x100_0000_01b3
    }
    feed(plumb)
    for (key, value) in libraries.sorted(by: { $0.key < $1.key }) { feed(key); feed(value) }
    for (key, value) in fonts.sorted(by: { $0.key < $1.key }) { feed(key); feed(value) }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// What differs from `other` ("cairo 1.16.0 → 1.18.0, font Inter-Regular.otf 3.19 → 4.0"), nil when nothing.
  public func differences(from other: SnapshotProvenance) -> String? {
    var parts: [String] = []
    if plumb != other.plumb { parts.append("plumb \(other.plumb) → \(plumb)") }
    for key in Set(libraries.keys).union(other.libraries.keys).sorted()
    where libraries[key] != other.libraries[key] {
      parts.append("\(key) \(other.libraries[key] ?? "none") → \(libraries[key] ?? "none")")
    }
    for key in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[key] != other.fonts[key] {
      parts.append("font \(key) \(other.fonts[key] ?? "none") → \(fonts[key] ?? "none")")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
