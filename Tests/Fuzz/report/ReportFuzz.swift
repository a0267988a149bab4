import Foundation
import PlumbVerify

// libFuzzer target: the bytes are an artefacts folder's report.json and, after the first NUL byte, a references
// folder's plumb-references.json — both untrusted (downloaded from CI). Each input is written into a scratch
// folder beside real artefact files, then read (`RunReport.load`), approved into the references folder
// (`ReportWriter.approve`) and merged into an output folder (`ReportWriter.merge`).
// Invariants beyond "no crash":
//   - nothing is ever written outside the references and output folders (the scratch folder's parent holds only
//     the scratch folder, and the scratch folder only art/, refs/ and out/);
//   - errors say what is wrong in words: never Swift's DecodingError text, never empty.

let parent = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-report-\(getpid())")
  .path
let root = (parent as NSString).appendingPathComponent("scratch")
let art = (root as NSString).appendingPathComponent("art")
let refs = (root as NSString).appendingPathComponent("refs")
let out = (root as NSString).appendingPathComponent("out")
let manager = FileManager.default

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// Resets the scratch folder: artefacts of one case `a` (and a file outside every folder an input could aim at).
func reset() {
  try? manager.removeItem(atPath: parent)
  for folder in [art + "/cases/a", refs, out] {
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
  for name in [
    "actual.png", "actual.frames.json", "reference.png", "reference.frames.json", "difference.png",
    "composite.png",
  ] {
    manager.createFile(atPath: art + "/cases/a/" + name, contents: Data(name.utf8))
  }
}

/// Every path under `folder`, relative to it (links are listed, not followed).
func listing(_ folder: String) -> [String] { (manager.subpaths(atPath: folder) ?? []).sorted() }

func checkMessage(_ error: VerifyError) {
  let text = error.description
  check(!text.isEmpty, "empty error")
  check(
    !text.contains("DecodingError") && !text.contains("codingPath") && !text.contains("Swift."),
    "internal text: \(text)")
}

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let split = bytes.firstIndex(of: 0) ?? bytes.count
  reset()
  manager.createFile(atPath: art + "/report.json", contents: Data(bytes[..<split]))
  if split < bytes.count {
    manager.createFile(atPath: refs + "/plumb-references.json", contents: Data(bytes[(split + 1)...]))
  }
  do {
    _ = try RunReport.load(folder: art)
  } catch {
    checkMessage(error)
  }
  do {
    _ = try ReportWriter.approve(artifacts: art, references: refs, cases: [])
  } catch {
    checkMessage(error)
  }
  do {
    _ = try ReportWriter.merge([art], into: out)
  } catch {
    checkMessage(error)
  }
  check(
    listing(parent).allSatisfy { $0 == "scratch" || $0.hasPrefix("scratch/") },
    "wrote beside the scratch folder: \(listing(parent))")
  check(
    (try? manager.contentsOfDirectory(atPath: root))?.allSatisfy { ["art", "refs", "out"].contains($0) }
      ?? false,
    "wrote into the scratch folder itself: \(listing(root))")
  let artefacts = listing(art)
  check(
    artefacts.allSatisfy { $0 == "report.json" || $0 == "cases" || $0.hasPrefix("cases/a") },
    "wrote into the artefacts: \(artefacts)")
  return 0
}
