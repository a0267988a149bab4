import PlumbLayout

/// A view that responds to touches with actions (Plumb lays controls out and draws them; it sends no events).
@preconcurrency @MainActor
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
  /// Runs the actions registered for `controlEvents` (as a touch would trigger them); target–action pairs are
  /// kept but not sent (Linux has no Objective-C runtime to send a selector).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }

  private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

  /// Records a target and action for events (kept, never sent: see `sendActions(for:)`).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append((target as AnyObject?, action, controlEvents))
  }
  /// Removes target–action pairs.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll { pair in
      (target == nil || pair.target === (target as AnyObject?)) && (action == nil || pair.action == action)
    }
  }
  /// The alignment of the content horizontally (recorded only).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// The alignment of the content vertically (recorded only).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// A control's horizontal content alignment.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Left.
    case left
    /// Right.
    case right
    /// Filled.
    case fill
    /// Leading.
    case leading
    /// Trailing.
    case trailing
  }

  /// A control's vertical content alignment.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Top.
    case top
    /// Bottom.
    case bottom
    /// Filled.
    case fill
  }
}

#if !canImport(ObjectiveC)
  /// A method's name for target–action (Linux has no Objective-C runtime: `#selector` does not compile there, so
  /// code makes selectors from strings, or uses `UIAction` closures, which build on both platforms).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's Objective-C name.
    public let name: String
    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
    /// A selector from a literal.
    public init(stringLiteral value: String) { name = value }
  }
#endif

/// An element of a menu: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The title.
  public let title: String
  /// The image.
  public let image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// How an element is shown.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Disabled.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Destructive (red).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Keeps the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// A check mark state.
  public enum State: Int, Sendable {
    /// Unchecked.
    case off = 0
    /// Checked.
    case on
    /// Mixed.
    case mixed
  }
}

/// A menu of actions and submenus (recorded: Plumb draws no menus).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// The elements.
  public let children: [UIMenuElement]
  /// How the menu shows its children.
  public let options: Options

  /// A menu's presentation options.
  public struct Options: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown inline in its parent.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One checked child.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// A menu.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Sendable, Hashable {
    /// The raw name.
    public let rawValue: String
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// A closure-based action, with a title and image for menus and buttons.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// The identifier.
  public let identifier: Identifier
  /// How the action shows in a menu.
  public var attributes: Attributes
  /// Its check mark.
  public var state: State
  /// The control that sent the action (Plumb's are run directly: nil).
  public var sender: Any? { nil }
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(rawValue: "")
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// An action's identifier.
  public struct Identifier: RawRepresentable, Sendable, Hashable {
    /// The raw name.
    public let rawValue: String
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
