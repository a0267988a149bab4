import PlumbLayout

// Core Graphics and UIKit drawing types that view code builds and assigns (transforms, paths, gradients). Plumb
// draws views by their kind and appearance, so these are recorded: code that makes them compiles, and they do not
// change the drawing.

/// An affine transform (recorded: views are drawn untransformed).
public struct CGAffineTransform: Sendable, Hashable {
  /// The matrix entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// A transform from its entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  /// The identity.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
  /// This transform, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// Scaled.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  /// Translated.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
  /// Rotated.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }
}

/// A path (recorded: paths are not drawn).
public class CGPath: @unchecked Sendable {
  /// The rectangles, ellipses and points the path was made of, in order.
  public internal(set) var elements: [String] = []
  init() {}
  /// The path's bounding box (zero: paths are not measured).
  public var boundingBox: CGRect { .zero }
}

/// A path being built.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public override init() {}
  /// Adds a rectangle.
  public func addRect(_ rect: CGRect) { elements.append("rect \(rect)") }
  /// Adds a rounded rectangle.
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
    elements.append("roundedRect \(rect)")
  }
  /// Adds an ellipse.
  public func addEllipse(in rect: CGRect) { elements.append("ellipse \(rect)") }
  /// Moves to a point.
  public func move(to point: CGPoint) { elements.append("move \(point)") }
  /// Adds a line.
  public func addLine(to point: CGPoint) { elements.append("line \(point)") }
  /// Closes the subpath.
  public func closeSubpath() { elements.append("close") }
  /// Adds another path.
  public func addPath(_ path: CGPath) { elements += path.elements }
}

/// A path for drawing and masks (recorded: paths are not drawn).
@preconcurrency @MainActor
open class UIBezierPath {
  private let path = CGMutablePath()
  /// Whether the even-odd rule fills the path.
  open var usesEvenOddFillRule = false
  /// The stroke width.
  open var lineWidth: CGFloat = 1
  /// The path as a Core Graphics path.
  open var cgPath: CGPath { path }

  /// An empty path.
  public init() {}
  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// An ellipse.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rounded rectangle.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }
  /// A rectangle with some corners rounded.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
  }
  /// An arc.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    path.addEllipse(
      in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
  /// Moves to a point.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Closes the subpath.
  open func close() { path.closeSubpath() }
  /// Adds another path.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
  /// Limits later drawing to the path (contexts draw nothing).
  open func addClip() {}
  /// Fills the path (nothing is drawn).
  open func fill() {}
  /// Strokes the path (nothing is drawn).
  open func stroke() {}
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates corners.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// Top right.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// Bottom left.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// Bottom right.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An offset (for bar item titles).
public struct UIOffset: Sendable, Hashable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat
  /// An offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// No offset.
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

extension UIColor: _ExpressibleByColorLiteral {
  /// A colour from a `#colorLiteral`.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension UIImage {
  /// The image `name` (an empty image when it is not found, where UIKit stops the app).
  @preconcurrency @MainActor
  public convenience init(imageLiteralResourceName name: String) {
    if let image = UIImage(named: name) {
      self.init(size: image.size, scale: image.scale, path: image.path)
    } else {
      self.init()
    }
  }
}

/// Recognises a gesture and sends its action (kept; Plumb sends no touches).
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// A recognizer's state.
  public enum State: Int, Sendable {
    /// Waiting.
    case possible = 0
    /// Began.
    case began
    /// Changed.
    case changed
    /// Ended.
    case ended
    /// Cancelled.
    case cancelled
    /// Failed.
    case failed
  }

  /// The view it is attached to.
  public internal(set) weak var view: UIView?
  /// Whether it is enabled.
  open var isEnabled = true
  /// Whether it cancels touches in its view (recorded only).
  open var cancelsTouchesInView = true
  /// Its state (always possible).
  open var state: State { .possible }
  /// The delegate (never called).
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  private(set) var targetActions: [(AnyObject?, Selector?)] = []

  /// A recognizer with a target and action.
  public init(target: Any?, action: Selector?) { targetActions = [(target as AnyObject?, action)] }
  /// Adds a target and action.
  open func addTarget(_ target: Any, action: Selector) { targetActions.append((target as AnyObject, action)) }
  /// Where the gesture is in a view (the origin: no touches).
  open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A gesture recognizer's delegate; every method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// Taps.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed.
  open var numberOfTapsRequired = 1
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// Drags.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the drag went (none).
  open func translation(in view: UIView?) -> CGPoint { .zero }
  /// Resets the translation.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  /// The drag's speed (none).
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Long presses.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts.
  open var minimumPressDuration: TimeInterval = 0.5
}

/// Swipes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates directions.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }
  /// The direction.
  open var direction: Direction = .right
}

/// A storyboard. Plumb does not load storyboards in PlumbUIKit: a controller made from one is an empty view
/// controller (use PlumbInterfaceBuilder, or `plumb render`, to lay storyboards out).
@preconcurrency @MainActor
open class UIStoryboard {
  /// The storyboard's name.
  public let name: String
  /// A storyboard by name.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }
  /// An empty view controller standing for the storyboard's initial one.
  open func instantiateInitialViewController() -> UIViewController? { UIViewController() }
  /// An empty view controller standing for the one with `identifier`.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    UIViewController()
  }
}

/// The app: its windows (those given a root view controller) and delegate.
@preconcurrency @MainActor
open class UIApplication {
  /// The app.
  public static let shared = UIApplication()
  /// The app's delegate.
  open weak var delegate: (any UIApplicationDelegate)?
  /// Whether the network indicator shows (recorded only).
  open var isNetworkActivityIndicatorVisible = false
  /// The app's windows.
  open var windows: [UIWindow] { UIWindow.shown.compactMap(\.value) }
  /// The key window.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
  /// The scenes of the windows shown: a window made without a scene is shown in the app's one window scene.
  open var connectedScenes: Set<UIScene> { Set(windows.compactMap(\.windowScene)) }
  /// The window scene of windows made without one.
  lazy var appWindowScene = UIWindowScene()
  /// Whether a URL can be opened (never: Plumb opens nothing).
  open func canOpenURL(_ url: URL) -> Bool { false }
  /// Opens a URL (nothing is opened; the completion gets false).
  open func open(
    _ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) { completion?(false) }
  /// Asks the first responder to perform an action (nothing is sent).
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool
  {
    false
  }
  init() {}
}

/// The app delegate (its window, when it has one).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window.
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// No window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// A weak reference to a window, for the app's list.
struct WeakWindow {
  weak var value: UIWindow?
}

/// The type a `#colorLiteral` without context makes, as in UIKit.
public typealias _ColorLiteralType = UIColor
