/// The asset catalogs one file sees, in the order they are searched: the first that has a name gives it, as a
/// bundle's catalogs do for `UIImage(named:)`. Each catalog is one ``AssetCatalogIndex``, read once and shared by
/// every file that sees it.
public final class AssetCatalogs: Sendable {
  /// The catalogs' indexes, in search order.
  public let indexes: [AssetCatalogIndex]
  /// How many of the first indexes are the file's own app's; the rest are searched only for names those lack
  /// (and, for a storyboard's colours, after the values Xcode copied into the file).
  public let ownCount: Int

  /// The catalogs of `indexes`, searched in that order; the first `ownCount` (all by default) are the app's own.
  public init(_ indexes: [AssetCatalogIndex], ownCount: Int? = nil) {
    self.indexes = indexes
    self.ownCount = min(ownCount ?? indexes.count, indexes.count)
  }

  /// Reads `catalogs` (each its own index) to be searched in that order.
  public convenience init(
    catalogs: [String], limits: AssetLimits = AssetLimits(),
    diagnostic: @escaping @Sendable (ResourceDiagnostic) -> Void = { _ in }
  ) {
    self.init(catalogs.map { AssetCatalogIndex(catalogs: [$0], limits: limits, diagnostic: diagnostic) })
  }

  /// The first catalog's colour set `name` for these traits (only the app's own catalogs when `ownOnly`).
  public func color(
    named name: String, appearance: AssetAppearance = .light, idiom: AssetIdiom = .iphone,
    ownOnly: Bool = false
  ) -> AssetColor? {
    for index in ownOnly ? Array(indexes.prefix(ownCount)) : indexes {
      if let color = index.color(named: name, appearance: appearance, idiom: idiom) { return color }
    }
    return nil
  }

  /// The first catalog's image set `name` for these traits.
  public func image(
    named name: String, appearance: AssetAppearance = .light, idiom: AssetIdiom = .iphone, scale: Double
  ) -> AssetImage? {
    for index in indexes {
      if let image = index.image(named: name, appearance: appearance, idiom: idiom, scale: scale) {
        return image
      }
    }
    return nil
  }

  /// The image's pixels, from the catalog that gave it (so its cache is shared by every file that sees it).
  public func raster(
    _ image: AssetImage, scale: Double, pointSize: (width: Double, height: Double)? = nil
  ) throws(AssetError) -> RasterImage {
    let owner = indexes.first { index in index.catalogs.contains { image.file.hasPrefix($0 + "/") } }
    guard let index = owner ?? indexes.first else {
      throw .unreadable(path: image.file, reason: "no catalog holds it")
    }
    return try index.raster(image, scale: scale, pointSize: pointSize)
  }
}

/// A file's catalogs are one set of indexes: two are equal when they are the same object, so option values that
/// carry them (Interface Builder and document options) stay `Hashable`.
extension AssetCatalogs: Hashable {
  /// The same object.
  public static func == (lhs: AssetCatalogs, rhs: AssetCatalogs) -> Bool { lhs === rhs }
  /// The object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
