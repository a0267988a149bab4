internal import CPlumbZlib

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
    let opaque = rgba.withUnsafeBufferPointer { pixels in
      var index = 3
      while index < pixels.count && pixels[index] == 255 { index += 4 }
      return index >= pixels.count
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
    // Each row's raw samples are made where they are filtered: palette indices, RGB without the alpha, or RGBA.
    let filtered = rgba.withUnsafeBufferPointer { rgba in
      indices.withUnsafeBufferPointer { indices in
        filter(
          width: width, height: height, bytesPerPixel: channels, adaptive: compression == .small && channels > 1
        ) { y, row in
          if channels == 1 {
            if let indices = indices.baseAddress { row.update(from: indices + y * width, count: width) }
          } else if let pixels = rgba.baseAddress {
            let source = pixels + y * width * 4
            if channels == 4 {
              row.update(from: source, count: width * 4)
            } else {
              for x in 0..<width {
                row[x * 3] = source[x * 4]
                row[x * 3 + 1] = source[x * 4 + 1]
                row[x * 3 + 2] = source[x * 4 + 2]
              }
            }
          }
        }
      }
    }
    let compressed = try deflate(filtered, level: compression == .fast ? 1 : channels == 1 ? 9 : 6)

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png.reserveCapacity(compressed.count + palette.count * 4 + 64)
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
    var complete = true
    let count = rgba.count / 4
    let indices = [UInt8](unsafeUninitializedCapacity: count) { indices, initialized in
      rgba.withUnsafeBufferPointer { rgba in
        var previous: UInt32 = 0
        var previousIndex: UInt8 = 0
        var hasPrevious = false
        for pixel in 0..<count {
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
            guard colors.count < 256 else {
              complete = false
              return
            }
            index = UInt8(colors.count)
            lookup[color] = index
            colors.append(color)
          }
          indices[pixel] = index
          previous = color
          previousIndex = index
          hasPrevious = true
        }
      }
      // Bytes need no deinitialising, so an incomplete array can simply be empty.
      initialized = complete ? count : 0
    }
    return complete ? (colors, indices) : nil
  }

  /// Prefixes each row with a filter type: one fixed filter for speed, or (adaptive) the filter with the smallest
  /// sum of absolute values, the heuristic the PNG specification recommends for truecolour (the first such filter
  /// on a tie). `makeRow(y, row)` writes row `y`'s raw samples.
  private static func filter(
    width: Int, height: Int, bytesPerPixel bpp: Int, adaptive: Bool,
    makeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) -> [UInt8] {
    let stride = width * bpp
    // Two rows, each after `bpp` zero bytes, so the left and upper-left neighbours of the first pixel read 0.
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (bpp + stride))
    rows.initialize(repeating: 0, count: 2 * (bpp + stride))
    defer { rows.deallocate() }
    var row = rows + bpp
    var prior = rows + 2 * bpp + stride
    return [UInt8](unsafeUninitializedCapacity: (stride + 1) * height) { out, initialized in
      guard let out = out.baseAddress else { return }
      for y in 0..<height {
        swap(&row, &prior)
        makeRow(y, row)
        var bestType = bpp == 1 ? 0 : 2
        if adaptive {
          let sums = scores(row: row, prior: prior, count: stride, bpp: bpp)
          bestType = 0
          var best = sums.0
          if sums.1 < best { (bestType, best) = (1, sums.1) }
          if sums.2 < best { (bestType, best) = (2, sums.2) }
          if sums.3 < best { (bestType, best) = (3, sums.3) }
          if sums.4 < best { bestType = 4 }
        }
        let target = out + y * (stride + 1)
        target[0] = UInt8(bestType)
        apply(bestType, row: row, prior: prior, count: stride, bpp: bpp, into: target + 1)
      }
      initialized = (stride + 1) * height
    }
  }

  /// Each filter's sum of absolute values over the row, in one pass the compiler can vectorise. At most 128 a byte
  /// fits 32 bits for rows up to 2^25 bytes (cairo surfaces stop at 32 767 pixels); past that a sum would wrap,
  /// which changes only the filter chosen.
  private static func scores(
    row: UnsafeMutablePointer<UInt8>, prior: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
  ) -> (UInt32, UInt32, UInt32, UInt32, UInt32) {
    // Neighbours through shifted pointers: `x - bpp` inside the loop is checked arithmetic, which stops vectorising.
    let left = row - bpp, upperLeft = prior - bpp
    var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0, average: UInt32 = 0, paeth: UInt32 = 0
    // Written out rather than through the helpers below: debug builds call functions per byte, which made the
    // debug gallery render 1.8× slower.
    for x in 0..<count {
      let value = row[x], a = left[x], b = prior[x], c = upperLeft[x]
      let a16 = Int16(a), b16 = Int16(b), c16 = Int16(c)
      let dpa = b16 &- c16, dpb = a16 &- c16, dpc = a16 &+ b16 &- c16 &- c16
      let pa = dpa < 0 ? 0 &- dpa : dpa, pb = dpb < 0 ? 0 &- dpb : dpb, pc = dpc < 0 ? 0 &- dpc : dpc
      let predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      let residuals = (
        value, value &- a, value &- b, value &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1),
        value &- predicted
      )
      none &+= UInt32(residuals.0 < 128 ? residuals.0 : 0 &- residuals.0)
      sub &+= UInt32(residuals.1 < 128 ? residuals.1 : 0 &- residuals.1)
      up &+= UInt32(residuals.2 < 128 ? residuals.2 : 0 &- residuals.2)
      average &+= UInt32(residuals.3 < 128 ? residuals.3 : 0 &- residuals.3)
      paeth &+= UInt32(residuals.4 < 128 ? residuals.4 : 0 &- residuals.4)
    }
    return (none, sub, up, average, paeth)
  }

  /// Writes one row filtered with PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
  private static func apply(
    _ type: Int, row: UnsafeMutablePointer<UInt8>, prior: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let left = row - bpp, upperLeft = prior - bpp
    switch type {
    case 0: out.update(from: row, count: count)
    case 1: for x in 0..<count { out[x] = row[x] &- left[x] }
    case 2: for x in 0..<count { out[x] = row[x] &- prior[x] }
    case 3: for x in 0..<count { out[x] = row[x] &- mean(left[x], prior[x]) }
    default: for x in 0..<count { out[x] = row[x] &- predictPaeth(left[x], prior[x], upperLeft[x]) }
    }
  }

  @inline(__always)
  private static func mean(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1) }

  /// The Paeth predictor of left `a`, upper `b` and upper-left `c`, in 16-bit arithmetic without overflow traps.
  @inline(__always)
  private static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let a16 = Int16(a), b16 = Int16(b), c16 = Int16(c)
    let pa = absolute(b16 &- c16), pb = absolute(a16 &- c16), pc = absolute(a16 &+ b16 &- c16 &- c16)
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }

  @inline(__always)
  private static func absolute(_ value: Int16) -> Int16 { value < 0 ? 0 &- value : value }

  private static func deflate(_ data: [UInt8], level: Int32) throws(RenderError) -> [UInt8] {
    var stream = z_stream()
    guard deflateInit2_(&stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .cairo("zlib could not start compressing") }
    defer { deflateEnd(&stream) }
    var status = Z_STREAM_ERROR
    let output = data.withUnsafeBufferPointer { input in
      [UInt8](unsafeUninitializedCapacity: Int(deflateBound(&stream, uLong(data.count)))) { output, written in
        // zlib only reads its input; the pointer is mutable in its API unless ZLIB_CONST is defined.
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = uInt(output.count)
        status = CPlumbZlib.deflate(&stream, Z_FINISH)
        written = Int(stream.total_out)
      }
    }
    guard status == Z_STREAM_END else { throw .cairo("zlib could not compress the image") }
    return output
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
