import Foundation

/// Reads one `.xcassets` folder: walks it in sorted order, decodes every image and colour set's
/// `Contents.json`, and reports each problem at the file (and line) that has it. A problem skips the set or
/// entry that has it, never the catalog.
struct CatalogReader {
  let catalog: String
  let root: String
  let limits: AssetLimits
  let report: (ResourceDiagnostic) -> Void

  private(set) var images: [ImageSetRecord] = []
  private(set) var colors: [ColorSetRecord] = []
  private var folders = 0

  /// Reads `catalog`; nil (with a diagnostic) when it is not a readable folder.
  static func read(
    _ catalog: String, limits: AssetLimits, report: @escaping (ResourceDiagnostic) -> Void
  ) -> CatalogReader? {
    var status = stat()
    guard let root = CatalogFile.realPath(catalog), stat(root, &status) == 0,
      status.st_mode & S_IFMT == S_IFDIR
    else {
      report(
        ResourceDiagnostic(path: catalog, message: "not a folder that can be read; no assets read from it"))
      return nil
    }
    var reader = CatalogReader(catalog: catalog, root: root, limits: limits, report: report)
    reader.walk(folder: catalog, real: root, namespace: [], depth: 0)
    return reader
  }

  private init(
    catalog: String, root: String, limits: AssetLimits, report: @escaping (ResourceDiagnostic) -> Void
  ) {
    self.catalog = catalog
    self.root = root
    self.limits = limits
    self.report = report
  }

  private func warn(_ path: String, _ message: String, at position: JSONLocation.Position? = nil) {
    report(
      ResourceDiagnostic(
        path: path, line: position?.line ?? 0, column: position?.column ?? 0, message: message))
  }

  // MARK: Walking

  private mutating func walk(folder: String, real: String, namespace: [String], depth: Int) {
    guard depth <= limits.maximumDepth else {
      warn(folder, "groups nested more than \(limits.maximumDepth) deep (AssetLimits.maximumDepth); not read")
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      warn(folder, "cannot list the folder (\(error.localizedDescription)); its assets are not read")
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      guard let target = folderInside(path, parent: real, name: name) else { continue }
      folders += 1
      guard folders <= limits.maximumFolders else {
        if folders == limits.maximumFolders + 1 {
          warn(
            catalog,
            "more than \(limits.maximumFolders) folders (AssetLimits.maximumFolders); the rest not read")
        }
        return
      }
      let stem = (name as NSString).deletingPathExtension
      let suffix = (name as NSString).pathExtension
      if suffix.isEmpty {
        if enters(path, target: target, from: real) {
          walk(
            folder: path, real: target, namespace: namespace + groupNamespace(path, name: name),
            depth: depth + 1)
        }
        continue
      }
      guard let kind = CatalogFolderKind(rawValue: suffix.lowercased()) else {
        warn(path, "'.\(suffix)' is not an asset catalog folder kind Plumb knows; the folder is skipped")
        continue
      }
      let lookupName = (namespace + [stem]).joined(separator: "/")
      switch kind {
      case .imageSet:
        if let record = imageSet(path, name: lookupName) { images.append(record) }
      case .colorSet:
        if let record = colorSet(path, name: lookupName) { colors.append(record) }
      case .spriteAtlas:
        if enters(path, target: target, from: real) {
          walk(
            folder: path, real: target, namespace: namespace + groupNamespace(path, name: stem),
            depth: depth + 1)
        }
      default:
        continue
      }
    }
  }

  /// The real path of `path` when it is a folder to read: a symbolic link is followed only when it stays inside
  /// the catalog. `parent` is the real path of the folder it is in.
  private func folderInside(_ path: String, parent: String, name: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    var real = parent + "/" + name
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = CatalogFile.realPath(path) else {
        warn(path, "a symbolic link to nothing; skipped")
        return nil
      }
      guard CatalogFile.isInside(resolved, root: root), resolved != root else {
        warn(path, "a symbolic link that leads outside the catalog (or to it); not followed")
        return nil
      }
      guard stat(resolved, &status) == 0 else { return nil }
      real = resolved
    }
    return status.st_mode & S_IFMT == S_IFDIR ? real : nil
  }

  /// Whether to walk into a group whose real path is `target` from the folder whose real path is `current`:
  /// not when it holds the current folder, a symbolic link back up that would loop.
  private func enters(_ path: String, target: String, from current: String) -> Bool {
    guard CatalogFile.isInside(current, root: target) else { return true }
    warn(path, "a symbolic link to a folder that holds it; not followed")
    return false
  }

  /// The namespace a group adds: its name when its `Contents.json` says `provides-namespace`.
  private func groupNamespace(_ folder: String, name: String) -> [String] {
    let path = folder + "/Contents.json"
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    guard let (contents, _) = decode(GroupContents.self, at: path) else { return [] }
    return contents.properties?.providesNamespace == true ? [name] : []
  }

  // MARK: Decoding

  /// The decoded `Contents.json` at `path`, or nil after a located warning.
  private func decode<Contents: Decodable>(_ type: Contents.Type, at path: String) -> (Contents, [UInt8])? {
    let bytes: [UInt8]
    do {
      bytes = try CatalogFile.read(
        path, within: root, maximumBytes: limits.maximumContentsBytes, limit: "maximumContentsBytes")
    } catch {
      if case .unreadable = error, access(path, F_OK) != 0 {
        warn(path, "the set has no Contents.json; skipped")
      } else {
        warn(path, "\(error.reason); skipped")
      }
      return nil
    }
    do {
      return (try JSONDecoder().decode(type, from: Data(bytes)), bytes)
    } catch let error as DecodingError {
      let (position, message) = Self.locate(error, in: bytes)
      warn(path, "\(message); skipped", at: position)
      return nil
    } catch {
      warn(path, "not valid JSON (\(error)); skipped")
      return nil
    }
  }

  /// The line of a decoding error and what it says, in words about the file rather than about Swift types.
  static func locate(_ error: DecodingError, in bytes: [UInt8]) -> (JSONLocation.Position?, String) {
    func steps(_ path: [any CodingKey]) -> [JSONLocation.Step] {
      path.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
    }
    func shown(_ path: [any CodingKey]) -> String {
      guard !path.isEmpty else { return "the top level" }
      let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
    func expected(_ type: Any.Type) -> String {
      let name = "\(type)"
      if type == String.self { return "a string" }
      if type == Bool.self { return "true or false" }
      if type == Double.self || type == Int.self { return "a number" }
      if name.hasPrefix("Array") { return "a list ([…])" }
      if name.hasPrefix("Dictionary") { return "an object ({…})" }
      return name
    }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return (
        JSONLocation.position(of: steps(context.codingPath), in: bytes),
        "\(shown(context.codingPath)) should be \(expected(type))"
      )
    case .keyNotFound(let key, let context):
      return (
        JSONLocation.position(of: steps(context.codingPath), in: bytes),
        "\(shown(context.codingPath)) lacks the key \"\(key.stringValue)\""
      )
    case .dataCorrupted(let context):
      if let syntax = JSONLocation.syntaxError(in: bytes) {
        return (syntax.position, "not valid JSON: \(syntax.message)")
      }
      return (
        JSONLocation.position(of: steps(context.codingPath), in: bytes),
        "\(shown(context.codingPath)): \(context.debugDescription)"
      )
    @unknown default:
      return (nil, "cannot be decoded: \(error)")
    }
  }

  // MARK: Sets

  private func imageSet(_ folder: String, name: String) -> ImageSetRecord? {
    let path = folder + "/Contents.json"
    guard let (contents, bytes) = decode(ImageSetContents.self, at: path) else { return nil }
    func position(_ steps: [JSONLocation.Step]) -> JSONLocation.Position? {
      JSONLocation.position(of: steps, in: bytes)
    }
    var slots: [ImageSlot] = []
    for (index, entry) in (contents.images ?? []).enumerated() {
      guard let filename = entry.filename, !filename.isEmpty else { continue }
      let at: [JSONLocation.Step] = [.key("images"), .index(index)]
      guard !filename.contains("/"), filename != "..", filename != "." else {
        warn(
          path, "the file name \"\(filename)\" is not a name in the set's folder; entry skipped",
          at: position(at + [.key("filename")]))
        continue
      }
      guard let idiom = AssetIdiom(rawValue: entry.idiom ?? "universal") else { continue }
      guard let appearance = Self.appearance(entry.appearances) else { continue }
      var scale: Double?
      if let text = entry.scale {
        guard let value = Self.scale(text) else {
          warn(
            path, "the scale \"\(text)\" is not 1x, 2x or 3x; entry skipped",
            at: position(at + [.key("scale")]))
          continue
        }
        scale = value
      } else if let fromName = Self.scale(fromFilename: filename) {
        scale = fromName
      }
      let isPlain =
        entry.widthClass == nil && entry.heightClass == nil && entry.subtype == nil
        && (entry.displayGamut ?? "sRGB").lowercased() == "srgb"
        && (entry.languageDirection ?? "left-to-right") == "left-to-right"
        && appearance.isPlain
      slots.append(
        ImageSlot(
          idiom: idiom, appearance: appearance.luminosity, scale: scale, filename: filename, isPlain: isPlain,
          resizing: entry.resizing))
    }
    var intent = AssetRenderingIntent.automatic
    if let text = contents.properties?.templateRenderingIntent {
      if let known = AssetRenderingIntent(rawValue: text) {
        intent = known
      } else {
        warn(
          path,
          "template-rendering-intent \"\(text)\" is not template or original; drawn as the view decides",
          at: position([.key("properties"), .key("template-rendering-intent")]))
      }
    }
    return ImageSetRecord(
      name: name, folder: folder, catalogRoot: root, slots: slots, renderingIntent: intent,
      preservesVectorRepresentation: contents.properties?.preservesVectorRepresentation ?? false)
  }

  private func colorSet(_ folder: String, name: String) -> ColorSetRecord? {
    let path = folder + "/Contents.json"
    guard let (contents, bytes) = decode(ColorSetContents.self, at: path) else { return nil }
    func position(_ steps: [JSONLocation.Step]) -> JSONLocation.Position? {
      JSONLocation.position(of: steps, in: bytes)
    }
    var slots: [ColorSlot] = []
    for (index, entry) in (contents.colors ?? []).enumerated() {
      let at: [JSONLocation.Step] = [.key("colors"), .index(index)]
      guard let idiom = AssetIdiom(rawValue: entry.idiom ?? "universal") else { continue }
      guard let appearance = Self.appearance(entry.appearances) else { continue }
      guard let value = entry.color else { continue }
      switch ColorSetReader.color(value) {
      case .success(let colors):
        let isPlain = appearance.isPlain && (entry.displayGamut ?? "sRGB").lowercased() == "srgb"
        slots.append(
          ColorSlot(
            idiom: idiom, appearance: appearance.luminosity, isPlain: isPlain, color: colors.light,
            darkColor: colors.dark))
      case .failure(let problem):
        warn(path, "\(problem.message); entry skipped", at: position(at + [.key("color")] + problem.steps))
      }
    }
    return ColorSetRecord(name: name, folder: folder, slots: slots)
  }

  /// An entry's luminosity and whether it asks for nothing else; nil for luminosities Plumb does not know.
  private static func appearance(_ qualifiers: [AppearanceQualifier]?) -> (
    luminosity: AssetAppearance?, isPlain: Bool
  )? {
    var luminosity: AssetAppearance?
    var isPlain = true
    for qualifier in qualifiers ?? [] {
      if qualifier.appearance == "luminosity" {
        guard let value = AssetAppearance(rawValue: qualifier.value) else { return nil }
        luminosity = value
      } else {
        // High contrast and other qualifiers: only when nothing else matches.
        isPlain = false
      }
    }
    return (luminosity, isPlain)
  }

  /// `1x`, `2x`, `3x` (and any other positive `Nx`) as a number.
  static func scale(_ text: String) -> Double? {
    guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value <= 16 else { return nil }
    return value
  }

  /// The scale in a file name such as `icon@2x.png` or `icon@3x~iphone.png`.
  static func scale(fromFilename name: String) -> Double? {
    let stem = (name as NSString).deletingPathExtension
    guard let at = stem.lastIndex(of: "@") else { return nil }
    var suffix = stem[stem.index(after: at)...]
    if let tilde = suffix.firstIndex(of: "~") { suffix = suffix[..<tilde] }
    return scale(String(suffix))
  }
}
