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

  /// `PATH: what is wrong`, with the limit to raise where one was met.
  public var description: String { "\(path): \(reason)" }

  /// What is wrong, without the path.
  public var reason: String {
    switch self {
    case .unreadable(_, let reason): return "cannot be read: \(reason)"
    case .tooLarge(_, let limit, let detail): return "too large: \(detail) (AssetLimits.\(limit))"
    case .malformed(_, let reason): return "not a valid image: \(reason)"
    case .unsupported(_, let reason): return "not supported: \(reason)"
    case .outsideCatalog(_, let catalog):
      return "leads outside the asset catalog \(catalog) (through a symbolic link); not followed"
    }
  }
}
