import Foundation
import PlumbLayout
import PlumbRender

/// `plumb-references.json` in a references folder: which provenance each case's references were made with.
struct ReferenceManifest: Codable, Hashable {
  /// Case name → provenance digest.
  var cases: [String: String] = [:]
  /// Digest → provenance.
  var provenance: [String: SnapshotProvenance] = [:]

  static let fileName = "plumb-references.json"

  static func load(folder: String) throws(VerifyError) -> ReferenceManifest {
    let path = (folder as NSString).appendingPathComponent(fileName)
    guard let bytes = try Files.read(path, what: "a references manifest", fix: "delete it and record again")
    else { return ReferenceManifest() }
    do { return try JSONDecoder().decode(ReferenceManifest.self, from: Data(bytes)) } catch {
      throw .io("\(path) is not a Plumb references manifest: \(describe(error)); delete it and record again")
    }
  }

  /// The provenance a case's references were recorded with, if known.
  func provenance(of name: String) -> SnapshotProvenance? { cases[name].flatMap { provenance[$0] } }

  mutating func record(_ name: String, _ value: SnapshotProvenance) {
    let digest = value.digest
    cases[name] = digest
    provenance[digest] = value
  }

  /// Writes the manifest if its bytes changed, dropping provenance no case refers to.
  func write(folder: String) throws(VerifyError) {
    var copy = self
    let used = Set(cases.values)
    copy.provenance = provenance.filter { used.contains($0.key) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do { data = try encoder.encode(copy) } catch {
      throw .io("cannot encode the references manifest: \(error)")
    }
    try Files.writeIfChanged(
      Array(data) + [0x0A], to: (folder as NSString).appendingPathComponent(Self.fileName))
  }
}

/// File helpers for references and artefacts. Everything read from a report or a manifest is untrusted (an
/// artefacts folder may come from CI): names must be single file names and paths must stay inside their folder.
enum Files {
  /// Writes `bytes` atomically unless the file already holds exactly them; true when it wrote.
  @discardableResult
  static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(VerifyError) -> Bool {
    if let existing = try? read(path), existing == bytes { return false }
    try write(bytes, to: path)
    return true
  }

  /// Stages `bytes` for `path` (creating its folder) in `files`.
  static func stage(_ bytes: [UInt8], to path: String, in files: OutputFiles) throws(VerifyError) {
    do { try files.stage(bytes, to: path, createFolder: true) } catch { throw .io(error.description) }
  }

  /// Writes through an exclusive temporary file and a rename, so a failure never leaves a half-written file.
  static func write(_ bytes: [UInt8], to path: String) throws(VerifyError) {
    do { try OutputFiles.write(bytes, to: path, createFolder: true) } catch { throw .io(error.description) }
  }

  /// The largest report, manifest, reference or artefact read (a report of 100 000 cases is about 100 MB).
  static let maximumReportBytes = 512 << 20

  /// The bytes of a regular file (nil when missing or not a regular file). A file over `maximumReportBytes` is
  /// refused before it is read, as `what`, with `fix` saying what to do.
  static func read(_ path: String, what: String = "a Plumb file", fix: String = "delete it and run again")
    throws(VerifyError) -> [UInt8]?
  {
    do { return try InputFile.read(path, maximumBytes: maximumReportBytes) } catch {
      guard case .tooLarge(let size, _) = error else { return nil }
      throw .io("\(path) is \(size) bytes, more than \(what) can be; \(fix)")
    }
  }

  /// Whether `name` can be a file name inside a folder: not empty, no `/` or NUL, not `.`/`..`, not hidden (Plumb's
  /// temporaries are hidden), and short enough for the file system with the longest suffix Plumb adds.
  static func isSafeName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
      && name.utf8.count + ".frames.json".utf8.count <= OutputFiles.maximumNameBytes
  }

  /// Whether a case name is a relative path of safe names (`Share Extension/MainInterface`, `Main-Scene/Cell`): a
  /// case keeps the folder of its file inside the folder walked, and a cell's case sits below its scene's.
  static func isSafeCaseName(_ name: String) -> Bool {
    !name.isEmpty
      && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isSafeName(String($0)) }
  }

  /// `folder/relative` when `relative` is a relative path of safe names under `prefix` (no `..`, no absolute path).
  static func inside(_ folder: String, _ relative: String, prefix: String = "cases/") -> String? {
    guard relative.hasPrefix(prefix) else { return nil }
    let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard
      components.allSatisfy({ isSafeName($0) || $0 == "actual.frames.json" || $0 == "reference.frames.json" })
    else { return nil }
    return (folder as NSString).appendingPathComponent(relative)
  }

  /// Reads `folder/relative` when the path is safe and the file, with symbolic links resolved, is inside `folder`.
  static func readInside(_ folder: String, _ relative: String) throws(VerifyError) -> [UInt8]? {
    guard let path = inside(folder, relative), let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    guard let base = realpath(folder, nil) else { return nil }
    defer { free(base) }
    let file = String(cString: resolved)
    let root = String(cString: base)
    guard file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
    return try read(file, what: "an artefact", fix: "run plumb verify again")
  }

  /// Runs `body` holding an exclusive lock on `folder` (flock(2) on the folder itself), so processes recording
  /// into one references folder at once (`record --shard`) take turns to merge the manifest.
  static func locked<T>(_ folder: String, _ body: () throws(VerifyError) -> T) throws(VerifyError) -> T {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .io("cannot open the references folder \(folder): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw .io("cannot lock the references folder \(folder): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}

/// What a JSON decoding error means, in words and with the place it happened (`cases[3].name`).
func describe(_ error: any Error) -> String {
  func place(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the top level" : text
  }
  guard let error = error as? DecodingError else { return "it cannot be read" }
  switch error {
  case .dataCorrupted(let context):
    return context.codingPath.isEmpty
      ? "it is not valid JSON" : "\(place(context.codingPath)) holds an invalid value"
  case .keyNotFound(let key, let context): return "\(place(context.codingPath + [key])) is missing"
  case .typeMismatch(let type, let context): return "\(place(context.codingPath)) is not \(name(of: type))"
  case .valueNotFound(let type, let context):
    return "\(place(context.codingPath)) is null, not \(name(of: type))"
  @unknown default: return "it cannot be read"
  }
}

private func name(of type: Any.Type) -> String {
  switch type {
  case is String.Type: return "a string"
  case is Int.Type, is Double.Type: return "a number"
  case is Bool.Type: return "true or false"
  default:
    let name = String(describing: type)
    return name.hasPrefix("Array")
      ? "a list" : name.hasPrefix("Dictionary") ? "an object" : "an object of the expected kind"
  }
}
