import Foundation
import PlumbResources

// Builds an app-sized catalog in a temporary folder (by default 1 000 image sets: 600 PNG sets at @1x/@2x/@3x,
// 250 PDF and 150 SVG vectors, in 20 namespaced groups, and 200 colour sets), then times, each as the median of
// `rounds` fresh indexes: reading the catalog, looking every name up, rasterising every image at @3x once (cold)
// and again (cached). Usage: resources-bench [image sets] [rounds]
// With `--catalogs DIR…` it reads real catalogs instead and prints what became of every set as one JSON object
// (catalogs.py runs it over public apps).

if CommandLine.arguments.dropFirst().first == "--catalogs" {
  measureCatalogs(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let setCount = arguments.first ?? 1_000
let rounds = arguments.dropFirst().first ?? 5
let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-resources-bench-\(getpid())")
  .path
let catalog = root + "/Assets.xcassets"
defer { try? FileManager.default.removeItem(atPath: root) }

func write(_ path: String, _ data: Data) {
  let url = URL(fileURLWithPath: path)
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  } catch {
    fatalError("cannot write \(path): \(error)")
  }
}

func json(_ object: Any) -> Data {
  do {
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  } catch {
    fatalError("cannot encode: \(error)")
  }
}

/// A valid PNG of one colour, `side` pixels square, written without a PNG library: stored (uncompressed)
/// deflate blocks inside zlib, with real CRCs and Adler-32.
func png(side: Int, rgba: [UInt8]) -> Data {
  func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
  func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be(UInt32(data.count)) + body + be(crc(body))
  }
  var raw: [UInt8] = []
  for _ in 0..<side { raw += [0] + Array((0..<side).flatMap { _ in rgba }) }
  var zlib: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let count = min(65_535, raw.count - offset)
    let last: UInt8 = offset + count == raw.count ? 1 : 0
    zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
    zlib += raw[offset..<offset + count]
    offset += count
  } while offset < raw.count
  var a: UInt32 = 1
  var b: UInt32 = 0
  for byte in raw {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  zlib += be(b << 16 | a)
  let header = be(UInt32(side)) + be(UInt32(side)) + [8, 6, 0, 0, 0]
  return Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
      + chunk("IEND", []))
}

/// A one-page PDF of a filled rectangle, `side` points square, written by hand with a correct xref table.
func pdf(side: Int, index: Int) -> Data {
  let content =
    "0.\(index % 10) 0.2 0.8 rg 2 2 \(side - 4) \(side - 4) re f 0 0 0 RG 1 w 0 0 m \(side) \(side) l S"
  let objects = [
    "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] /Contents 4 0 R >>",
    "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
  ]
  var text = "%PDF-1.4\n"
  var offsets: [Int] = []
  for (number, object) in objects.enumerated() {
    offsets.append(text.utf8.count)
    text += "\(number + 1) 0 obj\n\(object)\nendobj\n"
  }
  let xref = text.utf8.count
  text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
  for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
  text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
  return Data(text.utf8)
}

func svg(side: Int, index: Int) -> Data {
  Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="#\(String(format: "%06X", index * 2_654_435 & 0xFFFFFF))"/>
      <path d="M6 12 L10 16 L18 8" stroke="#000" stroke-width="2" fill="none"/>
    </svg>
    """.utf8)
}

// MARK: The catalog

var names: [String] = []
let pngSets = setCount * 6 / 10
let pdfSets = setCount / 4
for set in 0..<setCount {
  let group = "Group\(set % 20)"
  let name = "image\(set)"
  let folder = "\(catalog)/\(group)/\(name).imageset"
  names.append("\(group)/\(name)")
  var images: [[String: String]] = []
  if set < pngSets {
    for scale in 1...3 {
      let file = "\(name)@\(scale)x.png"
      write("\(folder)/\(file)", png(side: 24 * scale, rgba: [UInt8(set % 256), 80, UInt8(scale * 60), 255]))
      images.append(["idiom": "universal", "filename": file, "scale": "\(scale)x"])
    }
  } else if set < pngSets + pdfSets {
    write("\(folder)/\(name).pdf", pdf(side: 24, index: set))
    images.append(["idiom": "universal", "filename": "\(name).pdf"])
  } else {
    write("\(folder)/\(name).svg", svg(side: 24, index: set))
    images.append(["idiom": "universal", "filename": "\(name).svg"])
  }
  write(
    "\(folder)/Contents.json",
    json([
      "images": images, "info": ["author": "xcode", "version": 1],
      "properties": ["preserves-vector-representation": true],
    ]))
}
for group in 0..<20 {
  write(
    "\(catalog)/Group\(group)/Contents.json",
    json(["info": ["author": "xcode", "version": 1], "properties": ["provides-namespace": true]]))
}
for color in 0..<(setCount / 5) {
  let components = ["red": "0.\(color % 10)00", "green": "\(color % 256)", "blue": "0x42", "alpha": "1.000"]
  write(
    "\(catalog)/Colors/color\(color).colorset/Contents.json",
    json([
      "colors": [
        ["idiom": "universal", "color": ["color-space": "srgb", "components": components]],
        [
          "idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]],
          "color": ["color-space": "display-p3", "components": components],
        ],
      ]
    ]))
}

// MARK: Timing

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var reading: [Double] = []
var lookups: [Double] = []
var cold: [Double] = []
var warm: [Double] = []
var pixels = 0
for _ in 0..<rounds {
  var index: AssetCatalogIndex?
  reading.append(
    seconds {
      index = AssetCatalogIndex(catalogs: [catalog]) { diagnostic in print(diagnostic) }
    })
  guard let index, index.imageNames.count == setCount else { fatalError("the index lost sets") }
  var images: [AssetImage] = []
  lookups.append(seconds { images = names.compactMap { index.image(named: $0, scale: 3) } })
  guard images.count == setCount else { fatalError("lookups failed") }
  do {
    cold.append(
      try seconds { pixels = try images.reduce(0) { $0 + (try index.raster($1, scale: 3)).pixels.count / 4 } }
    )
    warm.append(try seconds { _ = try images.map { try index.raster($0, scale: 3) } })
  } catch {
    fatalError("raster failed: \(error)")
  }
}
print(
  "image sets: \(setCount) (\(pngSets) PNG at 1x/2x/3x, \(pdfSets) PDF, \(setCount - pngSets - pdfSets) SVG), colour sets: \(setCount / 5)"
)
print(String(format: "read catalog:          %.3f s (median of %d)", median(reading), rounds))
print(String(format: "look up every image:   %.3f s", median(lookups)))
print(String(format: "rasterise all at @3x:  %.3f s (%d pixels, first time)", median(cold), pixels))
print(String(format: "again (cached):        %.4f s", median(warm)))

// MARK: Hostile files: each is refused before the work or memory it asks for.

let hostile = root + "/Hostile.xcassets"
func claimedPNG(side: UInt32, padding: Int) -> Data {
  func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
  return Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(side) + be(side)
      + [8, 6, 0, 0, 0, 0, 0, 0, 0] + be(UInt32(padding)) + Array("IDAT".utf8)
      + [UInt8](repeating: 0, count: padding)
      + [0, 0, 0, 0] + be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
}
var uses = #"<rect id="u0" width="1" height="1"/>"#
for level in 1...12 {
  uses += "<g id=\"u\(level)\">" + String(repeating: "<use href=\"#u\(level - 1)\"/>", count: 10) + "</g>"
}
let hostileFiles: [(name: String, file: String, data: Data)] = [
  ("ClaimsHuge", "claims.png", claimedPNG(side: 20_000, padding: 49_000)),
  (
    "UseBomb", "uses.svg",
    Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs>\##(uses)</defs><use href="#u12"/></svg>"##
        .utf8)
  ),
  ("HugePage", "page.pdf", pdf(side: 20_000, index: 0)),
]
for (name, file, data) in hostileFiles {
  write("\(hostile)/\(name).imageset/\(file)", data)
  write(
    "\(hostile)/\(name).imageset/Contents.json", json(["images": [["idiom": "universal", "filename": file]]]))
}
let hostileIndex = AssetCatalogIndex(catalogs: [hostile])
for (name, file, data) in hostileFiles {
  var outcome = ""
  let time = seconds {
    guard let image = hostileIndex.image(named: name, scale: 3) else {
      outcome = "refused on lookup"
      return
    }
    do throws(AssetError) {
      _ = try hostileIndex.raster(image, scale: 3)
      outcome = "drawn"
    } catch {
      outcome = "refused when drawn: \(error.reason)"
    }
  }
  print(String(format: "%@ (%d bytes): %.4f s, %@", file, data.count, time, outcome))
}
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print("peak memory of the whole run: \(usage.ru_maxrss / 1024) MB")
