// Core Animation's animations and 3D transforms, recorded: Plumb draws a layer's model values, which is what
// UIKit shows once an animation that is removed on completion has ended.

/// A 3D transform (recorded, not applied).
public struct CATransform3D: Sendable, Hashable {
  /// The matrix, row by row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The second row.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The third row.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The fourth row.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// A transform from its matrix.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The product of two transforms (`self` first).
  func concatenating(_ other: CATransform3D) -> CATransform3D {
    let a = rows
    let b = other.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
    }
    return CATransform3D(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
      m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
      m43: r[3][2], m44: r[3][3])
  }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
  m42: 0,
  m43: 0, m44: 1)

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var transform = CATransform3DIdentity
  (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
  return transform
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var transform = CATransform3DIdentity
  (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
  return transform
}

/// A rotation by an angle about an axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  return CATransform3D(
    m11: t * u * u + c, m12: t * u * v + s * w, m13: t * u * w - s * v, m14: 0,
    m21: t * u * v - s * w, m22: t * v * v + c, m23: t * v * w + s * u, m24: 0,
    m31: t * u * w + s * v, m32: t * v * w - s * u, m33: t * w * w + c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1
  )
}

/// A transform followed by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{ CATransform3DMakeTranslation(tx, ty, tz).concatenating(t) }

/// A transform followed by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A transform followed by a rotation.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
)
  -> CATransform3D
{ CATransform3DMakeRotation(angle, x, y, z).concatenating(t) }

/// Two transforms, `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// A 3D transform of an affine one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// How a layer's contents are fitted (recorded only).
public struct CALayerContentsGravity: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A gravity.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched to fill.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Fitted, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Filled, keeping the aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  /// Centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// A layer that draws text (recorded, not drawn).
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// The text.
  open var string: Any?
  /// The font size.
  open var fontSize: CGFloat = 36
  /// The text colour.
  open var foregroundColor: CGColor?
  /// The alignment.
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// Whether the text wraps.
  open var isWrapped = false
}

/// A text layer's alignment.
public struct CATextLayerAlignmentMode: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Natural.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that repeats its sublayers (recorded, not drawn).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  /// The number of copies.
  open var instanceCount = 1
  /// The transform between copies.
  open var instanceTransform = CATransform3DIdentity
  /// The delay between copies' animations.
  open var instanceDelay: CFTimeInterval = 0
}

/// A timing curve's name.
public struct CAMediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Ease in.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Ease out.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Ease in and out.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// An animation's timing curve (recorded only).
public final class CAMediaTimingFunction: Sendable {
  /// A named curve.
  public init(name: CAMediaTimingFunctionName) {}
  /// A cubic Bézier curve.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The model value.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The start value before.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// The end value after.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation's start and end (told at once when it is added).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer (recorded: its delegate hears it start and stop when it is added).
@preconcurrency @MainActor
open class CAAnimation {
  /// The duration.
  open var duration: CFTimeInterval = 0
  /// When it begins.
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after forwards.
  open var autoreverses = false
  /// Its speed.
  open var speed: Float = 1
  /// Its timing curve.
  open var timingFunction: CAMediaTimingFunction?
  /// What it shows outside its active time.
  open var fillMode = CAMediaTimingFillMode.removed
  /// Whether it is removed when it ends.
  open var isRemovedOnCompletion = true
  /// The delegate (kept strongly, as Core Animation does).
  open var delegate: (any CAAnimationDelegate)?

  /// An animation.
  public required init() {}
}

/// An animation of one property.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the property.
  open var keyPath: String?
  /// Whether the values add to the model value.
  open var isAdditive = false
  /// Whether repeats add up.
  open var isCumulative = false

  /// An animation of a key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change.
  open var byValue: Any?
}

/// A spring animation.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The mass.
  open var mass: CGFloat = 1
  /// The stiffness.
  open var stiffness: CGFloat = 100
  /// The damping.
  open var damping: CGFloat = 10
  /// The initial velocity.
  open var initialVelocity: CGFloat = 0
  /// The time the spring takes to settle.
  open var settlingDuration: CFTimeInterval { duration }
}

/// An animation through values.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values.
  open var values: [Any]?
  /// Their times, 0…1.
  open var keyTimes: [NSNumber]?
  /// A path to follow.
  open var path: CGPath?
  /// The curves between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values are interpolated.
  open var calculationMode = CAAnimationCalculationMode.linear
}

/// How a keyframe animation interpolates.
public struct CAAnimationCalculationMode: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Discrete.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Paced.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// Cubic.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
}

/// Animations run together.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}

/// A transition between a layer's states.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind.
  open var type = CATransitionType.fade
  /// The direction.
  open var subtype: CATransitionSubtype?
}

/// A transition's kind.
public struct CATransitionType: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A fade.
  public static let fade = CATransitionType(rawValue: "fade")
  /// A push.
  public static let push = CATransitionType(rawValue: "push")
  /// A move in.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// A reveal.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A transition's direction.
public struct CATransitionSubtype: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A direction.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Groups layer changes; its completion runs when it commits.
@preconcurrency @MainActor
public enum CATransaction {
  private static var completions: [[@MainActor () -> Void]] = []

  /// Starts a group.
  public static func begin() { completions.append([]) }
  /// Ends a group and runs its completion.
  public static func commit() {
    for completion in completions.popLast() ?? [] { completion() }
  }
  /// Sets the group's duration (recorded only).
  public static func setAnimationDuration(_ duration: CFTimeInterval) {}
  /// Sets the group's timing curve (recorded only).
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  /// Turns implicit animations off (there are none).
  public static func setDisableActions(_ flag: Bool) {}
  /// Runs a closure when the group commits (at once outside a group).
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    guard let block else { return }
    if completions.isEmpty { block() } else { completions[completions.count - 1].append(block) }
  }
}

/// The current media time (the time since the system started).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
/// A time interval in seconds, as Core Foundation names it.
public typealias CFTimeInterval = Double
