import PlumbLayout
import PlumbResources
import PlumbText

/// A surface that draws nothing and records where text would be drawn (clipped as it would be), so a diagram
/// can keep its labels off the screen's own text before anything is painted.
final class TextBoxRecorder: DrawingSurface {
  let size: Size
  let scale: Double
  /// Boxes of drawn text, in the surface's coordinates.
  private(set) var boxes: [Rect] = []
  private var offset = Point.zero
  private var clipRect: Rect?
  private var stack: [(Point, Rect?)] = []

  init(size: Size, scale: Double) {
    self.size = size
    self.scale = scale
  }

  func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    guard !layout.lines.isEmpty else { return }
    var left = Double.infinity
    var right = -Double.infinity
    for line in layout.lines where line.width > 0 {
      left = min(left, line.x)
      right = max(right, line.x + line.width)
    }
    guard left < right else { return }
    let top = origin.y + offset.y
    var box = Rect(
      x: origin.x + offset.x + left, y: top, width: right - left,
      height: Double(layout.lines.count) * layout.lineHeight)
    if let clipRect {
      let minX = max(box.minX, clipRect.minX)
      let minY = max(box.minY, clipRect.minY)
      let maxX = min(box.maxX, clipRect.maxX)
      let maxY = min(box.maxY, clipRect.maxY)
      guard maxX > minX, maxY > minY else { return }
      box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    boxes.append(box)
  }

  func save() { stack.append((offset, clipRect)) }

  func restore() {
    guard let (savedOffset, savedClip) = stack.popLast() else { return }
    offset = savedOffset
    clipRect = savedClip
  }

  func clip(_ rect: Rect, radius: Double) {
    let moved = rect.offsetBy(dx: offset.x, dy: offset.y)
    guard let current = clipRect else {
      clipRect = moved
      return
    }
    let minX = max(moved.minX, current.minX)
    let minY = max(moved.minY, current.minY)
    clipRect = Rect(
      x: minX, y: minY, width: max(0, min(moved.maxX, current.maxX) - minX),
      height: max(0, min(moved.maxY, current.maxY) - minY))
  }

  func translate(dx: Double, dy: Double) { offset = Point(x: offset.x + dx, y: offset.y + dy) }

  func fill(_ rect: Rect, _ color: Color, radius: Double) {}
  func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double, dash: [Double]) {}
  func line(_ from: Point, _ to: Point, _ color: Color, width: Double, dash: [Double]) {}
  func roundLine(_ from: Point, _ to: Point, width: Double) {}
  func setColor(_ color: Color) {}
  func circle(_ center: Point, radius: Double, _ color: Color) {}
  func image(_ path: String, in rect: Rect, contentMode: String?) throws(RenderError) {}
  func raster(_ image: RasterImage, pointSize: Size, source: Rect, destination: Rect, clip: Rect) {}
  func beginGroup(id: String, classes: [String], title: String?) {}
  func endGroup() {}
  func finish() throws(RenderError) -> [UInt8] { [] }
}
