import PlumbRender

/// A case's references a run means to write, decided again under the references folder's lock: several runs may
/// record one case at once (different traits, one name), and a case's frames and image must come from one run.
struct ReferenceWrite: Sendable {
  /// One reference file: its path, this run's bytes, what the run read there before comparing, and whether the
  /// run means to write it (else it is written only to keep the pair from one run).
  struct File: Sendable {
    var path: String
    var bytes: [UInt8]
    var seen: [UInt8]?
    var intended: Bool
  }

  var name: String
  var provenance: SnapshotProvenance
  var files: [File]
  /// `--record missing`: only files that are still missing are written.
  var onlyMissing: Bool

  /// Stages what is still to be written, reading the files again; call it holding the folder's lock. True when it
  /// staged a file. Intended files are staged when their bytes differ from the file's now; once one is, a file
  /// another run changed since this one read it is staged too, so the pair does not mix two runs.
  func stage(in outputs: OutputFiles) throws(VerifyError) -> Bool {
    let current = files.map { try? Files.read($0.path) }
    var staged = false
    for (file, now) in zip(files, current) where file.intended {
      let needed = onlyMissing ? now == nil : now != file.bytes
      if needed {
        try Files.stage(file.bytes, to: file.path, in: outputs)
        staged = true
      }
    }
    guard staged, !onlyMissing else { return staged }
    for (file, now) in zip(files, current) where !file.intended && now != file.seen && now != file.bytes {
      try Files.stage(file.bytes, to: file.path, in: outputs)
    }
    return staged
  }
}
