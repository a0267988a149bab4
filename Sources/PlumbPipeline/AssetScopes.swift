import Foundation
import PlumbResources
import Synchronization

/// Which of an app's asset catalogs each file sees, read once each and shared.
///
/// A folder of several apps (or an app with modules, each its own bundle) has catalogs that must not leak into one
/// another: a storyboard sees a catalog when the catalog's folder is the storyboard's folder or one above it, or sits
/// beside one of those (`App/Resources/Assets.xcassets` for `App/Views/Cell.xib`), nearest first; catalogs named with
/// `--assets` are seen by every file, last.
final class AssetScopes: Sendable {
  private let resources: AppResources?
  private let fixed: AssetCatalogs?
  private let report: @Sendable (ResourceDiagnostic) -> Void
  private let indexes = Mutex<[String: AssetCatalogIndex]>([:])
  private let scopes = Mutex<[[String]: AssetCatalogs]>([:])

  init(resources: AppResources, report: @escaping @Sendable (ResourceDiagnostic) -> Void) {
    self.resources = resources
    fixed = nil
    self.report = report
  }

  init(fixed: AssetCatalogs) {
    resources = nil
    self.fixed = fixed
    report = { _ in }
  }

  /// The catalogs `file` sees (every catalog, in order, for a screen without a file).
  func catalogs(for file: String?) -> AssetCatalogs? {
    if let fixed { return fixed }
    guard let resources else { return nil }
    let found = resources.allAssetCatalogs
    let chosen: [String]
    if let file {
      let folder = Self.components(URL(fileURLWithPath: file).deletingLastPathComponent().path)
      let seen = found.compactMap { catalog -> (String, Int)? in
        let parent = Self.components(URL(fileURLWithPath: catalog).deletingLastPathComponent().path)
        let shared = zip(parent, folder).prefix { $0 == $1 }.count
        return shared >= parent.count - 1 ? (catalog, shared) : nil
      }
      // Nearest first; catalogs equally near keep the walk's order.
      chosen =
        seen.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element.0)
        + resources.userCatalogs
    } else {
      chosen = found + resources.userCatalogs
    }
    guard !chosen.isEmpty else { return nil }
    return scopes.withLock { cache in
      if let known = cache[chosen] { return known }
      let made = AssetCatalogs(chosen.map(index))
      cache[chosen] = made
      return made
    }
  }

  private func index(_ catalog: String) -> AssetCatalogIndex {
    if let known = indexes.withLock({ $0[catalog] }) { return known }
    let made = AssetCatalogIndex(catalogs: [catalog], diagnostic: report)
    return indexes.withLock { cache in
      if let known = cache[catalog] { return known }
      cache[catalog] = made
      return made
    }
  }

  private static func components(_ path: String) -> [String] {
    URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
  }
}
