import Foundation

/// An app's own resources found around the files a command reads: asset catalogs and font files.
public struct AppResources: Sendable, Equatable {
  /// Asset catalog folders (`*.xcassets`), in the order they are searched.
  public var assetCatalogs: [String] = []
  /// Font files (`.ttf`, `.otf`, `.ttc`).
  public var fontFiles: [String] = []

  /// No resources.
  public init(assetCatalogs: [String] = [], fontFiles: [String] = []) {
    self.assetCatalogs = assetCatalogs
    self.fontFiles = fontFiles
  }
}

extension Pipeline {
  /// The files that mark a project's top folder: the app a file named on the command line belongs to.
  static let projectMarkers = [".git", "Package.swift"]

  /// The resources for a run over `inputs`: what walking its folders found; for each file named on the command line,
  /// the catalogs beside it and in the folders above it up to its project's top folder (the nearest that holds
  /// `.git`, an Xcode project or workspace, or `Package.swift`), or, when there are none on that way, every
  /// catalog in the project; the project's fonts; then `assetFolders` (each a catalog, or a folder walked for
  /// catalogs). Each catalog and font appears once.
  /// - Throws: `.usage` when an asset folder does not exist or is not a folder.
  public static func appResources(for inputs: InputSet, assetFolders: [String] = []) throws(PipelineError)
    -> AppResources
  {
    var resources = AppResources(assetCatalogs: inputs.assetCatalogs, fontFiles: inputs.fontFiles)
    var walkedProjects = Set<String>()
    for input in inputs.files where input.isExplicit {
      let found = project(around: input.path)
      resources.assetCatalogs += found.catalogs
      if let root = found.root, walkedProjects.insert(root).inserted {
        let walked = try walk([root], documents: false)
        if found.catalogs.isEmpty { resources.assetCatalogs += walked.assetCatalogs }
        resources.fontFiles += walked.fontFiles
      }
    }
    for folder in assetFolders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw .usage(
          "--assets \(folder) is not a folder; name an .xcassets folder or a folder that holds some")
      }
      if (folder as NSString).pathExtension.lowercased() == "xcassets" {
        resources.assetCatalogs.append(folder)
      } else {
        resources.assetCatalogs += try walk([folder], documents: false).assetCatalogs
      }
    }
    resources.assetCatalogs = unique(resources.assetCatalogs)
    resources.fontFiles = unique(resources.fontFiles)
    return resources
  }

  /// The catalogs beside a file and in the folders above it, up to its project's top folder (at most eight up).
  private static func project(around file: String) -> (root: String?, catalogs: [String]) {
    let manager = FileManager.default
    var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
    var catalogs: [String] = []
    for _ in 0..<8 {
      let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      catalogs += entries.filter { $0.lowercased().hasSuffix(".xcassets") }.map {
        folder.appendingPathComponent($0).path
      }
      if entries.contains(where: {
        projectMarkers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
      }) {
        return (folder.path, catalogs)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return (nil, catalogs)
  }

  private static func unique(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert(standardized($0)).inserted }
  }
}
