import PlumbLayout
import PlumbResources
import PlumbText

/// Where the renderer draws, in points: Cairo for PNG and PDF (`CairoSurface`), Plumb's own writer for SVG
/// (`SVGSurface`).
///
/// State follows Cairo's model: `setColor`, `clip` and `translate` apply to what follows until the matching
/// `restore`. Groups name what they contain (a view, a constraint) and must nest with `save`/`restore`: a group
/// begun after a `save` ends before its `restore`.
protocol DrawingSurface: AnyObject {
  /// The drawing's size in points.
  var size: Size { get }
  /// Device pixels per point; lines snap to this grid.
  var scale: Double { get }

  /// Fills `rect` with rounded corners of `radius`.
  func fill(_ rect: Rect, _ color: Color, radius: Double)
  /// Strokes inside `rect`'s edge (as CALayer borders do), dashed when `dash` is not empty.
  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double, dash: [Double])
  /// A straight line with butt caps; horizontal and vertical lines land on whole device pixels.
  func line(_ from: Point, _ to: Point, _ color: Color, width: Double, dash: [Double])
  /// A line in the current colour with round caps, not snapped to pixels (an activity indicator's spoke).
  func roundLine(_ from: Point, _ to: Point, width: Double)
  /// Sets the current colour (what `roundLine` draws with).
  func setColor(_ color: Color)
  /// A filled circle.
  func circle(_ center: Point, radius: Double, _ color: Color)
  /// Saves colour, clip and translation.
  func save()
  /// Restores what the matching `save` saved.
  func restore()
  /// Intersects the clip with `rect` (rounded by `radius`).
  func clip(_ rect: Rect, radius: Double)
  /// Moves the origin by (`dx`, `dy`) points until the matching `restore`.
  func translate(dx: Double, dy: Double)
  /// Draws laid-out text with its top-left at `origin`, from the glyph runs the layout measured.
  func draw(_ layout: TextLayout, at origin: Point, color: Color)
  /// Draws a PNG file into `rect` according to UIKit's content mode.
  func image(_ path: String, in rect: Rect, contentMode: String?) throws(RenderError)
  /// Draws the part `source` of decoded pixels whose whole is `pointSize` points (both in the image's points) into
  /// `destination`, clipped to `clip`.
  func raster(_ image: RasterImage, pointSize: Size, source: Rect, destination: Rect, clip: Rect)
  /// Starts a named group (an SVG `<g id class>` with a `<title>`; nothing in a PNG or PDF).
  func beginGroup(id: String, classes: [String], title: String?)
  /// Ends the innermost group.
  func endGroup()
  /// Finishes the drawing and returns the encoded file.
  func finish() throws(RenderError) -> [UInt8]
}

extension DrawingSurface {
  /// Fills `rect` with square corners.
  func fill(_ rect: Rect, _ color: Color) { fill(rect, color, radius: 0) }
  /// A solid stroke inside `rect`'s square edge.
  func stroke(_ rect: Rect, _ color: Color, width: Double) {
    stroke(rect, color, width: width, radius: 0, dash: [])
  }
  /// A solid stroke inside `rect`'s rounded edge.
  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double) {
    stroke(rect, color, width: width, radius: radius, dash: [])
  }
  /// A stroke inside `rect`'s square edge, dashed.
  func stroke(_ rect: Rect, _ color: Color, width: Double, dash: [Double]) {
    stroke(rect, color, width: width, radius: 0, dash: dash)
  }
  /// A solid line 1 pt wide.
  func line(_ from: Point, _ to: Point, _ color: Color) { line(from, to, color, width: 1, dash: []) }
  /// A solid line.
  func line(_ from: Point, _ to: Point, _ color: Color, width: Double) {
    line(from, to, color, width: width, dash: [])
  }
  /// A dashed line 1 pt wide.
  func line(_ from: Point, _ to: Point, _ color: Color, dash: [Double]) {
    line(from, to, color, width: 1, dash: dash)
  }
  /// Clips to `rect` with square corners.
  func clip(_ rect: Rect) { clip(rect, radius: 0) }

  /// A coordinate snapped so a line `width` points wide lands on whole device pixels (Cairo's pixel centres for
  /// odd widths, pixel edges for even ones).
  func crisp(_ value: Double, width: Double) -> Double {
    let pixels = (width * scale).rounded()
    let odd = Int(pixels) % 2 == 1
    let snapped = (value * scale).rounded() / scale
    return odd ? snapped + 0.5 / scale : snapped
  }

  /// `line`'s end points: a horizontal or vertical line moved onto the pixel grid.
  func crispSegment(_ from: Point, _ to: Point, width: Double) -> (Point, Point) {
    var a = from
    var b = to
    if from.x == to.x {
      a.x = crisp(from.x, width: width)
      b.x = a.x
    }
    if from.y == to.y {
      a.y = crisp(from.y, width: width)
      b.y = a.y
    }
    return (a, b)
  }
}

/// Where an image of `width`×`height` pixels lands in `rect` under a UIKit content mode: its top-left corner and
/// the scale on each axis.
struct ImagePlacement: Equatable {
  var x: Double
  var y: Double
  var scaleX: Double
  var scaleY: Double

  init(width: Double, height: Double, in rect: Rect, contentMode: String?) {
    var sx = rect.width / width
    var sy = rect.height / height
    switch contentMode ?? "scaleToFill" {
    case "scaleAspectFit": sx = min(sx, sy); sy = sx
    case "scaleAspectFill": sx = max(sx, sy); sy = sx
    case "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight":
      sx = 1; sy = 1
    default: break
    }
    var x = rect.minX + (rect.width - width * sx) / 2
    var y = rect.minY + (rect.height - height * sy) / 2
    if let mode = contentMode {
      if mode.hasPrefix("top") { y = rect.minY }
      if mode.hasPrefix("bottom") { y = rect.maxY - height }
      if mode == "left" || mode.hasSuffix("Left") { x = rect.minX }
      if mode == "right" || mode.hasSuffix("Right") { x = rect.maxX - width }
    }
    self.x = x
    self.y = y
    scaleX = sx
    scaleY = sy
  }
}
