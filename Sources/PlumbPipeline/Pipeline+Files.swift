import Foundation

extension Pipeline {
  /// The file name extensions of the files the pipeline reads.
  public static let documentExtensions = ["yaml", "yml", "json", "xib", "storyboard"]

  /// True for a `.xib` or `.storyboard` path.
  public static func isInterfaceBuilder(_ path: String) -> Bool {
    ["xib", "storyboard"].contains((path as NSString).pathExtension.lowercased())
  }

  /// A name safe for files and links: letters, digits, `.`, `_` and `-` (others become `-`).
  public static func fileName(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
  }

  /// The documents under `paths`: files as given, folders searched recursively and sorted, each file once.
  ///
  /// Hidden files and folders (`.git/`), references folders (they hold `plumb-references.json`), artefacts folders
  /// (`report.json` beside `junit.xml`), symbolic links to folders and the folders in `excluding` are not
  /// searched: their JSON files are Plumb's own output, not documents, and links could loop.
  /// - Throws: `.usage` for a missing path, or for no document at all when `requireAny`.
  public static func documentFiles(_ paths: [String], requireAny: Bool = false, excluding: [String] = [])
    throws(PipelineError) -> [String]
  {
    var result: [String] = []
    var seen = Set<String>()
    let excluded = Set(excluding.map(standardized))
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .usage("no such file or folder: \(path)")
      }
      let files = isDirectory.boolValue ? documents(under: path, excluded: excluded) : [path]
      for file in files where seen.insert(standardized(file)).inserted { result.append(file) }
    }
    if requireAny && result.isEmpty {
      throw .usage(
        "no layout documents (.yaml, .yml, .json, .xib, .storyboard) in \(paths.joined(separator: ", "))")
    }
    return result
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The documents below one folder, sorted by their path inside it.
  private static func documents(under path: String, excluded: Set<String>) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    var folders = [""]
    while let relative = folders.popLast() {
      let folder = relative.isEmpty ? path : (path as NSString).appendingPathComponent(relative)
      guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      if !relative.isEmpty && isPlumbOutput(entries) { continue }
      for entry in entries where !entry.hasPrefix(".") {
        let child = relative.isEmpty ? entry : (relative as NSString).appendingPathComponent(entry)
        let full = (path as NSString).appendingPathComponent(child)
        var childIsDirectory: ObjCBool = false
        guard manager.fileExists(atPath: full, isDirectory: &childIsDirectory) else { continue }
        if childIsDirectory.boolValue {
          let isLink = (try? manager.destinationOfSymbolicLink(atPath: full)) != nil
          if !isLink, !excluded.contains(standardized(full)) { folders.append(child) }
        } else if documentExtensions.contains((entry as NSString).pathExtension.lowercased()) {
          found.append(child)
        }
      }
    }
    return found.sorted().map { (path as NSString).appendingPathComponent($0) }
  }

  /// A references folder, or an artefacts folder (its report.json beside junit.xml).
  private static func isPlumbOutput(_ entries: [String]) -> Bool {
    entries.contains("plumb-references.json")
      || (entries.contains("report.json") && entries.contains("junit.xml"))
  }
}
