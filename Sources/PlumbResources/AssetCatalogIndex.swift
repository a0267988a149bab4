import Foundation
import Synchronization

/// Every image and colour set of an app's asset catalogs, read once, looked up by the names `UIImage(named:)`
/// and `UIColor(named:)` take.
///
/// The catalogs' `Contents.json` files are all decoded when the index is made; image files are read only when
/// looked up (their header, for the size) or rasterised (cached, so each file is decoded once per pixel size).
/// Problems are reported to the `diagnostic` callback, located in the file that has them, and skip only the
/// set or entry that has them. When two sets give the same name, in one catalog or across catalogs, the first
/// (catalogs in the order given, folders in sorted order) is used and the other is reported.
///
/// The index is immutable after it is made, apart from its caches, and safe to use from several threads.
public final class AssetCatalogIndex: Sendable {
  /// The catalog folders read, in the order given.
  public let catalogs: [String]
  /// The limits files are read and decoded within.
  public let limits: AssetLimits
  /// Every image set's lookup name, sorted.
  public let imageNames: [String]
  /// Every colour set's lookup name, sorted.
  public let colorNames: [String]

  private let imageSets: [String: ImageSetRecord]
  private let colorSets: [String: ColorSetRecord]
  private let report: @Sendable (ResourceDiagnostic) -> Void
  private let files = Mutex<[String: FileInfo]>([:])
  private let rasters = Mutex(RasterCache())

  /// Reads the catalogs (`.xcassets` folders) in order; problems go to `diagnostic`.
  public init(
    catalogs: [String], limits: AssetLimits = AssetLimits(),
    diagnostic: @escaping @Sendable (ResourceDiagnostic) -> Void = { _ in }
  ) {
    self.catalogs = catalogs
    self.limits = limits
    report = diagnostic
    var images: [String: ImageSetRecord] = [:]
    var colors: [String: ColorSetRecord] = [:]
    for catalog in catalogs {
      guard let reader = CatalogReader.read(catalog, limits: limits, report: diagnostic) else { continue }
      for record in reader.images {
        if let first = images[record.name] {
          diagnostic(
            ResourceDiagnostic(
              path: record.folder,
              message: "the image name \"\(record.name)\" is also given by \(first.folder), which is used"))
        } else {
          images[record.name] = record
        }
      }
      for record in reader.colors {
        if let first = colors[record.name] {
          diagnostic(
            ResourceDiagnostic(
              path: record.folder,
              message: "the colour name \"\(record.name)\" is also given by \(first.folder), which is used"))
        } else {
          colors[record.name] = record
        }
      }
    }
    imageSets = images
    colorSets = colors
    imageNames = images.keys.sorted()
    colorNames = colors.keys.sorted()
  }

  /// Whether a catalog has an image set named `name` (whether or not an entry fits a given set of traits).
  public func containsImage(named name: String) -> Bool { imageSets[name] != nil }

  /// Whether a catalog has a colour set named `name`.
  public func containsColor(named name: String) -> Bool { colorSets[name] != nil }

  /// The colour set `name`'s colour for these traits, or nil when no catalog has the name (or no entry fits).
  public func color(named name: String, appearance: AssetAppearance = .light, idiom: AssetIdiom = .iphone)
    -> AssetColor?
  {
    guard let set = colorSets[name],
      let slot = AssetSelection.color(in: set.slots, appearance: appearance, idiom: idiom)
    else { return nil }
    return appearance == .dark ? slot.darkColor : slot.color
  }

  /// What the image set `name` offers for these traits, without decoding: the chosen file and its size in
  /// points. When the best entry's file is missing or cannot be used (reported once to the diagnostic callback),
  /// the next best is chosen, as an app uses the files its catalog did compile. Nil when no catalog has the
  /// name or no entry fits with a usable file.
  public func image(
    named name: String, appearance: AssetAppearance = .light, idiom: AssetIdiom = .iphone, scale: Double
  ) -> AssetImage? {
    guard let set = imageSets[name] else { return nil }
    for slot in AssetSelection.images(in: set.slots, appearance: appearance, idiom: idiom, scale: scale) {
      let file = set.folder + "/" + Self.onDisk(slot.filename, in: set.folder)
      if case .success(let info) = fileInfo(file, root: set.catalogRoot).header {
        return image(name: name, set: set, slot: slot, file: file, info: info)
      }
    }
    return nil
  }

  private func image(name: String, set: ImageSetRecord, slot: ImageSlot, file: String, info: FileInfo.Header)
    -> AssetImage
  {
    let fileScale = info.format.isVector ? 1 : (slot.scale ?? 1)
    var capInsets: AssetCapInsets?
    var resizing: AssetResizing?
    if let slicing = slot.resizing, let mode = AssetResizing.Mode(rawValue: slicing.mode ?? "") {
      // Xcode writes insets and centre sizes in the file's pixels.
      let insets = slicing.capInsets
      capInsets = AssetCapInsets(
        top: (insets?.top ?? 0) / fileScale, left: (insets?.left ?? 0) / fileScale,
        bottom: (insets?.bottom ?? 0) / fileScale, right: (insets?.right ?? 0) / fileScale)
      let center: AssetResizing.Center = slicing.center?.mode == "tile" ? .tile : .stretch
      resizing = AssetResizing(
        mode: mode, center: center, centerWidth: slicing.center?.width.map { $0 / fileScale },
        centerHeight: slicing.center?.height.map { $0 / fileScale })
    }
    return AssetImage(
      name: name, file: file, format: info.format, width: info.width / fileScale,
      height: info.height / fileScale,
      scale: fileScale, appearance: slot.appearance, renderingIntent: set.renderingIntent,
      capInsets: capInsets,
      resizing: resizing, preservesVectorRepresentation: set.preservesVectorRepresentation,
      catalogRoot: set.catalogRoot)
  }

  /// The chosen file's pixels: a bitmap decoded at its own size, or a vector rasterised at `scale` pixels per
  /// point of the size it is drawn at (`pointSize` when given, else its own). Each (file, pixel size) is decoded
  /// once per index while the decoded images fit ``AssetLimits/maximumCacheBytes`` (past it the least recently
  /// used are dropped and decoded again when asked for); errors are remembered too.
  public func raster(
    _ image: AssetImage, scale: Double, pointSize: (width: Double, height: Double)? = nil
  ) throws(AssetError) -> RasterImage {
    var key = RasterKey(file: image.file, width: 0, height: 0)
    if image.format.isVector {
      let width = (pointSize?.width ?? image.width) * scale
      let height = (pointSize?.height ?? image.height) * scale
      if let problem = limits.problem(width: width, height: height) {
        throw .tooLarge(
          path: image.file, limit: problem.limit, detail: "drawn at \(scale)x it would be \(problem.detail)")
      }
      key.width = max(1, Int(width.rounded()))
      key.height = max(1, Int(height.rounded()))
    }
    let slot = rasters.withLock { cache in cache.slot(for: key) }
    let (result, isNew) = slot.result.withLock { result in
      if let result { return (result, false) }
      let made = Result { () throws(AssetError) in try self.decode(image, key: key, scale: scale) }
      result = made
      return (made, true)
    }
    if isNew, case .success(let made) = result {
      rasters.withLock { cache in
        cache.account(made.pixels.count, for: key, slot: slot, budget: limits.maximumCacheBytes)
      }
    }
    return try result.get()
  }

  private func decode(_ image: AssetImage, key: RasterKey, scale: Double) throws(AssetError) -> RasterImage {
    let info = fileInfo(image.file, root: image.catalogRoot)
    let header = try info.header.get()
    if let document = info.document {
      let made = try document.rasterise(pixelWidth: key.width, pixelHeight: key.height, path: image.file)
      return RasterImage(width: made.width, height: made.height, scale: scale, pixels: made.pixels)
    }
    let bytes = try CatalogFile.read(
      image.file, within: image.catalogRoot, maximumBytes: limits.maximumFileBytes, limit: "maximumFileBytes")
    let made =
      header.format == .jpeg
      ? try BitmapDecoder.jpeg(bytes, path: image.file)
      : CgBIDecoder.isCgBI(bytes)
        ? try CgBIDecoder.decode(bytes, path: image.file, limits: limits)
        : try BitmapDecoder.png(bytes, path: image.file)
    guard made.width == Int(header.width), made.height == Int(header.height) else {
      throw .malformed(path: image.file, reason: "its header and its pixels disagree on its size")
    }
    return RasterImage(width: made.width, height: made.height, scale: image.scale, pixels: made.pixels)
  }

  /// `name` as the folder spells it: a catalog made on a Mac may name a file in `Contents.json` in one Unicode
  /// normalisation (é as one character) and store it in another (e and a combining accent), which macOS treats
  /// as the same name and Linux does not. Swift compares strings by canonical equivalence, so the listing finds it.
  private static func onDisk(_ name: String, in folder: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x80 }), access(folder + "/" + name, F_OK) != 0 else {
      return name
    }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder).first { $0 == name } ?? name
    } catch {
      // Not listable: reading the file as named reports why.
      return name
    }
  }

  /// The file's kind and size (and, for vectors, the opened document), read once; a problem is reported once.
  private func fileInfo(_ file: String, root: String) -> FileInfo {
    if let known = files.withLock({ $0[file] }) { return known }
    let info = FileInfo.read(file, root: root, limits: limits)
    let isNew = files.withLock { cache in
      if cache[file] != nil { return false }
      cache[file] = info
      return true
    }
    if isNew, case .failure(let error) = info.header {
      report(ResourceDiagnostic(path: file, message: "\(error.reason); the file is not used"))
    }
    return files.withLock { $0[file] } ?? info
  }
}

/// A raster cache key: the file, and for vectors the pixel size (0 × 0 for bitmaps, which have one size).
struct RasterKey: Hashable {
  var file: String
  var width: Int
  var height: Int
}

/// One cache entry; its own lock makes a second caller wait for the first's decode instead of repeating it.
final class RasterSlot: Sendable {
  let result = Mutex<Result<RasterImage, AssetError>?>(nil)
}

/// The decoded images of an index, within a budget of bytes: past it, the least recently used are dropped (and
/// decoded again if asked for again), so a catalog of many large images cannot hold them all at once.
struct RasterCache {
  private struct Entry {
    let slot: RasterSlot
    var bytes = 0
    var lastUse: Int
  }

  private var entries: [RasterKey: Entry] = [:]
  private var bytes = 0
  private var clock = 0

  /// The entry for `key`, made when there is none, marked as used now.
  mutating func slot(for key: RasterKey) -> RasterSlot {
    clock += 1
    if let entry = entries[key] {
      entries[key]?.lastUse = clock
      return entry.slot
    }
    let slot = RasterSlot()
    entries[key] = Entry(slot: slot, lastUse: clock)
    return slot
  }

  /// Counts a decoded image's `size` against the budget and drops the least recently used others while over it.
  mutating func account(_ size: Int, for key: RasterKey, slot: RasterSlot, budget: Int) {
    guard let entry = entries[key], entry.slot === slot else { return }
    entries[key]?.bytes = size
    bytes += size
    while bytes > budget,
      let victim = entries.filter({ $0.key != key && $0.value.bytes > 0 }).min(by: {
        $0.value.lastUse < $1.value.lastUse
      })
    {
      bytes -= victim.value.bytes
      entries[victim.key] = nil
    }
  }
}

/// What a file is, read once.
struct FileInfo: Sendable {
  struct Header: Sendable {
    var format: AssetImage.Format
    /// Pixels for bitmaps, points for vectors.
    var width: Double
    var height: Double
  }

  var header: Result<Header, AssetError>
  var document: VectorDocument?

  static func read(_ file: String, root: String, limits: AssetLimits) -> FileInfo {
    do throws(AssetError) {
      let bytes = try CatalogFile.read(
        file, within: root, maximumBytes: limits.maximumFileBytes, limit: "maximumFileBytes")
      if ImageHeader.isLFSPointer(bytes) {
        throw .unsupported(
          path: file, reason: "a Git LFS pointer, not the image itself (`git lfs pull` fetches it)")
      }
      guard let format = ImageHeader.sniff(bytes, filename: file) else {
        throw .unsupported(path: file, reason: "not a PNG, JPEG, PDF or SVG file (by its content)")
      }
      switch format {
      case .png, .jpeg:
        guard let size = format == .png ? ImageHeader.pngSize(bytes) : ImageHeader.jpegSize(bytes) else {
          throw .malformed(path: file, reason: "its \(format.rawValue.uppercased()) header cannot be read")
        }
        if let problem = limits.problem(width: Double(size.width), height: Double(size.height)) {
          throw .tooLarge(path: file, limit: problem.limit, detail: problem.detail)
        }
        if format == .jpeg, !ImageHeader.jpegIsComplete(bytes) {
          throw .malformed(
            path: file, reason: "the JPEG is cut short (no end-of-image marker after its data)")
        }
        return FileInfo(
          header: .success(Header(format: format, width: Double(size.width), height: Double(size.height))))
      case .pdf, .svg:
        let document = try VectorDocument(bytes: bytes, format: format, path: file, limits: limits)
        return FileInfo(
          header: .success(Header(format: format, width: document.width, height: document.height)),
          document: document)
      }
    } catch {
      return FileInfo(header: .failure(error))
    }
  }
}
