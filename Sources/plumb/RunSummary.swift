import Foundation
import PlumbLocalization
import PlumbRender
import PlumbText

/// The closing line of a run over files: what was read, drawn, skipped and failed.
struct RunSummary {
  var files: Int
  var scenes: Int
  var images: Int
  var skipped: Int
  var failed: Int
  var output: String
  /// Image references in the drawn screens, those drawn from an asset catalog, and the system symbols among them.
  var imageReferences = 0
  var imagesResolved = 0
  var symbols = 0
  /// Custom font families by whether the fonts have them.
  var fonts: [String: Bool] = [:]
  /// Each language's localizable strings and how many of them it translated.
  var translations: [String: (strings: Int, translated: Int)] = [:]

  /// Counts one file's strings in one language.
  mutating func add(_ translation: TranslationCount) {
    guard translation.strings > 0 else { return }
    let name = translation.language.name
    let old = translations[name] ?? (0, 0)
    translations[name] = (old.strings + translation.strings, old.translated + translation.translated)
  }

  /// Counts a drawn screen's named images and fonts.
  mutating func add(images: [ImageReference], fonts: [String: Bool]) {
    imageReferences += images.count
    imagesResolved += images.filter(\.isResolved).count
    symbols += images.filter(\.isSymbol).count
    self.fonts.merge(fonts) { $0 || $1 }
  }

  /// `rendered 12 images of 9 scenes from 5 files into out (3 skipped, 1 failed)`.
  var line: String {
    var line =
      "rendered \(Self.count(images, "image")) of \(Self.count(scenes, "scene")) from "
      + "\(Self.count(files, "file")) into \(output)"
    var notes: [String] = []
    if skipped > 0 { notes.append("\(skipped) skipped") }
    if failed > 0 { notes.append("\(failed) failed") }
    if !notes.isEmpty { line += " (\(notes.joined(separator: ", ")))" }
    line += "; \(imagesResolved) of \(imageReferences) image references resolved"
    if symbols > 0 {
      line +=
        symbols == 1
        ? " (1 system symbol drawn as a placeholder)" : " (\(symbols) system symbols drawn as placeholders)"
    }
    let builtIn = fonts.filter { !$0.value && BuiltInFontFamilies.isIOSFamily($0.key) }.keys.sorted()
    let custom = fonts.filter { $0.value || !BuiltInFontFamilies.isIOSFamily($0.key) }
    if !custom.isEmpty {
      let missing = custom.filter { !$0.value }.keys.sorted()
      line += "; custom fonts: \(custom.count - missing.count) found, \(missing.count) missing"
      if !missing.isEmpty { line += " (\(missing.joined(separator: ", ")))" }
    }
    if !builtIn.isEmpty { line += "; iOS fonts drawn in the system font: \(builtIn.joined(separator: ", "))" }
    if !translations.isEmpty {
      let counts = translations.keys.sorted().compactMap { name in
        translations[name].map { "\(name) \($0.translated) of \($0.strings)" }
      }
      let missing = translations.values.contains { $0.translated < $0.strings }
      line += "; strings translated: \(counts.joined(separator: ", "))"
      if missing { line += " (the others shown in the development language; --verbose lists them)" }
    }
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
