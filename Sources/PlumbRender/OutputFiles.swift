import Foundation
import Synchronization

/// Files written together, all or nothing: each is written to a temporary of its own in its target's folder, opened
/// with `O_CREAT | O_EXCL | O_NOFOLLOW` under an unpredictable name, `.plumb-PID-RANDOM.tmp` (so a planted file or
/// symbolic link is never followed or reused), and `commit()` renames them into place only once every one was
/// written. A run that fails before `commit()` leaves existing files as they were; `discard()` (or deinit) removes
/// the temporaries, `removeTemporariesOnSignals()` does on a signal, and the next run into a folder removes those
/// of a process that was killed.
///
/// `stage` may be called from several threads at once.
public final class OutputFiles: Sendable {
  private struct Staged: Sendable {
    var temporary: String
    var target: String
  }

  /// The longest file name (one path component, in bytes) Linux file systems accept.
  public static let maximumNameBytes = Int(NAME_MAX)

  private let staged = Mutex<[Staged]>([])

  /// An empty set.
  public init() {}

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
    Self.removeStaleTemporaries(in: folder)
    let temporary = try Self.writeTemporary(bytes, in: folder, for: path)
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

  /// Renames every staged file into place. Targets that are folders are refused before anything is renamed.
  public func commit() throws(RenderError) {
    let list = staged.withLock { list in
      defer { list.removeAll() }
      return list
    }
    var status = stat()
    for item in list where lstat(item.target, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      for item in list { Self.remove(item.temporary) }
      throw .write(
        "cannot write \(item.target): a folder of that name is in the way; move it or choose another output folder"
      )
    }
    for (index, item) in list.enumerated() {
      // rename(2) replaces the target atomically and never follows a symbolic link at the target.
      let renamed = rename(item.temporary, item.target) == 0
      if renamed { Self.temporaries.withLock { _ = $0.remove(item.temporary) } }
      guard renamed else {
        let reason = String(cString: strerror(errno))
        for rest in list[index...] { Self.remove(rest.temporary) }
        throw .write("cannot write \(item.target): \(reason)")
      }
    }
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

  /// Creates `FOLDER/.plumb-PID-RANDOM.tmp` exclusively and writes `bytes` to it; returns its path.
  private static func writeTemporary(_ bytes: [UInt8], in folder: String, for target: String)
    throws(RenderError) -> String
  {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      let token = String(generator.next() as UInt64, radix: 36)
      let temporary = (folder as NSString).appendingPathComponent(".plumb-\(getpid())-\(token).tmp")
      // Created and listed under one lock, so a signal's clean-up (which keeps the lock) sees every temporary.
      let descriptor = temporaries.withLock { list in
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor >= 0 { list.insert(temporary) }
        return descriptor
      }
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .write(
          "cannot write \(target): \(String(cString: strerror(errno))); check the folder's permissions")
      }
      var failure: Int32 = 0
      bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
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
