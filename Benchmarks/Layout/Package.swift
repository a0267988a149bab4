// swift-tools-version: 6.1
import PackageDescription

// Layout-layer benchmarks (issues 3 and 6): run with `swift run -c release` from this folder.
let package = Package(
  name: "LayoutBenchmarks",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "layout-bench",
      dependencies: [
        .product(name: "PlumbLayout", package: "main"), .product(name: "PlumbSolver", package: "main"),
        .product(name: "PlumbDocument", package: "main"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
