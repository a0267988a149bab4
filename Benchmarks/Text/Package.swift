// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// Text benchmark: PlumbText's label measurement against floor.c replaying the same HarfBuzz calls.
// Run ./run.sh.
let package = Package(
  name: "TextBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "text-bench",
      dependencies: [
        .product(name: "PlumbLayout", package: plumb), .product(name: "PlumbText", package: plumb),
      ])
  ],
  swiftLanguageModes: [.v6]
)
