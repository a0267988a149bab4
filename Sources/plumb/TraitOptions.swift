import ArgumentParser
import Foundation
import PlumbDocument
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPipeline

/// The trait options every command shares; each overrides the document's own key.
struct TraitOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Device preset (\(Device.all.map(\.name).joined(separator: ", "))).", valueName: "name"))
  var device: String?

  @Option(help: ArgumentHelp("portrait or landscape.", valueName: "orientation"))
  var orientation: String?

  @Option(help: ArgumentHelp("ltr or rtl: the user-interface layout direction.", valueName: "direction"))
  var direction: String?

  @Option(
    name: .customLong("content-size"),
    help: ArgumentHelp(
      "Dynamic Type size: UIKit's name or xs s m l xl xxl xxxl ax1…ax5.", valueName: "category"))
  var contentSize: String?

  @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
  var scale: Int?

  @Option(
    name: [.customLong("fonts"), .customLong("font-dir")],
    help: ArgumentHelp(
      "Another folder of fonts to use beside the documented set and the app's own (repeatable).",
      valueName: "dir"))
  var fontDirectories: [String] = []

  @Option(
    name: .customLong("assets"),
    help: ArgumentHelp(
      "Another asset catalog (.xcassets), or a folder holding some, beside the app's own (repeatable).",
      valueName: "dir"))
  var assetFolders: [String] = []

  @Option(help: ArgumentHelp("light or dark: the appearance (Dark Mode).", valueName: "appearance"))
  var appearance: String?

  @Option(
    help: ArgumentHelp(
      "The language: a localization as its .lproj folder names it (fr, pt-BR), base, all (each file's every "
        + "localization), or a pseudolanguage (\(Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", "))).",
      valueName: "locale"))
  var locale: String?

  /// Whether `--locale` asks for every localization present (`all`), which each file answers for itself.
  var wantsEveryLanguage: Bool {
    locale?.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "all" }
      ?? false
  }

  /// Every combination of comma-separated values (`--content-size xs,l --direction ltr,rtl`), with a file-name
  /// suffix naming the values that vary (`@dark-fr`). `all` among the locales stands for `languages`, the
  /// languages of the file the cases are for.
  func combinations(languages: [Language] = []) throws -> [(overrides: TraitOverrides, suffix: String)] {
    func values(_ option: String?) -> [String?] {
      guard let option else { return [nil] }
      // Each value once (`--content-size l,l` is one variant, not two of one name).
      var seen = Set<String>()
      return option.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        .flatMap { $0.lowercased() == "all" ? languages.map(\.name) : [$0] }
        .filter { seen.insert($0.lowercased()).inserted }
    }
    // The axes in the order their values appear in a suffix.
    let axes: [(values: [String?], set: (inout TraitOptions, String?) -> Void)] = [
      (values(device), { $0.device = $1 }), (values(orientation), { $0.orientation = $1 }),
      (values(contentSize), { $0.contentSize = $1 }), (values(direction), { $0.direction = $1 }),
      (values(appearance), { $0.appearance = $1 }), (values(locale), { $0.locale = $1 }),
    ]
    var partial: [(options: TraitOptions, parts: [String])] = [(self, [])]
    for axis in axes {
      partial = partial.flatMap { entry in
        axis.values.map { value in
          var options = entry.options
          axis.set(&options, value)
          let varies = axis.values.count > 1
          return (options, entry.parts + (varies ? [value].compactMap { $0 } : []))
        }
      }
    }
    return try partial.map { entry in
      (try entry.options.overrides(), entry.parts.isEmpty ? "" : "@" + entry.parts.joined(separator: "-"))
    }
  }

  /// The variants of a document's `snapshot: matrix:` (with the scale and font options of these options), named
  /// like `combinations()`.
  func combinations(matrix: SnapshotSettings) throws -> [(overrides: TraitOverrides, suffix: String)] {
    func list(_ names: [String]) -> String? { names.isEmpty ? nil : names.joined(separator: ",") }
    var single = self
    single.device = list(matrix.devices.map(\.name))
    single.orientation = list(matrix.orientations.map(\.rawValue))
    single.contentSize = list(matrix.contentSizes.map(\.shortName))
    single.direction = list(matrix.directions.map { $0 == .leftToRight ? "ltr" : "rtl" })
    single.appearance = list(matrix.appearances.map(\.rawValue))
    single.locale = list(matrix.languages.map(\.name))
    return try single.combinations()
  }

  /// The pipeline with the fonts of `--fonts` and the catalogs of `--assets`; a missing folder is a usage error.
  func pipeline() throws -> Pipeline { try pipeline(for: InputSet()) }

  /// The pipeline for a run over `inputs`: the app's own asset catalogs and fonts (what the walk found, or the
  /// project around a named file) with those of `--assets` and `--fonts`.
  func pipeline(for inputs: InputSet) throws -> Pipeline {
    let resources: AppResources
    do { resources = try Pipeline.appResources(for: inputs, assetFolders: assetFolders) } catch {
      throw PlumbExit(error)
    }
    return try CommandEnvironment.pipeline(fontDirectories: fontDirectories, resources: resources)
  }

  /// The overrides, validated; errors are usage errors (exit 2).
  func overrides() throws -> TraitOverrides {
    for (name, value) in [
      ("device", device), ("orientation", orientation), ("content-size", contentSize),
      ("direction", direction), ("appearance", appearance), ("locale", locale),
    ]
    where value?.contains(",") == true {
      throw PlumbExit.usage(
        "--\(name) takes one value here; several values are for plumb render, check, verify and record")
    }
    var result = TraitOverrides()
    if let device {
      guard let preset = Device.named(device) else {
        throw PlumbExit.usage(
          "unknown device '\(device)'; use one of: \(Device.all.map(\.name).joined(separator: ", "))")
      }
      result.device = preset
    }
    if let orientation {
      guard let value = Orientation(rawValue: orientation.lowercased()) else {
        throw PlumbExit.usage("unknown orientation '\(orientation)'; use portrait or landscape")
      }
      result.orientation = value
    }
    if let direction {
      switch direction.lowercased() {
      case "ltr", "lefttoright": result.direction = .leftToRight
      case "rtl", "righttoleft": result.direction = .rightToLeft
      default: throw PlumbExit.usage("unknown direction '\(direction)'; use ltr or rtl")
      }
    }
    if let contentSize {
      guard let value = ContentSizeCategory(name: contentSize) else {
        throw PlumbExit.usage(
          "unknown content size '\(contentSize)'; use one of: "
            + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " "))
      }
      result.contentSize = value
    }
    if let appearance {
      guard let value = UserInterfaceStyle(name: appearance) else {
        throw PlumbExit.usage("unknown appearance '\(appearance)'; use light or dark")
      }
      result.appearance = value
    }
    if let locale {
      guard let value = Language(name: locale) else {
        throw PlumbExit.usage(
          "unknown locale '\(locale)'; use a localization's identifier as its .lproj folder spells it (fr, "
            + "pt-BR, zh-Hans), base, or one of "
            + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", "))
      }
      result.language = value
    }
    if let scale {
      guard [1, 2, 3].contains(scale) else { throw PlumbExit.usage("scale must be 1, 2 or 3, not \(scale)") }
      result.scale = Double(scale)
    }
    return result
  }
}

/// Where Interface Builder files' content views get their intrinsic sizes: measured by Plumb, or IB's stored frames.
struct ContentSizeOptions: ParsableArguments {
  enum Source: String, ExpressibleByArgument, CaseIterable {
    case measured, stored
  }

  @Option(
    name: .customLong("content-sizes"),
    help: ArgumentHelp(
      "IB files: measured (Plumb's fonts) or stored (content views take their stored frames' sizes, baselines kept).",
      valueName: "source"))
  var source: Source = .measured

  @Flag(name: .customLong("stored-content-sizes"), help: .hidden)
  var legacyStored = false

  /// True when content sizes come from the stored frames.
  var stored: Bool { source == .stored || legacyStored }

  @Option(
    name: .customLong("canvas"),
    help: ArgumentHelp(
      "IB files: ib (Xcode's canvas for the file's device and Xcode version, as the stored frames were drawn) or "
        + "runtime (the running app's status bar, safe areas and self-sizing cells).",
      valueName: "canvas"))
  var canvas: IBCanvasMode = .interfaceBuilder

  /// Load options with these content sizes and canvas.
  func options(_ overrides: TraitOverrides, scene: String? = nil) -> LoadOptions {
    LoadOptions(overrides: overrides, scene: scene, storedContentSizes: stored, canvas: canvas)
  }
}

extension IBCanvasMode: ExpressibleByArgument {}

/// Whether Plumb's own differences from the frames Interface Builder stored are shown.
struct CompareStoredOption: ParsableArguments {
  @Flag(
    name: .customLong("compare-stored"),
    help: ArgumentHelp(
      "IB files: also show where Plumb's layout differs from the frames Xcode stored (check lists them as notes, "
        + "diagrams draw them misplaced); they never change check's exit status."))
  var compareStored = false

  /// `options` with Plumb's differences marked misplaced when asked for.
  func applied(to options: LoadOptions) -> LoadOptions {
    var options = options
    options.comparesStoredFrames = compareStored
    return options
  }
}
