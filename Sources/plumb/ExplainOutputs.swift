import Foundation
import PlumbRender

/// The files one `plumb explain` run writes (`-o`, `--diagram`, numbered per message), all or none, through the
/// shared writer (`OutputFiles`): only regular files, an existing file's permissions kept, and a symbolic link at a
/// name the user gave refused rather than replaced.
enum ExplainOutputs {
  /// Why a target cannot be written, or nil when it is a regular file or does not exist yet.
  static func refusal(_ path: String) -> String? {
    OutputFiles.refusal(path, links: .refuse).map { $0 + "; the report itself goes to standard output" }
  }

  /// Writes every file, or none of them.
  static func write(_ files: [(path: String, bytes: [UInt8])]) throws(ExplainOutputError) {
    var seen: Set<String> = []
    for file in files where !seen.insert(file.path).inserted {
      throw ExplainOutputError(
        message: "cannot write \(file.path) twice in one run; give -o and --diagram different names")
    }
    let set = OutputFiles(links: .refuse)
    do {
      for file in files { try set.stage(file.bytes, to: file.path) }
      try set.commit()
    } catch {
      set.discard()
      throw ExplainOutputError(message: error.description)
    }
  }
}

/// Why explain's files could not be written.
struct ExplainOutputError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
