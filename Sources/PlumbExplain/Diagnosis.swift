internal import PlumbLayout

/// What a conflict comes from, named the way an experienced engineer names it first.
public enum Diagnosis: String, Sendable, Hashable {
  /// Every view in it belongs to UIKit or AppKit (or another system process): not the app's code.
  case system
  /// One attribute of one view constrained twice (two heights, two widths).
  case duplicate
  /// A view of the app placed by its autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
  case autoresizing
  /// A size UIKit holds while it measures a view (`_UITemporaryLayoutWidth`, a sizing library's zero width).
  case temporary
  /// A table or collection view's cell (or a container's child) held at the size its container chose.
  case encapsulated
  /// A hidden arranged view of a stack view collapsed to zero.
  case stackHidden = "stack-hidden"
  /// A stack view's own constraints against the app's.
  case stack
  /// An intrinsic size enforced at required priority.
  case contentSize = "content-size"
  /// Layout margins or the safe area leave less room than asked.
  case margins
  /// Two chains of required constraints that disagree.
  case chain
  /// The log redacted the constraints (`<private>`).
  case redacted
  /// The log holds too little of the message to tell.
  case incomplete
}

/// Who owns the views of a log: UIKit's and AppKit's private views, system processes' views, and the app's own.
public enum ViewOwnership {
  /// Class name prefixes of views only UIKit, AppKit or a system process makes.
  static let systemPrefixes = [
    "UIKeyboard", "UIInputSet", "UIInputSwitcher", "UIRemoteKeyboard", "UIKBCompat", "UIButtonLabel",
    "UITableViewWrapperView", "UIViewControllerWrapperView", "UINavigationTransitionView", "UITransitionView",
    "UIDropShadowView", "UITextEffectsWindow", "UIPredictionViewController", "UICompatibilityInputView",
    "UISystemKeyboard", "UIActivityContent", "UIActivityAction", "SPUI", "SBUI", "CKMessage", "CKChat",
    "SFSafari", "SFAirDrop", "SFShare", "NSTitlebar", "NSToolbarView", "NSTouchBar", "FI_T", "LPLinkView",
  ]

  /// True for a view only the system makes: a `_UI…`, `_NS…` or other underscored class (Swift's mangled `_Tt…`
  /// names aside), or one of the known system classes.
  public static func isSystem(_ item: LoggedItem) -> Bool {
    guard !item.isGuide else { return false }
    let name = item.shortClassName
    if name.hasPrefix("_") { return !name.hasPrefix("_Tt") }
    return systemPrefixes.contains { name.hasPrefix($0) }
  }

  /// True for a view that is certainly the app's: a module-qualified class (`MyApp.CardView`, Swift's mangled
  /// `_Tt…`), or one the log names (an identifier instead of a class).
  public static func isApps(_ item: LoggedItem) -> Bool {
    if item.isGuide { return false }
    if item.className.hasPrefix("_Tt") { return true }
    if item.className.contains("."), !item.className.hasPrefix("NSKVONotifying_") {
      return !item.className.hasPrefix("UIKit.") && !item.className.hasPrefix("AppKit.")
    }
    return item.name != nil && item.name != "|" && item.address != nil
  }

  /// The views of a message's constraints, and those named in a description the log cut off (`Class:0x…`
  /// after the constraint's own head): enough to tell whose views they are.
  static func items(_ message: LogMessage) -> [LoggedItem] {
    var items: [LoggedItem] = []
    for constraint in message.constraints + [message.broken].compactMap({ $0 }) {
      items.append(constraint.first)
      if let second = constraint.second { items.append(second) }
    }
    for note in message.missing where note.contains("cut off inside a description") {
      guard let head = note.range(of: "Constraint:0x") else { continue }
      items += namedItems(note[head.upperBound...])
    }
    return items
  }

  /// The `Class:0xADDRESS` items a piece of description names.
  static func namedItems(_ text: Substring) -> [LoggedItem] {
    var items: [LoggedItem] = []
    var rest = text
    while let colon = rest.range(of: ":0x") {
      let className = rest[..<colon.lowerBound].reversed().prefix {
        $0.isLetter || $0.isNumber || "_.".contains($0)
      }
      let address = rest[colon.upperBound...].prefix { $0.isHexDigit }
      if !className.isEmpty, !address.isEmpty {
        items.append(LoggedItem(className: String(className.reversed()), address: "0x" + address))
      }
      rest = rest[colon.upperBound...]
    }
    return items
  }

  /// True when the message is about views the app does not own: a system view and none of the app's, or the
  /// action sheet's lone `width == - 16`.
  public static func isNotTheApps(_ message: LogMessage) -> Bool {
    let all = message.constraints + [message.broken].compactMap { $0 }
    if isActionSheetWidth(all) { return true }
    let items = self.items(message)
    return items.contains(where: isSystem) && !items.contains(where: isApps)
  }

  /// UIAlertController's action sheet logs its own `UIView.width == - 16` (iOS 12.2 and later).
  static func isActionSheetWidth(_ constraints: [LoggedConstraint]) -> Bool {
    guard let first = constraints.first, constraints.allSatisfy({ $0.identity == first.identity }) else {
      return false
    }
    return first.first.shortClassName == "UIView" && first.firstAttribute == .width && first.second == nil
      && first.constant == -16
  }

  /// The known UIKit behaviour the message comes from, and what the app can do about it.
  static func behaviour(_ message: LogMessage) -> String {
    let all = message.constraints + [message.broken].compactMap { $0 }
    let names = Set(items(message).map(\.shortClassName))
    func any(_ prefixes: String...) -> Bool {
      names.contains { name in prefixes.contains { name.hasPrefix($0) } }
    }
    if isActionSheetWidth(all) || any("_UIAlertController", "_UIInterfaceAction") {
      return
        "UIAlertController's own views (an action sheet logs width == - 16 on iOS 12.2 and later). A known UIKit "
        + "bug: harmless, and nothing in the app's code causes or fixes it."
    }
    if any("UIKeyboardAssistantBar", "_UIUCBKB", "UIKeyboard", "UIKBCompat", "UIInputSwitcher") {
      return
        "the keyboard's own views (the input assistant or shortcut bar above the keys, laid out at height or "
        + "width 0 while the keyboard appears). Harmless; to remove the bar from one text field, empty its "
        + "inputAssistantItem's leadingBarButtonGroups and trailingBarButtonGroups."
    }
    if any(
      "_UIToolbarContentView", "_UIButtonBarStackView", "_UIModernBarButton", "_UIButtonBarButton",
      "UIButtonLabel")
    {
      return
        "UIKit's bar button items (a toolbar's or navigation bar's button bar, laid out before the bar has its "
        + "width). Harmless. If it is a toolbar the app makes, say as an inputAccessoryView, create it with a frame "
        + "(UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))) instead of UIToolbar()."
    }
    if any("CK", "UIInputSet", "UIRemoteKeyboard") {
      return
        "the system's input views (the keyboard's host window and input views). Harmless; nothing in the app's "
        + "code causes it."
    }
    if any("SPUI", "SBUI") {
      return "SpringBoard's own views (another process). Nothing the app can change."
    }
    if any("FI_T") {
      return
        "the open or save panel's own file browser (Finder's FI_T… views, laid out at a size of 0 while the panel "
        + "opens). Harmless; nothing in the app's code causes it."
    }
    if any("_UIActivity", "LPLinkView", "SFShare", "SFAirDrop") {
      return
        "the share sheet's own views (UIActivityViewController's cells, title and link preview). A known UIKit "
        + "quirk: harmless, and nothing in the app's code causes or fixes it."
    }
    return
      "UIKit's own views (private classes whose names begin with _UI, or system containers). Usually harmless; "
      + "nothing in the app's code sets these constraints."
  }
}

extension Explainer {
  /// Names what the conflict comes from: the system's views, one attribute constrained twice, an autoresizing mask
  /// on the app's view, a measuring size, a container's size, a stack view, an intrinsic size, margins, or else two
  /// chains that disagree. A list cut off before its end with no recovery line is `incomplete`.
  public func diagnose(_ message: LogMessage) -> Diagnosis {
    let all = message.constraints + [message.broken].compactMap { $0 }
    if message.constraints.isEmpty {
      return message.missing.contains { $0.contains("<private>") } ? .redacted : .incomplete
    }
    if ViewOwnership.isNotTheApps(message) { return .system }
    if duplicatePair(message) != nil { return .duplicate }
    if all.contains(where: { $0.origin == .autoresizing && !ViewOwnership.isSystem($0.first) }) {
      return .autoresizing
    }
    if all.contains(where: { $0.origin == .temporary }) { return .temporary }
    if all.contains(where: { $0.origin == .encapsulated || isUnnamedCellSize($0) }) { return .encapsulated }
    if all.contains(where: { $0.identifier == "UISV-hiding" }) { return .stackHidden }
    if all.contains(where: { $0.origin == .stackView }) { return .stack }
    if all.contains(where: { $0.origin == .contentSize }) { return .contentSize }
    if all.contains(where: { [.marginsGuide, .safeAreaGuide, .readableGuide].contains($0.origin) }) {
      return .margins
    }
    // Nothing named in what the log kept, and the list is cut off: too little to tell.
    if message.broken == nil, message.missing.contains(where: { $0.contains("cut off inside a description") })
    {
      return .incomplete
    }
    return .chain
  }

  /// A cell's content view held at a size with no identifier (older releases and sizing libraries print it so).
  func isUnnamedCellSize(_ constraint: LoggedConstraint) -> Bool {
    constraint.identifier == nil && constraint.second == nil && constraint.firstAttribute.isSize
      && constraint.relation == .equal && constraint.first.shortClassName.hasSuffix("CellContentView")
  }

  /// Two required equalities the app made that set one attribute of one view: two sizes (`A.height == 200` and
  /// `A.height == 84`, or `A.width == 1` and `A.width == B.width`), or the same two anchors with different
  /// constants.
  public func duplicatePair(_ message: LogMessage) -> (LoggedConstraint, LoggedConstraint)? {
    var sizes: [String: LoggedConstraint] = [:]
    var pairs: [String: LoggedConstraint] = [:]
    var madeAt: [String: LoggedConstraint] = [:]
    for constraint in message.constraints where constraint.relation == .equal && constraint.priority >= 1000 {
      guard constraint.origin == .user, !constraint.first.isGuide else { continue }
      // One line of code that made the same attribute of the same view twice ran twice (SnapKit's and
      // Masonry's `File.swift#41`): `makeConstraints` called again, whatever the second item.
      if let location = constraint.sourceLocation {
        let key = "\(location)|\(constraint.first.key).\(constraint.firstAttribute.rawValue)"
        if let other = madeAt[key], other.identity != constraint.identity { return (other, constraint) }
        madeAt[key] = constraint
      }
      if constraint.firstAttribute.isSize {
        let key = constraint.first.key + "." + constraint.firstAttribute.rawValue
        if let other = sizes[key], other.identity != constraint.identity,
          other.constant != constraint.constant || other.second != constraint.second
            || other.multiplier != constraint.multiplier
        {
          return (other, constraint)
        }
        sizes[key] = constraint
      }
      if let second = constraint.second {
        let key =
          "\(constraint.first.key).\(constraint.firstAttribute.rawValue)|\(second.key).\(constraint.secondAttribute.rawValue)"
        if let other = pairs[key], other.identity != constraint.identity,
          other.constant != constraint.constant || other.multiplier != constraint.multiplier
        {
          return (other, constraint)
        }
        pairs[key] = constraint
      }
    }
    return nil
  }
}
