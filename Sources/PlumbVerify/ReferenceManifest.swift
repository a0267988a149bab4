import Foundation

/// `plumb-references.json` in a references folder: which provenance each case's references were made with.
struct ReferenceManifest: Codable, Hashable {
  /// Case name → provenance digest.
  var cases: [String: String] = [:]
  /// Digest → provenance.
  var provenance: [String: SnapshotProvenance] = [:]

  static let fileName = "plumb-references.json"

  static func load(folder: String) throws(VerifyError) -> ReferenceManifest {
    let path = (folder as NSString).appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: path) else { return ReferenceManifest() }
    do { return try JSONDecoder().decode(ReferenceManifest.self, from: data) } catch {
      throw .io("\(path) is not a Plumb references manifest (\(error)); delete it and record again")
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
    do { data = try encoder.encode(copy) } catch { throw .io("cannot encode the references manifest: \(error)") }
    try Files.writeIfChanged(Array(data) + [0x0A], to: (folder as NSString).appendingPathComponent(Self.fileName))
  }
}

/// Small file helpers: atomic writes that skip unchanged files.
enum Files {
  /// Writes `bytes` atomically unless the file already holds exactly them; true when it wrote.
  @discardableResult
  static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(VerifyError) -> Bool {
    if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
    try write(bytes, to: path)
    return true
  }

  /// Writes through a temporary file and a rename, so a failure never leaves a half-written file.
  static func write(_ bytes: [UInt8], to path: String) throws(VerifyError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .io("cannot create the folder \(folder.path): \(error.localizedDescription)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try Data(bytes).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw VerifyError.io("cannot write \(path): \(String(cString: strerror(errno)))")
      }
    } catch let error as VerifyError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .io("cannot write \(path): \(error.localizedDescription)")
    }
  }

  static func read(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }
}
