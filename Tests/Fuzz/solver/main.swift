// libFuzzer entry point; the interpreter is Tests/PlumbSolverTests/SolverFuzzHarness.swift (compiled in by run.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let broken = replaySolverFuzzInput(UnsafeBufferPointer(start: data, count: size)) { fatalError(broken) }
  return 0
}
