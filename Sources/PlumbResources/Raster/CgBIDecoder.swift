import CPlumbZlib

/// Decodes Apple's iPhone-optimised PNGs (Xcode's `pngcrush -iphone` writes them, and some apps commit them to
/// their catalogs): a `CgBI` chunk before `IHDR`, image data deflated without a zlib header, and pixels stored as
/// premultiplied BGRA. libpng and so cairo refuse them; their pixels are already what cairo wants.
enum CgBIDecoder {
  /// Whether the PNG's first chunk is `CgBI`.
  static func isCgBI(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 16 && Array(bytes[12..<16]) == Array("CgBI".utf8)
  }

  static func decode(_ bytes: [UInt8], path: String, limits: AssetLimits) throws(AssetError) -> (
    width: Int, height: Int, pixels: [UInt8]
  ) {
    var offset = 8
    var header: [UInt8] = []
    var data: [UInt8] = []
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard length <= bytes.count - offset - 12 else { break }
      let body = Array(bytes[offset + 8..<offset + 8 + length])
      if type == "IHDR" { header = body }
      if type == "IDAT" { data += body }
      offset += 12 + length
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw .malformed(path: path, reason: "the CgBI PNG has no IHDR chunk") }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard header[8] == 8, header[9] == 6 || header[9] == 2, header[12] == 0 else {
      throw .unsupported(
        path: path,
        reason: "a CgBI PNG other than 8-bit, non-interlaced RGB or RGBA (bit depth \(header[8]), "
          + "colour type \(header[9]), interlace \(header[12]))")
    }
    if let problem = limits.problem(width: Double(width), height: Double(height)) {
      throw .tooLarge(path: path, limit: problem.limit, detail: problem.detail)
    }
    let channels = header[9] == 6 ? 4 : 3
    let rowBytes = width * channels
    let expected = height * (rowBytes + 1)
    var raw = [UInt8](repeating: 0, count: expected)
    var stream = z_stream()
    guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .malformed(path: path, reason: "zlib could not start inflating")
    }
    defer { inflateEnd(&stream) }
    let status = data.withUnsafeMutableBufferPointer { input in
      raw.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = uInt(output.count)
        return inflate(&stream, Z_FINISH)
      }
    }
    // Z_BUF_ERROR with a full output is data beyond the image, which is ignored.
    guard status == Z_STREAM_END || (status == Z_BUF_ERROR && stream.avail_out == 0), stream.avail_out == 0
    else {
      throw .malformed(path: path, reason: "its image data is cut short or damaged")
    }
    // Undo the PNG row filters (each row starts with its filter type).
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var words = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let start = y * (rowBytes + 1)
      let filter = raw[start]
      var row = Array(raw[start + 1..<start + 1 + rowBytes])
      for x in 0..<rowBytes {
        let left = x >= channels ? Int(row[x - channels]) : 0
        let up = Int(previous[x])
        let upLeft = x >= channels ? Int(previous[x - channels]) : 0
        let value = Int(row[x])
        switch filter {
        case 0: break
        case 1: row[x] = UInt8(truncatingIfNeeded: value + left)
        case 2: row[x] = UInt8(truncatingIfNeeded: value + up)
        case 3: row[x] = UInt8(truncatingIfNeeded: value + (left + up) / 2)
        case 4:
          let estimate = left + up - upLeft
          let distances = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          let predictor =
            distances.0 <= distances.1 && distances.0 <= distances.2
            ? left : distances.1 <= distances.2 ? up : upLeft
          row[x] = UInt8(truncatingIfNeeded: value + predictor)
        default: throw .malformed(path: path, reason: "row \(y) has the unknown filter type \(filter)")
        }
      }
      for x in 0..<width {
        let pixel = x * channels
        let alpha: UInt32 = channels == 4 ? UInt32(row[pixel + 3]) : 255
        // Stored blue, green, red (premultiplied already).
        words[y * width + x] =
          alpha << 24 | UInt32(row[pixel + 2]) << 16 | UInt32(row[pixel + 1]) << 8 | UInt32(row[pixel])
      }
      previous = row
    }
    return (width, height, words.withUnsafeBytes { Array($0) })
  }
}
