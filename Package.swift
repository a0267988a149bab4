// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
    .library(name: "PlumbInterfaceBuilder", targets: ["PlumbInterfaceBuilder"]),
  ],
  targets: [
    // Cassowary-family constraint solver: pure Swift, no dependencies, no Foundation.
    .target(name: "PlumbSolver"),
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    // UIKit's Auto Layout model: views, guides, constraints, notation, traits, the layout pass, diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    // Interface Builder documents (.xib, .storyboard) read through FoundationXML into the layout model.
    .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout"]),
    .testTarget(
      name: "PlumbInterfaceBuilderTests", dependencies: ["PlumbInterfaceBuilder", "PlumbLayout"],
      resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)
