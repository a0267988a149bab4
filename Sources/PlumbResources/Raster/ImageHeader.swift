/// What an image file is and how big, from its first bytes, without decoding it: sizes are checked against
/// ``AssetLimits`` before any decoder allocates.
enum ImageHeader {
  /// The file's kind from its content (extensions lie: Xcode accepts a `.png` that holds a JPEG), or nil.
  static func sniff(_ bytes: [UInt8], filename: String) -> AssetImage.Format? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if bytes.starts(with: Array("%PDF".utf8)) { return .pdf }
    // PDFs may have bytes before the header; SVG is text. Both are trusted to their extension.
    let lower = filename.lowercased()
    if lower.hasSuffix(".pdf"), bytes.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil { return .pdf }
    if lower.hasSuffix(".svg") { return .svg }
    return nil
  }

  /// A PNG's pixel size from its IHDR chunk (the first chunk, or the second after Apple's `CgBI`).
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let start = CgBIDecoder.isCgBI(bytes) ? 8 + 12 + bigEndian(bytes, 8, 4) : 8
    guard start >= 8, bytes.count >= start + 16, Array(bytes[start + 4..<start + 8]) == Array("IHDR".utf8)
    else {
      return nil
    }
    let width = bigEndian(bytes, start + 8, 4)
    let height = bigEndian(bytes, start + 12, 4)
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }

  /// Whether the file is a Git LFS pointer (text naming the object) rather than the file it stands for.
  static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8))
  }

  /// A JPEG's pixel size from its first start-of-frame marker.
  static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // fill byte
        offset += 1
        continue
      }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      let length = bigEndian(bytes, offset + 2, 2)
      guard length >= 2 else { return nil }
      // Start of frame: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard offset + 9 <= bytes.count else { return nil }
        let height = bigEndian(bytes, offset + 5, 2)
        let width = bigEndian(bytes, offset + 7, 2)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
      }
      if marker == 0xDA || marker == 0xD9 { return nil }  // image data before any frame header
      offset += 2 + length
    }
    return nil
  }

  /// Whether a JPEG's main image data (after its first start-of-scan, found by walking the segments, so an
  /// embedded thumbnail does not count) is followed by an end-of-image marker: a cut-off file would decode to
  /// rows of whatever memory held.
  static func jpegIsComplete(_ bytes: [UInt8]) -> Bool {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return false }
      let marker = bytes[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      if marker == 0xDA { break }
      offset += 2 + bigEndian(bytes, offset + 2, 2)
    }
    guard offset + 4 <= bytes.count else { return false }
    var end = bytes.count - 1
    while end > offset {
      if bytes[end - 1] == 0xFF, bytes[end] == 0xD9 { return true }
      end -= 1
    }
    return false
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
