// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// Asset catalog benchmarks (Benchmarks/README.md, Resources): run with `swift run -c release` from this folder.
let package = Package(
  name: "ResourcesBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "resources-bench",
      dependencies: [.product(name: "PlumbResources", package: plumb)])
  ],
  swiftLanguageModes: [.v6]
)
