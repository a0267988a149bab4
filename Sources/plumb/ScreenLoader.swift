import Foundation
import PlumbDocument
import PlumbLayout
import PlumbText

/// Finds documents under the given paths and turns them into screens; errors become exit codes.
enum ScreenLoader {
  /// The text engine every command measures (and draws) with: HarfBuzz over the private font set.
  static let textEngine = TextLayoutEngine()
  static var measurer: any TextMeasuring { textEngine }

  static let documentExtensions = ["yaml", "yml", "json"]

  /// Files under `paths` (folders searched recursively, sorted), or a usage error for a missing path.
  static func files(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PlumbExit.usage("no such file or folder: \(path)")
      }
      if isDirectory.boolValue {
        let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
          .filter { documentExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
          .sorted()
          .map { (path as NSString).appendingPathComponent($0) }
        result.append(contentsOf: found)
      } else {
        result.append(path)
      }
    }
    return result
  }

  /// Loads every document under `paths` as screens.
  static func load(_ paths: [String], overrides: TraitOverrides, scene: String?, doubleStrings: Bool = false) throws
    -> [Screen]
  {
    let loader = DocumentLoader()
    var screens: [Screen] = []
    for file in try files(paths) {
      do {
        let document = try loader.load(path: file)
        screens.append(try document.makeScreen(options: BuildOptions(overrides: overrides, doubleStrings: doubleStrings)))
      } catch {
        throw PlumbExit.invalidInput(error.description)
      }
    }
    if let scene {
      screens = screens.filter { $0.name == scene }
      guard !screens.isEmpty else { throw PlumbExit.usage("no scene named '\(scene)'") }
    }
    return screens
  }
}
