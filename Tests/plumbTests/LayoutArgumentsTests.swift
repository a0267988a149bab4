import Foundation
import Testing

/// `plumb layout PATH [--format json|text] [--exact]` is read without ArgumentParser; every such call must print
/// and exit exactly as ArgumentParser's reading of it does. An option at its default value (`--content-sizes
/// measured`) sends the same call through ArgumentParser, so each pair below must agree byte for byte.
@Suite struct LayoutArgumentsTests {
  static let fixtures = FixtureSnapshotTests.fixtures.path

  static let calls: [[String]] = [
    ["\(fixtures)/red-blue-pinned.yaml"],
    ["\(fixtures)/red-blue-pinned.yaml", "--format", "json"],
    ["--format=json", "\(fixtures)/signup-stack-fill.yaml", "--exact"],
    ["--exact", "\(fixtures)/ambiguous.yaml", "--format", "text"],
    ["\(fixtures)/Cookbook.storyboard", "--format", "json"],
    ["/no/such/file.yaml"],
    ["\(fixtures)/red-blue-pinned.yaml", "--format", "xml"],
    ["\(fixtures)/red-blue-pinned.yaml", "--exact", "--exact"],
    ["\(fixtures)/red-blue-pinned.yaml", "\(fixtures)/ambiguous.yaml"],
  ]

  @Test(arguments: calls) func matchesArgumentParser(_ call: [String]) throws {
    let direct = try CommandLineTests().plumb(["layout"] + call)
    let parsed = try CommandLineTests().plumb(["layout"] + call + ["--content-sizes", "measured"])
    #expect(direct.status == parsed.status)
    #expect(direct.stdout == parsed.stdout)
    #expect(direct.stderr == parsed.stderr)
  }
}
