import Foundation
import PlumbDocument
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbRender
import PlumbText

/// A laid-out screen from a layout document or one Interface Builder scene.
struct LoadedScreen {
  let name: String
  let warnings: [String]
  let engine: LayoutEngine
  let result: LayoutResult
  /// The frames document; IB scenes add names, classes and warnings.
  let json: (Bool) -> JSONValue
}

/// Finds documents under the given paths and lays them out; errors become exit codes.
enum ScreenLoader {
  /// The text engine every command measures (and draws) with: HarfBuzz over the private font set, plus the
  /// folders named by `--font-dir` (passed through PLUMB_FONT_DIRS, read when the engine is first used).
  static let textEngine: TextLayoutEngine = {
    let extra = ProcessInfo.processInfo.environment["PLUMB_FONT_DIRS"]?.split(separator: ":").map(String.init) ?? []
    return TextLayoutEngine(fonts: extra.isEmpty ? .shared : FontSystem(extraDirectories: extra))
  }()

  /// Adds font folders before any text is measured; a missing folder is a usage error.
  static func addFontDirectories(_ directories: [String]) throws {
    guard !directories.isEmpty else { return }
    var isDirectory: ObjCBool = false
    for directory in directories where !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
      throw PlumbExit.usage("--font-dir \(directory) is not a folder")
    }
    let existing = ProcessInfo.processInfo.environment["PLUMB_FONT_DIRS"].map { [$0] } ?? []
    setenv("PLUMB_FONT_DIRS", (existing + directories).joined(separator: ":"), 1)
  }
  static var measurer: any TextMeasuring { textEngine }

  /// The document limits, each overridable from the environment (PLUMB_MAX_BYTES, PLUMB_MAX_VIEWS, PLUMB_MAX_DEPTH,
  /// PLUMB_MAX_CONSTRAINTS, PLUMB_MAX_STATES) for the rare huge document; anything but a positive whole number is a usage error.
  static func limits(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DocumentLimits {
    var limits = DocumentLimits()
    let settings: [(String, WritableKeyPath<DocumentLimits, Int>)] = [
      ("PLUMB_MAX_BYTES", \.maximumBytes), ("PLUMB_MAX_VIEWS", \.maximumViews), ("PLUMB_MAX_DEPTH", \.maximumDepth),
      ("PLUMB_MAX_CONSTRAINTS", \.maximumConstraints), ("PLUMB_MAX_STATES", \.maximumStates),
    ]
    for (name, keyPath) in settings {
      guard let text = environment[name] else { continue }
      guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value > 0 else {
        throw PlumbExit.usage("\(name)=\(text) is not a positive whole number (the default is \(limits[keyPath: keyPath]))")
      }
      limits[keyPath: keyPath] = value
    }
    return limits
  }

  /// PLUMB_MAX_PIXELS: the most pixels one image may have (default `PixelLimits.defaultMaximumPixels`).
  static func maximumPixels(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int {
    guard let text = environment["PLUMB_MAX_PIXELS"] else { return PixelLimits.defaultMaximumPixels }
    guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value > 0 else {
      throw PlumbExit.usage(
        "PLUMB_MAX_PIXELS=\(text) is not a positive whole number (the default is \(PixelLimits.defaultMaximumPixels))")
    }
    return value
  }

  /// Drawing errors caused by the document (a bad colour, image or size) are invalid input (65); a failed write
  /// is 2, as for other usage and environment errors; cairo's own failures are 1.
  static func exitCode(for error: RenderError) -> Int32 {
    switch error {
    case .invalidColor, .unreadableImage, .tooLarge: 65
    case .write: 2
    case .cairo: 1
    }
  }

  static let documentExtensions = ["yaml", "yml", "json", "xib", "storyboard"]

  static func isInterfaceBuilder(_ path: String) -> Bool {
    ["xib", "storyboard"].contains((path as NSString).pathExtension.lowercased())
  }

  /// Files under `paths` (folders searched recursively, sorted; each file once), or a usage error for a missing
  /// path, or for no document at all when `requireAny`. Hidden files and folders (`.git/`), references folders
  /// (they hold `plumb-references.json`), artefacts folders (`report.json` beside `junit.xml`) and the folders in
  /// `excluding` are not searched: their JSON files are Plumb's own output, not documents.
  static func files(_ paths: [String], requireAny: Bool = false, excluding: [String] = []) throws -> [String] {
    var result: [String] = []
    var seen = Set<String>()
    let manager = FileManager.default
    let excluded = Set(excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    func add(_ file: String) {
      if seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted { result.append(file) }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PlumbExit.usage("no such file or folder: \(path)")
      }
      guard isDirectory.boolValue else {
        add(path)
        continue
      }
      var found: [String] = []
      var folders = [""]
      while let relative = folders.popLast() {
        let folder = relative.isEmpty ? path : (path as NSString).appendingPathComponent(relative)
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
        // A references folder, or an artefacts folder (its report.json beside junit.xml), below the searched one.
        if !relative.isEmpty,
          entries.contains("plumb-references.json") || (entries.contains("report.json") && entries.contains("junit.xml"))
        {
          continue
        }
        for entry in entries where !entry.hasPrefix(".") {
          let child = relative.isEmpty ? entry : (relative as NSString).appendingPathComponent(entry)
          let full = (path as NSString).appendingPathComponent(child)
          var childIsDirectory: ObjCBool = false
          guard manager.fileExists(atPath: full, isDirectory: &childIsDirectory) else { continue }
          if childIsDirectory.boolValue {
            // Symbolic links to folders are not followed (they could loop).
            let isLink = (try? manager.destinationOfSymbolicLink(atPath: full)) != nil
            if !isLink, !excluded.contains(URL(fileURLWithPath: full).standardizedFileURL.path) { folders.append(child) }
          } else if documentExtensions.contains((entry as NSString).pathExtension.lowercased()) {
            found.append(child)
          }
        }
      }
      for child in found.sorted() { add((path as NSString).appendingPathComponent(child)) }
    }
    if requireAny && result.isEmpty {
      throw PlumbExit.usage(
        "no layout documents (.yaml, .yml, .json, .xib, .storyboard) in \(paths.joined(separator: ", "))")
    }
    return result
  }

  /// Options that shape how files become screens.
  struct Options: Sendable {
    var overrides = TraitOverrides()
    var scene: String?
    var doubleStrings = false
    var storedContentSizes = false
    var canvas = IBCanvasMode.interfaceBuilder
    /// Whether layouts look for ambiguity (as UIKit, only when something shows it: the frames document, check,
    /// trace and the constraint overlays do; a plain render does not).
    var diagnosesAmbiguity = true
  }

  /// Loads and lays out one file: a document is one screen, an IB file one screen per scene.
  static func screens(_ file: String, options: Options) throws -> [LoadedScreen] {
    if isInterfaceBuilder(file) {
      let overrides = options.overrides
      let ibOptions = InterfaceBuilderOptions(
        device: overrides.device, orientation: overrides.orientation,
        contentSizeCategory: overrides.contentSize ?? .large, layoutDirection: overrides.direction ?? .leftToRight,
        scale: overrides.scale, useStoredContentSizes: options.storedContentSizes,
        canvasMode: options.canvas)
      var ibOptionsLimited = ibOptions
      let documentLimits = try limits()
      ibOptionsLimited.limits = InterfaceBuilderLimits(
        maximumBytes: documentLimits.maximumBytes, maximumViews: documentLimits.maximumViews,
        maximumDepth: documentLimits.maximumDepth)
      let document: InterfaceBuilderDocument
      do {
        document = try InterfaceBuilderDocument.load(contentsOf: URL(fileURLWithPath: file), options: ibOptionsLimited)
      } catch {
        throw PlumbExit.invalidInput(interfaceBuilderMessage(error, file: file))
      }
      // Problems that belong to no scene (a skipped scene, a file without scenes) are reported, never refused.
      for warning in document.warnings {
        FileHandle.standardError.write(Data("\(file):\(warning)\n".utf8))
      }
      var scenes = document.scenes
      if let name = options.scene {
        guard let scene = document.scene(named: name) else {
          throw PlumbExit.usage(
            "no scene named '\(name)' in \(file); scenes: \(document.scenes.map(\.displayName).joined(separator: ", "))")
        }
        scenes = [scene]
      }
      let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let multiple = document.scenes.count > 1
      return scenes.map { scene in
        let (engine, result) = scene.layoutWithEngine(measurer: measurer)
        return LoadedScreen(
          name: fileName(multiple ? "\(base)-\(scene.displayName)" : base), warnings: scene.warnings.map { "\(file):\($0)" },
          engine: engine, result: result, json: { scene.json(result, exact: $0) })
      }
    }
    let document: LayoutDocument
    let screen: Screen
    let limits = try limits()
    let build = BuildOptions(overrides: options.overrides, doubleStrings: options.doubleStrings)
    do {
      document = try DocumentLoader(limits: limits).load(path: file)
      if !document.states.isEmpty { return try stateScreens(document, options: options, build: build) }
      screen = try document.makeScreen(options: build)
    } catch let error as DocumentError {
      throw PlumbExit.invalidInput(error.description)
    }
    let engine = screen.makeEngine(measurer: measurer)
    engine.diagnosesAmbiguity = options.diagnosesAmbiguity
    let result = engine.layout()
    return [
      LoadedScreen(
        name: document.name, warnings: screen.warnings, engine: engine, result: result,
        json: { result.json(exact: $0) })
    ]
  }

  /// A document with `states:` is one screen for its own layout (named after the file) and one per state
  /// (`FILE-STATE`), as a storyboard is one per scene; `--scene` (or `--state`) picks one by state name or screen
  /// name. Each screen has its own views and engine, brought to its state through the states before it.
  private static func stateScreens(_ document: LayoutDocument, options: Options, build: BuildOptions) throws -> [LoadedScreen] {
    let names = [document.name] + document.states.map { fileName("\(document.name)-\($0.name)") }
    var stages = Array(names.indices)
    if let wanted = options.scene {
      guard let index = names.indices.first(where: { names[$0] == wanted || ($0 > 0 && document.states[$0 - 1].name == wanted) })
      else {
        throw PlumbExit.usage(
          document.unknownStateMessage(wanted) + " (or \(document.name) for the document's own layout)")
      }
      stages = [index]
      do { try document.validateStates(options: build) } catch { throw PlumbExit.invalidInput(error.description) }
    }
    return try stages.map { stage in
      let made: (live: LiveDocument, engine: LayoutEngine, result: LayoutResult)
      do throws(DocumentError) { made = try document.makeEngine(afterStates: stage, options: build, measurer: measurer) } catch {
        throw PlumbExit.invalidInput(error.description)
      }
      let result = made.result
      return LoadedScreen(
        name: names[stage], warnings: made.live.screen.warnings, engine: made.engine, result: result,
        json: { result.json(exact: $0) })
    }
  }

  /// `FILE:LINE:COLUMN: error: …`, as compilers and the layout document errors say it.
  static func interfaceBuilderMessage(_ error: IBError, file: String) -> String {
    switch error {
    case .unreadable(_, let reason): "\(file): error: cannot read the file: \(reason); check the path and its permissions"
    case .malformedXML(let message, let line, let column):
      "\(file):\(line):\(column): error: malformed XML: \(message); open the file in Xcode or fix the markup at that place"
    case .notInterfaceBuilder(let message, let line, let column):
      "\(file):\(line):\(column): error: not an Interface Builder document: \(message); pass a .xib or .storyboard file"
    case .limitExceeded(let message, let line, let column): "\(file):\(line):\(column): error: \(message)"
    }
  }

  /// A name safe for files and links: letters, digits, `.`, `_` and `-` (others become `-`).
  static func fileName(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
  }

  /// Takes apart the view trees of a file's screens once every one of them is drawn: a tree whose constraints
  /// reach its root keeps itself alive, so a long `render` or `verify` run held every file's trees to the end.
  static func release(_ screens: [LoadedScreen]) {
    var roots: [View] = []
    for screen in screens {
      let root = screen.engine.root.topmost
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots { LayoutConstraint.deactivate(root.activeConstraints) }
  }

  /// Every screen under `paths`.
  static func load(_ paths: [String], options: Options) throws -> [LoadedScreen] {
    var screens: [LoadedScreen] = []
    for file in try files(paths) { screens.append(contentsOf: try self.screens(file, options: options)) }
    return screens
  }
}
