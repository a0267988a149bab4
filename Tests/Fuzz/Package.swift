// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the notation parsers, the document loader, Interface Builder files, the verify
// report and manifest readers and explain's console logs, kept out of the main package so its
// `swift build` and tests never see them. Built by run.sh with `--sanitize fuzzer --sanitize address`;
// `-parse-as-library` because libFuzzer supplies `main` and each target only exports LLVMFuzzerTestOneInput.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "PlumbFuzz",
  dependencies: [.package(name: "Plumb", path: "../..")],
  targets: [
    .executableTarget(
      name: "fuzz-equation", dependencies: [.product(name: "PlumbLayout", package: "Plumb")],
      path: "equation",
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "fuzz-vfl", dependencies: [.product(name: "PlumbLayout", package: "Plumb")], path: "vfl",
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "fuzz-document",
      dependencies: [
        .product(name: "PlumbLayout", package: "Plumb"), .product(name: "PlumbDocument", package: "Plumb"),
      ],
      path: "document", swiftSettings: fuzzSettings),
    .executableTarget(
      name: "fuzz-interfacebuilder",
      dependencies: [
        .product(name: "PlumbLayout", package: "Plumb"),
        .product(name: "PlumbInterfaceBuilder", package: "Plumb"),
      ],
      path: "interfacebuilder", swiftSettings: fuzzSettings),
    .executableTarget(
      name: "fuzz-explain",
      dependencies: [
        .product(name: "PlumbExplain", package: "Plumb"), .product(name: "PlumbDocument", package: "Plumb"),
        .product(name: "PlumbLayout", package: "Plumb"),
      ],
      path: "explain", swiftSettings: fuzzSettings),
    .executableTarget(
      name: "fuzz-report", dependencies: [.product(name: "PlumbVerify", package: "Plumb")], path: "report",
      swiftSettings: fuzzSettings),
  ],
  swiftLanguageModes: [.v6]
)
