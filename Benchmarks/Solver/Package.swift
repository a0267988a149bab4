// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// The solver workloads (Benchmarks/Pipeline/README.md) against PlumbSolver: `swift run -c release solver-bench`.
let package = Package(
  name: "SolverBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(name: "solver-bench", dependencies: [.product(name: "PlumbSolver", package: plumb)])
  ],
  swiftLanguageModes: [.v6]
)
