internal import CPlumbCairo
import Foundation
public import PlumbLayout
public import PlumbResources
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
  /// The most pixels an image may have, and an `image:` may decode to (`PixelLimits`).
  public var maximumPixels: Int

  /// Creates options.
  public init(
    format: RenderFormat = .png, scale: Double? = nil, overlay: Overlay = .none, selection: String? = nil,
    legend: Bool = true, maximumPixels: Int = PixelLimits.defaultMaximumPixels
  ) {
    self.maximumPixels = maximumPixels
    self.format = format
    self.scale = scale
    self.overlay = overlay
    self.selection = selection
    self.legend = legend
  }
}

/// Draws laid-out screens: PNG and PDF with Cairo, SVG written by Plumb itself (groups, text elements). One renderer
/// per thread (it owns FreeType faces).
public final class Renderer {
  /// The text engine layouts were measured with; text is drawn from its glyph runs.
  public let text: TextLayoutEngine
  /// The app's asset catalogs: named images and colours are drawn from them.
  public let assets: AssetCatalogs?
  private let faces = GlyphFaces.shared
  let usage = ImageUse()

  /// Creates a renderer drawing text with `text` and named images and colours from `assets`.
  public init(text: TextLayoutEngine, assets: AssetCatalogs? = nil) {
    self.text = text
    self.assets = assets
  }

  /// The named images the drawings so far showed, one a view, in the order they were first drawn.
  public var imageReferences: [ImageReference] { usage.all }

  /// Draws the engine's last layout and returns the encoded file.
  public func render(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions())
    throws(RenderError)
    -> [UInt8]
  {
    try draw(engine, result: result, options: options, trace: nil)
  }

  /// The cairo calls `render` makes for these arguments, one a line (the format is `CairoTrace`'s), for benchmarks.
  /// An SVG is written by Plumb itself, so it makes none.
  public func cairoCalls(
    _ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions()
  )
    throws(RenderError) -> String
  {
    let trace = CairoTrace()
    _ = try draw(engine, result: result, options: options, trace: trace)
    return trace.text
  }

  /// The surface for `format`: Plumb's own writer for SVG, so the file has structure; Cairo for PNG and PDF.
  func surface(size: Size, scale: Double, options: RenderOptions, trace: CairoTrace?)
    throws(RenderError) -> any DrawingSurface
  {
    // Checked before any surface exists or any size becomes an Int32: a fitted canvas can have any size.
    let format = options.format
    let perPoint = format == .png ? scale : 1
    if let problem = PixelLimits.problem(
      width: (size.width * perPoint).rounded(), height: (size.height * perPoint).rounded(),
      maximumPixels: options.maximumPixels, unit: format == .png ? "px" : "pt")
    {
      let at = format == .png ? " at @\(scale)x" : ""
      throw .tooLarge(
        "the canvas is too large to draw: \(size.width)×\(size.height) pt\(at) as \(format.rawValue): \(problem); "
          + "make the canvas smaller or render at a lower --scale")
    }
    let pixels = options.maximumPixels
    switch format {
    case .svg: return SVGSurface(size: size, scale: scale, maximumPixels: pixels)
    case .png:
      return try CairoSurface(
        size: size, scale: scale, format: .png, fonts: faces, maximumPixels: pixels, trace: trace)
    case .pdf:
      return try CairoSurface(
        size: size, scale: scale, format: .pdf, fonts: faces, maximumPixels: pixels, trace: trace)
    }
  }

  private func draw(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions, trace: CairoTrace?)
    throws(RenderError) -> [UInt8]
  {
    if options.overlay == .constraints || options.overlay == .all {
      let (diagram, builder) = try makeDiagram(engine, result: result, options: options)
      return try paintDiagram(
        diagram, builder: builder, engine: engine, result: result, options: options, trace: trace)
    }
    let scale = options.scale ?? result.scale
    let size = Size(width: max(1, result.canvasSize.width), height: max(1, result.canvasSize.height))
    let canvas = try surface(size: size, scale: scale, options: options, trace: trace)
    let frames = try paintScreen(on: canvas, engine: engine, result: result, frames: nil, scale: scale)
    if options.overlay == .alignmentRects {
      for frame in frames { canvas.stroke(frame, Color(hex: 0xFFCC00), width: 1 / scale) }
    }
    return try canvas.finish()
  }

  /// Paints every visible view at its solved frame (or at `frames[id]`, a diagram's designer frames), each in a
  /// group, clipping subviews where a view clips; returns the frames of the views it painted.
  @discardableResult
  func paintScreen(
    on canvas: any DrawingSurface, engine: LayoutEngine, result: LayoutResult, frames: [String: Rect]?,
    scale: Double
  ) throws(RenderError) -> [Rect] {
    var traits = engine.canvas.traits
    traits.displayScale = scale
    let painter = ScreenPainter(canvas: canvas, text: text, traits: traits, assets: assets, usage: usage)
    let views = engine.root.subtree
    var hidden = Set<ObjectIdentifier>()
    var painted: [Rect] = []
    // Views whose subtree is being drawn, innermost last (`views` is depth first): each is a group, and one that
    // clips (clipsToBounds) clips its subviews.
    var open: [(view: View, clips: Bool)] = []
    func close() {
      guard let last = open.popLast() else { return }
      if last.clips { canvas.restore() }
      canvas.endGroup()
    }
    for (view, layout) in zip(views, result.views) {
      while let last = open.last, !view.isDescendant(of: last.view) { close() }
      if view.isHidden || view.superview.map({ hidden.contains(ObjectIdentifier($0)) }) == true {
        hidden.insert(ObjectIdentifier(view))
        continue
      }
      let frame = frames?[layout.id] ?? layout.absoluteFrame
      let direction = direction(of: view, engine: engine)
      canvas.beginGroup(
        id: "view-" + view.identifier, classes: ["view", view.kind.rawValue], title: Self.title(view, frame))
      try painter.draw(view, frame: frame, direction: direction)
      painted.append(frame)
      let clips = view.clipsToBounds && !view.subviews.isEmpty
      if clips {
        canvas.save()
        canvas.clip(frame, radius: view.appearance.cornerRadius)
      }
      open.append((view, clips))
    }
    while !open.isEmpty { close() }
    return painted
  }

  /// A view group's title (what a browser shows on hover): `name (UILabel) x y width height`.
  static func title(_ view: View, _ frame: Rect) -> String {
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(SVGSurface.number)
    return "\(view.identifier) (\(view.kind.className)) " + numbers.joined(separator: " ")
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

  /// Writes `bytes` to `path` atomically through an exclusive temporary beside it and a rename (see `OutputFiles`),
  /// so a failure never leaves a half-written or changed file behind.
  public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
    try OutputFiles.write(bytes, to: path)
  }
}

extension Renderer {
  /// The cairo library's version, for golden-image provenance.
  public static var cairoVersion: String { String(cString: cairo_version_string()) }
}
