import CPlumbZlib

/// How hard the PNG writer works.
public enum PNGCompression: Sendable, Hashable {
  /// Small files, for committed images: a palette and zlib level 9 when the image has at most 256 colours (flat UI
  /// usually does), otherwise the best filter per row and zlib level 6 (level 9 there cost 50% more render time
  /// for 4% smaller files over the gallery).
  case small
  /// Quick, for review artefacts nobody commits: one fixed filter and zlib level 1.
  case fast
}

/// Writes PNGs from straight RGBA pixels. Deterministic: the palette is in first-use order and zlib is given
/// fixed parameters, so the same pixels always give the same bytes.
enum PNGEncoder {
  static func encode(width: Int, height: Int, rgba: [UInt8], compression: PNGCompression) throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, rgba.count == width * height * 4 else { throw .cairo("cannot encode an empty image") }
    var opaque = true
    for i in stride(from: 3, to: rgba.count, by: 4) where rgba[i] != 255 {
      opaque = false
      break
    }
    var palette: [UInt32] = []
    var indices: [UInt8] = []
    if compression == .small, let (colors, pixels) = paletted(rgba) {
      palette = colors
      indices = pixels
    }
    let colorType: UInt8
    let channels: Int
    if !palette.isEmpty {
      colorType = 3
      channels = 1
    } else if opaque {
      colorType = 2
      channels = 3
    } else {
      colorType = 6
      channels = 4
    }
    // Rows of raw samples.
    let stride = width * channels
    var raw = [UInt8](repeating: 0, count: stride * height)
    if channels == 1 {
      raw = indices
    } else if channels == 3 {
      for pixel in 0..<(width * height) {
        raw[pixel * 3] = rgba[pixel * 4]
        raw[pixel * 3 + 1] = rgba[pixel * 4 + 1]
        raw[pixel * 3 + 2] = rgba[pixel * 4 + 2]
      }
    } else {
      raw = rgba
    }
    let filtered = filter(raw, stride: stride, height: height, bytesPerPixel: channels, adaptive: compression == .small && channels > 1)
    let compressed = try deflate(filtered, level: compression == .fast ? 1 : channels == 1 ? 9 : 6)

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]
    chunk("IHDR", header, into: &png)
    if !palette.isEmpty {
      chunk("PLTE", palette.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] }, into: &png)
      if !opaque {
        let alphas = palette.map { UInt8($0 & 0xFF) }
        let last = alphas.lastIndex { $0 != 255 }.map { $0 + 1 } ?? 0
        chunk("tRNS", Array(alphas.prefix(last)), into: &png)
      }
    }
    chunk("IDAT", compressed, into: &png)
    chunk("IEND", [], into: &png)
    return png
  }

  /// Colours in first-use order and one index per pixel, or nil past 256 colours.
  private static func paletted(_ rgba: [UInt8]) -> ([UInt32], [UInt8])? {
    var lookup: [UInt32: UInt8] = [:]
    var colors: [UInt32] = []
    var indices = [UInt8](repeating: 0, count: rgba.count / 4)
    var previous: UInt32 = 0
    var previousIndex: UInt8 = 0
    var hasPrevious = false
    for pixel in 0..<indices.count {
      let i = pixel * 4
      let color = UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8 | UInt32(rgba[i + 3])
      if hasPrevious && color == previous {
        indices[pixel] = previousIndex
        continue
      }
      let index: UInt8
      if let known = lookup[color] {
        index = known
      } else {
        guard colors.count < 256 else { return nil }
        index = UInt8(colors.count)
        lookup[color] = index
        colors.append(color)
      }
      indices[pixel] = index
      previous = color
      previousIndex = index
      hasPrevious = true
    }
    return (colors, indices)
  }

  /// Prefixes each row with a filter type: one fixed filter for speed, or (adaptive) the filter with the smallest
  /// sum of absolute values, the heuristic the PNG specification recommends for truecolour.
  private static func filter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int, adaptive: Bool) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: (stride + 1) * height)
    let zeros = [UInt8](repeating: 0, count: stride)
    var scratch = [UInt8](repeating: 0, count: stride)
    raw.withUnsafeBufferPointer { raw in
      zeros.withUnsafeBufferPointer { zeros in
        scratch.withUnsafeMutableBufferPointer { scratch in
          out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
              let row = UnsafeBufferPointer(rebasing: raw[(y * stride)..<((y + 1) * stride)])
              let prior = y > 0 ? UnsafeBufferPointer(rebasing: raw[((y - 1) * stride)..<(y * stride)]) : zeros
              let target = UnsafeMutableBufferPointer(rebasing: out[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
              var bestType = bpp == 1 ? 0 : 2
              if adaptive {
                var bestScore = Int.max
                for type in 0..<5 {
                  apply(type, row: row, prior: prior, bpp: bpp, into: scratch)
                  var score = 0
                  for byte in scratch { score &+= Int(byte < 128 ? byte : 0 &- byte) }
                  if score < bestScore {
                    bestScore = score
                    bestType = type
                  }
                }
              }
              out[y * (stride + 1)] = UInt8(bestType)
              apply(bestType, row: row, prior: prior, bpp: bpp, into: target)
            }
          }
        }
      }
    }
    return out
  }

  /// Writes one row filtered with PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
  @inline(__always)
  private static func apply(
    _ type: Int, row: UnsafeBufferPointer<UInt8>, prior: UnsafeBufferPointer<UInt8>, bpp: Int, into out: UnsafeMutableBufferPointer<UInt8>
  ) {
    let count = row.count
    let head = min(bpp, count)
    switch type {
    case 0:
      for x in 0..<count { out[x] = row[x] }
    case 1:
      for x in 0..<head { out[x] = row[x] }
      for x in head..<count { out[x] = row[x] &- row[x - bpp] }
    case 2:
      for x in 0..<count { out[x] = row[x] &- prior[x] }
    case 3:
      for x in 0..<head { out[x] = row[x] &- prior[x] >> 1 }
      for x in head..<count { out[x] = row[x] &- UInt8((UInt16(row[x - bpp]) + UInt16(prior[x])) >> 1) }
    default:
      for x in 0..<head { out[x] = row[x] &- prior[x] }
      for x in head..<count {
        let a = Int(row[x - bpp]), b = Int(prior[x]), c = Int(prior[x - bpp])
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        out[x] = row[x] &- UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    }
  }

  private static func deflate(_ data: [UInt8], level: Int32) throws(RenderError) -> [UInt8] {
    var stream = z_stream()
    guard deflateInit2_(&stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .cairo("zlib could not start compressing") }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
    var input = data
    let status = input.withUnsafeMutableBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = uInt(output.count)
        return CPlumbZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw .cairo("zlib could not compress the image") }
    return Array(output.prefix(Int(stream.total_out)))
  }

  private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    png += bigEndian(UInt32(data.count))
    png += typeBytes
    png += data
    var crc = crc32(0, nil, 0)
    crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    png += bigEndian(UInt32(crc))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
