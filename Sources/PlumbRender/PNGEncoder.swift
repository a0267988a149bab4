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
///
/// Rows are made, filtered and compressed one at a time: a 7 600 × 2 400 drawing was copied whole into RGBA, then
/// into filtered rows, before zlib saw it, and the fresh pages of those copies (130 MB) were a fifth of `plumb
/// render`'s time. zlib's output does not depend on how its input is split, so the bytes are those of one call.
enum PNGEncoder {
  /// Straight RGBA pixels row by row: `makeRow(y, row)` writes row `y`'s `width × 4` bytes.
  struct Pixels {
    let width: Int
    let height: Int
    let makeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  }

  static func encode(width: Int, height: Int, rgba: [UInt8], compression: PNGCompression) throws(RenderError)
    -> [UInt8]
  {
    guard width > 0, height > 0, rgba.count == width * height * 4 else {
      throw .cairo("cannot encode an empty image")
    }
    return try rgba.withUnsafeBufferPointer { rgba throws(RenderError) in
      guard let base = rgba.baseAddress else { throw .cairo("cannot encode an empty image") }
      let pixels = Pixels(width: width, height: height) { y, row in
        row.update(from: base + y * width * 4, count: width * 4)
      }
      return try encode(pixels, compression: compression)
    }
  }

  static func encode(_ pixels: Pixels, compression: PNGCompression) throws(RenderError) -> [UInt8] {
    let width = pixels.width
    let height = pixels.height
    guard width > 0, height > 0 else { throw .cairo("cannot encode an empty image") }
    let rgbaRow = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
    defer { rgbaRow.deallocate() }
    let (opaque, colors) = survey(pixels, row: rgbaRow, palette: compression == .small)
    let palette = colors?.colors ?? []
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
    let compressor = try Compressor(level: compression == .fast ? 1 : channels == 1 ? 9 : 6)
    // Each row's raw samples are made where they are filtered: palette indices, RGB without the alpha, or RGBA.
    var lookup = colors?.lookup ?? [:]
    try filter(
      width: width, height: height, bytesPerPixel: channels, adaptive: compression == .small && channels > 1,
      makeRow: { y, row in
        pixels.makeRow(y, rgbaRow)
        switch channels {
        case 1:
          var previous: UInt32 = 0
          var previousIndex: UInt8 = 0
          var hasPrevious = false
          for x in 0..<width {
            let color = packed(rgbaRow + x * 4)
            if !hasPrevious || color != previous {
              previous = color
              previousIndex = lookup[color, default: 0]
              hasPrevious = true
            }
            row[x] = previousIndex
          }
        case 3:
          for x in 0..<width {
            row[x * 3] = rgbaRow[x * 4]
            row[x * 3 + 1] = rgbaRow[x * 4 + 1]
            row[x * 3 + 2] = rgbaRow[x * 4 + 2]
          }
        default: row.update(from: rgbaRow, count: width * 4)
        }
      },
      emit: { filtered throws(RenderError) in try compressor.add(filtered) })
    lookup = [:]
    let compressed = try compressor.finish()

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png.reserveCapacity(compressed.count + palette.count * 4 + 64)
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]
    chunk("IHDR", header, into: &png)
    if !palette.isEmpty {
      chunk(
        "PLTE", palette.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] },
        into: &png)
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

  /// A pixel's bytes as `0xRRGGBBAA`.
  @inline(__always)
  private static func packed(_ pixel: UnsafeMutablePointer<UInt8>) -> UInt32 {
    UInt32(pixel[0]) << 24 | UInt32(pixel[1]) << 16 | UInt32(pixel[2]) << 8 | UInt32(pixel[3])
  }

  /// Whether every pixel is opaque, and (when `palette`) the colours in first-use order with their indices, nil
  /// past 256 colours. One pass, which stops once neither answer can change.
  private static func survey(_ pixels: Pixels, row: UnsafeMutablePointer<UInt8>, palette: Bool)
    -> (opaque: Bool, palette: (colors: [UInt32], lookup: [UInt32: UInt8])?)
  {
    var lookup: [UInt32: UInt8] = [:]
    var colors: [UInt32] = []
    var complete = palette
    var opaque = true
    var previous: UInt32 = 0
    var hasPrevious = false
    for y in 0..<pixels.height {
      guard opaque || complete else { break }
      pixels.makeRow(y, row)
      for x in 0..<pixels.width {
        let color = packed(row + x * 4)
        if color & 0xFF != 0xFF { opaque = false }
        guard complete, !hasPrevious || color != previous else { continue }
        previous = color
        hasPrevious = true
        guard lookup[color] == nil else { continue }
        guard colors.count < 256 else {
          complete = false
          continue
        }
        lookup[color] = UInt8(colors.count)
        colors.append(color)
      }
    }
    return (opaque, complete ? (colors, lookup) : nil)
  }

  /// Prefixes each row with a filter type: one fixed filter for speed, or (adaptive) the filter with the smallest
  /// sum of absolute values, the heuristic the PNG specification recommends for truecolour (the first such filter
  /// on a tie). `makeRow(y, row)` writes row `y`'s raw samples; `emit` takes each filtered row in turn.
  private static func filter(
    width: Int, height: Int, bytesPerPixel bpp: Int, adaptive: Bool,
    makeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void,
    emit: (UnsafeBufferPointer<UInt8>) throws(RenderError) -> Void
  ) throws(RenderError) {
    let stride = width * bpp
    // Two rows, each after `bpp` zero bytes, so the left and upper-left neighbours of the first pixel read 0.
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (bpp + stride))
    rows.initialize(repeating: 0, count: 2 * (bpp + stride))
    defer { rows.deallocate() }
    let target = UnsafeMutablePointer<UInt8>.allocate(capacity: stride + 1)
    defer { target.deallocate() }
    var row = rows + bpp
    var prior = rows + 2 * bpp + stride
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
      target[0] = UInt8(bestType)
      apply(bestType, row: row, prior: prior, count: stride, bpp: bpp, into: target + 1)
      try emit(UnsafeBufferPointer(start: target, count: stride + 1))
    }
  }

  /// Each filter's sum of absolute values over the row, in one pass the compiler can vectorise. At most 128 a byte
  /// fits 32 bits for rows up to 2^25 bytes (cairo surfaces stop at 32 767 pixels); past that a sum would wrap,
  /// which changes only the filter chosen.
  private static func scores(
    row: UnsafeMutablePointer<UInt8>, prior: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
  ) -> (UInt32, UInt32, UInt32, UInt32, UInt32) {
    // Neighbours through shifted pointers: `x - bpp` inside the loop is checked arithmetic, which stops vectorising.
    let left = row - bpp
    let upperLeft = prior - bpp
    var none: UInt32 = 0
    var sub: UInt32 = 0
    var up: UInt32 = 0
    var average: UInt32 = 0
    var paeth: UInt32 = 0
    // Written out rather than through the helpers below: debug builds call functions per byte, which made the
    // debug gallery render 1.8× slower.
    for x in 0..<count {
      let value = row[x]
      let a = left[x]
      let b = prior[x]
      let c = upperLeft[x]
      let a16 = Int16(a)
      let b16 = Int16(b)
      let c16 = Int16(c)
      let dpa = b16 &- c16
      let dpb = a16 &- c16
      let dpc = a16 &+ b16 &- c16 &- c16
      let pa = dpa < 0 ? 0 &- dpa : dpa
      let pb = dpb < 0 ? 0 &- dpb : dpb
      let pc = dpc < 0 ? 0 &- dpc : dpc
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
    let left = row - bpp
    let upperLeft = prior - bpp
    switch type {
    case 0: out.update(from: row, count: count)
    case 1: for x in 0..<count { out[x] = row[x] &- left[x] }
    case 2: for x in 0..<count { out[x] = row[x] &- prior[x] }
    case 3: for x in 0..<count { out[x] = row[x] &- mean(left[x], prior[x]) }
    default: for x in 0..<count { out[x] = row[x] &- predictPaeth(left[x], prior[x], upperLeft[x]) }
    }
  }

  @inline(__always)
  private static func mean(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)
  }

  /// The Paeth predictor of left `a`, upper `b` and upper-left `c`, in 16-bit arithmetic without overflow traps.
  @inline(__always)
  private static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let a16 = Int16(a)
    let b16 = Int16(b)
    let c16 = Int16(c)
    let pa = absolute(b16 &- c16)
    let pb = absolute(a16 &- c16)
    let pc = absolute(a16 &+ b16 &- c16 &- c16)
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }

  @inline(__always)
  private static func absolute(_ value: Int16) -> Int16 { value < 0 ? 0 &- value : value }

  /// A zlib stream fed piece by piece, with the parameters every PNG here is written with.
  private final class Compressor {
    private var stream = z_stream()
    private var output: [UInt8] = []
    private var buffer: UnsafeMutablePointer<UInt8>
    private static let bufferSize = 1 << 18

    init(level: Int32) throws(RenderError) {
      buffer = .allocate(capacity: Self.bufferSize)
      guard
        deflateInit2_(
          &stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
          Int32(MemoryLayout<z_stream>.size))
          == Z_OK
      else {
        buffer.deallocate()
        throw .cairo("zlib could not start compressing")
      }
    }

    deinit {
      deflateEnd(&stream)
      buffer.deallocate()
    }

    func add(_ bytes: UnsafeBufferPointer<UInt8>) throws(RenderError) {
      // zlib only reads its input; the pointer is mutable in its API unless ZLIB_CONST is defined.
      stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
      stream.avail_in = uInt(bytes.count)
      while stream.avail_in > 0 {
        try run(Z_NO_FLUSH)
      }
    }

    func finish() throws(RenderError) -> [UInt8] {
      stream.next_in = nil
      stream.avail_in = 0
      while try run(Z_FINISH) != Z_STREAM_END {}
      return output
    }

    /// One call of `deflate` into the buffer; what it wrote is appended to the output.
    @discardableResult
    private func run(_ flush: Int32) throws(RenderError) -> Int32 {
      stream.next_out = buffer
      stream.avail_out = uInt(Self.bufferSize)
      let status = CPlumbZlib.deflate(&stream, flush)
      // Each call has a whole empty buffer to write into, so zlib always makes progress (never Z_BUF_ERROR).
      guard status == Z_OK || status == Z_STREAM_END else {
        throw .cairo("zlib could not compress the image")
      }
      output.append(
        contentsOf: UnsafeBufferPointer(start: buffer, count: Self.bufferSize - Int(stream.avail_out)))
      return status
    }
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
