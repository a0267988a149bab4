internal import Foundation
public import PlumbLayout

/// A view (or custom layout guide) of a reconstructed layout.
public struct ReconstructedView: Sendable, Hashable {
  /// The document id.
  public var id: String
  /// The item as the log named it (nil for a root the log never named).
  public var item: LoggedItem?
  /// The superview's id (nil for the root); a guide's owner.
  public var superview: String?
  /// True for a custom layout guide.
  public var isGuide = false
  /// The document kind (`view`, `label`, `button`, …).
  public var kind = "view"
  /// Text shown (labels, buttons).
  public var text: String?
  /// `frame:` for a view placed by its autoresizing mask, when the log gives all of it.
  public var frame: Rect?
  /// Intrinsic size from content-size constraints (nil: none given).
  public var intrinsic: (width: Double?, height: Double?) = (nil, nil)
  /// Hugging and compression priorities given by content-size constraints.
  public var hugging: (Float?, Float?) = (nil, nil)
  /// Compression resistance given by content-size constraints.
  public var compression: (Float?, Float?) = (nil, nil)
  /// Layout margins given by the margins guide's constraints: top, leading, bottom, trailing.
  public var margins: [Double?] = [nil, nil, nil, nil]
  /// The font size of a label's text (nil: the document's default).
  public var fontSize: Double?
  /// Hidden (a stack view's `UISV-hiding`).
  public var hidden = false
  /// Ambiguous in a logged trace.
  public var ambiguousInLog = false
  /// The placeholder sizes it was given because the log gives none: width 100, height 44.
  public var assumedWidth = false
  /// See ``assumedWidth``.
  public var assumedHeight = false

  /// Views are the same when their id, logged item and superview are.
  public static func == (a: Self, b: Self) -> Bool {
    a.id == b.id && a.item == b.item && a.superview == b.superview
  }
  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A constraint of the reconstructed document.
public struct ReconstructedConstraint: Sendable, Hashable {
  /// The logged constraint it came from.
  public var logged: LoggedConstraint?
  /// The first item's id (a view, `owner.safeArea`, a guide).
  public var first: String
  /// The first attribute.
  public var firstAttribute: LayoutAttribute
  /// The relation.
  public var relation: LayoutRelation
  /// The second item's id.
  public var second: String?
  /// The second attribute.
  public var secondAttribute: LayoutAttribute
  /// The multiplier.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority.
  public var priority: Float
  /// The identifier.
  public var identifier: String?
  /// Written from an autoresizing mask (so turning translation off removes it).
  public var fromAutoresizing = false
  /// Not from the log: a size kept from going negative, as UIKit's engine keeps it (logs show sets that conflict
  /// only that way, such as a label pinned 20 points inside both edges of a zero-width cell).
  public var isFloor = false

  /// The document's equation text: `a.leading = superview.leadingMargin + 20`.
  public var equation: String {
    var text = "\(first).\(firstAttribute.rawValue) \(relation == .equal ? "=" : relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
      text += "\(second).\(secondAttribute.rawValue)"
      if constant != 0 {
        text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
      }
    } else {
      text += formatNumber(constant)
    }
    return text
  }

  /// Identity for comparing conflicting sets: items, attributes, relation, multiplier, constant and priority.
  public var key: String { equation + (priority < 1000 ? " @\(formatNumber(Double(priority)))" : "") }
}

/// A layout document rebuilt from one log message: every view and guide the message names, its constraints, and
/// what had to be assumed.
public struct Reconstruction: Sendable {
  /// Views and guides, root first, in tree order.
  public var views: [ReconstructedView]
  /// The canvas width and height, nil where the log gives neither (then the layout's fitting size is used).
  public var canvas: (width: Double?, height: Double?)
  /// A device preset matched from the canvas size and safe-area insets.
  public var device: (name: String, orientation: Orientation)?
  /// The layout direction the document asks for.
  public var direction: LayoutDirection
  /// The document's constraints, in installation order (the broken constraint last, so it is the one that fails).
  public var constraints: [ReconstructedConstraint]
  /// What was assumed, in words.
  public var assumptions: [String]
  /// Document id of each logged item key.
  public var ids: [String: String]
  /// Each logged constraint's key (``ReconstructedConstraint/key``) by ``LoggedConstraint/identity``, including those that became
  /// document properties (canvas size, margins, frames).
  public var loggedKeys: [String: String] = [:]
  /// Each logged constraint as a sentence (``ReconstructedConstraint/sentence``), by identity.
  public var loggedSentences: [String: String] = [:]

  /// The id of the view holding `item`, if the reconstruction has it.
  public func id(of item: LoggedItem) -> String? { ids[item.key] }

  /// The view with `id`.
  public func view(_ id: String) -> ReconstructedView? { views.first { $0.id == id } }

  /// The logged item behind a document id, as the log named it.
  public func logName(of id: String) -> String {
    let base = id.split(separator: ".").first.map(String.init) ?? id
    guard let item = view(base)?.item else { return id }
    return item.display
  }
}

/// Rebuilds views and constraints from a log message.
public enum Reconstructor {
  /// Options for a reconstruction.
  public struct Options: Sendable {
    /// The layout direction (a log does not say; leading means left unless told).
    public var direction: LayoutDirection = .leftToRight
    /// Creates options.
    public init(direction: LayoutDirection = .leftToRight) { self.direction = direction }
  }

  /// Rebuilds the layout behind `message`.
  public static func reconstruct(_ message: LogMessage, options: Options = Options()) -> Reconstruction {
    var builder = Builder(message: message, options: options)
    return builder.build()
  }

  struct Builder {
    let message: LogMessage
    let options: Options
    var items: [String: LoggedItem] = [:]
    var order: [String] = []
    var parent: [String: String] = [:]
    var guideOwner: [String: String] = [:]
    var assumptions: [String] = []

    init(message: LogMessage, options: Options) {
      self.message = message
      self.options = options
    }

    var allConstraints: [LoggedConstraint] {
      var list = message.constraints
      if let broken = message.broken, !list.contains(where: { $0.identity == broken.identity }) {
        list.append(broken)
      }
      return list
    }

    mutating func note(_ item: LoggedItem) {
      if item.name == "|" && item.address == nil { return }
      guard var known = items[item.key] else {
        items[item.key] = item
        order.append(item.key)
        return
      }
      // Later sightings fill in what earlier ones lacked: text, a bare name, the class.
      if known.text == nil { known.text = item.text }
      if known.name == nil { known.name = item.name }
      if known.className.isEmpty || known.className == known.name { known.className = item.className }
      items[item.key] = known
    }

    func isAncestor(_ candidate: String, of key: String) -> Bool {
      var current: String? = key
      var steps = 0
      while let node = current, steps < 10_000 {
        if node == candidate { return true }
        current = parent[node]
        steps += 1
      }
      return false
    }

    /// Records that `child` sits in `container`, unless something said otherwise first or it would make a cycle.
    mutating func contain(_ child: String, in container: String) {
      guard child != container, parent[child] == nil, !isAncestor(child, of: container) else { return }
      parent[child] = container
    }

    /// The hierarchy from the evidence (trace lines, guides, containment), a root, ids and the views in tree order;
    /// then the constraints.
    mutating func build() -> Reconstruction {
      let constraints = allConstraints
      readTraceHierarchy()
      for constraint in constraints {
        note(constraint.first)
        if let second = constraint.second { note(second) }
      }
      findGuideOwners(constraints)
      gatherContainment(constraints)
      containViewsPinnedInside(constraints)
      let rootKey = chooseRoot(constraints)
      let rootID = "root"
      if rootKey == nil {
        assumptions.append(
          "the log never names the views' common superview; a plain view (root) stands in for it")
      }
      let ids = assignIDs(rootKey: rootKey, rootID: rootID)
      var views = viewsInTreeOrder(ids: ids, rootKey: rootKey, rootID: rootID)
      noteUnplacedViews(views, rootKey: rootKey, rootID: rootID)
      for line in message.trace where line.isAmbiguous {
        if let id = ids[line.item.key], let index = views.firstIndex(where: { $0.id == id }) {
          views[index].ambiguousInLog = true
        }
      }

      var reconstruction = Reconstruction(
        views: views, canvas: (nil, nil), device: nil, direction: options.direction, constraints: [],
        assumptions: [],
        ids: ids)
      translateConstraints(constraints, into: &reconstruction, rootKey: rootKey)
      reconstruction.assumptions = assumptions + reconstruction.assumptions
      return reconstruction
    }

    /// Trace lines state the hierarchy outright.
    mutating func readTraceHierarchy() {
      var stack: [String] = []
      for line in message.trace {
        note(line.item)
        stack = Array(stack.prefix(line.depth))
        if let container = stack.last { contain(line.item.key, in: container) }
        stack.append(line.item.key)
      }
    }

    /// Guide owners from the guides' own constraints.
    mutating func findGuideOwners(_ constraints: [LoggedConstraint]) {
      for constraint in constraints {
        guard let second = constraint.second else { continue }
        let origin = constraint.origin
        if origin == .marginsGuide || origin == .safeAreaGuide || origin == .readableGuide {
          if constraint.first.isGuide { guideOwner[constraint.first.key] = second.key }
          if second.isGuide { guideOwner[second.key] = constraint.first.key }
        }
      }
    }

    /// Containment evidence: a constraint to the superview, margins, system guides, autoresizing masks and stack
    /// views each say which view holds which.
    mutating func gatherContainment(_ constraints: [LoggedConstraint]) {
      for constraint in constraints {
        if let container = constraint.superviewName, constraint.containerSide == 0, !constraint.first.isGuide
        {
          note(container)
          contain(constraint.first.key, in: container.key)
        }
        guard let second = constraint.second else { continue }
        let first = constraint.first
        if constraint.containerSide == 1 {
          if second.key != first.key, !second.isGuide { contain(second.key, in: first.key) }
        }
        if constraint.containerSide == 2 { if !first.isGuide { contain(first.key, in: second.key) } }
        let origin = constraint.origin
        if origin == .marginsGuide || origin == .safeAreaGuide || origin == .readableGuide { continue }
        if constraint.origin == .autoresizing, !first.isGuide, !second.isGuide {
          contain(first.key, in: second.key)
          continue
        }
        let firstMargin = isMargin(constraint.firstAttribute)
        let secondMargin = isMargin(constraint.secondAttribute)
        if secondMargin && !firstMargin && !first.isGuide { contain(first.key, in: second.key) }
        if firstMargin && !secondMargin && !second.isGuide { contain(second.key, in: first.key) }
        // A view pinned to a system guide sits in the guide's owner.
        if second.systemGuide != nil, let owner = guideOwner[second.key], owner != first.key, !first.isGuide {
          contain(first.key, in: owner)
        }
        if first.systemGuide != nil, let owner = guideOwner[first.key], owner != second.key, !second.isGuide {
          contain(second.key, in: owner)
        }
        if origin == .stackView {
          let firstIsStack = first.shortClassName.hasSuffix("StackView")
          let secondIsStack = second.shortClassName.hasSuffix("StackView")
          if firstIsStack && !secondIsStack && !second.isGuide { contain(second.key, in: first.key) }
          if secondIsStack && !firstIsStack && !first.isGuide { contain(first.key, in: second.key) }
        }
      }
    }

    /// A view pinned inside another on both edges of an axis (`A.leading == B.leading + 6` and
    /// `A.trailing == B.trailing - 6`) sits in it.
    mutating func containViewsPinnedInside(_ constraints: [LoggedConstraint]) {
      var edges: [String: Set<String>] = [:]
      for constraint in constraints where constraint.origin == .user || constraint.origin == .stackView {
        guard let second = constraint.second, constraint.firstAttribute == constraint.secondAttribute,
          constraint.multiplier == 1, !constraint.first.isGuide, !second.isGuide,
          constraint.first.key != second.key
        else { continue }
        let attribute = constraint.firstAttribute
        let low: Set<LayoutAttribute> = [.leading, .left, .top]
        let high: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        // Inward: the inner view's low edge at or after the outer's, its high edge at or before.
        if low.contains(attribute) {
          let (inner, outer) =
            constraint.constant >= 0 ? (constraint.first, second) : (second, constraint.first)
          edges["\(inner.key)>\(outer.key)", default: []].insert(attribute == .top ? "v-low" : "h-low")
        } else if high.contains(attribute) {
          let (inner, outer) =
            constraint.constant <= 0 ? (constraint.first, second) : (second, constraint.first)
          edges["\(inner.key)>\(outer.key)", default: []].insert(attribute == .bottom ? "v-high" : "h-high")
        }
      }
      for (pair, sides) in edges.sorted(by: { $0.key < $1.key })
      where sides.isSuperset(of: ["h-low", "h-high"]) || sides.isSuperset(of: ["v-low", "v-high"]) {
        let parts = pair.split(separator: ">", maxSplits: 1).map(String.init)
        if parts.count == 2 { contain(parts[0], in: parts[1]) }
      }
    }

    /// The root: the view a container encapsulates (a cell, a child controller's view), else the topmost view
    /// holding the most, else nil (a plain view will stand in for the superview the log never names).
    mutating func chooseRoot(_ constraints: [LoggedConstraint]) -> String? {
      let viewKeys = order.filter { !(items[$0]?.isGuide ?? false) }
      let encapsulated = constraints.first {
        ($0.origin == .encapsulated || $0.origin == .temporary) && !$0.first.isGuide
      }?.first.key
      if let encapsulated {
        parent[encapsulated] = nil
        return encapsulated
      }
      // The one topmost view that holds others; a lone view with nothing inside it is not taken for the root.
      let topmost = viewKeys.filter { parent[$0] == nil }
      let holding = topmost.filter { key in viewKeys.contains { parent[$0] == key } }
      if holding.count == 1, let only = holding.first,
        topmost.allSatisfy({ key in
          key == only
            || !constraints.contains(where: { involvesBoth($0, key, only) && isSiblingEvidence($0) })
        })
      {
        return only
      } else if message.kind == .trace, message.trace.count > 1, let first = message.trace.first,
        parent[first.item.key] == nil,
        topmost.count == 1
      {
        return first.item.key
      }
      return nil
    }

    /// A document id for every logged item, the root's `rootID`.
    func assignIDs(rootKey: String?, rootID: String) -> [String: String] {
      var ids: [String: String] = [:]
      var used: Set<String> = [rootID]
      if let rootKey { ids[rootKey] = rootID }
      for key in order where ids[key] == nil {
        guard let item = items[key] else { continue }
        let id = uniqueID(for: item, used: &used)
        ids[key] = id
      }
      return ids
    }

    /// The views (and custom guides) in tree order, the root first; what has no known container goes in the root.
    func viewsInTreeOrder(ids: [String: String], rootKey: String?, rootID: String) -> [ReconstructedView] {
      var children: [String: [String]] = [:]
      for key in order where key != rootKey {
        guard let item = items[key] else { continue }
        var container: String?
        if item.isGuide {
          if item.systemGuide != nil { continue }
          container = guideOwner[key] ?? parent[key]
        } else {
          container = parent[key]
        }
        if let found = container, found != key, ids[found] != nil, !(items[found]?.isGuide ?? false) {
          children[found, default: []].append(key)
        } else {
          children["<root>", default: []].append(key)
        }
      }
      if let rootKey { children["<root>"] = (children["<root>"] ?? []) + (children[rootKey] ?? []) }
      var views: [ReconstructedView] = []
      var rootView = ReconstructedView(id: rootID, item: rootKey.flatMap { items[$0] }, superview: nil)
      configure(&rootView)
      views.append(rootView)
      func visit(_ key: String, parentID: String, depth: Int) {
        guard depth < 200, let item = items[key], let id = ids[key], !views.contains(where: { $0.id == id })
        else { return }
        var view = ReconstructedView(id: id, item: item, superview: parentID)
        view.isGuide = item.isGuide
        configure(&view)
        views.append(view)
        for child in children[key] ?? [] where child != rootKey {
          visit(child, parentID: id, depth: depth + 1)
        }
      }
      for key in children["<root>"] ?? [] where key != rootKey { visit(key, parentID: rootID, depth: 1) }
      return views
    }

    /// Says which views went into the root for want of evidence.
    mutating func noteUnplacedViews(_ views: [ReconstructedView], rootKey: String?, rootID: String) {
      let placedByEvidence = Set(parent.keys)
      let unplaced = views.dropFirst().filter { view in
        guard let key = view.item?.key, view.superview == rootID else { return false }
        return !placedByEvidence.contains(key) && !view.isGuide && rootKey != nil
      }
      if !unplaced.isEmpty {
        assumptions.append(
          "the log does not say where \(unplaced.map { $0.item?.display ?? $0.id }.joined(separator: ", ")) "
            + "sit\(unplaced.count == 1 ? "s" : ""); placed in root")
      }
    }

    func involvesBoth(_ constraint: LoggedConstraint, _ a: String, _ b: String) -> Bool {
      let keys = [constraint.first.key, constraint.second?.key]
      return keys.contains(a) && keys.contains(b)
    }

    /// A leading-to-trailing spacing or a size equality says two views are siblings, not nested.
    func isSiblingEvidence(_ constraint: LoggedConstraint) -> Bool {
      constraint.firstAttribute != constraint.secondAttribute || constraint.firstAttribute.isSize
    }

    func isMargin(_ attribute: LayoutAttribute) -> Bool {
      [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins,
        .centerYWithinMargins,
      ].contains(attribute)
    }

    func uniqueID(for item: LoggedItem, used: inout Set<String>) -> String {
      var base = ""
      if let name = item.name { base = sanitize(name) }
      if base.isEmpty, let text = item.text, !item.isGuide || item.systemGuide == nil {
        base = sanitize(text)
      }
      if base.isEmpty || base == "root" {
        let hex = (item.address ?? "").dropFirst(2)
        base =
          String(item.shortClassName.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }) + "_"
          + String(hex.suffix(4))
      }
      var id = base
      var counter = 2
      // Two items with the same text or address tail: take more of the address, then number them.
      if used.contains(id), let address = item.address {
        id =
          String(item.shortClassName.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }) + "_"
          + String(address.dropFirst(2))
      }
      while used.contains(id) {
        id = base + "_\(counter)"
        counter += 1
      }
      used.insert(id)
      return id
    }

    /// `Orange Membership\nFor som...` → `orangeMembershipFor`; ASCII letters and digits only (document ids).
    func sanitize(_ text: String) -> String {
      var words: [String] = []
      var current = ""
      for character in text.replacingOccurrences(of: "\\n", with: " ") {
        if character.isASCII && (character.isLetter || character.isNumber) {
          current.append(character)
        } else if !current.isEmpty {
          words.append(current)
          current = ""
        }
      }
      if !current.isEmpty { words.append(current) }
      words = Array(words.prefix(3))
      guard let first = words.first else { return "" }
      // `NEW` → `new`, `Shopping` → `shopping`, `iPhone` stays.
      var result =
        first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
      for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
      if let initial = result.first, initial.isNumber { result = "_" + result }
      return result
    }

    func configure(_ view: inout ReconstructedView) {
      guard let item = view.item, !item.isGuide else { return }
      let name = item.shortClassName
      let kinds: [(String, String)] = [
        ("UILabel", "label"), ("NSTextField", "label"), ("UIButton", "button"), ("NSButton", "button"),
        ("UITextField", "textField"), ("UITextView", "textView"), ("UIImageView", "image"),
        ("NSImageView", "image"),
      ]
      for (className, kind) in kinds where name == className { view.kind = kind }
      // Subclasses keep their base's look: `MyApp.TitleLabel`, `PrimaryButton`.
      if view.kind == "view", name.hasSuffix("Label") { view.kind = "label" }
      if view.kind == "view", name.hasSuffix("Button") { view.kind = "button" }
      if ["label", "button", "textField", "textView"].contains(view.kind) { view.text = item.text }
    }

    // MARK: Constraints

    func documentItem(
      _ item: LoggedItem, other: LoggedItem?, reconstruction: Reconstruction, rootKey: String?
    ) -> String? {
      if item.name == "|" && item.address == nil {
        // An unnamed `|`: the superview of the other item.
        guard let other, let id = reconstruction.ids[other.key], let view = reconstruction.view(id) else {
          return nil
        }
        return view.superview ?? "root"
      }
      if let guide = item.systemGuide {
        let owner = guideOwner[item.key].flatMap { reconstruction.ids[$0] } ?? "root"
        return "\(owner).\(guide.documentName)"
      }
      return reconstruction.ids[item.key]
    }

    /// The logged constraints into the document: what is a document property (the root's size, guide insets,
    /// frames, intrinsic sizes) becomes one, the rest stays a constraint with the broken one last; then the device
    /// and placeholder sizes the log leaves open.
    mutating func translateConstraints(
      _ constraints: [LoggedConstraint], into reconstruction: inout Reconstruction, rootKey: String?
    ) {
      var user: [ReconstructedConstraint] = []
      var late: [ReconstructedConstraint] = []
      var autoresizing: [String: [(LayoutAttribute, Double, LoggedConstraint)]] = [:]
      var safeInsets: [String: Double] = [:]
      for constraint in constraints {
        if let entry = plain(constraint, reconstruction: reconstruction, rootKey: rootKey) {
          reconstruction.loggedKeys[constraint.identity] = entry.key
          reconstruction.loggedSentences[constraint.identity] = entry.sentence
        }
        if absorb(
          constraint, into: &reconstruction, rootKey: rootKey, autoresizing: &autoresizing,
          safeInsets: &safeInsets)
        {
          continue
        }
        guard let entry = plain(constraint, reconstruction: reconstruction, rootKey: rootKey) else {
          assumptions.append(
            "line \(constraint.line): \(constraint.text) names an item that could not be placed; left out")
          continue
        }
        if let broken = message.broken, broken.identity == constraint.identity {
          late.append(entry)
        } else {
          user.append(entry)
        }
      }
      translateAutoresizing(autoresizing, into: &reconstruction, rootKey: rootKey, user: &user, late: &late)
      reconstruction.constraints = user + late
      chooseDevice(safeInsets, into: &reconstruction)
      addPlaceholderSizes(constraints, into: &reconstruction)
    }

    /// Takes in what `constraint` says as a document property: the root's size, a guide's inset, part of an
    /// autoresizing frame (gathered in `autoresizing`), an intrinsic size, a hidden arranged view. True when
    /// nothing is left to write as a constraint.
    mutating func absorb(
      _ constraint: LoggedConstraint, into reconstruction: inout Reconstruction, rootKey: String?,
      autoresizing: inout [String: [(LayoutAttribute, Double, LoggedConstraint)]],
      safeInsets: inout [String: Double]
    ) -> Bool {
      let origin = constraint.origin
      let firstID = reconstruction.ids[constraint.first.key]
      let isRoot = constraint.first.key == rootKey && rootKey != nil
      // The root's size: an encapsulating container's or a temporary measuring width.
      // (A zero size, as `_UITemporaryLayoutWidth` often is, stays a constraint: a canvas cannot be empty.)
      if isRoot, constraint.second == nil, constraint.relation == .equal, constraint.constant > 0,
        origin == .encapsulated || origin == .temporary || origin == .autoresizing
      {
        if constraint.firstAttribute == .width { reconstruction.canvas.width = constraint.constant }
        if constraint.firstAttribute == .height { reconstruction.canvas.height = constraint.constant }
        return true
      }
      if isRoot, origin == .encapsulated || origin == .autoresizing, constraint.firstAttribute.isLocation {
        return true
      }
      switch origin {
      case .marginsGuide, .safeAreaGuide, .readableGuide:
        return absorbGuideInset(constraint, into: &reconstruction, safeInsets: &safeInsets)
      case .autoresizing:
        if let firstID,
          constraint.second == nil || constraint.containerSide != 0 || isLocationToSuperview(constraint)
        {
          autoresizing[firstID, default: []].append(
            (constraint.firstAttribute, constraint.constant, constraint))
          return true
        }
      case .contentSize:
        if let firstID, let index = reconstruction.views.firstIndex(where: { $0.id == firstID }),
          constraint.second == nil
        {
          absorbContentSize(constraint, into: &reconstruction.views[index])
          return true
        }
      case .stackView:
        // Hidden, and still written as the constraint that hides it.
        if constraint.identifier == "UISV-hiding", let firstID,
          let index = reconstruction.views.firstIndex(where: { $0.id == firstID })
        {
          reconstruction.views[index].hidden = true
        }
      default: break
      }
      return false
    }

    /// A margins guide's inset becomes the owner's margin, a safe area's one of `safeInsets`.
    func absorbGuideInset(
      _ constraint: LoggedConstraint, into reconstruction: inout Reconstruction,
      safeInsets: inout [String: Double]
    ) -> Bool {
      guard let second = constraint.second else { return false }
      let guideIsFirst = constraint.first.isGuide
      let owner = guideIsFirst ? second : constraint.first
      guard let ownerID = reconstruction.ids[owner.key],
        let index = reconstruction.views.firstIndex(where: { $0.id == ownerID })
      else { return false }
      let attribute = guideIsFirst ? constraint.firstAttribute : constraint.secondAttribute
      let rtl = options.direction == .rightToLeft
      let edge: Int
      switch attribute {
      case .top: edge = 0
      case .left: edge = rtl ? 3 : 1
      case .leading: edge = 1
      case .bottom: edge = 2
      case .right: edge = rtl ? 1 : 3
      case .trailing: edge = 3
      default: edge = -1
      }
      guard edge >= 0 else { return false }
      if constraint.origin == .marginsGuide {
        reconstruction.views[index].margins[edge] = constraint.constant
      } else if constraint.origin == .safeAreaGuide {
        safeInsets[["top", "leading", "bottom", "trailing"][edge]] = constraint.constant
      }
      return true
    }

    /// A content-size constraint becomes the view's intrinsic size on its axis, with its hugging or compression
    /// resistance.
    func absorbContentSize(_ constraint: LoggedConstraint, into view: inout ReconstructedView) {
      let horizontal = constraint.firstAttribute == .width
      if horizontal {
        view.intrinsic.width = constraint.constant
      } else {
        view.intrinsic.height = constraint.constant
      }
      let compression =
        constraint.compressionResistance
        ?? (constraint.relation == .greaterThanOrEqual ? constraint.priority : nil)
      let hugging =
        constraint.hugging ?? (constraint.relation == .lessThanOrEqual ? constraint.priority : nil)
      if horizontal {
        view.compression.0 = compression ?? view.compression.0
        view.hugging.0 = hugging ?? view.hugging.0
      } else {
        view.compression.1 = compression ?? view.compression.1
        view.hugging.1 = hugging ?? view.hugging.1
      }
    }

    /// Autoresizing masks: a whole frame becomes `frame:`; part of one stays as plain constraints, first.
    mutating func translateAutoresizing(
      _ autoresizing: [String: [(LayoutAttribute, Double, LoggedConstraint)]],
      into reconstruction: inout Reconstruction, rootKey: String?, user: inout [ReconstructedConstraint],
      late: inout [ReconstructedConstraint]
    ) {
      for (id, parts) in autoresizing.sorted(by: { $0.key < $1.key }) {
        guard let index = reconstruction.views.firstIndex(where: { $0.id == id }) else { continue }
        // Only the four values `frame:` itself turns into constraints; other forms (midX, maxY) stay as logged.
        let plainForm = Set(parts.map(\.0)) == [.left, .top, .width, .height] && parts.count == 4
        if plainForm, let frame = frame(from: parts.map { ($0.0, $0.1) }) {
          reconstruction.views[index].frame = frame
          continue
        }
        for (_, _, constraint) in parts {
          guard var entry = plain(constraint, reconstruction: reconstruction, rootKey: rootKey) else {
            continue
          }
          entry.fromAutoresizing = true
          if let broken = message.broken, broken.identity == constraint.identity {
            late.append(entry)
          } else {
            user.insert(entry, at: 0)
          }
        }
        assumptions.append(
          "\(reconstruction.logName(of: id))'s autoresizing-mask constraints are written as plain constraints: the log "
            + "gives only part of its frame")
      }
    }

    /// The device whose size and safe area the log shows, if one has them; what the canvas is when none does.
    mutating func chooseDevice(_ safeInsets: [String: Double], into reconstruction: inout Reconstruction) {
      if !safeInsets.isEmpty {
        let nonzero = safeInsets.values.contains { $0 != 0 }
        if nonzero {
          if let match = matchDevice(reconstruction.canvas, safeInsets) {
            reconstruction.device = match
          } else {
            let list = safeInsets.sorted { $0.key < $1.key }.map { "\($0.key) \(formatNumber($0.value))" }
              .joined(separator: ", ")
            assumptions.append(
              "no device preset has this size and safe area (\(list)); the safe area is the whole canvas")
          }
        }
      }
      if reconstruction.device == nil {
        if reconstruction.canvas.width == nil && reconstruction.rootSizeConstraint(.width) == nil {
          assumptions.append(
            "the root's width is not in the log: the canvas takes the layout's fitting width (375 if that is 0)"
          )
        }
        if reconstruction.canvas.height == nil && reconstruction.rootSizeConstraint(.height) == nil {
          assumptions.append(
            "the root's height is not in the log: the canvas takes the layout's fitting height (667 if that is 0)"
          )
        }
      }
    }

    /// A view the log says nothing about on an axis gets a placeholder intrinsic size there (optional, so it never
    /// adds a conflict), so that the diagram shows it; its position on that axis stays ambiguous, as in the log.
    /// A view constrained on an axis gets a zero floor there.
    mutating func addPlaceholderSizes(
      _ constraints: [LoggedConstraint], into reconstruction: inout Reconstruction
    ) {
      var touched: Set<String> = []
      for constraint in constraints {
        for (item, attribute) in [
          (constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute),
        ] {
          guard let item, let id = reconstruction.ids[item.key], let axis = attribute.axis else { continue }
          touched.insert("\(id)/\(axis == .horizontal ? "h" : "v")")
        }
      }
      var floors: [ReconstructedConstraint] = []
      for view in reconstruction.views.dropFirst() where !view.isGuide && view.frame == nil {
        for (axis, attribute) in [("h", LayoutAttribute.width), ("v", .height)]
        where touched.contains("\(view.id)/\(axis)") {
          var floor = ReconstructedConstraint(
            logged: nil, first: view.id, firstAttribute: attribute, relation: .greaterThanOrEqual,
            second: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000, identifier: nil)
          floor.isFloor = true
          floors.append(floor)
        }
      }
      reconstruction.constraints = floors + reconstruction.constraints
      for index in reconstruction.views.indices.dropFirst() {
        let view = reconstruction.views[index]
        // A view with text measures its own size, unless the log gave one axis of it (an intrinsic size set on one
        // axis replaces the measured one on both).
        let halfGiven = (view.intrinsic.width == nil) != (view.intrinsic.height == nil)
        guard !view.isGuide, view.frame == nil, view.text == nil || halfGiven else { continue }
        var placeholder: [String] = []
        if !touched.contains("\(view.id)/h"), view.intrinsic.width == nil {
          reconstruction.views[index].intrinsic.width = 100
          reconstruction.views[index].assumedWidth = true
          placeholder.append("width 100")
        }
        if !touched.contains("\(view.id)/v"), view.intrinsic.height == nil {
          reconstruction.views[index].intrinsic.height = 44
          reconstruction.views[index].assumedHeight = true
          placeholder.append("height 44")
        }
        if !placeholder.isEmpty {
          assumptions.append(
            "the log gives no \(placeholder.count == 2 ? "size" : placeholder[0].hasPrefix("width") ? "width" : "height") for "
              + "\(reconstruction.logName(of: view.id)); an intrinsic \(placeholder.joined(separator: " and ")) \(placeholder.count == 2 ? "stand" : "stands") in"
          )
        }
      }
    }

    func isLocationToSuperview(_ constraint: LoggedConstraint) -> Bool {
      guard let second = constraint.second else { return false }
      return parent[constraint.first.key] == second.key
        && constraint.firstAttribute == constraint.secondAttribute
        && constraint.multiplier == 1
    }

    func matchDevice(_ canvas: (width: Double?, height: Double?), _ insets: [String: Double]) -> (
      name: String, orientation: Orientation
    )? {
      for device in Device.all {
        for orientation in Orientation.allCases {
          let size = device.size(orientation)
          let safe = device.safeArea(orientation)
          if let width = canvas.width, width != size.width { continue }
          if let height = canvas.height, height != size.height { continue }
          if let top = insets["top"], top != safe.top { continue }
          if let bottom = insets["bottom"], bottom != safe.bottom { continue }
          if let leading = insets["leading"], leading != safe.left { continue }
          if let trailing = insets["trailing"], trailing != safe.right { continue }
          return (device.name, orientation)
        }
      }
      return nil
    }

    /// A frame from autoresizing constants (`minX`, `midX`, `maxX`, `width`, and the vertical ones), when whole.
    func frame(from parts: [(LayoutAttribute, Double)]) -> Rect? {
      func axis(
        _ minimum: LayoutAttribute, _ middle: LayoutAttribute, _ maximum: LayoutAttribute,
        _ size: LayoutAttribute
      )
        -> (Double, Double)?
      {
        var low: Double?
        var mid: Double?
        var high: Double?
        var length: Double?
        for (attribute, value) in parts {
          switch attribute {
          case minimum: low = value
          case middle: mid = value
          case maximum: high = value
          case size: length = value
          default: break
          }
        }
        if let low, let length { return (low, length) }
        if let mid, let length { return (mid - length / 2, length) }
        if let high, let length { return (high - length, length) }
        if let low, let high { return (low, high - low) }
        if let low, let mid { return (low, 2 * (mid - low)) }
        if let mid, let high { return (2 * mid - high, 2 * (high - mid)) }
        return nil
      }
      guard let (x, width) = axis(.left, .centerX, .right, .width),
        let (y, height) = axis(.top, .centerY, .bottom, .height),
        width >= 0, height >= 0
      else { return nil }
      return Rect(x: x, y: y, width: width, height: height)
    }

    func plain(_ constraint: LoggedConstraint, reconstruction: Reconstruction, rootKey: String?)
      -> ReconstructedConstraint?
    {
      guard
        let first = documentItem(
          constraint.first, other: constraint.second, reconstruction: reconstruction, rootKey: rootKey)
      else { return nil }
      var second: String?
      var secondAttribute = constraint.secondAttribute
      var firstAttribute = constraint.firstAttribute
      if let item = constraint.second {
        guard
          let id = documentItem(
            item, other: constraint.first, reconstruction: reconstruction, rootKey: rootKey)
        else { return nil }
        second = id
      } else if firstAttribute.isLocation {
        // An autoresizing `minX == 0` or `midX == 40` is in the superview's coordinates: from its left or top.
        let view = reconstruction.view(first)
        second = view?.superview ?? "root"
        secondAttribute = firstAttribute.axis == .vertical ? .top : .left
      }
      if firstAttribute == .notAnAttribute { firstAttribute = .width }
      return ReconstructedConstraint(
        logged: constraint, first: first, firstAttribute: firstAttribute, relation: constraint.relation,
        second: second,
        secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: constraint.multiplier,
        constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier)
    }
  }
}

/// `20`, `0.5`, `94.3333`: the shortest text that reads back as the same number.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return "\(value)"
}

extension ReconstructedConstraint {
  /// The constraint as a sentence: `banner's leading edge equals root's leading margin plus 20`.
  public var sentence: String {
    func name(_ item: String) -> String {
      if item.hasSuffix(".safeArea") { return "\(item.dropLast(9))'s safe area" }
      if item.hasSuffix(".layoutMargins") { return "\(item.dropLast(14))'s margins guide" }
      if item.hasSuffix(".readableContent") { return "\(item.dropLast(16))'s readable content guide" }
      return item
    }
    func words(_ attribute: LayoutAttribute) -> String {
      switch attribute {
      case .left: "left edge"
      case .right: "right edge"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading edge"
      case .trailing: "trailing edge"
      case .width: "width"
      case .height: "height"
      case .centerX: "horizontal centre"
      case .centerY: "vertical centre"
      case .lastBaseline: "last baseline"
      case .firstBaseline: "first baseline"
      case .leftMargin: "left margin"
      case .rightMargin: "right margin"
      case .topMargin: "top margin"
      case .bottomMargin: "bottom margin"
      case .leadingMargin: "leading margin"
      case .trailingMargin: "trailing margin"
      case .centerXWithinMargins: "horizontal centre within its margins"
      case .centerYWithinMargins: "vertical centre within its margins"
      case .notAnAttribute: "value"
      }
    }
    let verb: String
    switch relation {
    case .equal: verb = second == nil ? "is" : "equals"
    case .greaterThanOrEqual: verb = "is at least"
    case .lessThanOrEqual: verb = "is at most"
    }
    var text = "\(name(first))'s \(words(firstAttribute)) "
    if let second {
      text += "\(verb) "
      if multiplier != 1 { text += "\(formatNumber(multiplier)) × " }
      text += "\(name(second))'s \(words(secondAttribute))"
      if constant != 0 {
        text += constant < 0 ? " minus \(formatNumber(-constant))" : " plus \(formatNumber(constant))"
      }
    } else {
      text += "\(verb) \(formatNumber(constant))"
    }
    if priority < 1000 { text += ", at priority \(formatNumber(Double(priority)))" }
    return text
  }
}
