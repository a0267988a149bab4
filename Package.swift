// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
  ],
  targets: [
    // Cassowary-family constraint solver: pure Swift, no dependencies, no Foundation.
    .target(name: "PlumbSolver"),
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    // UIKit's Auto Layout model: views, guides, constraints, notation, traits, the layout pass, diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
  ],
  swiftLanguageModes: [.v6]
)
