// swift-tools-version: 6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so the checkout's folder name (main, a worktree, a clone).
let plumb = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

// Diagram benchmark: what placing a constraint diagram costs on top of drawing the screen. Run ./run.sh.
let package = Package(
  name: "DiagramBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "diagram-bench",
      dependencies: [
        .product(name: "PlumbLayout", package: plumb), .product(name: "PlumbDocument", package: plumb),
        .product(name: "PlumbText", package: plumb), .product(name: "PlumbRender", package: plumb),
      ])
  ],
  swiftLanguageModes: [.v6]
)
