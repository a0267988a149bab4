internal import CPlumbZlib
import Dispatch
import Foundation
import Synchronization

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
/// Rows are made and filtered a band at a time, into a few reused buffers: a 7 600 × 2 400 drawing was copied whole
/// into RGBA, then into filtered rows, before zlib saw it, and the fresh pages of those copies (130 MB) were a
/// fifth of `plumb render`'s time. A large image's bands are filtered on other cores while zlib compresses the
/// ones before (zlib, one stream, stays on one thread at a time). zlib's output does not depend on how its input
/// is split, so the bytes are those of one call on one thread.
enum PNGEncoder {
  /// Straight RGBA pixels row by row: `makeRow(y, row)` writes row `y`'s `width × 4` bytes.
  struct Pixels {
    let width: Int
    let height: Int
    let makeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    /// Whether row `y` is all opaque, read without making the row (nil: the survey makes it).
    var isOpaqueRow: ((Int) -> Bool)? = nil
  }

  /// `threads` and `bandRows` choose how the work is split (by default from the machine and the image), which
  /// changes no byte; tests set them.
  static func encode(
    width: Int, height: Int, rgba: [UInt8], compression: PNGCompression, threads: Int? = nil,
    bandRows: Int? = nil
  ) throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, rgba.count == width * height * 4 else {
      throw .cairo("cannot encode an empty image")
    }
    return try rgba.withUnsafeBufferPointer { rgba throws(RenderError) in
      guard let base = rgba.baseAddress else { throw .cairo("cannot encode an empty image") }
      let pixels = Pixels(width: width, height: height) { y, row in
        row.update(from: base + y * width * 4, count: width * 4)
      }
      return try encode(pixels, compression: compression, threads: threads, bandRows: bandRows)
    }
  }

  static func encode(
    _ pixels: Pixels, compression: PNGCompression, threads: Int? = nil, bandRows: Int? = nil
  ) throws(RenderError) -> [UInt8] {
    let width = pixels.width
    let height = pixels.height
    guard width > 0, height > 0 else { throw .cairo("cannot encode an empty image") }
    let workers = max(1, threads ?? Self.workers(height: height))
    let (opaque, colors) = survey(pixels, palette: compression == .small, parts: workers)
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
    let bands = Bands(
      pixels: pixels, channels: channels, lookup: colors?.lookup ?? [:],
      adaptive: compression == .small && channels > 1, compressor: compressor, bandRows: bandRows)
    try bands.run(workers: workers)
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
  fileprivate static func packed(_ pixel: UnsafeMutablePointer<UInt8>) -> UInt32 {
    UInt32(pixel[0]) << 24 | UInt32(pixel[1]) << 16 | UInt32(pixel[2]) << 8 | UInt32(pixel[3])
  }

  /// The threads an image's rows are spread over: one for a small image, where starting threads would cost more
  /// than it saves.
  private static func workers(height: Int) -> Int {
    height < 2 * minimumBandRows ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
  }

  /// The fewest rows a band holds, so a worker's turn outweighs taking the lock.
  private static let minimumBandRows = 16

  /// A value handed to other threads that the code using it keeps safe (see each use).
  private struct Shared<Value>: @unchecked Sendable {
    let value: Value
  }

  /// One run of rows' colours: whether all are opaque, and (when a palette is wanted) the colours in first-use
  /// order, nil past 256.
  private struct Colors: Sendable {
    var opaque = true
    var colors: [UInt32]? = []
  }

  /// Whether every pixel is opaque, and (when `palette`) the colours in first-use order with their indices, nil
  /// past 256 colours. The rows are split into `parts` runs surveyed at once and joined in order, which gives the
  /// first-use order of one pass over the image.
  private static func survey(_ pixels: Pixels, palette: Bool, parts: Int)
    -> (opaque: Bool, palette: (colors: [UInt32], lookup: [UInt32: UInt8])?)
  {
    let height = pixels.height
    let runs: [Colors]
    if parts <= 1 {
      runs = [survey(pixels, rows: 0..<height, palette: palette)]
    } else {
      // `makeRow` only reads the pixels, so runs may call it at once.
      let shared = Shared(value: pixels)
      let found = Mutex<[Int: Colors]>([:])
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        let rows = (part * height / parts)..<((part + 1) * height / parts)
        let colors = survey(shared.value, rows: rows, palette: palette)
        found.withLock { $0[part] = colors }
      }
      runs = found.withLock { found in (0..<parts).map { found[$0] ?? Colors() } }
    }
    var opaque = true
    var colors: [UInt32]? = palette ? [] : nil
    var lookup: [UInt32: UInt8] = [:]
    for run in runs {
      opaque = opaque && run.opaque
      guard let runColors = run.colors else {
        colors = nil
        continue
      }
      for color in runColors where colors != nil && lookup[color] == nil {
        guard let count = colors?.count, count < 256 else {
          colors = nil
          break
        }
        lookup[color] = UInt8(count)
        colors?.append(color)
      }
    }
    return (opaque, colors.map { ($0, lookup) })
  }

  /// One run of rows' colours, in one pass that stops once neither answer can change.
  private static func survey(_ pixels: Pixels, rows: Range<Int>, palette: Bool) -> Colors {
    let row = UnsafeMutablePointer<UInt8>.allocate(capacity: pixels.width * 4)
    defer { row.deallocate() }
    var seen: Set<UInt32> = []
    var colors: [UInt32] = []
    var complete = palette
    var opaque = true
    var previous: UInt32 = 0
    var hasPrevious = false
    for y in rows {
      guard opaque || complete else { break }
      // With the palette settled, only opacity is left to learn, which a cairo surface tells without
      // unpremultiplying the row.
      if !complete, let isOpaqueRow = pixels.isOpaqueRow {
        opaque = isOpaqueRow(y)
        continue
      }
      pixels.makeRow(y, row)
      for x in 0..<pixels.width {
        let color = packed(row + x * 4)
        if color & 0xFF != 0xFF { opaque = false }
        guard complete, !hasPrevious || color != previous else { continue }
        previous = color
        hasPrevious = true
        guard !seen.contains(color) else { continue }
        guard colors.count < 256 else {
          complete = false
          continue
        }
        seen.insert(color)
        colors.append(color)
      }
    }
    return Colors(opaque: opaque, colors: complete ? colors : nil)
  }

  /// The rows of one image filtered in bands on several threads while one thread at a time hands finished bands
  /// to zlib, in order. A row's filter depends only on its raw samples and the row above's, which a band makes
  /// itself, so the bytes are those of filtering row after row; zlib's are those of one call. Unchecked Sendable:
  /// the state below is read and written under `condition`; `pixels.makeRow` only reads the pixels; the
  /// compressor is used by one worker at a time (`compressing`).
  private final class Bands: @unchecked Sendable {
    let pixels: Pixels
    let channels: Int
    let lookup: [UInt32: UInt8]
    let adaptive: Bool
    let compressor: Compressor
    let stride: Int
    let bandRows: Int
    let bandCount: Int
    /// Bands being filtered or waiting for zlib, each in its own slot; a band waits for its slot's last band.
    let slotCount: Int
    let slots: UnsafeMutablePointer<UInt8>

    let condition = NSCondition()
    var nextToFilter = 0
    var compressed = 0
    var compressing = false
    var filtered: [Bool]
    var failure: RenderError?

    init(
      pixels: Pixels, channels: Int, lookup: [UInt32: UInt8], adaptive: Bool, compressor: Compressor,
      bandRows: Int?
    ) {
      self.pixels = pixels
      self.channels = channels
      self.lookup = lookup
      self.adaptive = adaptive
      self.compressor = compressor
      stride = pixels.width * channels
      // About 256 KB a band, so locking is rare and the slots stay in cache-sized pieces.
      self.bandRows = max(1, bandRows ?? max(PNGEncoder.minimumBandRows, (1 << 18) / (stride + 1)))
      bandCount = (pixels.height + self.bandRows - 1) / self.bandRows
      slotCount = min(bandCount, 8)
      slots = .allocate(capacity: slotCount * self.bandRows * (stride + 1))
      filtered = Array(repeating: false, count: bandCount)
    }

    deinit { slots.deallocate() }

    func run(workers: Int) throws(RenderError) {
      if workers <= 1 {
        work()
      } else {
        DispatchQueue.concurrentPerform(iterations: min(workers, bandCount)) { _ in self.work() }
      }
      if let failure { throw failure }
    }

    /// Takes turns until every band is compressed: the next band for zlib when it is filtered and zlib is free,
    /// else the next band to filter when its slot is free, else waits for another worker. A lone worker never
    /// waits (whatever it would wait for is its own next turn), so a pool that runs workers one after another
    /// still finishes.
    private func work() {
      // Two rows, each after `channels` zero bytes, so the left and upper-left neighbours of the first pixel read 0.
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (channels + stride) + pixels.width * 4)
      buffer.initialize(repeating: 0, count: 2 * (channels + stride))
      defer { buffer.deallocate() }
      condition.lock()
      defer { condition.unlock() }
      while failure == nil, compressed < bandCount {
        if !compressing, filtered[compressed] {
          compressing = true
          let band = compressed
          condition.unlock()
          var failed: RenderError?
          do throws(RenderError) {
            try compressor.add(UnsafeBufferPointer(start: slot(band), count: rows(band).count * (stride + 1)))
          } catch {
            failed = error
          }
          condition.lock()
          compressing = false
          compressed += 1
          if let failed { failure = failed }
          condition.broadcast()
        } else if nextToFilter < bandCount, nextToFilter - slotCount < compressed {
          let band = nextToFilter
          nextToFilter += 1
          condition.unlock()
          filter(band, buffer: buffer)
          condition.lock()
          filtered[band] = true
          condition.broadcast()
        } else {
          condition.wait()
        }
      }
    }

    private func rows(_ band: Int) -> Range<Int> {
      (band * bandRows)..<min(pixels.height, (band + 1) * bandRows)
    }

    private func slot(_ band: Int) -> UnsafeMutablePointer<UInt8> {
      slots + (band % slotCount) * bandRows * (stride + 1)
    }

    /// Prefixes each of the band's rows with a filter type, into its slot (`buffer`: the worker's two rows and an
    /// RGBA row): one fixed filter for speed, or (adaptive) the filter
    /// with the smallest sum of absolute values, the heuristic the PNG specification recommends for truecolour (the
    /// first such filter on a tie).
    private func filter(_ band: Int, buffer: UnsafeMutablePointer<UInt8>) {
      let bpp = channels
      var row = buffer + bpp
      var prior = buffer + 2 * bpp + stride
      let rgbaRow = buffer + 2 * (bpp + stride)
      let rows = rows(band)
      // The row above the band, or zeros above the image's first row.
      if rows.lowerBound > 0 {
        samples(rows.lowerBound - 1, rgbaRow: rgbaRow, into: prior)
      } else {
        prior.update(repeating: 0, count: stride)
      }
      var target = slot(band)
      for y in rows {
        samples(y, rgbaRow: rgbaRow, into: row)
        var bestType = bpp == 1 ? 0 : 2
        if adaptive {
          let sums = PNGEncoder.scores(row: row, prior: prior, count: stride, bpp: bpp)
          bestType = 0
          var best = sums.0
          if sums.1 < best { (bestType, best) = (1, sums.1) }
          if sums.2 < best { (bestType, best) = (2, sums.2) }
          if sums.3 < best { (bestType, best) = (3, sums.3) }
          if sums.4 < best { bestType = 4 }
        }
        target[0] = UInt8(bestType)
        PNGEncoder.apply(bestType, row: row, prior: prior, count: stride, bpp: bpp, into: target + 1)
        target += stride + 1
        swap(&row, &prior)
      }
    }

    /// Row `y`'s raw samples: palette indices, RGB without the alpha, or RGBA.
    private func samples(
      _ y: Int, rgbaRow: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>
    ) {
      let width = pixels.width
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
    }
  }

  /// Each filter's sum of absolute values over the row, in one pass the compiler can vectorise. At most 128 a byte
  /// fits 32 bits for rows up to 2^25 bytes (cairo surfaces stop at 32 767 pixels); past that a sum would wrap,
  /// which changes only the filter chosen.
  fileprivate static func scores(
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
  fileprivate static func apply(
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
  fileprivate final class Compressor {
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
