// swift-tools-version: 6.1
import PackageDescription

// The solver workloads of ../shared/bench/WORKLOADS.md against PlumbSolver: `swift run -c release solver-bench`.
let package = Package(
  name: "SolverBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(name: "solver-bench", dependencies: [.product(name: "PlumbSolver", package: "main")])
  ],
  swiftLanguageModes: [.v6]
)
