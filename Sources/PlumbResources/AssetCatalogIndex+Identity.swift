/// An index is one reading of an app's catalogs: two are equal when they are the same index, so option values
/// that carry one (Interface Builder and document options) stay `Hashable`.
extension AssetCatalogIndex: Hashable {
  public static func == (lhs: AssetCatalogIndex, rhs: AssetCatalogIndex) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
