import Foundation

/// When references are written (swift-snapshot-testing's record modes).
public enum RecordMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Write every reference whose bytes changed (unchanged files are never rewritten).
  case all
  /// Write references that do not exist yet (the default).
  case missing
  /// Write missing references and rewrite the ones that failed; references within tolerance stay as they are.
  case failed
  /// Write nothing (for CI).
  case never

  /// The mode named by `PLUMB_RECORD` (`all`, `missing`, `failed`, `never`; `1`/`true` mean `all`), if set.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(VerifyError)
    -> RecordMode?
  {
    guard let value = environment["PLUMB_RECORD"], !value.isEmpty else { return nil }
    if let mode = RecordMode(rawValue: value.lowercased()) { return mode }
    if ["1", "true", "yes"].contains(value.lowercased()) { return .all }
    throw .usage("PLUMB_RECORD=\(value) is not a record mode; use all, missing, failed or never")
  }

  /// Compares `data` byte for byte with the reference file at `url` (frames JSON, an image) and writes it as this
  /// mode says, creating the folder. Bytes either match or not, so `failed` and `all` write the same files.
  public func check(_ data: Data, reference url: URL) throws(VerifyError) -> ReferenceCheck {
    let reference = (try Files.read(url.path, what: "a reference", fix: "delete it and record again")).map {
      Data($0)
    }
    if reference == data { return .unchanged }
    let write: Bool
    switch self {
    case .all, .failed: write = true
    case .missing: write = reference == nil
    case .never: write = false
    }
    guard write else { return reference == nil ? .missing : .changed }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .io(
        "cannot write the reference \(url.path) (\(error.localizedDescription)); check the folder's permissions"
      )
    }
    return reference == nil ? .recordedNew : .rewritten
  }
}

/// What ``RecordMode/check(_:reference:)`` found and did.
public enum ReferenceCheck: Sendable, Hashable {
  /// The reference holds the same bytes.
  case unchanged
  /// There is no reference, and the mode wrote none.
  case missing
  /// The reference differs, and the mode left it as it was.
  case changed
  /// There was no reference; it is written now.
  case recordedNew
  /// The reference differed; it is rewritten now.
  case rewritten

  /// What happened to the reference at `path`, and what to do about it (empty when it is unchanged).
  public func message(_ path: String) -> String {
    switch self {
    case .unchanged: ""
    case .missing: "no reference \(path); record it with PLUMB_RECORD=missing"
    case .changed: "\(path) differs; compare, then record it on purpose with PLUMB_RECORD=failed"
    case .recordedNew: "recorded a new reference \(path); run again to compare"
    case .rewritten: "rewrote the reference \(path); review the change, then run again to compare"
    }
  }
}
