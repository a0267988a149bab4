import Foundation
import PlumbResources
import Synchronization

/// Which of an app's asset catalogs each file sees, read once each and shared.
///
/// A folder of several apps (or an app with modules, each its own bundle) has catalogs that must not leak into one
/// another. A file's own catalogs are those that meet it below the walked folder (`App/Resources/Assets.xcassets`
/// for `App/Views/Cell.xib` when `App`'s parent was walked), nearest first, then those named with `--assets`; the
/// others come after them, for names the file's own lack (a storyboard's colours take the value Xcode copied into
/// the file before them). A file named on the command line owns every catalog found for it.
final class AssetScopes: Sendable {
  private let resources: AppResources?
  private let fixed: AssetCatalogs?
  private let report: @Sendable (ResourceDiagnostic) -> Void
  private let indexes = Mutex<[String: AssetCatalogIndex]>([:])
  private let scopes = Mutex<[[String]: AssetCatalogs]>([:])
  /// Each folder's answer: every file of a folder sees the same catalogs, and each file is asked for several times.
  private let byFolder = Mutex<[String: AssetCatalogs?]>([:])

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
    let folder = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? ""
    if let known = byFolder.withLock({ $0[folder] }) { return known }
    let made = chooseCatalogs(for: file)
    byFolder.withLock { $0[folder] = made }
    return made
  }

  private func chooseCatalogs(for file: String?) -> AssetCatalogs? {
    guard let resources else { return nil }
    let found = resources.allAssetCatalogs
    var own: [String] = []
    var others: [String] = []
    if let file {
      let folder = Self.components(URL(fileURLWithPath: file).deletingLastPathComponent().path)
      // The walked folder the file is in: a catalog is the file's own app's when the two meet below it.
      let root = resources.roots.map(Self.components).filter { folder.starts(with: $0) }.map(\.count).max()
      var ranked: [(catalog: String, shared: Int, order: Int)] = []
      for (order, catalog) in found.enumerated() {
        let parent = Self.components(URL(fileURLWithPath: catalog).deletingLastPathComponent().path)
        ranked.append((catalog, zip(parent, folder).prefix { $0 == $1 }.count, order))
      }
      // Nearest first; catalogs equally near keep the walk's order.
      ranked.sort { ($0.shared, -$0.order) > ($1.shared, -$1.order) }
      for entry in ranked {
        if let root, entry.shared <= root { others.append(entry.catalog) } else { own.append(entry.catalog) }
      }
    } else {
      own = found
    }
    own += resources.userCatalogs
    let chosen = own + others
    guard !chosen.isEmpty else { return nil }
    let key = own + ["|"] + others
    return scopes.withLock { cache in
      if let known = cache[key] { return known }
      let made = AssetCatalogs(chosen.map(index), ownCount: own.count)
      cache[key] = made
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
