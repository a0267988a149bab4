// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the notation parsers and the document loader, kept out of the main package so its
// `swift build` and tests never see them. Built by run.sh with `--sanitize fuzzer --sanitize address`;
// `-parse-as-library` because libFuzzer supplies `main` and each target only exports LLVMFuzzerTestOneInput.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "PlumbFuzz",
  dependencies: [.package(name: "Plumb", path: "../..")],
  targets: [
    .executableTarget(
      name: "fuzz-equation", dependencies: [.product(name: "PlumbLayout", package: "Plumb")], path: "equation",
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
  ],
  swiftLanguageModes: [.v6]
)
