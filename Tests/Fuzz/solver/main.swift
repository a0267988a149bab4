// libFuzzer entry point; the interpreter is Tests/PlumbSolverTests/SolverFuzzHarness.swift (compiled in by run.sh).
#if canImport(Glibc)
  import Glibc
#endif

// Precision in systems with a coefficient beyond 1e±6 still has an open input (Tests/Fuzz/README.md): a run checks
// their required rows only with PLUMB_FUZZ_EXTREME=1, so CI's run guards everything else.
let checksExtremePrecision = getenv("PLUMB_FUZZ_EXTREME").map { String(cString: $0) == "1" } ?? false

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if let broken = replaySolverFuzzInput(bytes, checksExtremePrecision: checksExtremePrecision) {
    fatalError(broken)
  }
  return 0
}
