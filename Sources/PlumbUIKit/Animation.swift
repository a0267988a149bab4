extension UIView {
  /// Options of an animation (Plumb runs animations to their end at once, so they only need to compile).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Lay out the views of a transition without animating them.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 6)
    /// Hide and show views in a transition rather than removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A transition that flips from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that flips from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that curls up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition that curls down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolving transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition that flips from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition that flips from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Options of a keyframe animation (recorded only).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews during the animation.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the current state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// No interpolation between keyframes.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Evenly paced keyframes.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// A timing curve.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in and out.
    case easeInOut = 0
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear
  }

  /// Runs `animations` and then `completion(true)` at once: layout and snapshots see the animation's end state, as
  /// UIKit does with animations disabled.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` and then `completion(true)` at once (the end state, as with animations disabled).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once (the end state).
  public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void)
  {
    animations()
  }

  /// Starts a block of changes to animate (before iOS 4's blocks); the changes apply at once, as with
  /// `animate(withDuration:animations:)`.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer? = nil) {}
  /// Ends a block of changes begun with `beginAnimations(_:context:)`.
  public class func commitAnimations() {}
  /// The duration of the animation block being built (recorded only).
  public class func setAnimationDuration(_ duration: TimeInterval) {}
  /// The delay of the animation block being built (recorded only).
  public class func setAnimationDelay(_ delay: TimeInterval) {}
  /// The curve of the animation block being built (recorded only).
  public class func setAnimationCurve(_ curve: AnimationCurve) {}
  /// Whether the animation block being built starts from the current state (recorded only).
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

  /// Runs `actionsWithoutAnimation` at once.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Runs `animations` and then `completion(true)` at once: a spring ends where the animation ends.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` and then `completion(true)` at once (a spring of a duration and bounce, iOS 17).
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs a transition's `animations` and then `completion(true)` at once (the end state).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` in its superview at once (or, with `.showHideTransitionViews`, hides one
  /// and shows the other), then calls `completion(true)`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// Runs `animations` (which add keyframes, each run at once) and then `completion(true)`.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs a keyframe's `animations` at once, so the last keyframe's values are the end state.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping @MainActor () -> Void
  ) {
    animations()
  }
}

/// Where a property animator stops.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end.
  case end = 0
  /// At the start.
  case start
  /// Where it was.
  case current
}

/// A property animator's state.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started or paused.
  case active
  /// Stopped without finishing.
  case stopped
}

/// Animations started on demand: Plumb runs them to their end when the animator starts, then its completions
/// with `.end`, so layout and snapshots see the end state.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []

  /// The duration (recorded only).
  public let duration: TimeInterval
  /// How far the animations have run: 0 before the start, 1 after.
  open var fractionComplete: CGFloat = 0
  /// Whether the animator runs (never: it ends as it starts).
  open private(set) var isRunning = false
  /// The state.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether it runs backwards (recorded only).
  open var isReversed = false
  /// Whether touches reach the views (recorded only).
  open var isUserInteractionEnabled = true
  /// Whether the animator stays active when it ends (recorded only).
  open var pausesOnCompletion = false

  /// An animator with a timing curve.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a spring's damping.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil)
  {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a cubic Bézier timing curve.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it at once.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations (run at the start, or at once if the animator already ended).
  open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds animations that start part way through (run with the others).
  open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with `.end` when the animator starts.
  open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations to their end and calls the completions with `.end`.
  open func startAnimation() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations = []
    for animation in pending { animation() }
    fractionComplete = 1
    let finished = completions
    completions = []
    for completion in finished { completion(.end) }
    state = .inactive
  }

  /// Starts at once (the delay is not waited for).
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Pauses (nothing runs between start and end).
  open func pauseAnimation() {}

  /// Stops; the completions are not called.
  open func stopAnimation(_ withoutFinishing: Bool) {
    animations = []
    completions = []
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animator at a position.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { state = .inactive }

  /// Continues (nothing runs between start and end).
  open func continueAnimation(withTimingParameters parameters: AnyObject?, durationFactor: CGFloat) {}
}
