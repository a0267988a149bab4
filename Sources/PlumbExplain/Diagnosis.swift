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

extension ViewOwnership {
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
    let ownership = ViewOwnership(message)
    let systemNames = ownership.items.filter { isBareName($0) && ownership.isSystem($0) }.compactMap(\.name)
    if any("_UINavigationBar", "_UIBackButton", "UINavigationBar") {
      let named = Set(systemNames).sorted().map { "\($0) is UIKit's own name for one of them" }
      return
        "the navigation bar's own views (its back button, title and bar button items, laid out while the bar's "
        + "content view is still 0 wide: before its first layout, or during a push or a size change"
        + (named.isEmpty ? "" : "; " + named.joined(separator: ", "))
        + "). A known UIKit quirk: harmless, and nothing in the app's code causes or fixes it."
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
    let prefixes = Set(ownership.items.filter(ownership.isSystem).compactMap(frameworkPrefix))
    if let framework = frameworks.first(where: { prefixes.contains($0.prefix) }) {
      return
        "\(framework.name) own views (classes whose names begin with \(framework.prefix), inside the framework's "
        + "view), laid out by the framework, not by the app. Usually harmless; nothing in the app's code sets these "
        + "constraints. What the app sets is the size of the view it places: give it its final size before it "
        + "appears, and report the log to Apple if the view draws wrongly."
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
    let ownership = ViewOwnership(message)
    if ViewOwnership.isActionSheetWidth(all) || ownership.isNotTheApps { return .system }
    if duplicatePair(message) != nil { return .duplicate }
    if all.contains(where: { $0.origin == .autoresizing && !ownership.isSystem($0.first) }) {
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
