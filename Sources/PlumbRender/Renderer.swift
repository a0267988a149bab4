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
    for (view, layout) in zip(views, result.views) {
      if view.isHidden || view.superview.map({ hidden.contains(ObjectIdentifier($0)) }) == true {
        hidden.insert(ObjectIdentifier(view))
        continue
      }
      let direction = direction(of: view, engine: engine)
      try painter.draw(view, frame: layout.absoluteFrame, direction: direction)
    }
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
  static func renumberSVGIdentifiers(_ bytes: [UInt8]) -> [UInt8] {
    var text = String(decoding: bytes, as: UTF8.self)
    let prefixes = ["surface", "clip", "image", "pattern", "mask", "source"]
    var mapping: [(String, String)] = []
    var counters: [String: Int] = [:]
    var searchStart = text.startIndex
    while let range = text.range(of: "id=\"", range: searchStart..<text.endIndex) {
      guard let end = text[range.upperBound...].firstIndex(of: "\"") else { break }
      let identifier = String(text[range.upperBound..<end])
      searchStart = end
      guard let prefix = prefixes.first(where: { identifier.hasPrefix($0) }),
        identifier.dropFirst(prefix.count).allSatisfy({ $0.isNumber }),
        !mapping.contains(where: { $0.0 == identifier })
      else { continue }
      let next = (counters[prefix] ?? 0) + 1
      counters[prefix] = next
      mapping.append((identifier, "plumb-\(prefix)\(next)"))
    }
    for (old, new) in mapping {
      for (before, after) in [("id=\"", "\""), ("#", "\""), ("#", ")")] {
        text = text.replacingOccurrences(of: before + old + after, with: before + new + after)
      }
    }
    return Array(text.utf8)
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
