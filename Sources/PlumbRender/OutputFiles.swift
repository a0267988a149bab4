import Foundation
import Synchronization

/// Files written together, all or nothing: each is written to a temporary of its own in its target's folder, opened
/// with `O_CREAT | O_EXCL | O_NOFOLLOW` under an unpredictable name, `.plumb-PID-RANDOM.tmp` (so a planted file or
/// symbolic link is never followed or reused), and `commit()` renames them into place only once every one was
/// written. Only regular files are written: a target that is a folder, a device, a FIFO or a socket is refused
/// before anything is renamed (renaming over `/dev/null` as root would replace the device), and so is a symbolic
/// link when the set says so (`LinkTargets`). A file that is replaced keeps its permissions; a new one gets 0666
/// less the umask. While the set is committed each replaced file is kept under a second name, so a rename that fails
/// puts back the files already replaced. A run that fails before `commit()` leaves existing files as they were;
/// `discard()` (or deinit) removes the temporaries, `removeTemporariesOnSignals()` does on a signal, and the next
/// run into a folder removes those of a process that was killed.
///
/// `stage` may be called from several threads at once.
public final class OutputFiles: Sendable {
  private struct Staged: Sendable {
    var temporary: String
    var target: String
  }

  /// The longest file name (one path component, in bytes) Linux file systems accept.
  public static let maximumNameBytes = Int(NAME_MAX)

  /// What a set does with a symbolic link where a file is to be written.
  public enum LinkTargets: Sendable {
    /// The link is replaced by the file (never followed): for folders Plumb writes many files into.
    case replace
    /// The link is refused, like any other target that is not a regular file: for a file the user named.
    case refuse
  }

  private let staged = Mutex<[Staged]>([])
  private let links: LinkTargets

  /// An empty set.
  public init(links: LinkTargets = .replace) { self.links = links }

  deinit { discard() }

  /// The targets staged so far, in staging order.
  public var targets: [String] { staged.withLock { $0.map(\.target) } }

  /// Writes `bytes` to a fresh temporary beside `path` (creating its folder first when `createFolder`); the file
  /// appears at `path` on `commit()`. Staging one target twice keeps the later bytes.
  public func stage(_ bytes: [UInt8], to path: String, createFolder: Bool = false) throws(RenderError) {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    try Self.checkName(name, path: path)
    let folder = url.deletingLastPathComponent().path
    do {
      if createFolder {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
    } catch {
      throw .write(
        "cannot create the folder \(folder): \(Self.reason(error)); check the path and its permissions")
    }
    if let reason = Self.refusal(path, links: links) { throw .write(reason) }
    Self.removeStaleTemporaries(in: folder)
    var status = stat()
    let existing = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    let mode = existing ? mode_t(status.st_mode & 0o777) : Self.creationMode
    let temporary = try Self.writeTemporary(bytes, in: folder, for: path, mode: mode)
    let replaced: String? = staged.withLock { list in
      if let index = list.firstIndex(where: { $0.target == path }) {
        let old = list[index].temporary
        list[index].temporary = temporary
        return old
      }
      list.append(Staged(temporary: temporary, target: path))
      return nil
    }
    if let replaced { Self.remove(replaced) }
  }

  /// Renames every staged file into place. Targets that are not regular files (see the type's notes) are refused
  /// before anything is renamed; a rename that fails puts back the files already replaced.
  public func commit() throws(RenderError) {
    let list = staged.withLock { list in
      defer { list.removeAll() }
      return list
    }
    for item in list {
      if let reason = Self.refusal(item.target, links: links) {
        for item in list { Self.remove(item.temporary) }
        throw .write(reason)
      }
    }
    // Each existing target is kept under a second name until every rename has succeeded.
    var committed: [(target: String, backup: String?)] = []
    for (index, item) in list.enumerated() {
      let backup = Self.hardLinkBackup(of: item.target)
      // rename(2) replaces the target atomically and never follows a symbolic link at the target.
      let renamed = rename(item.temporary, item.target) == 0
      if renamed { Self.temporaries.withLock { _ = $0.remove(item.temporary) } }
      guard renamed else {
        let reason = String(cString: strerror(errno))
        if let backup { Self.remove(backup) }
        for rest in list[index...] { Self.remove(rest.temporary) }
        for done in committed.reversed() {
          if let backup = done.backup {
            rename(backup, done.target)
            Self.temporaries.withLock { _ = $0.remove(backup) }
          } else {
            unlink(done.target)
          }
        }
        throw .write("cannot write \(item.target): \(reason); no file was changed")
      }
      committed.append((item.target, backup))
    }
    for done in committed { if let backup = done.backup { Self.remove(backup) } }
  }

  /// Why `path` cannot be written, or nil when it is a regular file or does not exist yet (or, with `.replace`, is
  /// a symbolic link, which the file replaces).
  public static func refusal(_ path: String, links: LinkTargets = .refuse) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      return "cannot write \(path): \(String(cString: strerror(errno)))"
    }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK:
      if links == .replace { return nil }
      kind = "a symbolic link"
    case S_IFDIR: kind = "a folder"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFIFO: kind = "a FIFO"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a regular file"
    }
    return
      "cannot write \(path): it is \(kind), and plumb writes only regular files; move it or name another file"
  }

  /// Removes every staged temporary; the targets stay as they were.
  public func discard() {
    let list = staged.withLock { list in
      defer { list.removeAll() }
      return list
    }
    for item in list { Self.remove(item.temporary) }
  }

  /// Writes one file atomically (a set of one, committed at once).
  public static func write(_ bytes: [UInt8], to path: String, createFolder: Bool = false) throws(RenderError)
  {
    let files = OutputFiles()
    try files.stage(bytes, to: path, createFolder: createFolder)
    try files.commit()
  }

  /// A file name longer than the file system allows is refused before anything is written.
  static func checkName(_ name: String, path: String) throws(RenderError) {
    let bytes = name.utf8.count
    guard bytes <= maximumNameBytes else {
      throw .write(
        "cannot write \(path): the file name is \(bytes) bytes long, and file systems allow \(maximumNameBytes); "
          + "shorten the document, scene or state name it comes from")
    }
  }

  /// Every temporary of this process not yet renamed into place or removed.
  private static let temporaries = Mutex<Set<String>>([])
  /// The signal sources of `removeTemporariesOnSignals`, kept alive.
  private static let signalSources = Mutex<[any DispatchSourceSignal]>([])
  /// Folders whose stale temporaries this process has removed.
  private static let cleanedFolders = Mutex<Set<String>>([])

  /// On SIGINT, SIGTERM or SIGHUP, removes every temporary of every set in the process, then ends the process as
  /// the signal would have. Call once, on the main thread before any other thread starts: the signals are blocked
  /// in every thread and read by one handler.
  public static func removeTemporariesOnSignals() {
    signalSources.withLock { sources in
      guard sources.isEmpty else { return }
      var set = sigset_t()
      sigemptyset(&set)
      for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
      pthread_sigmask(SIG_BLOCK, &set, nil)
      for number in [SIGINT, SIGTERM, SIGHUP] {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
          // The lock is kept to the end, so no temporary is created after the clean-up.
          temporaries.withLock { list in
            for path in list { unlink(path) }
            var one = sigset_t()
            sigemptyset(&one)
            sigaddset(&one, number)
            signal(number, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &one, nil)
            raise(number)
            _exit(128 + number)
          }
        }
        source.resume()
        sources.append(source)
      }
    }
  }

  private static func remove(_ temporary: String) {
    unlink(temporary)
    temporaries.withLock { _ = $0.remove(temporary) }
  }

  /// Removes the temporaries a process that was killed left in `folder` (`.plumb-PID-TOKEN.tmp` whose process no
  /// longer runs), once per folder and process.
  static func removeStaleTemporaries(in folder: String) {
    let first = cleanedFolders.withLock { $0.insert(folder).inserted }
    guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(".plumb-") && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(".plumb-".count).dropLast(".tmp".count).split(separator: "-")
      guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, pid != getpid() else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = (folder as NSString).appendingPathComponent(name)
      var status = stat()
      if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { unlink(path) }
    }
  }

  /// The mode a new file gets: 0666 less the process's umask, read from `/proc/self/status` (setting the umask to
  /// read it would race with other threads creating files), else from `umask(2)`.
  static let creationMode: mode_t = {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
      let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    {
      return 0o666 & ~mask
    }
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~mask
  }()

  /// A second name for an existing regular file (a hard link beside it, `.plumb-PID-RANDOM.tmp`), nil when there is
  /// none or it cannot be linked.
  static func hardLinkBackup(of target: String) -> String? {
    var status = stat()
    guard lstat(target, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let folder = (target as NSString).deletingLastPathComponent
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let name = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(
        ".plumb-\(getpid())-\(String(generator.next() as UInt64, radix: 36)).tmp")
      let linked = temporaries.withLock { list in
        guard link(target, name) == 0 else { return false }
        list.insert(name)
        return true
      }
      if linked { return name }
      if errno != EEXIST { return nil }
    }
    return nil
  }

  /// Creates `FOLDER/.plumb-PID-RANDOM.tmp` exclusively with `mode` and writes `bytes` to it; returns its path.
  private static func writeTemporary(_ bytes: [UInt8], in folder: String, for target: String, mode: mode_t)
    throws(RenderError) -> String
  {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      let token = String(generator.next() as UInt64, radix: 36)
      let temporary = (folder as NSString).appendingPathComponent(".plumb-\(getpid())-\(token).tmp")
      // Created and listed under one lock, so a signal's clean-up (which keeps the lock) sees every temporary.
      let descriptor = temporaries.withLock { list in
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 { list.insert(temporary) }
        return descriptor
      }
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .write(
          "cannot write \(target): \(String(cString: strerror(errno))); check the folder's permissions")
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
        remove(temporary)
        let hint = failure == ENOSPC || failure == EDQUOT ? "; free some space and run again" : ""
        throw .write(
          "cannot write \(target): \(String(cString: strerror(failure)))\(hint); nothing was changed")
      }
      return temporary
    }
    throw .write("cannot write \(target): could not create a temporary file in \(folder)")
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? String(describing: error)
  }
}
