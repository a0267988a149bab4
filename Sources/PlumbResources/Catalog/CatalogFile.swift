import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files inside one catalog folder, never through a symbolic link that leads out of it, and never more
/// than a limit of bytes.
enum CatalogFile {
  /// The real (symbolic-link-free, absolute) path of `path`, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `real` (a real path) is `root` (a real path) or inside it.
  static func isInside(_ real: String, root: String) -> Bool {
    real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The real path of `path`, checked to be inside `root`.
  static func resolve(_ path: String, within root: String) throws(AssetError) -> String {
    guard let real = realPath(path) else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard isInside(real, root: root) else { throw .outsideCatalog(path: path, catalog: root) }
    return real
  }

  /// The bytes of the regular file at `path`, which must be inside `root`, refusing files over `maximumBytes`
  /// (named `limit` in the error) before reading them.
  static func read(_ path: String, within root: String, maximumBytes: Int, limit: String) throws(AssetError)
    -> [UInt8]
  {
    let real = try resolve(path, within: root)
    let descriptor = open(real, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= maximumBytes else {
      throw .tooLarge(path: path, limit: limit, detail: "\(size) bytes, over the limit of \(maximumBytes)")
    }
    // Read at most one byte past the limit, so a file that grows while read is still refused.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= maximumBytes else {
      throw .tooLarge(path: path, limit: limit, detail: "more than \(maximumBytes) bytes")
    }
    bytes.removeSubrange(count...)
    return bytes
  }
}
