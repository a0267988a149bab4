// Core Graphics drawing, recorded: a context exists inside `UIGraphicsBeginImageContext…` so that drawing code
// runs, its calls draw nothing, and the image made from it is blank. Plumb never calls `draw(_:)`.

/// A drawing context whose calls draw nothing.
@preconcurrency @MainActor
open class CGContext {
  init() {}

  /// Saves the drawing state.
  open func saveGState() {}
  /// Restores the drawing state.
  open func restoreGState() {}
  /// Sets the fill colour.
  open func setFillColor(_ color: CGColor) {}
  /// Sets the stroke colour.
  open func setStrokeColor(_ color: CGColor) {}
  /// Sets the line width.
  open func setLineWidth(_ width: CGFloat) {}
  /// Sets the line cap.
  open func setLineCap(_ cap: CGLineCap) {}
  /// Sets the line join.
  open func setLineJoin(_ join: CGLineJoin) {}
  /// Sets the dash pattern.
  open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  /// Sets the opacity.
  open func setAlpha(_ alpha: CGFloat) {}
  /// Sets a shadow.
  open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Moves the origin.
  open func translateBy(x tx: CGFloat, y ty: CGFloat) {}
  /// Scales.
  open func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
  /// Rotates.
  open func rotate(by angle: CGFloat) {}
  /// Starts a new path.
  open func beginPath() {}
  /// Moves the pen.
  open func move(to point: CGPoint) {}
  /// Adds a line.
  open func addLine(to point: CGPoint) {}
  /// Adds lines through points.
  open func addLines(between points: [CGPoint]) {}
  /// Adds a rectangle.
  open func addRect(_ rect: CGRect) {}
  /// Adds an ellipse.
  open func addEllipse(in rect: CGRect) {}
  /// Adds an arc.
  open func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {}
  /// Adds a curve.
  open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  /// Adds a quadratic curve.
  open func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  /// Adds a path.
  open func addPath(_ path: CGPath) {}
  /// Closes the path.
  open func closePath() {}
  /// Fills the path.
  open func fillPath() {}
  /// Strokes the path.
  open func strokePath() {}
  /// Draws the path.
  open func drawPath(using mode: CGPathDrawingMode) {}
  /// Clips to the path.
  open func clip() {}
  /// Fills a rectangle.
  open func fill(_ rect: CGRect) {}
  /// Strokes a rectangle.
  open func stroke(_ rect: CGRect) {}
  /// Fills an ellipse.
  open func fillEllipse(in rect: CGRect) {}
  /// Strokes an ellipse.
  open func strokeEllipse(in rect: CGRect) {}
  /// Clears a rectangle.
  open func clear(_ rect: CGRect) {}
  /// Strokes line segments.
  open func strokeLineSegments(between points: [CGPoint]) {}
  /// Draws a gradient along a line.
  open func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
    options: CGGradientDrawingOptions
  ) {}
  /// Draws a gradient between two circles.
  open func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {}
}

/// A colour space (device RGB: the only one colours here are in).
public final class CGColorSpace: Sendable {
  /// The name of the sRGB colour space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// A named colour space.
  public init?(name: String) {}
  init() {}
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Core Foundation's array, as gradient colours are passed (`colors as CFArray`).
public typealias CFArray = NSArray

/// A gradient's colours and where they stop, for a drawing context.
public final class CGGradient: @unchecked Sendable {
  /// The colours.
  public let colors: [CGColor]
  /// Where each colour stops, 0…1 (nil: evenly spaced).
  public let locations: [CGFloat]?

  /// A gradient of colours (`CGColor`s) at locations; nil when the array holds something else.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let given = Array(colors)
    let cgColors = given.compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty, cgColors.count == given.count else { return nil }
    self.colors = cgColors
    self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
  }
}

/// Whether a gradient extends past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: UInt32
  /// Options from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extends before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Extends after the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How a path is drawn.
public enum CGPathDrawingMode: Int, Sendable {
  /// Fill.
  case fill = 0
  /// Even-odd fill.
  case eoFill
  /// Stroke.
  case stroke
  /// Fill and stroke.
  case fillStroke
  /// Even-odd fill and stroke.
  case eoFillStroke
}

/// A line's ends.
public enum CGLineCap: Int32, Sendable {
  /// Square at the end.
  case butt = 0
  /// Round.
  case round
  /// Square past the end.
  case square
}

/// A line's corners.
public enum CGLineJoin: Int32, Sendable {
  /// Pointed.
  case miter = 0
  /// Round.
  case round
  /// Cut off.
  case bevel
}

@MainActor
enum ImageContexts {
  static var stack: [(CGContext, CGSize, CGFloat)] = []
}

/// Starts an image context of a size (drawing into it draws nothing).
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of a size and scale (0: the screen's).
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  ImageContexts.stack.append((CGContext(), size, scale > 0 ? scale : UIScreen.main.scale))
}

/// The current context: the innermost image context's, else none (Plumb never calls `draw(_:)`).
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
  ImageContexts.stack.last?.0
}

/// A blank image of the current image context's size.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (_, size, scale) = ImageContexts.stack.last else { return nil }
  return UIImage(size: size, scale: scale, path: nil)
}

/// Ends the innermost image context.
@preconcurrency @MainActor public func UIGraphicsEndImageContext() { _ = ImageContexts.stack.popLast() }

extension UIColor {
  /// Sets the colour for fills and strokes (nothing is drawn).
  public func set() {}
  /// Sets the colour for fills (nothing is drawn).
  public func setFill() {}
  /// Sets the colour for strokes (nothing is drawn).
  public func setStroke() {}

  /// A colour from hue, saturation and brightness (0…1 each), converted to red, green and blue.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }
}
