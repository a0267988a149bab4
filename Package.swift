// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Release builds of `plumb` on Linux link the Swift runtime and Foundation in, as `--static-swift-stdlib` does: a
/// dynamic build spends most of a small document's process in the dynamic loader (Benchmarks/README.md, Pipeline).
/// `-static-stdlib` at the link alone leaves out FoundationXML's C layer: this package's modules are compiled against
/// the shared Swift modules, whose imports name only the Swift libraries. So the archives a static FoundationXML
/// needs are named here, in one group so their order does not matter, then the system's libxml2 they are built on.
let staticSwiftLibraries =
  ["-static-stdlib", "-Xlinker", "--start-group"]
  + [
    "FoundationXML", "_CFXMLInterface", "Foundation", "CoreFoundation", "FoundationInternationalization",
    "_FoundationICU", "FoundationEssentials", "_FoundationCShims", "_FoundationCollections",
  ].flatMap { ["-Xlinker", "-l\($0)"] } + ["-Xlinker", "--end-group", "-lxml2"]

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "PlumbRender", targets: ["PlumbRender"]),
    .library(name: "PlumbText", targets: ["PlumbText"]),
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbDocument", targets: ["PlumbDocument"]),
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
    .library(name: "PlumbInterfaceBuilder", targets: ["PlumbInterfaceBuilder"]),
    .library(name: "PlumbVerify", targets: ["PlumbVerify"]),
    .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    .library(name: "PlumbExplain", targets: ["PlumbExplain"]),
    .library(name: "PlumbUIKit", targets: ["PlumbUIKit"]),
    .library(name: "PlumbPipeline", targets: ["PlumbPipeline"]),
    .library(name: "PlumbResources", targets: ["PlumbResources"]),
    .library(name: "PlumbLocalization", targets: ["PlumbLocalization"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // PlumbUIKit's `#Preview` macro.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // `swift package generate-documentation` for the DocC catalogues (Sources/*/*.docc); not linked into anything.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Cassowary-family constraint solver: pure Swift, no dependencies, no Foundation.
    .target(name: "PlumbSolver"),
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    // UIKit's Auto Layout model: views, guides, constraints, notation, traits, the layout pass, diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbSolver"]),
    // Layout documents (YAML/JSON) into the layout model, with file:line:column errors.
    .target(
      name: "PlumbDocument",
      dependencies: [
        "PlumbLayout", "PlumbResources", "PlumbLocalization", .product(name: "Yams", package: "Yams"),
      ]),
    .testTarget(
      name: "PlumbDocumentTests",
      dependencies: ["PlumbDocument", "PlumbLayout", "PlumbSolver", "PlumbLocalization"],
      exclude: ["Layouts"]),
    // C libraries through small prefixed system-library targets, found with pkg-config.
    .systemLibrary(name: "CPlumbHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CPlumbFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(name: "CPlumbFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    .systemLibrary(name: "CPlumbUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
    .systemLibrary(name: "CPlumbZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CPlumbCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
    .systemLibrary(
      name: "CPlumbPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
    .systemLibrary(name: "CPlumbRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    .systemLibrary(
      name: "CPlumbGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
    // An app's asset catalogs: image and colour sets read into an index, images decoded or rasterised (PNG,
    // JPEG, PDF, SVG) within limits. Depends only on PlumbLayout (its system colour table resolves colour sets'
    // references to UIKit colours), so readers and renderers can all use it.
    .target(
      name: "PlumbResources",
      dependencies: [
        "PlumbLayout", "CPlumbCairo", "CPlumbPoppler", "CPlumbRsvg", "CPlumbGdkPixbuf", "CPlumbZlib",
      ]),
    .testTarget(
      name: "PlumbResourcesTests",
      dependencies: ["PlumbResources", "CPlumbCairo", "CPlumbGdkPixbuf", "CPlumbZlib"]),
    // Real text: fontconfig fonts, HarfBuzz shaping, UAX #14 line breaking, UAX #9 bidi, Dynamic Type.
    .target(
      name: "PlumbText",
      dependencies: ["PlumbLayout", "CPlumbHarfBuzz", "CPlumbFontconfig", "CPlumbFriBidi", "CPlumbUnibreak"]),
    .testTarget(name: "PlumbTextTests", dependencies: ["PlumbText", "PlumbLayout", "CPlumbFriBidi"]),
    // Screens and Interface-Builder-style constraint diagrams: PNG and PDF with Cairo, SVG written directly.
    .target(
      name: "PlumbRender",
      dependencies: ["PlumbLayout", "PlumbText", "PlumbResources", "CPlumbCairo", "CPlumbZlib"]),
    .testTarget(
      name: "PlumbRenderTests",
      dependencies: [
        "PlumbRender", "PlumbText", "PlumbLayout", "PlumbDocument", "PlumbInterfaceBuilder", "PlumbVerify",
        "PlumbResources",
      ],
      exclude: ["__Snapshots__"]),
    // An app's translations: .strings tables and String Catalogs, looked up with iOS's fallback; pseudolanguages.
    .target(name: "PlumbLocalization", dependencies: ["PlumbLayout"]),
    .testTarget(name: "PlumbLocalizationTests", dependencies: ["PlumbLocalization", "PlumbLayout"]),
    // Files to pictures: finds documents and Interface Builder files, loads, lays out and draws them, in parallel.
    // Its own target because it is the one place that needs both readers and the renderer.
    .target(
      name: "PlumbPipeline",
      dependencies: [
        "PlumbLayout", "PlumbDocument", "PlumbInterfaceBuilder", "PlumbText", "PlumbRender", "PlumbResources",
        "PlumbLocalization",
      ]),
    .testTarget(name: "PlumbPipelineTests", dependencies: ["PlumbPipeline", "PlumbLayout", "PlumbRender"]),
    // Visual regression: image comparators, references and their provenance, review artefacts and reports.
    .target(name: "PlumbVerify", dependencies: ["PlumbLayout", "PlumbRender", "PlumbText"]),
    .testTarget(name: "PlumbVerifyTests", dependencies: ["PlumbVerify", "PlumbRender"]),
    // swift-snapshot-testing strategies (images, frames, SVG) that work on Linux, for documents and Swift-built layouts.
    .target(
      name: "PlumbSnapshotTesting",
      dependencies: [
        "PlumbLayout", "PlumbDocument", "PlumbText", "PlumbRender", "PlumbVerify", "PlumbUIKit",
        "PlumbPipeline",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(
      name: "PlumbSnapshotTestingTests",
      dependencies: [
        "PlumbSnapshotTesting", "PlumbDocument", "PlumbLayout", "PlumbVerify",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // UIKit's names for the layout subset (UIView, NSLayoutConstraint, anchors, stack views, controls, view
    // controllers, windows) over PlumbLayout's engine and PlumbText's measurement, so iOS layout code builds on Linux.
    .target(
      name: "PlumbUIKit",
      dependencies: ["PlumbLayout", "PlumbText", "PlumbResources", "PlumbLocalization", "PlumbUIKitMacros"]),
    // The compiler plugin for PlumbUIKit's macros (Xcode's `#Preview` for UIKit views and view controllers).
    .macro(
      name: "PlumbUIKitMacros",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "PlumbUIKitMacrosTests",
      dependencies: [
        "PlumbUIKitMacros",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "PlumbUIKitTests",
      dependencies: [
        "PlumbUIKit", "PlumbLayout", "PlumbDocument", "PlumbRender", "PlumbSnapshotTesting", "PlumbVerify",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"], resources: [.process("Images")]),
    // A client in Swift 5 language mode, as most iOS code and test suites are: code without isolation annotations
    // (plain functions, like top-level code and ordinary XCTest methods) compiles against PlumbUIKit as against UIKit.
    .testTarget(
      name: "PlumbUIKitSwift5Tests", dependencies: ["PlumbUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // UIKit's and AppKit's Auto Layout console messages read back into layout documents, explanations and fixes.
    .target(name: "PlumbExplain", dependencies: ["PlumbLayout", "PlumbDocument"]),
    .testTarget(
      name: "PlumbExplainTests", dependencies: ["PlumbExplain", "PlumbLayout", "PlumbDocument"],
      exclude: ["Conflicts"], resources: [.copy("Logs")]),
    // The command line.
    .executableTarget(
      name: "plumb",
      dependencies: [
        "PlumbLayout", "PlumbDocument", "PlumbText", "PlumbRender", "PlumbInterfaceBuilder", "PlumbVerify",
        "PlumbExplain", "PlumbResources", "PlumbLocalization",
        "PlumbPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: [
        .unsafeFlags(staticSwiftLibraries, .when(platforms: [.linux], configuration: .release))
      ]),
    // Runs the built `plumb` as a process (`swift build --build-tests` and `swift test` build every product). Not
    // linked with it, so a release test build does not take plumb's static Swift libraries beside swift-testing's.
    .testTarget(
      name: "plumbTests",
      dependencies: ["PlumbLayout", "PlumbDocument", "PlumbText", "PlumbRender", "PlumbVerify"],
      exclude: ["__Snapshots__", "TextFit"]),
    // Interface Builder documents (.xib, .storyboard) read through FoundationXML into the layout model.
    .target(
      name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout", "PlumbResources", "PlumbLocalization"],
      exclude: ["README.md"]),
    .testTarget(
      name: "PlumbInterfaceBuilderTests",
      dependencies: ["PlumbInterfaceBuilder", "PlumbLayout", "PlumbLocalization"],
      resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)
