// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// The whole `plumb` pipeline against its parts (see run.py beside this file): `pipeline-bench` writes the workload
// documents and times parsing plus the bare solver in-process; `empty-program` is the floor for process start-up.
let package = Package(
  name: "PipelineBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "pipeline-bench",
      dependencies: [
        .product(name: "PlumbDocument", package: plumb), .product(name: "PlumbLayout", package: plumb),
        .product(name: "PlumbSolver", package: plumb),
      ]),
    .executableTarget(name: "empty-program"),
  ],
  swiftLanguageModes: [.v6]
)
