// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbDocument", targets: ["PlumbDocument"]),
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // Cassowary-family constraint solver: pure Swift, no dependencies, no Foundation.
    .target(name: "PlumbSolver"),
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    // UIKit's Auto Layout model: views, guides, constraints, notation, traits, the layout pass, diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    // Layout documents (YAML/JSON) into the layout model, with file:line:column errors.
    .target(name: "PlumbDocument", dependencies: ["PlumbLayout", .product(name: "Yams", package: "Yams")]),
    .testTarget(name: "PlumbDocumentTests", dependencies: ["PlumbDocument"]),
    // The command line.
    .executableTarget(
      name: "plumb",
      dependencies: [
        "PlumbLayout", "PlumbDocument", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(name: "plumbTests", dependencies: ["plumb", "PlumbDocument"]),
  ],
  swiftLanguageModes: [.v6]
)
