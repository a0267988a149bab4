import Foundation
import CPlumbCairo
public import PlumbLayout
public import PlumbText

/// What an image shows on top of the screen.
public enum Overlay: String, Sendable, Hashable, CaseIterable {
  /// The screen only.
  case none
  /// Interface-Builder-style constraint annotations.
  case constraints
  /// Annotations plus the guides they use and alignment rectangles.
  case all
  /// Alignment rectangles outlined (UIViewShowAlignmentRects).
  case alignmentRects = "alignment-rects"
}

/// Options for one render.
public struct RenderOptions: Sendable, Hashable {
  /// File format.
  public var format: RenderFormat
  /// Pixels per point for PNG (default: the canvas's scale).
  public var scale: Double?
  /// Annotations.
  public var overlay: Overlay
  /// Draw only the constraints affecting this view (Interface Builder's selected view), with a highlight.
  public var selection: String?
  /// Draw a legend of the annotation colours and strokes.
  public var legend: Bool

  /// Creates options.
  public init(
    format: RenderFormat = .png, scale: Double? = nil, overlay: Overlay = .none, selection: String? = nil,
    legend: Bool = true
  ) {
    self.format = format
    self.scale = scale
    self.overlay = overlay
    self.selection = selection
    self.legend = legend
  }
}

/// Draws laid-out screens with Cairo. One renderer per thread (it owns FreeType faces).
public final class Renderer {
  /// The text engine layouts were measured with; text is drawn from its glyph runs.
  public let text: TextLayoutEngine
  private let faces = GlyphFaces.shared

  /// Creates a renderer drawing text with `text`.
  public init(text: TextLayoutEngine) { self.text = text }

  /// Draws the engine's last layout and returns the encoded file.
  public func render(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions()) throws(RenderError)
    -> [UInt8]
  {
    try draw(engine, result: result, options: options, trace: nil)
  }

  /// The cairo calls `render` makes for these arguments, one a line (the format is `CairoTrace`'s), for benchmarks.
  public func cairoCalls(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions())
    throws(RenderError) -> String
  {
    let trace = CairoTrace()
    _ = try draw(engine, result: result, options: options, trace: trace)
    return trace.text
  }

  private func draw(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions, trace: CairoTrace?)
    throws(RenderError) -> [UInt8]
  {
    let scale = options.scale ?? result.scale
    let size = Size(width: max(1, result.canvasSize.width), height: max(1, result.canvasSize.height))
    let canvas = try Canvas(size: size, scale: scale, format: options.format, fonts: faces, trace: trace)
    var traits = engine.canvas.traits
    traits.displayScale = scale
    let painter = ScreenPainter(canvas: canvas, text: text, traits: traits)
    let views = engine.root.subtree
    var hidden = Set<ObjectIdentifier>()
    // Views that clip (clipsToBounds) whose subtree is being drawn, innermost last; `views` is depth first.
    var clipping: [View] = []
    for (view, layout) in zip(views, result.views) {
      while let last = clipping.last, !view.isDescendant(of: last) {
        canvas.restore()
        clipping.removeLast()
      }
      if view.isHidden || view.superview.map({ hidden.contains(ObjectIdentifier($0)) }) == true {
        hidden.insert(ObjectIdentifier(view))
        continue
      }
      let direction = direction(of: view, engine: engine)
      try painter.draw(view, frame: layout.absoluteFrame, direction: direction)
      if view.clipsToBounds, !view.subviews.isEmpty {
        canvas.save()
        canvas.clip(layout.absoluteFrame, radius: view.appearance.cornerRadius)
        clipping.append(view)
      }
    }
    for _ in clipping { canvas.restore() }
    if options.overlay == .alignmentRects || options.overlay == .all {
      for (view, layout) in zip(views, result.views) where !hidden.contains(ObjectIdentifier(view)) {
        canvas.stroke(layout.absoluteFrame, Color(hex: 0xFFCC00), width: 1 / scale)
      }
    }
    if options.overlay == .constraints || options.overlay == .all {
      ConstraintOverlay(
        canvas: canvas, text: text, engine: engine, result: result, showGuides: true, selection: options.selection,
        legend: options.legend
      ).draw()
    }
    let bytes = try canvas.finish()
    return options.format == .svg ? Self.renumberSVGIdentifiers(bytes) : bytes
  }

  /// Cairo numbers SVG surfaces and clips with process-wide counters; renumber them in document order so the
  /// same drawing gives the same bytes however many images the process drew before.
  ///
  /// Works on bytes in two passes (collect `id="…"`, then rewrite `id="…"`, `#…"` and `#…)`): the same result as
  /// replacing each identifier's occurrences through the text one by one, without decoding it or rescanning it.
  static func renumberSVGIdentifiers(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { text in
      guard let base = text.baseAddress else { return bytes }
      let count = text.count
      let prefixes = ["surface", "clip", "image", "pattern", "mask", "source"].map { Array($0.utf8) }
      let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), parenthesis = UInt8(ascii: ")")
      let opening: [UInt8] = Array("id=\"".utf8)
      /// The next `id="` at or after `position`, or `count`.
      func nextOpening(_ position: Int) -> Int {
        var position = position
        while position < count, let found = memchr(base + position, Int32(opening[0]), count - position) {
          position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if count - position >= opening.count && memcmp(base + position, opening, opening.count) == 0 { return position }
          position += 1
        }
        return count
      }
      /// The next `#` at or after `position`, or `count`.
      func nextHash(_ position: Int) -> Int {
        guard position < count, let found = memchr(base + position, Int32(hash), count - position) else { return count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      /// The prefix's index when `token` is a prefix followed by digits only.
      func numbered(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let index = prefixes.firstIndex(where: { token.starts(with: $0) }) else { return nil }
        return token.dropFirst(prefixes[index].count).allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? index : nil
      }
      // Pass 1: identifiers in document order (the dictionary only answers lookups, it decides no order).
      var renamed: [[UInt8]: [UInt8]] = [:]
      var counters = [Int](repeating: 0, count: prefixes.count)
      var longest = 0
      var position = nextOpening(0)
      while position < count {
        let start = position + opening.count
        guard let end = text[start...].firstIndex(of: quote) else { break }
        let token = UnsafeBufferPointer(rebasing: text[start..<end])
        if let prefix = numbered(token), renamed[Array(token)] == nil {
          counters[prefix] += 1
          renamed[Array(token)] = Array("plumb-".utf8) + prefixes[prefix] + Array(String(counters[prefix]).utf8)
          longest = max(longest, token.count)
        }
        position = nextOpening(end)
      }
      guard !renamed.isEmpty else { return bytes }
      // Pass 2: copy, replacing a renamed identifier after `id="` (closed by a quote) or `#` (a quote or `)`).
      var output: [UInt8] = []
      output.reserveCapacity(count + count / 64)
      var copied = 0
      var nextID = nextOpening(0)
      var nextReference = nextHash(0)
      while min(nextID, nextReference) < count {
        let isReference = nextReference < nextID
        let position = isReference ? nextReference : nextID
        let start = position + (isReference ? 1 : opening.count)
        // A renamed identifier is at most `longest` bytes, so its closing byte is looked for no further.
        let limit = min(count, start + longest + 1)
        if let end = text[start..<limit].firstIndex(where: { $0 == quote || (isReference && $0 == parenthesis) }),
          let replacement = renamed[Array(UnsafeBufferPointer(rebasing: text[start..<end]))]
        {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<start]))
          output.append(contentsOf: replacement)
          copied = end
          if nextID < end { nextID = nextOpening(end) }
          if nextReference < end { nextReference = nextHash(end) }
        } else if isReference {
          nextReference = nextHash(position + 1)
        } else {
          nextID = nextOpening(position + 1)
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
      return output
    }
  }

  private func direction(of view: View, engine: LayoutEngine) -> LayoutDirection {
    var current: View? = view
    while let candidate = current {
      switch candidate.semanticContentAttribute {
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: current = candidate.superview
      }
    }
    return engine.canvas.traits.layoutDirection
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then a rename, so a failure
  /// never leaves a half-written or changed file behind.
  public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try Data(bytes).write(to: temporary)
      // rename(2) replaces the target atomically within one file system.
      guard rename(temporary.path, url.path) == 0 else {
        throw RenderError.write("cannot write \(path): \(String(cString: strerror(errno)))")
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .write("cannot write \(path): \(error.localizedDescription)")
    }
  }
}

extension Renderer {
  /// The cairo library's version, for golden-image provenance.
  public static var cairoVersion: String { String(cString: cairo_version_string()) }
}
