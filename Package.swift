// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "PlumbSolver", targets: ["PlumbSolver"])
  ],
  targets: [
    // Cassowary-family constraint solver: pure Swift, no dependencies, no Foundation.
    .target(name: "PlumbSolver"),
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
  ],
  swiftLanguageModes: [.v6]
)
