import Foundation
import PlumbLayout

/// Reads a PNG's pixel size from its IHDR chunk, so image views get their intrinsic size without decoding, and
/// checks the file's chunk structure (lengths and CRCs up to `IEND`), so a damaged image is reported at the
/// document's `image:` line rather than when drawing.
enum PNGHeader {
  struct Problem: Error {
    let reason: String
  }

  /// The largest PNG file read (bigger ones are refused rather than read into memory).
  static let maximumFileBytes = 256 << 20

  /// The pixel size, or nil when the file is not a readable PNG.
  static func size(ofFile path: String) -> Size? { try? check(file: path).get() }

  /// The pixel size of a well-formed PNG file, or why it is not one.
  static func check(file path: String) -> Result<Size, Problem> {
    // Measured where a link leads and read to one byte past the limit, so a file that grows is caught too.
    let bytes: [UInt8]
    do { bytes = try InputFile.read(path, maximumBytes: maximumFileBytes) } catch {
      switch error {
      case .missing, .permissionDenied: return .failure(Problem(reason: "does not exist or cannot be read"))
      case .notRegularFile: return .failure(Problem(reason: "is not a regular file"))
      case .tooLarge(let size, _):
        return .failure(Problem(reason: "is \(size) bytes; images are limited to \(maximumFileBytes)"))
      case .failed: return .failure(Problem(reason: "cannot be read"))
      }
    }
    return check(bytes: bytes)
  }

  static func check(bytes: [UInt8]) -> Result<Size, Problem> {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else {
      return .failure(Problem(reason: "does not start like a PNG"))
    }
    func be32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = be32(16)
    let height = be32(20)
    guard width > 0, height > 0 else { return .failure(Problem(reason: "has no pixels")) }
    guard Double(width) <= FiniteNumber.maximumMagnitude, Double(height) <= FiniteNumber.maximumMagnitude
    else {
      return .failure(Problem(reason: "claims \(width)×\(height) pixels, more than 10 000 000 on a side"))
    }
    // Walk the chunks: each is length, type, data, CRC-32 of type and data; the last is IEND.
    var offset = 8
    var sawData = false
    while true {
      guard offset + 12 <= bytes.count else {
        return .failure(Problem(reason: "is cut short (no IEND chunk)"))
      }
      let length = be32(offset)
      guard length <= bytes.count - offset - 12 else {
        return .failure(Problem(reason: "is cut short or damaged"))
      }
      let type = Array(bytes[offset + 4..<offset + 8])
      let crc = be32(offset + 8 + length)
      guard crc32(bytes[offset + 4..<offset + 8 + length]) == UInt32(crc) else {
        return .failure(Problem(reason: "is damaged (a checksum does not match at byte \(offset))"))
      }
      if type == Array("IDAT".utf8) { sawData = true }
      if type == Array("IEND".utf8) { break }
      offset += 12 + length
    }
    guard sawData else { return .failure(Problem(reason: "has no image data")) }
    return .success(Size(width: Double(width), height: Double(height)))
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
