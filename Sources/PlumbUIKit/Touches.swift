// Touches and events: Plumb has no input, so none is ever made by the system; the types exist for the code that
// handles them (`touchesBegan(_:with:)`, `hitTest(_:with:)`).

/// A finger on the screen.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// The view the touch began in.
  open internal(set) weak var view: UIView?
  /// The window.
  open var window: UIWindow? { view?.window }
  /// The number of taps.
  open var tapCount = 1
  /// The touch's phase.
  open var phase: Phase = .began
  /// The time of the touch.
  open var timestamp: TimeInterval = 0
  /// The touch's force (none).
  open var force: CGFloat { 0 }
  private var point: CGPoint = .zero

  /// A touch.
  public init() {}

  /// Where the touch is in a view's coordinates (the origin: there is no touch).
  open func location(in view: UIView?) -> CGPoint { point }
  /// Where the touch was (the origin).
  open func previousLocation(in view: UIView?) -> CGPoint { point }

  /// A touch's phase.
  public enum Phase: Int, Sendable {
    /// Began.
    case began = 0
    /// Moved.
    case moved
    /// Still.
    case stationary
    /// Ended.
    case ended
    /// Cancelled.
    case cancelled
  }

  /// Touches are equal when they are the same touch.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  /// Hashes the touch's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An input event.
@preconcurrency @MainActor
open class UIEvent {
  /// The event's kind.
  public enum EventType: Int, Sendable {
    /// Touches.
    case touches = 0
    /// Motion.
    case motion
    /// Remote control.
    case remoteControl
    /// Presses.
    case presses
  }

  /// A motion event's kind.
  public enum EventSubtype: Int, Sendable {
    /// None.
    case none = 0
    /// A shake.
    case motionShake = 1
  }

  /// The kind.
  open var type: EventType { .touches }
  /// The motion kind.
  open var subtype: EventSubtype { .none }
  /// The time of the event.
  open var timestamp: TimeInterval { 0 }
  /// The event's touches (none).
  open var allTouches: Set<UITouch>? { nil }
  /// The touches in a view (none).
  open func touches(for view: UIView) -> Set<UITouch>? { nil }

  /// An event.
  public init() {}
}
