/// Why an asset file could not be decoded or rasterised.
public enum AssetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file does not exist, is not a regular file, or cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is over one of ``AssetLimits``' limits, named in `limit` (`maximumPixels`, `maximumFileBytes`, …).
  case tooLarge(path: String, limit: String, detail: String)
  /// The file is not a well-formed image of its kind.
  case malformed(path: String, reason: String)
  /// The file is of a kind Plumb does not decode (HEIF, TIFF, …).
  case unsupported(path: String, reason: String)
  /// The path, or a symbolic link on it, leads outside the asset catalog; it is not followed.
  case outsideCatalog(path: String, catalog: String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .tooLarge(let path, _, _), .malformed(let path, _),
      .unsupported(let path, _),
      .outsideCatalog(let path, _):
      return path
    }
  }

  /// `PATH: what is wrong`, with how to fix it where there is a way.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "\(path): cannot be read: \(reason)"
    case .tooLarge(let path, let limit, let detail):
      return "\(path): too large: \(detail) (AssetLimits.\(limit))"
    case .malformed(let path, let reason): return "\(path): not a valid image: \(reason)"
    case .unsupported(let path, let reason): return "\(path): not supported: \(reason)"
    case .outsideCatalog(let path, let catalog):
      return "\(path): leads outside the asset catalog \(catalog) (through a symbolic link); not followed"
    }
  }
}
