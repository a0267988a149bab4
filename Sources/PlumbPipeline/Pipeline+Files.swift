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

  /// The documents under `paths`: files as given, folders walked as ``walk(_:requireAny:excluding:maximumDocumentBytes:)``
  /// walks them, each file once.
  /// - Throws: `.usage` for a missing path, or for no document at all when `requireAny`.
  public static func documentFiles(_ paths: [String], requireAny: Bool = false, excluding: [String] = [])
    throws(PipelineError) -> [String]
  {
    try walk(paths, requireAny: requireAny, excluding: excluding).files.map(\.path)
  }
}
