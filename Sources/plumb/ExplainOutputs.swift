import Foundation

/// The files one `plumb explain` run writes (`-o`, `--diagram`, numbered per message), all or none: every file is
/// written to an exclusive temporary beside its target first, and only when all are written are they renamed into
/// place; a rename that fails puts back the files already replaced. Only regular files are written: an existing
/// target that is a device, a FIFO, a socket, a folder or a symbolic link is refused before anything is written
/// (renaming over `/dev/null` as root would replace the device). A file that is replaced keeps its permissions.
enum ExplainOutputs {
  /// Why a target cannot be written, or nil when it is a regular file or does not exist yet.
  static func refusal(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      return "cannot write \(path): \(String(cString: strerror(errno)))"
    }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: kind = "a folder"
    case S_IFLNK: kind = "a symbolic link"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFIFO: kind = "a FIFO"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a regular file"
    }
    return "cannot write \(path): it is \(kind), and plumb explain writes only regular files; "
      + "name a file instead (the report itself goes to standard output)"
  }

  /// Writes every file, or none of them.
  static func write(_ files: [(path: String, bytes: [UInt8])]) throws(ExplainOutputError) {
    var seen: Set<String> = []
    for file in files {
      if let reason = refusal(file.path) { throw ExplainOutputError(message: reason) }
      guard seen.insert(file.path).inserted else {
        throw ExplainOutputError(
          message: "cannot write \(file.path) twice in one run; give -o and --diagram different names")
      }
    }
    let creationMode = defaultMode()
    var staged: [(temporary: String, target: String)] = []
    func discard() { for item in staged { unlink(item.temporary) } }
    for file in files {
      var status = stat()
      let mode = lstat(file.path, &status) == 0 ? mode_t(status.st_mode & 0o7777) : creationMode
      do {
        staged.append((try temporary(file.bytes, for: file.path, mode: mode), file.path))
      } catch {
        discard()
        throw error
      }
    }
    // Each existing target is kept under a second name until every rename has succeeded.
    var committed: [(target: String, backup: String?)] = []
    for (index, item) in staged.enumerated() {
      let backup = hardLinkBackup(of: item.target)
      guard rename(item.temporary, item.target) == 0 else {
        let reason = String(cString: strerror(errno))
        if let backup { unlink(backup) }
        for rest in staged[index...] { unlink(rest.temporary) }
        for done in committed.reversed() {
          if let backup = done.backup { rename(backup, done.target) } else { unlink(done.target) }
        }
        throw ExplainOutputError(message: "cannot write \(item.target): \(reason); no file was changed")
      }
      committed.append((item.target, backup))
    }
    for done in committed { if let backup = done.backup { unlink(backup) } }
  }

  /// The mode a new file gets: 0666 less the process's umask.
  static func defaultMode() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  /// A second name for an existing target (a hard link beside it), nil when it does not exist or cannot be linked.
  static func hardLinkBackup(of target: String) -> String? {
    var status = stat()
    guard lstat(target, &status) == 0 else { return nil }
    let folder = (target as NSString).deletingLastPathComponent
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let name =
        (folder.isEmpty ? "." : folder) + "/.plumb-keep-\(String(generator.next() as UInt64, radix: 36)).tmp"
      if link(target, name) == 0 { return name }
      if errno != EEXIST { return nil }
    }
    return nil
  }

  /// `FOLDER/.plumb-RANDOM.tmp`, created exclusively (never following a link) with `mode`, holding `bytes`.
  static func temporary(_ bytes: [UInt8], for target: String, mode: mode_t) throws(ExplainOutputError)
    -> String
  {
    let folder = (target as NSString).deletingLastPathComponent
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      let name =
        (folder.isEmpty ? "." : folder) + "/.plumb-\(String(generator.next() as UInt64, radix: 36)).tmp"
      let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw ExplainOutputError(
          message:
            "cannot write \(target): \(String(cString: strerror(errno))); check the folder and its permissions"
        )
      }
      var failure: Int32 = 0
      if fchmod(descriptor, mode) != 0 { failure = errno }
      bytes.withUnsafeBytes { buffer in
        guard failure == 0, let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
          let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          offset += written
        }
      }
      if close(descriptor) != 0 && failure == 0 { failure = errno }
      guard failure == 0 else {
        unlink(name)
        throw ExplainOutputError(
          message: "cannot write \(target): \(String(cString: strerror(failure))); no file was changed")
      }
      return name
    }
    throw ExplainOutputError(message: "cannot write \(target): could not create a temporary file beside it")
  }
}

/// Why explain's files could not be written.
struct ExplainOutputError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
