import PlumbLayout
import Testing

/// UIScrollView: the content area, the content and frame layout guides, and TN2154's rule that edges to the
/// content mean the content area while widths, heights and centres mean the frame.
@Suite struct ScrollViewTests {
  /// A 300×400 scroll view filling the root, holding one content view with a tall box inside.
  func screen() throws -> (root: View, scroll: View, content: View, box: View) {
    let root = View("root")
    let scroll = View("scroll", kind: .scroll)
    try root.addSubview(scroll)
    let content = try add("content", to: scroll)[0]
    let box = try add("box", to: content)[0]
    try activate(
      scroll.leadingAnchor == root.leadingAnchor, scroll.trailingAnchor == root.trailingAnchor,
      scroll.topAnchor == root.topAnchor + 20, scroll.bottomAnchor == root.bottomAnchor,
      box.topAnchor == content.topAnchor + 10, box.bottomAnchor == content.bottomAnchor - 10,
      box.leadingAnchor == content.leadingAnchor + 10, box.trailingAnchor == content.trailingAnchor - 10,
      box.heightAnchor == 900)
    return (root, scroll, content, box)
  }

  func layout(_ root: View) -> LayoutResult {
    LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(420))).layout()
  }

  /// The Cookbook's pre-iOS 11 recipe: the content view pinned to the scroll view's own edges, equal widths.
  @Test func edgesToTheContentAreTheContentArea() throws {
    let (root, scroll, content, _) = try screen()
    try activate(
      content.topAnchor == scroll.topAnchor, content.bottomAnchor == scroll.bottomAnchor,
      content.leadingAnchor == scroll.leadingAnchor, content.trailingAnchor == scroll.trailingAnchor,
      content.widthAnchor == scroll.widthAnchor)
    let result = layout(root)
    // The content is 920 tall in a 400-tall frame; as plain views, bottom = bottom would be a conflict.
    #expect(frame(result, "scroll") == Rect(x: 0, y: 20, width: 300, height: 400))
    #expect(frame(result, "content") == Rect(x: 0, y: 0, width: 300, height: 920))
    #expect(frame(result, "box") == Rect(x: 10, y: 10, width: 280, height: 900))
    #expect(result.isSettled)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let guide = try #require(result.guides.first { $0.id == "scroll.contentLayoutGuide" })
    #expect(guide.absoluteFrame == Rect(x: 0, y: 20, width: 300, height: 920))
  }

  /// The iOS 11 form through the guides gives the same frames.
  @Test func contentAndFrameLayoutGuides() throws {
    let (root, scroll, content, _) = try screen()
    let contentGuide = scroll.contentLayoutGuide
    try activate(
      content.topAnchor == contentGuide.topAnchor, content.bottomAnchor == contentGuide.bottomAnchor,
      content.leadingAnchor == contentGuide.leadingAnchor,
      content.trailingAnchor == contentGuide.trailingAnchor,
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor)
    let result = layout(root)
    #expect(frame(result, "content") == Rect(x: 0, y: 0, width: 300, height: 920))
    #expect(result.diagnostics.isEmpty)
    let frameGuide = try #require(result.guides.first { $0.id == "scroll.frameLayoutGuide" })
    #expect(frameGuide.absoluteFrame == Rect(x: 0, y: 20, width: 300, height: 400))
  }

  /// Pinning the content to the frame guide's edges keeps it from scrolling: the 920-pt content cannot fit.
  @Test func contentPinnedToTheFrameConflicts() throws {
    let (root, scroll, content, _) = try screen()
    let frameGuide = scroll.frameLayoutGuide
    try activate(
      content.topAnchor == frameGuide.topAnchor, content.bottomAnchor == frameGuide.bottomAnchor,
      content.leadingAnchor == frameGuide.leadingAnchor, content.trailingAnchor == frameGuide.trailingAnchor)
    let result = layout(root)
    #expect(result.diagnostics.contains { $0.kind == .unsatisfiable })
  }

  /// Without a height from the content, the content size is ambiguous (Interface Builder's "Scrollable Content
  /// Size Ambiguity").
  @Test func contentWithoutAHeightIsAmbiguous() throws {
    let root = View("root")
    let scroll = View("scroll", kind: .scroll)
    try root.addSubview(scroll)
    let content = try add("content", to: scroll)[0]
    try activate(
      scroll.leadingAnchor == root.leadingAnchor, scroll.trailingAnchor == root.trailingAnchor,
      scroll.topAnchor == root.topAnchor, scroll.bottomAnchor == root.bottomAnchor,
      content.topAnchor == scroll.topAnchor, content.bottomAnchor == scroll.bottomAnchor,
      content.leadingAnchor == scroll.leadingAnchor, content.trailingAnchor == scroll.trailingAnchor,
      content.widthAnchor == scroll.widthAnchor)
    let result = layout(root)
    #expect(result.view("content")?.isAmbiguous == true)
    #expect(result.view("content")?.ambiguousVariables == ["Height"])
  }

  /// Edges related to views outside the scroll view are the frame's, and centres always are.
  @Test func edgesToOutsideViewsAndCentresAreTheFrame() throws {
    let (root, scroll, content, box) = try screen()
    let label = try add("label", to: root)[0]
    try activate(
      content.topAnchor == scroll.topAnchor, content.bottomAnchor == scroll.bottomAnchor,
      content.leadingAnchor == scroll.leadingAnchor, content.widthAnchor == 200,
      label.topAnchor == scroll.bottomAnchor - 30, label.heightAnchor == 20,
      label.centerXAnchor == scroll.centerXAnchor, label.widthAnchor == 100)
    _ = box
    let result = layout(root)
    #expect(frame(result, "label") == Rect(x: 100, y: 390, width: 100, height: 20))
    #expect(frame(result, "content") == Rect(x: 0, y: 0, width: 200, height: 920))
  }

  /// Diagrams and reports see the items the engine used: the content guide for an edge to the content.
  @Test func effectiveItemsNameTheContentArea() throws {
    let (root, scroll, content, _) = try screen()
    let bottom = content.bottomAnchor == scroll.bottomAnchor
    let width = content.widthAnchor == scroll.widthAnchor
    let outside = scroll.topAnchor == root.topAnchor
    try activate(bottom, width, outside)
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(300), height: .points(420)))
    #expect(engine.effectiveItems(of: bottom).second === scroll.contentLayoutGuide)
    #expect(engine.effectiveItems(of: width).second === scroll)
    #expect(engine.effectiveItems(of: outside).first === scroll)
  }

  @Test func scrollViewsClipTheirContentByDefault() {
    #expect(View("s", kind: .scroll).clipsToBounds)
    #expect(!View("v").clipsToBounds)
  }
}
