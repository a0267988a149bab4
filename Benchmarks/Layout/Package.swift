// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// Layout-layer benchmarks (Benchmarks/README.md, Layout): run with `swift run -c release` from this folder.
let package = Package(
  name: "LayoutBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "layout-bench",
      dependencies: [
        .product(name: "PlumbLayout", package: plumb), .product(name: "PlumbSolver", package: plumb),
        .product(name: "PlumbDocument", package: plumb),
      ])
  ],
  swiftLanguageModes: [.v6]
)
