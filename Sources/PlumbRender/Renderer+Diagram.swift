public import PlumbLayout

/// An encoded image and, for a constraint diagram, the diagram it shows.
public struct RenderedImage: Sendable {
  /// The PNG, SVG or PDF file.
  public var bytes: [UInt8]
  /// The diagram's marks (with `--overlay constraints` or `all`); nil for a plain screen.
  public var diagram: Diagram?
  /// The named images the drawing showed, one a view.
  public var imageReferences: [ImageReference] = []
}

extension Renderer {
  /// The colour of the gutters around a diagram's screen.
  static let gutterColor = Color(hex: 0xF2F2F7)

  /// Draws the engine's last layout; with a constraint overlay, returns the diagram with the file.
  public func renderImage(
    _ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions()
  )
    throws(RenderError) -> RenderedImage
  {
    guard options.overlay == .constraints || options.overlay == .all else {
      return RenderedImage(
        bytes: try render(engine, result: result, options: options), diagram: nil,
        imageReferences: imageReferences)
    }
    let (diagram, builder) = try makeDiagram(engine, result: result, options: options)
    return RenderedImage(
      bytes: try paintDiagram(
        diagram, builder: builder, engine: engine, result: result, options: options, trace: nil),
      diagram: diagram, imageReferences: imageReferences)
  }

  /// The constraint diagram `render` would draw with a constraint overlay, as data (no pixels are drawn).
  public func diagram(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions = RenderOptions())
    throws(RenderError) -> Diagram
  {
    try makeDiagram(engine, result: result, options: options).0
  }

  func makeDiagram(_ engine: LayoutEngine, result: LayoutResult, options: RenderOptions) throws(RenderError)
    -> (Diagram, DiagramBuilder)
  {
    let builder = DiagramBuilder(
      engine: engine, result: result, text: text, selection: options.selection, legend: options.legend)
    // Where the screen shows text, found by painting it onto a surface that only records text.
    let scale = options.scale ?? result.scale
    let recorder = TextBoxRecorder(size: result.canvasSize, scale: scale)
    try paintScreen(on: recorder, engine: engine, result: result, frames: builder.paintedFrames, scale: scale)
    let boxes = recorder.boxes.map(builder.drawing)
    return (builder.build(textBoxes: boxes), builder)
  }

  func paintDiagram(
    _ diagram: Diagram, builder: DiagramBuilder, engine: LayoutEngine, result: LayoutResult,
    options: RenderOptions,
    trace: CairoTrace?
  ) throws(RenderError) -> [UInt8] {
    let scale = options.scale ?? result.scale
    let surface = try surface(size: diagram.size, scale: scale, options: options, trace: trace)
    surface.fill(Rect(origin: .zero, size: diagram.size), Self.gutterColor, radius: 0)
    surface.save()
    surface.translate(dx: diagram.screen.minX, dy: diagram.screen.minY)
    surface.clip(Rect(origin: .zero, size: diagram.screen.size), radius: 0)
    let frames = try paintScreen(
      on: surface, engine: engine, result: result, frames: builder.paintedFrames, scale: scale)
    if options.overlay == .all {
      for frame in frames {
        surface.stroke(frame, Color(hex: 0xFFCC00), width: 1 / scale, radius: 0, dash: [])
      }
    }
    surface.restore()
    // The device's edge, just outside the screen.
    let edge = 1 / scale
    let outline = Rect(
      x: diagram.screen.minX - edge, y: diagram.screen.minY - edge, width: diagram.screen.width + 2 * edge,
      height: diagram.screen.height + 2 * edge)
    surface.stroke(outline, Color(hex: 0x3C3C43, alpha: 0.35), width: edge, radius: 0, dash: [])
    DiagramPainter(surface: surface, text: text, scale: scale).paint(diagram)
    return try surface.finish()
  }
}
