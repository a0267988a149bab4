// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// Render benchmark: Plumb's renderer against floor.c replaying the same cairo calls. Run ./run.sh.
let package = Package(
  name: "RenderBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "render-bench",
      dependencies: [
        .product(name: "PlumbLayout", package: plumb), .product(name: "PlumbDocument", package: plumb),
        .product(name: "PlumbText", package: plumb), .product(name: "PlumbRender", package: plumb),
      ])
  ],
  swiftLanguageModes: [.v6]
)
