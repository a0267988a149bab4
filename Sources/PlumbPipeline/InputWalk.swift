import Foundation
public import PlumbDocument

/// One file a command reads, and the folder its outputs go to below the output folder.
public struct SourceFile: Sendable, Hashable {
  /// The file's path as the walk found it (the walked folder joined with the file's relative path).
  public let path: String
  /// The folder below the output folder that mirrors the file's folder inside the walked folder (`Share
  /// Extension`), with localization folders (`Base.lproj`) left out; empty for a file named on the command line.
  public let outputFolder: String
  /// Named on the command line rather than found in a folder: its failure stops the run, as it always has.
  public let isExplicit: Bool

  /// An input file.
  public init(path: String, outputFolder: String = "", isExplicit: Bool = true) {
    self.path = path
    self.outputFolder = outputFolder
    self.isExplicit = isExplicit
  }

  /// `name` placed in the file's output folder.
  public func outputName(_ name: String) -> String {
    outputFolder.isEmpty ? name : outputFolder + "/" + name
  }
}

/// What a walk over the command line's paths found: the files to read, and the app's resources beside them.
public struct InputSet: Sendable {
  /// Layout documents and Interface Builder files, in the order their outputs are written.
  public var files: [SourceFile] = []
  /// Files in walked folders that are not layout documents (`Contents.json`, a manifest), by path.
  public var skipped: [String] = []
  /// Asset catalogs (`*.xcassets`) inside the walked folders, sorted.
  public var assetCatalogs: [String] = []
  /// Font files (`.ttf`, `.otf`, `.ttc`) inside the walked folders, sorted.
  public var fontFiles: [String] = []
  /// The folders walked, as named.
  public var roots: [String] = []

  /// An empty set.
  public init() {}
}

extension Pipeline {
  /// Folders that never hold an app's source: dependencies, build products, package managers' checkouts.
  public static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", "build", "node_modules",
  ]

  /// The name of the ignore file a walk reads in every folder (gitignore syntax).
  public static let ignoreFileName = ".plumbignore"

  /// Walks `paths`: a file is taken as named (and must be a document); a folder is searched for `.storyboard` and
  /// `.xib` files and for the `.yaml`, `.yml` and `.json` files that are layout documents (a top-level `root` key),
  /// skipping hidden folders, ``skippedFolders``, asset catalogs (collected instead), Xcode project bundles,
  /// Plumb's own references and artefacts folders, symbolic links that lead out of the walked folder, the
  /// folders in `excluding` and whatever `.plumbignore` files rule out. A storyboard localized by copies
  /// (`en.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`) is one input: the Base one (else English,
  /// else the first by name).
  /// - Throws: `.usage` for a missing path, or for no document at all when `requireAny`.
  public static func walk(
    _ paths: [String], requireAny: Bool = false, excluding: [String] = [],
    maximumDocumentBytes: Int = DocumentLimits().maximumBytes, documents: Bool = true
  ) throws(PipelineError) -> InputSet {
    var set = InputSet()
    var seen = Set<String>()
    let excluded = Set(excluding.map(standardized))
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .usage("no such file or folder: \(path)")
      }
      if !isDirectory.boolValue {
        if seen.insert(standardized(path)).inserted { set.files.append(SourceFile(path: path)) }
        continue
      }
      set.roots.append(path)
      var walker = FolderWalker(
        root: path, excluded: excluded, maximumDocumentBytes: maximumDocumentBytes,
        collectsDocuments: documents)
      walker.run()
      for file in walker.documents where seen.insert(standardized(file.path)).inserted {
        set.files.append(file)
      }
      set.skipped += walker.skipped
      set.assetCatalogs += walker.catalogs
      set.fontFiles += walker.fonts
    }
    if requireAny && set.files.isEmpty {
      throw .usage(
        "no layout documents (.yaml, .yml, .json, .xib, .storyboard) in \(paths.joined(separator: ", "))")
    }
    return set
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// One folder's walk, depth first in sorted order.
private struct FolderWalker {
  let root: String
  let excluded: Set<String>
  let maximumDocumentBytes: Int
  /// False when only resources are wanted: documents are not looked for (nor their contents read).
  let collectsDocuments: Bool
  let realRoot: String
  var documents: [SourceFile] = []
  var skipped: [String] = []
  var catalogs: [String] = []
  var fonts: [String] = []
  /// Ignore rules by the folder (relative) whose `.plumbignore` holds them.
  private var ignores: [(folder: String, rules: IgnoreRules)] = []

  init(root: String, excluded: Set<String>, maximumDocumentBytes: Int, collectsDocuments: Bool) {
    self.root = root
    self.collectsDocuments = collectsDocuments
    self.excluded = excluded
    self.maximumDocumentBytes = maximumDocumentBytes
    realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
  }

  mutating func run() {
    var found: [String] = []
    visit("", into: &found)
    let (kept, copies) = Self.collapseLocalizedCopies(found.sorted())
    skipped += copies.map { (root as NSString).appendingPathComponent($0) }
    // A localized file whose outputs would land on those of a file of its name outside `.lproj` folders (an
    // app with both `Base.lproj/Cell.xib` and `Cell.xib`) keeps its `.lproj` folder in its output path.
    func key(_ relative: String, folder: String) -> String {
      folder + "/" + ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    let plain = Set(
      kept.filter { !Self.isLocalizedCopy($0) }.map { key($0, folder: Self.outputFolder(of: $0)) })
    documents = kept.map { relative in
      var folder = Self.outputFolder(of: relative)
      if Self.isLocalizedCopy(relative), plain.contains(key(relative, folder: folder)) {
        folder = (relative as NSString).deletingLastPathComponent
      }
      return SourceFile(
        path: (root as NSString).appendingPathComponent(relative), outputFolder: folder, isExplicit: false)
    }
    catalogs.sort()
    fonts.sort()
    skipped.sort()
  }

  private mutating func visit(_ relative: String, into found: inout [String]) {
    let manager = FileManager.default
    let folder = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
    guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return }
    if !relative.isEmpty && Self.isPlumbOutput(entries) { return }
    let ignoreCount = ignores.count
    if entries.contains(Pipeline.ignoreFileName),
      let text = try? String(
        contentsOfFile: (folder as NSString).appendingPathComponent(Pipeline.ignoreFileName), encoding: .utf8)
    {
      ignores.append((relative, IgnoreRules(text)))
    }
    defer { ignores.removeLast(ignores.count - ignoreCount) }
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let child = relative.isEmpty ? entry : relative + "/" + entry
      let full = (root as NSString).appendingPathComponent(child)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
      // A link is followed only while it stays inside the walked folder; a link to a folder never is (loops).
      let isLink = (try? manager.destinationOfSymbolicLink(atPath: full)) != nil
      if isLink && (isDirectory.boolValue || !staysInside(full)) { continue }
      if isIgnored(child, isFolder: isDirectory.boolValue) { continue }
      let suffix = (entry as NSString).pathExtension.lowercased()
      if isDirectory.boolValue {
        if suffix == "xcassets" {
          catalogs.append(full)
        } else if !Pipeline.skippedFolders.contains(entry), !["xcodeproj", "xcworkspace"].contains(suffix),
          !excluded.contains(Pipeline.standardized(full))
        {
          visit(child, into: &found)
        }
        continue
      }
      switch suffix {
      case "storyboard",
        "xib" where collectsDocuments:
        found.append(child)
      case "yaml", "yml",
        "json" where collectsDocuments:
        if DocumentSniffer.isLayoutDocument(full, maximumBytes: maximumDocumentBytes) {
          found.append(child)
        } else {
          skipped.append(full)
        }
      case "ttf", "otf", "ttc": fonts.append(full)
      default: break
      }
    }
  }

  private func staysInside(_ path: String) -> Bool {
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return real.hasPrefix(realRoot + "/")
  }

  /// The innermost folder's rules that say anything decide, as nested `.gitignore` files do.
  private func isIgnored(_ child: String, isFolder: Bool) -> Bool {
    for (folder, rules) in ignores.reversed() {
      let inner = folder.isEmpty ? child : String(child.dropFirst(folder.count + 1))
      if let decision = rules.decision(for: inner, isFolder: isFolder) { return decision }
    }
    return false
  }

  /// A references folder, or an artefacts folder (its report.json beside junit.xml).
  static func isPlumbOutput(_ entries: [String]) -> Bool {
    entries.contains("plumb-references.json")
      || (entries.contains("report.json") && entries.contains("junit.xml"))
  }

  /// The file's folder without `.lproj` components: a localized storyboard's outputs sit beside its app's.
  static func outputFolder(of relative: String) -> String {
    let parts = relative.split(separator: "/").dropLast().filter { !$0.lowercased().hasSuffix(".lproj") }
    return parts.joined(separator: "/")
  }

  /// Keeps one copy of a file localized by copies in `LANG.lproj` folders of one parent: Base, else English,
  /// else the first language by name.
  static func collapseLocalizedCopies(_ files: [String]) -> (kept: [String], dropped: [String]) {
    var groups: [String: [String]] = [:]
    for file in files where isLocalizedCopy(file) {
      groups[outputFolder(of: file) + "/" + (file as NSString).lastPathComponent, default: []].append(file)
    }
    var dropped = Set<String>()
    for (_, copies) in groups where copies.count > 1 {
      func language(_ file: String) -> String {
        ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased()
      }
      let kept =
        copies.first { language($0) == "base.lproj" } ?? copies.first { language($0) == "en.lproj" }
        ?? copies.min() ?? copies[0]
      for copy in copies where copy != kept { dropped.insert(copy) }
    }
    return (files.filter { !dropped.contains($0) }, files.filter { dropped.contains($0) })
  }

  private static func isLocalizedCopy(_ file: String) -> Bool {
    ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased().hasSuffix(
      ".lproj")
  }
}
