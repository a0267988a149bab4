/// Who owns the views of one logged message: UIKit's and AppKit's private views, other Apple frameworks' and system
/// processes' views, and the app's own. A view's class decides when it can (`_UIModernBarButton` is UIKit's,
/// `MyApp.CardView` the app's); otherwise the message's evidence does:
///
/// - A bare name (the description calls a view by an identifier, and the `names:` list gives it no class) is the
///   app's, unless a constraint UIKit made (one with an identifier in UIKit's own styles: `UI…`, `_UI…`, `NS…`, or
///   `BIB_Leading_Leading`-like words joined by underscores) ties it to a system view, and nothing ties it to one of
///   the app's. That is how a navigation bar's back button reads: UIKit gives it the name `BackButton`, and only
///   UIKit's `CB_Trailing_Trailing`, `Mask_Trailing_Trailing` and `BIB_Leading_Leading` tie it to the bar's
///   `_UIModernBarButton` and `_UIBackButtonMaskView`.
/// - A class with an Apple framework's prefix (`AVPlayerView`, `CKMessageEntryView`, `SFAirDropIconView`) is that
///   framework's when the log shows it inside that framework's views (an ancestor through `|` superviews with the same
///   prefix) or tied to a system view, and nothing ties it to the app's. Alone it is nobody's: an Objective-C app's
///   class may use the same letters. A module-qualified class (`MyApp.SFButton`) is always the app's.
public struct ViewOwnership: Sendable {
  /// The keys (`LoggedItem.key`) of the views the message shows are the system's.
  public let systemKeys: Set<String>
  /// The keys of the views the message shows are the app's.
  public let appKeys: Set<String>
  /// The views of the message.
  let items: [LoggedItem]

  /// Reads whose views a message's are.
  public init(_ message: LogMessage) {
    let items = Self.items(message)
    self.items = items
    var system = Set(items.filter(Self.isSystem).map(\.key))
    var app = Set(items.filter(Self.isAppClass).map(\.key))
    app.subtract(system)
    var ties: [String: [(other: String, madeByUIKit: Bool, madeByMask: Bool)]] = [:]
    var parents: [String: [String]] = [:]
    for constraint in message.constraints + [message.broken].compactMap({ $0 }) {
      var members: [LoggedItem] = []
      for item in [constraint.first, constraint.second, constraint.superviewName].compactMap({ $0 })
      where !item.isGuide && !members.contains(where: { $0.key == item.key }) {
        members.append(item)
      }
      let byUIKit = constraint.identifier.map(Self.isUIKitIdentifier) ?? false
      let byMask = constraint.origin == .autoresizing
      for item in members {
        for other in members where other.key != item.key {
          ties[item.key, default: []].append((other.key, byUIKit, byMask))
        }
      }
      // The `|` of a visual format (or of the names list) is the superview of the other views; a mask constraint
      // between two views relates a view to its superview.
      func addParent(_ parent: String, of child: String) {
        if parents[child]?.contains(parent) != true { parents[child, default: []].append(parent) }
      }
      if let container = constraint.superviewName, !container.isGuide {
        for item in members where item.key != container.key { addParent(container.key, of: item.key) }
      } else if byMask, let second = constraint.second, !second.isGuide, second.key != constraint.first.key {
        addParent(second.key, of: constraint.first.key)
      }
    }
    // One item for each key, with its class when the log gives one anywhere.
    var byKey: [String: LoggedItem] = [:]
    for item in items where byKey[item.key].map(Self.isBareName) ?? true { byKey[item.key] = item }
    let named = Set(items.filter(Self.isBareName).map(\.key)).subtracting(system).subtracting(app)
    let prefixed = Set(
      items.filter { Self.frameworkPrefix($0) != nil }.map(\.key)
    ).subtracting(system).subtracting(app)
    func ancestors(of key: String) -> [String] {
      var result: [String] = []
      var frontier = parents[key] ?? []
      while let next = frontier.popLast() {
        guard next != key, !result.contains(next), result.count < 64 else { continue }
        result.append(next)
        frontier += parents[next] ?? []
      }
      return result
    }
    // A worklist: a view found to be the system's sends the views tied to it to be looked at again.
    let candidates = named.union(prefixed)
    var pending = items.map(\.key).filter { candidates.contains($0) }
    var queued = Set(pending)
    while let key = pending.popLast() {
      queued.remove(key)
      guard !system.contains(key) else { continue }
      let tied = ties[key] ?? []
      // Tied to one of the app's views: not the system's, whatever else.
      if tied.contains(where: { app.contains($0.other) }) { continue }
      let evidence: Bool
      if named.contains(key) {
        evidence = tied.contains { $0.madeByUIKit && system.contains($0.other) }
      } else {
        let prefix = byKey[key].flatMap(Self.frameworkPrefix)
        evidence =
          tied.contains { tie in
            system.contains(tie.other)
              && (tie.madeByUIKit || tie.madeByMask
                || byKey[tie.other].map { !Self.holdsAppViews($0) } ?? false)
          }
          || ancestors(of: key).contains { ancestor in
            byKey[ancestor].flatMap(Self.frameworkPrefix) == prefix
          }
      }
      guard evidence else { continue }
      system.insert(key)
      for tie in tied where candidates.contains(tie.other) && !system.contains(tie.other) {
        if queued.insert(tie.other).inserted { pending.append(tie.other) }
      }
    }
    // A bare name nothing shows is UIKit's is the app's: UIKit prints the identifier the app gave it.
    app.formUnion(named.subtracting(system))
    systemKeys = system
    appKeys = app
  }

  /// True for a view the message shows is the system's.
  public func isSystem(_ item: LoggedItem) -> Bool { !item.isGuide && systemKeys.contains(item.key) }

  /// True for a view the message shows is the app's.
  public func isApps(_ item: LoggedItem) -> Bool { !item.isGuide && appKeys.contains(item.key) }

  /// True when the message is about views the app does not own: a system view and none of the app's, or the
  /// action sheet's lone `width == - 16`.
  public var isNotTheApps: Bool {
    items.contains(where: isSystem) && !items.contains(where: isApps)
  }

  /// True when the message is about views the app does not own (see `isNotTheApps`).
  public static func isNotTheApps(_ message: LogMessage) -> Bool {
    let all = message.constraints + [message.broken].compactMap { $0 }
    return isActionSheetWidth(all) || ViewOwnership(message).isNotTheApps
  }

  // MARK: Classes

  /// Class name prefixes of views only UIKit, AppKit or a system process makes.
  static let systemPrefixes = [
    "UIKeyboard", "UIInputSet", "UIInputSwitcher", "UIRemoteKeyboard", "UIKBCompat", "UIButtonLabel",
    "UITableViewWrapperView", "UIViewControllerWrapperView", "UINavigationTransitionView", "UITransitionView",
    "UIDropShadowView", "UITextEffectsWindow", "UIPredictionViewController", "UICompatibilityInputView",
    "UISystemKeyboard", "UIActivityContent", "UIActivityAction", "UIInterfaceAction", "SPUI", "SBUI",
    "CKMessage",
    "CKChat", "SFSafari", "SFAirDrop", "SFShare", "NSTitlebar", "NSToolbarView", "NSTouchBar", "FI_T",
    "LPLinkView",
  ]

  /// Apple frameworks that make views of their own, by the prefix of their classes, and what they are.
  static let frameworks: [(prefix: String, name: String)] = [
    ("AV", "AVKit's (the video player's)"), ("CK", "Messages' (ChatKit)"),
    ("CN", "ContactsUI's"), ("EK", "EventKitUI's"), ("GK", "GameKit's"), ("LP", "LinkPresentation's"),
    ("MF", "MessageUI's (the mail and message composers')"), ("MK", "MapKit's"), ("MP", "MediaPlayer's"),
    ("PH", "PhotosUI's"), ("PK", "PassKit's or PencilKit's"), ("PU", "PhotosUI's"), ("QL", "QuickLook's"),
    ("SF", "SafariServices' or the share sheet's"), ("SK", "StoreKit's or SpriteKit's"),
    ("TUI", "the keyboard's (TextInputUI)"), ("WK", "WebKit's"),
  ]

  /// True for a view only the system makes, by its class: a `_UI…`, `_NS…` or other underscored class (Swift's
  /// mangled `_Tt…` names aside), or one of the known system classes. A module-qualified class is the app's.
  public static func isSystem(_ item: LoggedItem) -> Bool {
    guard !item.isGuide, !isBareName(item), !isAppClass(item) else { return false }
    let name = item.shortClassName
    if name.hasPrefix("_") { return !name.hasPrefix("_Tt") }
    return systemPrefixes.contains { name.hasPrefix($0) }
  }

  /// True for a view that is certainly the app's by its class: a module-qualified class (`MyApp.CardView`), or
  /// Swift's mangled `_Tt…`.
  static func isAppClass(_ item: LoggedItem) -> Bool {
    guard !item.isGuide, !isBareName(item) else { return false }
    if item.className.hasPrefix("_Tt") { return true }
    guard isModuleQualified(item.className) else { return false }
    let module = item.className.prefix { $0 != "." }
    return !["UIKit", "UIKitCore", "AppKit"].contains(String(module))
  }

  /// True for a view the log calls by a name (an identifier) and gives no class of its own.
  static func isBareName(_ item: LoggedItem) -> Bool {
    guard let name = item.name, name != "|" else { return false }
    return item.className == name || item.className.isEmpty
  }

  /// `Module.Class`: two or more identifiers joined by dots (not a names-list key such as `groupView.actions...`).
  static func isModuleQualified(_ name: String) -> Bool {
    guard !name.hasPrefix("NSKVONotifying_") else { return false }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 2
      && parts.allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
  }

  /// The Apple framework prefix a class (not module-qualified) begins with, followed by a capitalised word.
  static func frameworkPrefix(_ item: LoggedItem) -> String? {
    guard !item.isGuide, !isBareName(item), !isModuleQualified(item.className) else { return nil }
    let name = item.className
    for framework in frameworks where name.hasPrefix(framework.prefix) {
      let rest = name.dropFirst(framework.prefix.count)
      guard let first = rest.first, first.isUppercase, rest.dropFirst().first?.isLowercase == true else {
        continue
      }
      return framework.prefix
    }
    return nil
  }

  /// System containers the app's own views live in (a view controller's wrapper, a visual effect's content view, a
  /// cell's content view): a constraint to one says nothing of who owns the other view.
  static func holdsAppViews(_ item: LoggedItem) -> Bool {
    let name = item.shortClassName
    return name.hasSuffix("ContentView") || name.hasSuffix("WrapperView") || name.hasSuffix("TransitionView")
      || name.hasSuffix("DropShadowView") || name.hasSuffix("LayoutContainerView")
  }

  /// An identifier in one of the styles UIKit and AppKit give their own constraints: `UI…` (`UIView-Encapsulated-…`,
  /// `UINavItemContentGuide-leading`, `UIButtonBar.maximumAlignmentSize`), `_UI…`, `NS…`, or capitalised words
  /// joined by underscores (`BIB_Leading_Leading`, `MaskEV_Leading_BIB_Trailing`, `TB_Trailing_Trailing`).
  static func isUIKitIdentifier(_ identifier: String) -> Bool {
    if identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") || identifier.hasPrefix("NS") { return true }
    let words = identifier.split(separator: "_", omittingEmptySubsequences: false)
    return words.count >= 3
      && words.allSatisfy { word in
        word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0.isNumber }
      }
  }

  // MARK: Messages

  /// The views of a message's constraints, and those named in a description the log cut off (`Class:0x…`
  /// after the constraint's own head): enough to tell whose views they are.
  static func items(_ message: LogMessage) -> [LoggedItem] {
    var items: [LoggedItem] = []
    for constraint in message.constraints + [message.broken].compactMap({ $0 }) {
      items.append(constraint.first)
      if let second = constraint.second { items.append(second) }
      if let container = constraint.superviewName { items.append(container) }
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

  /// UIAlertController's action sheet logs its own `UIView.width == - 16` (iOS 12.2 and later).
  static func isActionSheetWidth(_ constraints: [LoggedConstraint]) -> Bool {
    guard let first = constraints.first, constraints.allSatisfy({ $0.identity == first.identity }) else {
      return false
    }
    return first.first.shortClassName == "UIView" && first.firstAttribute == .width && first.second == nil
      && first.constant == -16
  }
}
