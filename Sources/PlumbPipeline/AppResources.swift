import Foundation
import Synchronization

/// An app's own resources found around the files a command reads: asset catalogs and font files.
///
/// The folders a walk covered give theirs at once. A file named on the command line gives the catalogs beside it and
/// in the folders above it at once (a few folder listings), and its project (the nearest enclosing folder holding
/// `.git`, an Xcode project or workspace, or `Package.swift`) is walked only when something needs it: a font family
/// the documented set lacks, or a named image or colour when no catalog was found on the way up. A one-view document
/// that names neither pays nothing for a large repository around it.
public final class AppResources: Sendable {
  /// Asset catalogs known without walking a project, in the order they are searched.
  public let assetCatalogs: [String]
  /// Asset catalogs the user named (`--assets`): every file sees them.
  public let userCatalogs: [String]
  /// Font files known without walking a project.
  public let fontFiles: [String]
  /// Project folders walked on demand.
  public let projects: [String]
  /// The folders the command line named and the walk went through.
  public let roots: [String]
  /// Whether the projects' catalogs are searched too (none was found on the way up from a named file).
  let catalogsFromProjects: Bool
  private let walked = Mutex<(catalogs: [String], fonts: [String])?>(nil)

  /// Resources known in advance, and projects to walk for more when asked.
  public init(
    assetCatalogs: [String] = [], userCatalogs: [String] = [], fontFiles: [String] = [],
    projects: [String] = [], roots: [String] = [], catalogsFromProjects: Bool = false
  ) {
    self.roots = roots
    self.assetCatalogs = assetCatalogs
    self.userCatalogs = userCatalogs
    self.fontFiles = fontFiles
    self.projects = projects
    self.catalogsFromProjects = catalogsFromProjects
  }

  /// Every catalog: the known ones, then (when searched) the projects', each once.
  public var allAssetCatalogs: [String] {
    guard catalogsFromProjects, !projects.isEmpty else { return assetCatalogs }
    return Pipeline.unique(assetCatalogs + projectContents().catalogs)
  }

  /// Every font file: the known ones, then the projects', each once.
  public var allFontFiles: [String] {
    guard !projects.isEmpty else { return fontFiles }
    return Pipeline.unique(fontFiles + projectContents().fonts)
  }

  /// Whether there may be any catalog at all (without walking).
  public var mayHaveAssetCatalogs: Bool {
    !assetCatalogs.isEmpty || !userCatalogs.isEmpty || (catalogsFromProjects && !projects.isEmpty)
  }

  private func projectContents() -> (catalogs: [String], fonts: [String]) {
    walked.withLock { cache in
      if let cache { return cache }
      var catalogs: [String] = []
      var fonts: [String] = []
      for root in projects {
        guard let set = try? Pipeline.walk([root], documents: false) else { continue }
        catalogs += set.assetCatalogs
        fonts += set.fontFiles
      }
      cache = (catalogs, fonts)
      return (catalogs, fonts)
    }
  }
}

extension Pipeline {
  /// The files that mark a project's top folder: the app a file named on the command line belongs to.
  static let projectMarkers = [".git", "Package.swift"]

  /// The resources for a run over `inputs`: what walking its folders found; for each file named on the command line,
  /// the catalogs beside it and in the folders above it up to its project's top folder, and that project (walked
  /// on demand, see ``AppResources``); then `assetFolders` (each a catalog, or a folder walked for catalogs).
  /// - Throws: `.usage` when an asset folder does not exist or is not a folder.
  public static func appResources(for inputs: InputSet, assetFolders: [String] = []) throws(PipelineError)
    -> AppResources
  {
    var catalogs = inputs.assetCatalogs
    var projects: [String] = []
    var foundOnTheWay = true
    for input in inputs.files where input.isExplicit {
      let found = project(around: input.path)
      catalogs += found.catalogs
      if found.catalogs.isEmpty { foundOnTheWay = false }
      if let root = found.root, !projects.contains(root) { projects.append(root) }
    }
    var userCatalogs: [String] = []
    for folder in assetFolders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw .usage(
          "--assets \(folder) is not a folder; name an .xcassets folder or a folder that holds some")
      }
      if (folder as NSString).pathExtension.lowercased() == "xcassets" {
        userCatalogs.append(folder)
      } else {
        userCatalogs += try walk([folder], documents: false).assetCatalogs
      }
    }
    return AppResources(
      assetCatalogs: unique(catalogs), userCatalogs: unique(userCatalogs),
      fontFiles: unique(inputs.fontFiles),
      projects: projects, roots: inputs.roots,
      catalogsFromProjects: !foundOnTheWay)
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

  static func unique(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert(standardized($0)).inserted }
  }
}
