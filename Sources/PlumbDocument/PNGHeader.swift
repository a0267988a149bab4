import Foundation
import PlumbLayout

/// Reads a PNG's pixel size from its IHDR chunk, so image views get their intrinsic size without decoding.
enum PNGHeader {
  static func size(ofFile path: String) -> Size? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func be32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = be32(16)
    let height = be32(20)
    guard width > 0, height > 0 else { return nil }
    return Size(width: Double(width), height: Double(height))
  }
}
