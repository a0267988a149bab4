import Foundation

/// The closing line of a run over files: what was read, drawn, skipped and failed.
struct RunSummary {
  var files: Int
  var scenes: Int
  var images: Int
  var skipped: Int
  var failed: Int
  var output: String

  /// `rendered 12 images of 9 scenes from 5 files into out (3 skipped, 1 failed)`.
  var line: String {
    var line =
      "rendered \(Self.count(images, "image")) of \(Self.count(scenes, "scene")) from "
      + "\(Self.count(files, "file")) into \(output)"
    var notes: [String] = []
    if skipped > 0 { notes.append("\(skipped) skipped") }
    if failed > 0 { notes.append("\(failed) failed") }
    if !notes.isEmpty { line += " (\(notes.joined(separator: ", ")))" }
    return line
  }

  static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}

extension PlumbExit {
  /// Some files of a folder run failed (each reported with its place); every other file's output was written.
  static let someFilesFailed = PlumbExit(code: 3, message: nil)
}

/// Output subfolders that mirror input folders.
enum OutputFolders {
  /// Refuses an output subfolder any part of which is a symbolic link, so mirrored folders never lead out of the
  /// output folder.
  static func checkNoLinks(_ relative: String, in output: String) throws {
    var path = output
    for part in relative.split(separator: "/") {
      path = (path as NSString).appendingPathComponent(String(part))
      var info = stat()
      if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
        throw PlumbExit.usage(
          "\(path) is a symbolic link; Plumb writes only inside the output folder: remove the link or choose another -o"
        )
      }
    }
  }
}
