public import PlumbLayout

/// An item named in a console description: `UILabel:0x7f8…'Title'`, a bare accessibility identifier resolved
/// through the description's `names:` list, or a layout guide such as `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
public struct LoggedItem: Sendable, Hashable {
  /// The class as printed (`UILabel`, `MyApp.CardView`, `id` in AppKit logs that lost the class).
  public var className: String
  /// The address (`0x7f8a…`), nil when the log never gave one.
  public var address: String?
  /// The quoted text after the address: a label's text, a button's title, a guide's name.
  public var text: String?
  /// The bare name the description used instead of `Class:address` (an accessibility identifier).
  public var name: String?

  /// Creates an item.
  public init(className: String, address: String?, text: String? = nil, name: String? = nil) {
    self.className = className
    self.address = address
    self.text = text
    self.name = name
  }

  /// What identifies the item across the descriptions of one log: its address, else its bare name.
  public var key: String { address ?? "name:" + (name ?? className) }

  /// The class without its module (`MyApp.CardView` → `CardView`).
  public var shortClassName: String { className.split(separator: ".").last.map(String.init) ?? className }

  /// True for layout guides (UIKit's and AppKit's, and the stack view's private spacer guides).
  public var isGuide: Bool {
    let name = shortClassName
    return name.hasSuffix("LayoutGuide") || name == "_UILayoutSpacer" || name == "_UIOLAGapGuide"
      || name.hasSuffix("LayoutGuide>")
  }

  /// The system guide this item is, from its quoted name.
  public var systemGuide: SystemGuide? {
    guard isGuide, let text else { return nil }
    return SystemGuide(rawValue: text)
  }

  /// The item as the log printed it, shortened: `UILabel:0x7f8…'Title'` or the bare name.
  public var display: String {
    if let name, address == nil { return name }
    var result = shortClassName + ":" + (address ?? "?")
    if let text { result += "'\(text)'" }
    return result
  }
}

/// UIKit's own layout guides, named in the description's quotes.
public enum SystemGuide: String, Sendable, Hashable {
  /// `layoutMarginsGuide`.
  case layoutMargins = "UIViewLayoutMarginsGuide"
  /// `safeAreaLayoutGuide`.
  case safeArea = "UIViewSafeAreaLayoutGuide"
  /// `readableContentGuide`.
  case readableContent = "UIViewReadableContentGuide"

  /// The guide's name in a layout document (`view.safeArea`).
  public var documentName: String {
    switch self {
    case .layoutMargins: "layoutMargins"
    case .safeArea: "safeArea"
    case .readableContent: "readableContent"
    }
  }
}

/// One constraint description from a console log, as UIKit or AppKit printed it.
public struct LoggedConstraint: Sendable, Hashable {
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, a subclass.
  public var className: String
  /// The constraint's address.
  public var address: String
  /// `@File.swift#88` after the address (SnapKit and similar libraries print where the constraint was made).
  public var sourceLocation: String?
  /// `h=--& v=--&` for autoresizing-mask constraints.
  public var autoresizingMask: String?
  /// The constraint's identifier, printed in quotes (or written before the description).
  public var identifier: String?
  /// The constrained item.
  public var first: LoggedItem
  /// Its attribute.
  public var firstAttribute: LayoutAttribute
  /// `==`, `>=` or `<=`.
  public var relation: LayoutRelation
  /// The item on the right, nil for a constant.
  public var second: LoggedItem?
  /// Its attribute (`notAnAttribute` for a constant).
  public var secondAttribute: LayoutAttribute
  /// The multiplier.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority (1000 when the log shows none).
  public var priority: Float
  /// `Hug:` of a content-size constraint.
  public var hugging: Float?
  /// `CompressionResistance:` of a content-size constraint.
  public var compressionResistance: Float?
  /// True when the body ended in `(LTR)` or `(RTL)`: stated in absolute left/right terms.
  public var absoluteDirection: String?
  /// The item the description's `names:` list calls `|` (the superview), when it has one.
  public var superviewName: LoggedItem?
  /// In a visual-format description, which side is the `|` superview: 1 the first item, 2 the second, 0 neither.
  public var containerSide = 0
  /// The whole description as it appeared (whitespace runs collapsed).
  public var text: String
  /// The line of the log it starts on (1-based).
  public var line: Int

  /// The kind of constraint, by class and identifier.
  public var origin: LoggedOrigin {
    let name = className.split(separator: ".").last.map(String.init) ?? className
    if name == "NSAutoresizingMaskLayoutConstraint" || autoresizingMask != nil { return .autoresizing }
    if name == "NSContentSizeLayoutConstraint" { return .contentSize }
    guard let identifier else { return .user }
    if identifier.hasPrefix("UIView-Encapsulated-Layout-")
      || identifier.hasPrefix("NSView-Encapsulated-Layout-")
    {
      return .encapsulated
    }
    // A measuring size: UIKit's own, or the target of a fitting-size request (`systemLayoutSizeFitting`).
    if identifier == "_UITemporaryLayoutWidth" || identifier == "_UITemporaryLayoutHeight"
      || identifier.hasPrefix("fittingSize")
    {
      return .temporary
    }
    if identifier.hasPrefix("UISV-") { return .stackView }
    if identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint") { return .marginsGuide }
    if identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") { return .safeAreaGuide }
    if identifier.hasPrefix("UIViewReadableContentGuide-") { return .readableGuide }
    return .user
  }

  /// True for constraints UIKit or AppKit made rather than the app.
  public var isSystem: Bool { origin != .user }

  /// The description without its class and address: what two printings of one constraint share even when a log
  /// gives them different addresses.
  public var body: String {
    guard let space = text.firstIndex(of: " ") else { return text }
    return String(text[text.index(after: space)...])
  }

  /// What tells this constraint from the others of its message: its address and description together (a log can
  /// print two different constraints at one address, one freed and the other made at the same place).
  public var identity: String { address + " " + body }
}

/// Who made a logged constraint, as far as its class and identifier tell.
public enum LoggedOrigin: String, Sendable, Hashable {
  /// The app (anchors, Interface Builder, VFL, a layout library).
  case user
  /// `translatesAutoresizingMaskIntoConstraints` (`NSAutoresizingMaskLayoutConstraint`).
  case autoresizing
  /// An intrinsic content size with a required hugging or compression priority.
  case contentSize
  /// A table or collection view holding its cell (or a container its child) at a size.
  case encapsulated
  /// `_UITemporaryLayoutWidth`: a size UIKit holds while it measures a view (a cell before it has its width), or
  /// `fittingSizeHTarget`: the target width of a fitting-size request.
  case temporary
  /// `UISV-*`: made by a stack view.
  case stackView
  /// `UIView-*Margin-guide-constraint`: the layout margins guide.
  case marginsGuide
  /// `UIViewSafeAreaLayoutGuide-*`: the safe area.
  case safeAreaGuide
  /// `UIViewReadableContentGuide-*`: the readable content guide.
  case readableGuide
}

extension LoggedOrigin {
  /// What made the constraint, in a few words.
  public var words: String {
    switch self {
    case .user: "the app"
    case .autoresizing: "an autoresizing mask"
    case .contentSize: "the intrinsic content size"
    case .encapsulated: "the container's size"
    case .temporary: "a temporary measuring size"
    case .stackView: "the stack view"
    case .marginsGuide: "the layout margins"
    case .safeAreaGuide: "the safe area"
    case .readableGuide: "the readable content guide"
    }
  }
}

/// One line of `_autolayoutTrace` output.
public struct TraceLine: Sendable, Hashable {
  /// Nesting depth (the number of `|   ` before the item).
  public var depth: Int
  /// `*` (Auto Layout), `+` (autoresizing mask), `•` (engine host) or empty.
  public var marker: String
  /// The view.
  public var item: LoggedItem
  /// True when the line says `AMBIGUOUS LAYOUT`.
  public var isAmbiguous: Bool
  /// The ambiguous engine variables (`minX`, `minY`, `Width`, `Height`).
  public var ambiguousVariables: [String]
  /// True when the line says `MISSING HOST CONSTRAINTS`: a layout engine host (•) whose own frame no constraint
  /// of its superview's engine gives.
  public var missingHostConstraints = false
  /// The line of the log (1-based).
  public var line: Int
}

/// One Auto Layout message found in a log.
public struct LogMessage: Sendable, Hashable {
  /// What the message is.
  public enum Kind: String, Sendable, Hashable {
    /// "Unable to simultaneously satisfy constraints." (UIKit) or "…constraints:" (AppKit).
    case unsatisfiable
    /// `_autolayoutTrace` output, or UIKit's "View has an ambiguous layout" message that quotes it.
    case trace
    /// A printed list of constraints (`constraintsAffectingLayout(for:)`, `po view.constraints`).
    case constraintList
  }

  /// What the message is.
  public var kind: Kind
  /// `UIKit` or `AppKit`.
  public var framework: String
  /// The first line of the message (1-based).
  public var line: Int
  /// The constraints listed, in log order.
  public var constraints: [LoggedConstraint]
  /// The constraint the system broke to recover, when the log got that far.
  public var broken: LoggedConstraint?
  /// Trace lines (trace messages).
  public var trace: [TraceLine]
  /// What the log should have had but did not (a cut-off list, a missing recovery line, redacted entries).
  public var missing: [String]

  /// A broken constraint printed with another address than the listed one it repeats is that listed one.
  mutating func settleBroken() {
    guard let broken, !constraints.contains(where: { $0.identity == broken.identity }) else { return }
    if let listed = constraints.first(where: { $0.body == broken.body }) {
      missing.append(
        "line \(broken.line): the broken constraint is printed at \(broken.address) but listed at \(listed.address) "
          + "(line \(listed.line)); read as the listed one")
      self.broken = listed
    }
  }

  /// Creates a message.
  public init(
    kind: Kind, framework: String, line: Int, constraints: [LoggedConstraint] = [],
    broken: LoggedConstraint? = nil,
    trace: [TraceLine] = [], missing: [String] = []
  ) {
    self.kind = kind
    self.framework = framework
    self.line = line
    self.constraints = constraints
    self.broken = broken
    self.trace = trace
    self.missing = missing
  }
}
