import Foundation
import PlumbLayout
import PlumbPipeline
import PlumbRender
import Synchronization
import Testing

/// The pipeline in-process: which files it finds, the screens it makes of them, its errors, and its parallel runs.
@Suite struct PipelineTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

  let folder: String
  let pipeline = Pipeline()

  init() throws {
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pipeline-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, to relative: String) throws {
    let path = (folder as NSString).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  static let box = """
    size: [100, 50]
    root: { subviews: [{ id: box }] }
    constraints: [box.leading = superview.leading, box.trailing = superview.trailing, box.top = superview.top,
      box.bottom = superview.bottom]
    """

  @Test func findsDocumentsSortedAndSkipsPlumbsOwnFolders() throws {
    for file in [
      "b.yaml", "a/c.json", "a/d.xib", "notes.txt", ".hidden/e.yaml", "refs/plumb-references.json",
      "refs/f.yaml", "report/report.json", "report/junit.xml", "report/g.yaml", "skip/h.yaml",
    ] {
      try write(Self.box, to: file)
    }
    let found = try Pipeline.documentFiles([folder, "\(folder)/b.yaml"], excluding: ["\(folder)/skip"])
    #expect(found.map { String($0.dropFirst(folder.count + 1)) } == ["a/c.json", "a/d.xib", "b.yaml"])
  }

  @Test func aMissingPathOrNoDocumentIsAUsageError() throws {
    #expect(throws: PipelineError.usage("no such file or folder: \(folder)/none")) {
      try Pipeline.documentFiles(["\(folder)/none"])
    }
    #expect(
      throws: PipelineError.usage("no layout documents (.yaml, .yml, .json, .xib, .storyboard) in \(folder)")
    ) {
      try Pipeline.documentFiles([folder], requireAny: true)
    }
  }

  @Test func aDocumentIsOneLaidOutScreenWithItsFramesDocument() throws {
    try write(Self.box, to: "box.yaml")
    let screens = try pipeline.screens(in: "\(folder)/box.yaml")
    #expect(screens.map(\.name) == ["box"])
    let screen = try #require(screens.first)
    #expect(screen.result.views.first { $0.id == "box" }?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(screen.frames(exact: false).pretty().contains(#""id": "box""#))
    Pipeline.release(screens)
  }

  @Test func statesAreScreensAndTheSceneOptionPicksOne() throws {
    let file = "\(Self.fixtures)/animating-dynamic-changes.yaml"
    let all = try pipeline.screens(file, options: LoadOptions())
    #expect(all.first?.name == "animating-dynamic-changes")
    #expect(all.count > 1)
    #expect(all.dropFirst().allSatisfy { $0.name.hasPrefix("animating-dynamic-changes-") })
    let one = try pipeline.screens(file, options: LoadOptions(scene: "entering"))
    #expect(one.map(\.name) == ["animating-dynamic-changes-entering"])
    #expect(
      one.first?.frames(exact: false).pretty()
        == all.first { $0.name == one.first?.name }?.frames(exact: false).pretty())
    Pipeline.release(all + one)
    #expect {
      try pipeline.screens(file, options: LoadOptions(scene: "later"))
    } throws: { error in
      guard case .usage(let message) = error as? PipelineError else { return false }
      return message.hasPrefix("no state named 'later' in ")
        && message.hasSuffix(" for the document's own layout)")
    }
  }

  @Test func aStoryboardIsOneScreenPerSceneAndAnUnknownSceneIsNamed() throws {
    let file = "\(Self.fixtures)/Cookbook.storyboard"
    let screens = try pipeline.screens(file, options: LoadOptions())
    #expect(screens.count > 1)
    #expect(screens.allSatisfy { $0.name.hasPrefix("Cookbook-") })
    Pipeline.release(screens)
    #expect {
      try pipeline.screens(file, options: LoadOptions(scene: "nowhere"))
    } throws: { error in
      guard case .usage(let message) = error as? PipelineError else { return false }
      return message.hasPrefix("no scene named 'nowhere' in \(file); scenes: ")
    }
  }

  @Test func anInvalidFileSaysWhereAndWhat() throws {
    try write(
      "size: [100, 50]\nroot: { subviews: [{ id: box }] }\nconstraints: [box.width = nothing.width]\n",
      to: "bad.yaml")
    try write("<document", to: "bad.xib")
    for (file, place) in [("bad.yaml", "bad.yaml:3:"), ("bad.xib", "bad.xib:")] {
      #expect {
        try pipeline.screens("\(folder)/\(file)", options: LoadOptions())
      } throws: { error in
        guard case .invalidInput(let message) = error as? PipelineError else { return false }
        return message.hasPrefix("\(folder)/\(place)") && message.contains("error: ")
      }
    }
  }

  @Test func aFileWithoutScenesIsAWarningNotAnError() throws {
    try write(
      #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#,
      to: "empty.xib")
    let warnings = Mutex<[String]>([])
    let warning = Pipeline { message in warnings.withLock { $0.append(message) } }
    #expect(try warning.screens("\(folder)/empty.xib", options: LoadOptions()).isEmpty)
    let messages = warnings.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("\(folder)/empty.xib:1:") == true)
    #expect(messages.first?.contains("warning: the xib has no scenes") == true)
  }

  @Test func fontFoldersMustBeFolders() throws {
    try write(Self.box, to: "box.yaml")
    #expect(throws: PipelineError.usage("--font-dir \(folder)/box.yaml is not a folder")) {
      try Pipeline(fontDirectories: ["\(folder)/box.yaml"])
    }
    #expect(throws: PipelineError.usage("--font-dir \(folder)/none is not a folder")) {
      try Pipeline(fontDirectories: ["\(folder)/none"])
    }
    let withFolder = try Pipeline(fontDirectories: [folder])
    #expect(withFolder.text.fonts !== pipeline.text.fonts)
  }

  @Test func drawingIsDeterministicAndTheSameAsTheRenderer() throws {
    let screens = try pipeline.screens(in: "\(Self.fixtures)/red-blue-pinned.yaml")
    defer { Pipeline.release(screens) }
    let screen = try #require(screens.first)
    let image = try pipeline.render(screen, options: RenderOptions())
    #expect(image.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try pipeline.render(screen, options: RenderOptions()).bytes == image.bytes)
    #expect(try Renderer(text: pipeline.text).render(screen.engine, result: screen.result) == image.bytes)
    let diagram = try pipeline.render(screen, options: RenderOptions(format: .svg, overlay: .constraints))
    #expect(diagram.diagram != nil)
  }

  @Test func mapKeepsTheJobsOrderAndEachJobsError() {
    struct Odd: Error {}
    let reported = Mutex(0)
    let results = Pipeline.map(
      Array(0..<50), file: { "file\($0)" },
      progress: { _, total, _ in
        reported.withLock { $0 += 1 }
        #expect(total == 50)
      }
    ) { job in
      if job % 2 == 1 { throw Odd() }
      return job * 10
    }
    #expect(results.map { try? $0.get() } == (0..<50).map { $0 % 2 == 0 ? $0 * 10 : nil })
    #expect(reported.withLock { $0 } == 50)
  }

  @Test func aFileEditedBetweenLoadsIsReadAgain() throws {
    func xib(_ width: Int) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <objects>
          <view contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
        </objects>
      </document>
      """
    }
    let file = "\(folder)/Edited.xib"
    var widths: [Double] = []
    for width in [100, 100, 240] {
      try write(xib(width), to: "Edited.xib")
      try pipeline.withScreens(file, options: LoadOptions()) { screens in
        widths += screens.compactMap { screen in screen.result.views.first?.frame.width }
      }
    }
    #expect(widths == [100, 100, 240])
  }

  @Test func casesOfOneFileLoadedTogetherGetTheScreensEachGetsAlone() throws {
    let file = "\(Self.fixtures)/Cookbook.storyboard"
    let cases = [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge].map {
      LoadOptions(overrides: TraitOverrides(contentSize: $0))
    }
    let frames = { @Sendable (pipeline: Pipeline, options: LoadOptions) throws -> [[Rect]] in
      try pipeline.withScreens(file, options: options) { screens in
        screens.map { $0.result.views.map(\.frame) }
      }
    }
    // Each case alone, in a pipeline of its own; then eight loads at once in one pipeline, which share a parse.
    let alone = try cases.map { try frames(Pipeline(), $0) }
    let shared = Pipeline()
    let together = Pipeline.map(Array(0..<8), file: { _ in file }) { job in
      try frames(shared, cases[job % 2])
    }
    #expect(together.map { try? $0.get() } == (0..<8).map { alone[$0 % 2] })
  }

  @Test func withScreensTakesTheTreesApart() throws {
    try write(Self.box, to: "box.yaml")
    weak var root: View?
    let count = try pipeline.withScreens("\(folder)/box.yaml", options: LoadOptions()) { screens in
      root = screens.first?.engine.root
      return screens.count
    }
    #expect(count == 1)
    #expect(root == nil)
  }
}
