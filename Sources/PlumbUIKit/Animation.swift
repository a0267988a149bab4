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

  /// Runs `actionsWithoutAnimation` at once.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
