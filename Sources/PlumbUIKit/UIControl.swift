import PlumbLayout

/// A view that responds to touches with actions (Plumb lays controls out and draws them; it sends no events).
@MainActor
open class UIControl: UIView {
  /// A control's state, for titles and colours per state.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Control events actions are sent for.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch went up inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Editing changed the text.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false
  /// The control's state.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private(set) var actions: [(UIAction, Event)] = []

  /// Adds an action for events (kept; Plumb sends no events).
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }
  /// Removes an action.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.0 === action }
  }
  /// Runs the actions registered for `controlEvents` (as a touch would trigger them).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }
}

/// A closure-based action, with a title and image for menus and buttons.
@MainActor
public final class UIAction {
  /// The title.
  public let title: String
  /// The image.
  public let image: UIImage?
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}
