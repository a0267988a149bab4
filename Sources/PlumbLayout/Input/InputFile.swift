#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input file within a byte limit. The limit is checked on what the path leads to (symbolic links
/// followed), before anything is read, and the read stops one byte past it, so a link to a huge file, a device
/// such as `/dev/zero` or a file that grows while it is read never costs more than the limit.
public enum InputFile {
  /// Why a file was not read.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing at the path (or a link to nothing).
    case missing
    /// The process may not read it.
    case permissionDenied
    /// Not a regular file: `kind` names what it is ("a folder", "a character device", …).
    case notRegularFile(kind: String)
    /// Larger than the limit: `size` is the size found (at least `limit + 1`).
    case tooLarge(size: Int, limit: Int)
    /// Any other failure, in the system's words.
    case failed(reason: String)

    /// The problem in words, without the path.
    public var description: String {
      switch self {
      case .missing: "no such file"
      case .permissionDenied: "no permission to read it"
      case .notRegularFile(let kind): "it is \(kind), not a regular file"
      case .tooLarge(let size, let limit): "the file is \(size) bytes, over the limit of \(limit) bytes"
      case .failed(let reason): reason
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `maximumBytes` of them.
  public static func read(_ path: String, maximumBytes: Int) throws(Problem) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below as not a regular file.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw problem(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw problem(errno) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(kind: kind(status.st_mode)) }
    let limit = max(maximumBytes, 0)
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
    // Up to one byte more than the limit is read, so a file that grew since fstat is still caught.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { break }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        readSome(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw problem(errno)
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
    bytes.removeSubrange(count...)
    return bytes
  }

  private static func problem(_ code: Int32) -> Problem {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    case ELOOP: .failed(reason: "its symbolic links lead round in a loop")
    case EISDIR: .notRegularFile(kind: "a folder")
    default: .failed(reason: String(cString: strerror(code)))
    }
  }

  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a pipe"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}

private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
