import Foundation
import PlumbLayout
public import PlumbResources
import Yams

/// Reads layout documents (YAML, or JSON as the same data model) into ``LayoutDocument``s.
public struct DocumentLoader: Sendable {
  /// Limits that protect the process.
  public var limits: DocumentLimits
  /// The app's asset catalogs: `image: NAME` and colour names that are not UIKit's come from them. Asked for only
  /// when a document names one.
  public var assets: @Sendable () -> AssetCatalogs?

  /// Creates a loader.
  public init(limits: DocumentLimits = DocumentLimits(), assets: AssetCatalogs? = nil) {
    self.init(limits: limits, assets: { assets })
  }

  /// Creates a loader whose catalogs are read the first time a document names an image or colour of theirs.
  public init(limits: DocumentLimits = DocumentLimits(), assets: @escaping @Sendable () -> AssetCatalogs?) {
    self.limits = limits
    self.assets = assets
  }

  static let topKeys = [
    "title", "device", "size", "orientation", "direction", "contentSize", "scale", "appearance", "locale",
    "strings", "metrics", "root", "constraints", "snapshot", "states",
  ]
  static let stateKeys = ["name", "add", "deactivate", "constants", "activate", "remove"]
  static let snapshotKeys = ["compare", "precision", "perceptualPrecision", "tolerance", "matrix"]
  static let matrixKeys = ["device", "orientation", "contentSize", "direction", "appearance", "locale"]
  static let viewKeys = [
    "id", "kind", "subviews", "arranged", "guides", "color", "borderColor", "borderWidth", "cornerRadius",
    "tint",
    "textColor", "text", "title", "key", "placeholder", "placeholderKey", "segments", "scrollEnabled",
    "textStyle", "font", "lines",
    "textAlignment",
    "intrinsicSize", "image", "contentMode", "hugging", "compression", "margins",
    "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea", "semantic", "hidden", "clipsToBounds", "frame", "expect", "axis",
    "distribution", "alignment",
    "spacing", "customSpacing", "baselineRelative", "marginsRelative", "when", "overrideUserInterfaceStyle",
  ]

  /// Loads the document at `path`.
  public func load(path: String) throws(DocumentError) -> LayoutDocument {
    let data: Data
    do {
      data = Data(try InputFile.read(path, maximumBytes: limits.maximumBytes))
    } catch .tooLarge(let size, _) {
      throw DocumentError(
        "the file is \(size) bytes; documents are limited to \(limits.maximumBytes) bytes (DocumentLimits.maximumBytes; PLUMB_MAX_BYTES for plumb)",
        at: nil, file: path)
    } catch .notRegularFile(let kind) {
      throw DocumentError(
        "cannot read the file: it is \(kind), not a regular file; give a .yaml, .yml or .json document",
        at: nil,
        file: path)
    } catch {
      throw DocumentError(
        "cannot read the file: \(error); check the path and its permissions", at: nil, file: path)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let bytes = [UInt8](data)
      let offset = Self.firstInvalidUTF8(bytes)
      let before = bytes[..<offset]
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let line = before.count { $0 == UInt8(ascii: "\n") } + 1
      let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
      throw DocumentError(
        "the file is not UTF-8 text (byte \(offset) is not part of a UTF-8 character); save it as UTF-8",
        at: SourceLocation(file: path, line: line, column: column))
    }
    return try load(text: text, path: path)
  }

  /// Line and column (in scalars) of the first `[` or `{` outside quotes at which flow nesting exceeds the limit.
  static func deepestBracket(_ text: String) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var column = 0
    var quote: Unicode.Scalar?
    var escaped = false
    for scalar in text.unicodeScalars {
      column += 1
      if scalar == "\n" {
        line += 1
        column = 0
        continue
      }
      if let open = quote {
        if escaped {
          escaped = false
        } else if scalar == "\\" && open == "\"" {
          escaped = true
        } else if scalar == open {
          quote = nil
        }
        continue
      }
      switch scalar {
      case "\"", "'": quote = scalar
      case "[", "{":
        depth += 1
        if depth > maximumNesting { return (line, column) }
      case "]", "}": depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (`bytes.count` if none).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return offset
      case .error: return offset
      }
    }
  }

  /// JSON writes characters outside the Basic Multilingual Plane as UTF-16 surrogate pairs (`"\ud83d\ude00"`, as
  /// Python's json module does by default); YAML, which reads the JSON, knows only `\U0001F600`. Pairs inside
  /// strings are rewritten so; everything else (and columns before them) stays as it was.
  static func joinSurrogatePairs(_ text: String) -> String {
    guard text.contains("\\u") || text.contains("\\U") else { return text }
    var output = ""
    var characters = Array(text.unicodeScalars)[...]
    var inString = false
    func hexValue(_ slice: ArraySlice<Unicode.Scalar>) -> UInt32? {
      guard slice.count == 4 else { return nil }
      return UInt32(String(String.UnicodeScalarView(slice)), radix: 16)
    }
    while let scalar = characters.first {
      characters = characters.dropFirst()
      if !inString {
        if scalar == "\"" { inString = true }
        output.unicodeScalars.append(scalar)
        continue
      }
      if scalar == "\"" {
        inString = false
        output.unicodeScalars.append(scalar)
      } else if scalar == "\\", let next = characters.first {
        characters = characters.dropFirst()
        if next == "u" || next == "U", let high = hexValue(characters.prefix(4)),
          (0xD800...0xDBFF).contains(high),
          characters.dropFirst(4).prefix(2).elementsEqual(["\\", "u"])
            || characters.dropFirst(4).prefix(2).elementsEqual(["\\", "U"]),
          let low = hexValue(characters.dropFirst(6).prefix(4)), (0xDC00...0xDFFF).contains(low)
        {
          let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
          output +=
            "\\U" + String(repeating: "0", count: 8 - String(value, radix: 16).count)
            + String(value, radix: 16)
          characters = characters.dropFirst(10)
        } else {
          output.unicodeScalars.append(scalar)
          output.unicodeScalars.append(next)
        }
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Loads a document from its text; `path` names it in errors and anchors relative image paths.
  public func load(text: String, path: String) throws(DocumentError) -> LayoutDocument {
    guard text.utf8.count <= limits.maximumBytes else {
      throw DocumentError("the document is larger than \(limits.maximumBytes) bytes", at: nil, file: path)
    }
    let node: Node
    let text = (path as NSString).pathExtension.lowercased() == "json" ? Self.joinSurrogatePairs(text) : text
    do {
      // Scalars are read by their text and style (NodeReader), never by YAML's implicit tags, so no tag rules:
      // Yams's default resolver compiles seven ICU regular expressions at start and matches them against every
      // mapping key when it checks for duplicates.
      guard let composed = try Yams.compose(yaml: text, .basic) else {
        throw DocumentError(
          "the document is empty; it needs at least a root view (root:)", at: nil, file: path)
      }
      node = composed
    } catch let error as DocumentError {
      throw error
    } catch let error as YamlError {
      throw Self.translate(error, reader: NodeReader(file: path, text: text), text: text)
    } catch {
      throw DocumentError("cannot parse the document: \(error)", at: nil, file: path)
    }
    var context = LoadContext(reader: NodeReader(file: path, text: text), limits: limits, assets: assets)
    return try context.document(node, path: path)
  }

  /// About where libyaml's nesting limit (`yaml_set_max_nest_level`) stops a document: its count includes a few
  /// levels of its own, so errors point at the bracket 1 000 levels deep.
  static let maximumNesting = 1000

  private static func translate(_ error: YamlError, reader: NodeReader, text: String) -> DocumentError {
    let path = reader.file
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      if problem.contains("nesting level") {
        // libyaml names its own API and marks the start of the outermost collection; say it in words, at the
        // bracket that goes one level too deep when the nesting is in flow style.
        let location = deepestBracket(text).map {
          SourceLocation(file: path, line: $0.line, column: $0.column)
        }
        return DocumentError(
          "lists and mappings are nested too deeply (YAML is read to about \(maximumNesting) levels); flatten the document",
          at: location ?? reader.location(mark))
      }
      return DocumentError("YAML syntax error: \(problem)", at: reader.location(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return DocumentError(
        "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")); each key may appear once",
        at: reader.location(context.mark))
    case .reader(let problem, _, _, _):
      return DocumentError("cannot read the document: \(problem)", at: nil, file: path)
    default:
      return DocumentError("cannot parse the document: \(error)", at: nil, file: path)
    }
  }
}

private struct LoadContext {
  let reader: NodeReader
  let limits: DocumentLimits
  let assets: @Sendable () -> AssetCatalogs?
  var viewCount = 0
  var metrics: [String: Double] = [:]

  /// The whole document: metrics first (other keys may use them), then the canvas settings, the view tree, the
  /// constraints and the states.
  mutating func document(_ node: Node, path: String) throws(DocumentError) -> LayoutDocument {
    let pairs = try reader.mapping(node, allowed: DocumentLoader.topKeys, context: "the document")
    let metricList = try readMetrics(pairs)
    var request = CanvasRequest()
    var title: String?
    var rootNode: Node?
    var constraintsNode: Node?
    var hasDevice = false
    var hasSize = false
    var snapshot = SnapshotSettings()
    var statesNode: Node?
    var stringsTable: String?
    for (key, _, value) in pairs {
      switch key {
      case "title": title = try reader.string(value, "title")
      case "device":
        request.device = try device(value)
        hasDevice = true
      case "size":
        (request.width, request.height) = try size(value)
        hasSize = true
      case "metrics": break
      case "root": rootNode = value
      case "constraints": constraintsNode = value
      case "snapshot": snapshot = try snapshotSettings(value)
      case "strings":
        let name = try reader.string(value, "strings")
        // A table is a file name in the app's `.lproj` folders: one name, no path.
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
          throw reader.error(value, "strings: names a table (Localizable, Main), not a path; found '\(name)'")
        }
        stringsTable = name
      case "states": statesNode = value
      default: try readTrait(key, value, into: &request)
      }
    }
    if hasDevice && hasSize {
      throw reader.error(node, "a document has either device: or size:, not both")
    }
    // A language written right to left lays out right to left unless the document names a direction.
    if request.language.isRightToLeft, !pairs.contains(where: { $0.key == "direction" }) {
      request.direction = .rightToLeft
    }
    guard let rootNode else {
      throw reader.error(node, "the document needs a root view (root:)")
    }
    let root = try view(rootNode, isRoot: true, depth: 0)
    let constraints =
      try constraintsNode.map { (node: Node) throws(DocumentError) in try constraintList(node) } ?? []
    var document = LayoutDocument(
      path: path, title: title, canvas: request, metrics: metricList, root: root, constraints: constraints)
    document.snapshot = snapshot
    document.stringsTable = stringsTable
    if let statesNode { document.states = try states(statesNode, root: root, constraints: constraints) }
    return document
  }

  /// `metrics:`, in the order written; each name once.
  private mutating func readMetrics(_ pairs: [(key: String, node: Node, value: Node)]) throws(DocumentError)
    -> [(name: String, value: Double)]
  {
    var metricList: [(name: String, value: Double)] = []
    for (key, _, value) in pairs where key == "metrics" {
      guard let mapping = value.mapping else {
        throw reader.error(value, "metrics must be a mapping of names to numbers")
      }
      for (keyNode, numberNode) in mapping {
        let name = try reader.string(keyNode, "a metric name")
        guard Self.isIdentifier(name) else {
          throw reader.error(
            keyNode, "metric name '\(name)' must be a letter or _ followed by letters, digits or _")
        }
        guard metrics[name] == nil else { throw reader.error(keyNode, "metric '\(name)' is defined twice") }
        let number = try reader.number(numberNode, "metric '\(name)'")
        metrics[name] = number
        metricList.append((name, number))
      }
    }
    return metricList
  }

  /// `device:`, a preset's name.
  private func device(_ value: Node) throws(DocumentError) -> Device {
    let name = try reader.string(value, "device")
    guard let device = Device.named(name) else {
      let names = Device.all.map(\.name)
      let hint = nearest(name, in: names).first.map { " (did you mean '\($0)'?)" } ?? ""
      throw reader.error(
        value, "unknown device '\(name)'\(hint); use one of: \(names.joined(separator: ", "))")
    }
    return device
  }

  /// `size: [width, height]`, each a positive number or `fit`.
  private func size(_ value: Node) throws(DocumentError) -> (CanvasLength, CanvasLength) {
    let items = try reader.sequence(value, "size")
    guard items.count == 2 else {
      throw reader.error(value, "size must be [width, height] (a number or fit each)")
    }
    let lengths = try items.map { (item: Node) throws(DocumentError) -> CanvasLength in
      if item.scalar?.string == "fit" { return .fit }
      let number = try reader.number(item, "size")
      guard number > 0 else { throw reader.error(item, "size must be positive, found \(number)") }
      return .points(number)
    }
    return (lengths[0], lengths[1])
  }

  /// The traits a document may set: orientation, direction, Dynamic Type size and scale. Other keys are left
  /// alone (the mapping has already checked them against the allowed keys).
  private func readTrait(_ key: String, _ value: Node, into request: inout CanvasRequest)
    throws(DocumentError)
  {
    switch key {
    case "orientation":
      request.orientation = try reader.choice(
        value, "orientation", [("portrait", .portrait), ("landscape", .landscape)])
    case "direction":
      request.direction = try reader.choice(
        value, "direction", [("ltr", .leftToRight), ("rtl", .rightToLeft)])
    case "contentSize":
      let name = try reader.string(value, "contentSize")
      guard let category = ContentSizeCategory(name: name) else {
        throw reader.error(
          value,
          "unknown contentSize '\(name)'; use UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge) or "
            + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " "))
      }
      request.contentSize = category
    case "scale":
      let scale = try reader.number(value, "scale")
      guard [1.0, 2, 3].contains(scale) else {
        throw reader.error(value, "scale must be 1, 2 or 3, found \(scale)")
      }
      request.scale = scale
    case "appearance":
      request.appearance = try reader.choice(value, "appearance", [("light", .light), ("dark", .dark)])
    case "locale":
      request.language = try language(value)
    default: break
    }
  }

  /// A `locale:` value: a localization's identifier (`fr`, `pt-BR`), `base`, or a pseudolanguage.
  private func language(_ value: Node) throws(DocumentError) -> Language {
    let name = try reader.string(value, "locale")
    guard let language = Language(name: name) else {
      throw reader.error(
        value,
        "unknown locale '\(name)'; use a localization's identifier as its .lproj folder spells it (fr, pt-BR, "
          + "zh-Hans), base, or one of "
          + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return language
  }

  /// `constraints:`, within the constraint limit.
  private mutating func constraintList(_ node: Node) throws(DocumentError) -> [ConstraintEntry] {
    let items = try reader.sequence(node, "constraints")
    guard items.count <= limits.maximumConstraints else {
      throw reader.error(
        node,
        "\(items.count) constraints exceed the limit of \(limits.maximumConstraints) (DocumentLimits.maximumConstraints; PLUMB_MAX_CONSTRAINTS for plumb)"
      )
    }
    var constraints: [ConstraintEntry] = []
    for item in items { constraints.append(try constraint(item)) }
    return constraints
  }

  /// `states:`. Names, constraint identifiers and removed views are checked here, against what the document and
  /// the states before each one define, so a mistake in a late state is reported however the document is used.
  mutating func states(_ node: Node, root: ViewSpec, constraints: [ConstraintEntry]) throws(DocumentError)
    -> [LayoutStateSpec]
  {
    var states: [LayoutStateSpec] = []
    var scope = StateScope(root: root, constraints: constraints)
    let items = try reader.sequence(node, "states")
    // Each state is a screen laid out through every state before it: the work grows with the square of the count.
    guard items.count <= limits.maximumStates else {
      throw reader.error(
        node,
        "\(items.count) states exceed the limit of \(limits.maximumStates) (DocumentLimits.maximumStates; PLUMB_MAX_STATES for plumb)"
      )
    }
    for item in items {
      let pairs = try reader.mapping(item, allowed: DocumentLoader.stateKeys, context: "a state")
      let name = try stateName(item, pairs, after: states)
      var state = LayoutStateSpec(name: name, location: reader.location(item))
      // The keys apply in a fixed order whatever order they are written in.
      let value = { (key: String) in pairs.first { $0.key == key }?.value }
      if let add = value("add") { try readAdd(add, into: &state, scope: &scope) }
      if let deactivate = value("deactivate") { try readDeactivate(deactivate, into: &state, scope: scope) }
      if let constants = value("constants") { try readConstants(constants, into: &state, scope: scope) }
      if let activate = value("activate") {
        try readActivate(
          activate, into: &state, after: states, scope: &scope, constraintCount: constraints.count)
      }
      if let remove = value("remove") { try readRemove(remove, into: &state, after: states, scope: &scope) }
      states.append(state)
    }
    // A state's screen is laid out once per state before it (UIKit's layout pass between the steps), each time
    // with the constraints active then: the work is the sum of those over every screen. 64 states re-activating
    // one 400-constraint list (a YAML alias makes that a few kilobytes) are 35 million constraints to solve.
    var active = constraints.count
    var layouts = active
    var work = layouts
    for state in states {
      active += state.activate.count
      layouts += active
      work += layouts
    }
    let (limit, overflow) = limits.maximumConstraints.multipliedReportingOverflow(by: 10)
    guard overflow || work <= limit else {
      throw reader.error(
        node,
        "laying out the document's screen and its \(states.count) states solves \(work) constraints in all "
          + "(each state's screen is laid out after every state before it), over the limit of \(limit) (ten "
          + "times DocumentLimits.maximumConstraints; PLUMB_MAX_CONSTRAINTS for plumb)")
    }
    return states
  }

  /// What a state may name: the constraint identifiers (in definition order, for "did you mean" suggestions) and
  /// the views present after the states before it.
  private struct StateScope {
    let root: ViewSpec
    var identifiers: [String] = []
    var viewIDs: [String]

    init(root: ViewSpec, constraints: [ConstraintEntry]) {
      self.root = root
      for entry in constraints {
        if let id = entry.identifier, !identifiers.contains(id) { identifiers.append(id) }
      }
      viewIDs = LoadContext.viewIDs(root).filter { $0 != "root" }
    }
  }

  /// A state's `name:`, an identifier no earlier state uses.
  private func stateName(
    _ item: Node, _ pairs: [(key: String, node: Node, value: Node)], after states: [LayoutStateSpec]
  ) throws(DocumentError) -> String {
    guard let nameNode = pairs.first(where: { $0.key == "name" })?.value else {
      throw reader.error(item, "every state needs a name (name:)")
    }
    let name = try reader.string(nameNode, "a state name")
    guard Self.isIdentifier(name) else {
      throw reader.error(
        nameNode, "state name '\(name)' must be a letter or _ followed by letters, digits or _")
    }
    if let other = states.first(where: { $0.name == name }) {
      throw reader.error(
        nameNode,
        "duplicate state name '\(name)' (the first is at line \(other.location.line)); state names must be unique"
      )
    }
    return name
  }

  /// `add:`, views added to the root.
  private mutating func readAdd(_ node: Node, into state: inout LayoutStateSpec, scope: inout StateScope)
    throws(DocumentError)
  {
    for child in try reader.sequence(node, "add") {
      let spec = try view(child, isRoot: false, depth: 1)
      state.add.append(spec)
      scope.viewIDs += Self.viewIDs(spec)
    }
  }

  /// `deactivate:`, identifiers of constraints defined so far.
  private func readDeactivate(_ node: Node, into state: inout LayoutStateSpec, scope: StateScope)
    throws(DocumentError)
  {
    for idNode in try reader.sequence(node, "deactivate") {
      let id = try reader.string(idNode, "a constraint identifier")
      try known(id, in: scope.identifiers, at: idNode, what: "constraint identifier", state: state.name)
      state.deactivate.append((id, reader.location(idNode)))
    }
  }

  /// `constants:`, new constants by constraint identifier.
  private func readConstants(_ node: Node, into state: inout LayoutStateSpec, scope: StateScope)
    throws(DocumentError)
  {
    guard let mapping = node.mapping else {
      throw reader.error(node, "constants must map constraint identifiers to numbers")
    }
    for (idNode, numberNode) in mapping {
      let id = try reader.string(idNode, "a constraint identifier")
      try known(id, in: scope.identifiers, at: idNode, what: "constraint identifier", state: state.name)
      let number = try reader.number(numberNode, "the constant of '\(id)'", metrics: metrics)
      state.constants.append((id, number, reader.location(idNode)))
    }
  }

  /// `activate:`, new constraints; with the document's and earlier states' ones within the constraint limit.
  private mutating func readActivate(
    _ node: Node, into state: inout LayoutStateSpec, after states: [LayoutStateSpec], scope: inout StateScope,
    constraintCount: Int
  ) throws(DocumentError) {
    let items = try reader.sequence(node, "activate")
    let total = constraintCount + states.reduce(0) { $0 + $1.activate.count } + items.count
    guard total <= limits.maximumConstraints else {
      throw reader.error(
        node,
        "\(total) constraints exceed the limit of \(limits.maximumConstraints) (DocumentLimits.maximumConstraints; PLUMB_MAX_CONSTRAINTS for plumb)"
      )
    }
    for entryNode in items {
      let entry = try constraint(entryNode)
      if let id = entry.identifier, !scope.identifiers.contains(id) { scope.identifiers.append(id) }
      state.activate.append(entry)
    }
  }

  /// `remove:`, views present at this state (not the root); their subviews go with them.
  private func readRemove(
    _ node: Node, into state: inout LayoutStateSpec, after states: [LayoutStateSpec], scope: inout StateScope
  ) throws(DocumentError) {
    for idNode in try reader.sequence(node, "remove") {
      let id = try reader.string(idNode, "a view id")
      if id == "root" { throw reader.error(idNode, "the root view cannot be removed") }
      try known(id, in: scope.viewIDs, at: idNode, what: "view", state: state.name)
      // The latest definition of the id: a removed view's id may be added again.
      let added = (states.flatMap(\.add) + state.add).reversed()
      if let spec = added.lazy.compactMap({ Self.find(id, in: $0) }).first ?? Self.find(id, in: scope.root) {
        let gone = Set(Self.viewIDs(spec))
        scope.viewIDs.removeAll { gone.contains($0) }
      }
      state.remove.append((id, reader.location(idNode)))
    }
  }

  private func known(_ id: String, in ids: [String], at node: Node, what: String, state: String)
    throws(DocumentError)
  {
    guard !ids.contains(id) else { return }
    let suggestions = nearest(id, in: ids)
    let hint =
      suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?)"
    let scope = what == "view" ? "views in the layout at this point" : "identifiers defined before this point"
    throw reader.error(
      node,
      "unknown \(what) '\(id)' in state '\(state)'\(hint); \(scope): "
        + (ids.isEmpty ? "none" : ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")))
  }

  /// The ids of a view and its descendants, depth first.
  static func viewIDs(_ spec: ViewSpec) -> [String] {
    [spec.id] + (spec.arranged + spec.subviews).flatMap(viewIDs)
  }

  static func find(_ id: String, in spec: ViewSpec) -> ViewSpec? {
    if spec.id == id { return spec }
    for child in spec.arranged + spec.subviews { if let found = find(id, in: child) { return found } }
    return nil
  }

  func snapshotSettings(_ node: Node) throws(DocumentError) -> SnapshotSettings {
    var settings = SnapshotSettings()
    for (key, _, value) in try reader.mapping(node, allowed: DocumentLoader.snapshotKeys, context: "snapshot")
    {
      switch key {
      case "compare":
        settings.compare = try reader.choice(value, "compare", SnapshotSettings.comparators.map { ($0, $0) })
      case "precision", "perceptualPrecision":
        let number = try reader.number(value, key)
        guard (0...1).contains(number) else {
          throw reader.error(value, "\(key) must be between 0 and 1, found \(number)")
        }
        if key == "precision" { settings.precision = number } else { settings.perceptualPrecision = number }
      case "tolerance":
        let number = try reader.integer(value, "tolerance")
        guard (0...255).contains(number) else {
          throw reader.error(value, "tolerance must be 0…255 per channel, found \(number)")
        }
        settings.tolerance = number
      case "matrix":
        for (axis, _, list) in try reader.mapping(
          value, allowed: DocumentLoader.matrixKeys, context: "snapshot matrix")
        {
          var seen = Set<String>()
          for item in try reader.sequence(list, "matrix \(axis)") {
            let name = try reader.string(item, "matrix \(axis)")
            // Each value once: duplicates would multiply the cases (and name two of them alike).
            guard seen.insert(name.lowercased()).inserted else {
              throw reader.error(
                item, "'\(name)' appears twice in the matrix's \(axis) list; list each value once")
            }
            switch axis {
            case "device":
              guard let device = Device.named(name) else {
                throw reader.error(
                  item,
                  "unknown device '\(name)'; use one of: \(Device.all.map(\.name).joined(separator: ", "))")
              }
              settings.devices.append(device)
            case "orientation":
              settings.orientations.append(
                try reader.choice(item, "orientation", [("portrait", .portrait), ("landscape", .landscape)]))
            case "direction":
              settings.directions.append(
                try reader.choice(item, "direction", [("ltr", .leftToRight), ("rtl", .rightToLeft)]))
            case "appearance":
              settings.appearances.append(
                try reader.choice(item, "appearance", [("light", .light), ("dark", .dark)]))
            case "locale":
              settings.languages.append(try language(item))
            default:
              guard let category = ContentSizeCategory(name: name) else {
                throw reader.error(
                  item,
                  "unknown contentSize '\(name)'; use "
                    + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " "))
              }
              settings.contentSizes.append(category)
            }
          }
        }
      default: break
      }
    }
    return settings
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  /// A view and its subtree: the keys are read one by one, then the stack keys (which need the view's kind) and
  /// the font keys (which need each other) are combined.
  mutating func view(_ node: Node, isRoot: Bool, depth: Int) throws(DocumentError) -> ViewSpec {
    try countView(node, depth: depth)
    let pairs = try reader.mapping(
      node, allowed: DocumentLoader.viewKeys, context: isRoot ? "the root view" : "a view")
    var spec = ViewSpec(id: "root", location: reader.location(node))
    if let kindNode = pairs.first(where: { $0.key == "kind" })?.value {
      spec.kind = try reader.choice(kindNode, "kind", ViewKind.allCases.map { ($0.rawValue, $0) })
    }
    var font = FontKeys()
    var stackKeys: [(String, Node)] = []
    for (key, keyNode, value) in pairs {
      switch key {
      case "id": spec.id = try viewID(value, isRoot: isRoot)
      case "kind": break
      case "subviews", "arranged":
        guard key == "subviews" || spec.kind == .stack else {
          throw reader.error(keyNode, "arranged: is for stack views (kind: stack)")
        }
        var children: [ViewSpec] = []
        for child in try reader.sequence(value, key) {
          children.append(try view(child, isRoot: false, depth: depth + 1))
        }
        if key == "subviews" { spec.subviews += children } else { spec.arranged += children }
      case "textStyle":
        font.textStyle = try reader.choice(value, "textStyle", TextStyle.allCases.map { ($0.rawValue, $0) })
      case "font": try readFont(value, into: &font)
      case "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative",
        "marginsRelative":
        guard spec.kind == .stack else {
          throw reader.error(keyNode, "\(key): is a stack view property (kind: stack)")
        }
        stackKeys.append((key, value))
      default: try readProperty(key, keyNode, value, isRoot: isRoot, into: &spec)
      }
    }
    if spec.kind == .stack { spec.stack = try stackConfiguration(stackKeys) }
    if !isRoot && !pairs.contains(where: { $0.key == "id" }) {
      throw reader.error(node, "every view but the root needs an id")
    }
    spec.font = try font.descriptor(at: node, reader)
    return spec
  }

  /// Counts a view against the depth and view limits.
  private mutating func countView(_ node: Node, depth: Int) throws(DocumentError) {
    guard depth <= limits.maximumDepth else {
      throw reader.error(
        node,
        "views are nested more than \(limits.maximumDepth) deep (DocumentLimits.maximumDepth; PLUMB_MAX_DEPTH for plumb)"
      )
    }
    viewCount += 1
    guard viewCount <= limits.maximumViews else {
      throw reader.error(
        node,
        "the document has more than \(limits.maximumViews) views (DocumentLimits.maximumViews; PLUMB_MAX_VIEWS for plumb)"
      )
    }
  }

  private func viewID(_ value: Node, isRoot: Bool) throws(DocumentError) -> String {
    let id = try reader.string(value, "id")
    guard Self.isIdentifier(id) else {
      throw reader.error(value, "view id '\(id)' must be a letter or _ followed by letters, digits or _")
    }
    if isRoot && id != "root" { throw reader.error(value, "the root view's id is always 'root'") }
    if !isRoot && ["superview", "root"].contains(id.lowercased()) {
      throw reader.error(value, "'\(id)' is reserved; choose another view id")
    }
    return id
  }

  /// The keys that set one property each: appearance, content, priorities, margins and placement.
  private func readProperty(
    _ key: String, _ keyNode: Node, _ value: Node, isRoot: Bool, into spec: inout ViewSpec
  )
    throws(DocumentError)
  {
    switch key {
    case "guides": spec.guides = try guides(value)
    case "color": spec.appearance.backgroundColor = try color(value, "color")
    case "borderColor": spec.appearance.borderColor = try color(value, "borderColor")
    case "borderWidth": spec.appearance.borderWidth = try reader.nonNegative(value, "borderWidth")
    case "cornerRadius": spec.appearance.cornerRadius = try reader.nonNegative(value, "cornerRadius")
    case "tint": spec.appearance.tintColor = try color(value, "tint")
    case "textColor": spec.appearance.textColor = try color(value, "textColor")
    case "overrideUserInterfaceStyle":
      spec.appearance.overrideUserInterfaceStyle = try reader.choice(
        value, "overrideUserInterfaceStyle", UserInterfaceStyle.allCases.map { ($0.rawValue, $0) })
    case "contentMode":
      spec.appearance.contentMode = try reader.choice(
        value, "contentMode",
        ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right"].map {
          ($0, $0)
        })
    case "text", "title": spec.text = try reader.string(value, key)
    case "placeholder": spec.placeholder = try reader.string(value, "placeholder")
    case "key": spec.textKey = try reader.string(value, "key")
    case "placeholderKey": spec.placeholderKey = try reader.string(value, "placeholderKey")
    case "segments":
      spec.segments = try reader.sequence(value, "segments").map {
        (item: Node) throws(DocumentError) -> String in
        try reader.string(item, "a segment title")
      }
    case "scrollEnabled":
      guard spec.kind == .textView else {
        throw reader.error(keyNode, "scrollEnabled: is a text view property (kind: textView)")
      }
      spec.scrollEnabled = try reader.bool(value, "scrollEnabled")
    case "lines":
      let lines = try reader.integer(value, "lines")
      guard lines >= 0 else { throw reader.error(value, "lines must be 0 (unlimited) or more") }
      spec.lines = lines
    case "textAlignment":
      spec.textAlignment = try reader.choice(
        value, "textAlignment", TextAlignment.allCases.map { ($0.rawValue, $0) })
    case "intrinsicSize": spec.intrinsicSize = try intrinsicSize(value)
    case "image": spec.image = try image(value)
    case "hugging": spec.hugging = try reader.axisPriorities(value, "hugging")
    case "compression": spec.compression = try reader.axisPriorities(value, "compression")
    case "margins": spec.margins = try margins(value)
    case "preservesSuperviewLayoutMargins": spec.preservesSuperviewLayoutMargins = try reader.bool(value, key)
    case "insetsLayoutMarginsFromSafeArea": spec.insetsLayoutMarginsFromSafeArea = try reader.bool(value, key)
    case "semantic":
      spec.semantic = try reader.choice(
        value, "semantic", SemanticContentAttribute.allCases.map { ($0.rawValue, $0) })
    case "hidden": spec.hidden = try reader.bool(value, "hidden")
    case "clipsToBounds": spec.clipsToBounds = try reader.bool(value, "clipsToBounds")
    case "frame":
      guard !isRoot else {
        throw reader.error(keyNode, "the root view is placed by the canvas; frame: is for subviews")
      }
      spec.frame = try reader.rect(value, "frame")
    case "expect": spec.expect = try reader.rect(value, "expect")
    case "when": spec.when = try condition(value)
    default: break
    }
  }

  private func guides(_ value: Node) throws(DocumentError) -> [(id: String, location: SourceLocation)] {
    var guides: [(id: String, location: SourceLocation)] = []
    for guide in try reader.sequence(value, "guides") {
      let fields = try reader.mapping(guide, allowed: ["id"], context: "a guide")
      guard let idNode = fields.first?.value else { throw reader.error(guide, "a guide needs an id") }
      let id = try reader.string(idNode, "guide id")
      guard Self.isIdentifier(id) else {
        throw reader.error(idNode, "guide id '\(id)' must be an identifier")
      }
      guides.append((id, reader.location(guide)))
    }
    return guides
  }

  /// `[width, height]`, each a number or `none`.
  private func intrinsicSize(_ value: Node) throws(DocumentError) -> AxisPair<Double?> {
    let items = try reader.sequence(value, "intrinsicSize")
    guard items.count == 2 else {
      throw reader.error(value, "intrinsicSize must be [width, height] (a number or none each)")
    }
    let lengths = try items.map { (item: Node) throws(DocumentError) -> Double? in
      if item.scalar?.string == "none" { return nil }
      return try reader.nonNegative(item, "intrinsicSize")
    }
    return AxisPair(horizontal: lengths[0], vertical: lengths[1])
  }

  /// A placeholder size `[width, height]`; a PNG file (a name ending in `.png`) inside the document's folder tree,
  /// whose size is read from its header; or an asset catalog's image set by name (its size from the catalog; a
  /// name no catalog has is drawn as a placeholder without an intrinsic size).
  private func image(_ value: Node) throws(DocumentError) -> ImageSpec {
    if value.sequence != nil {
      let items = try reader.sequence(value, "image")
      guard items.count == 2 else {
        throw reader.error(value, "image must be a PNG path, an asset name or [width, height]")
      }
      return .size(
        Size(
          width: try reader.nonNegative(items[0], "image width"),
          height: try reader.nonNegative(items[1], "image height")))
    }
    let file = try reader.string(value, "image")
    guard (file as NSString).pathExtension.lowercased() == "png" else {
      let asset = assets()?.image(named: file, scale: 2)
      return .asset(file, size: asset.map { Size(width: $0.width, height: $0.height) })
    }
    let folder = (reader.file as NSString).deletingLastPathComponent
    let resolved = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
    // An untrusted document must not copy files from elsewhere into its drawings.
    guard Self.isInside(resolved, folder: folder) else {
      throw reader.error(
        value,
        "image '\(file)' is outside the document's folder; images are read only from the document's folder and "
          + "the folders below it (move the image there, or use an asset catalog's image by name)")
    }
    switch PNGHeader.check(file: resolved) {
    case .success(let size): return .file(resolved, size: size)
    case .failure(let problem):
      throw reader.error(
        value, "image '\(file)' is not a readable PNG file: it \(problem.reason) (looked at \(resolved))")
    }
  }

  /// A colour: UIKit's names and hex values, the name of a colour set in the app's asset catalogs, or a mapping
  /// `{light: …, dark: …}` of one of those for each appearance.
  func color(_ node: Node, _ what: String) throws(DocumentError) -> String {
    if node.mapping != nil {
      var light: String?
      var dark: String?
      for pair in try reader.mapping(node, allowed: ["light", "dark"], context: what) {
        let side = "\(what).\(pair.key)"
        guard pair.value.scalar != nil else {
          throw reader.error(pair.value, "\(side) must be one colour (a name or #RRGGBB), not a mapping")
        }
        if pair.key == "light" {
          light = try color(pair.value, side)
        } else {
          dark = try color(pair.value, side)
        }
      }
      guard let light, let dark else {
        throw reader.error(
          node,
          "\(what) gives \(light == nil ? "no light" : "no dark") colour; write {light: COLOUR, dark: COLOUR}"
        )
      }
      return DynamicColor(light: light, dark: dark).name
    }
    guard let name = node.scalar?.string, case .failure = ColorNames.resolve(name),
      assets()?.color(named: name) != nil
    else { return try reader.color(node, what) }
    return name
  }

  /// Whether `path`, with its links followed, is inside `folder` (with its links followed).
  static func isInside(_ path: String, folder: String) -> Bool {
    let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).resolvingSymlinksInPath()
      .standardizedFileURL.path
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    return target.hasPrefix(base == "/" ? "/" : base + "/")
  }

  /// One number for every side, or `{ top, leading, bottom, trailing }`.
  private func margins(_ value: Node) throws(DocumentError) -> DirectionalEdgeInsets {
    guard value.mapping != nil else {
      return DirectionalEdgeInsets(all: try reader.number(value, "margins", metrics: metrics))
    }
    var insets = DirectionalEdgeInsets()
    for (side, _, number) in try reader.mapping(
      value, allowed: ["top", "leading", "bottom", "trailing"], context: "margins")
    {
      let amount = try reader.number(number, "margins.\(side)", metrics: metrics)
      switch side {
      case "top": insets.top = amount
      case "leading": insets.leading = amount
      case "bottom": insets.bottom = amount
      default: insets.trailing = amount
      }
    }
    return insets
  }

  /// A stack view's keys, read once its kind is known.
  private func stackConfiguration(_ keys: [(String, Node)]) throws(DocumentError) -> StackConfiguration {
    var stack = StackConfiguration()
    for (key, value) in keys {
      switch key {
      case "axis":
        stack.axis = try reader.choice(value, "axis", [("horizontal", .horizontal), ("vertical", .vertical)])
      case "distribution":
        stack.distribution = try reader.choice(
          value, "distribution", StackConfiguration.Distribution.allCases.map { ($0.rawValue, $0) })
      case "alignment":
        stack.alignment = try reader.choice(
          value, "alignment", StackConfiguration.Alignment.allCases.map { ($0.rawValue, $0) })
      case "spacing": stack.spacing = try reader.number(value, "spacing", metrics: metrics)
      case "customSpacing":
        guard let mapping = value.mapping else {
          throw reader.error(value, "customSpacing must map arranged view ids to numbers")
        }
        for (idNode, amount) in mapping {
          stack.customSpacing[try reader.string(idNode, "an arranged view id")] = try reader.number(
            amount, "custom spacing", metrics: metrics)
        }
      case "baselineRelative": stack.isBaselineRelativeArrangement = try reader.bool(value, key)
      default: stack.isLayoutMarginsRelativeArrangement = try reader.bool(value, key)
      }
    }
    return stack
  }

  /// `textStyle:` and `font:`, which make one font between them.
  private struct FontKeys {
    var family: String?
    var size: Double?
    var weight: FontWeight?
    var scales = false
    var textStyle: TextStyle?

    /// The font the keys describe, nil when the view sets none.
    func descriptor(at node: Node, _ reader: NodeReader) throws(DocumentError) -> FontDescriptor? {
      guard textStyle != nil || size != nil || family != nil || weight != nil else { return nil }
      if textStyle != nil && (size != nil || family != nil) {
        throw reader.error(node, "use textStyle: or font:, not both")
      }
      return FontDescriptor(
        textStyle: textStyle, family: family, size: size ?? 17, weight: weight, scalesWithDynamicType: scales)
    }
  }

  private func readFont(_ value: Node, into font: inout FontKeys) throws(DocumentError) {
    for (fontKey, _, fontValue) in try reader.mapping(
      value, allowed: ["family", "size", "weight", "scalesWithDynamicType"], context: "font")
    {
      switch fontKey {
      case "family": font.family = try reader.string(fontValue, "font family")
      case "size":
        let size = try reader.number(fontValue, "font size")
        guard size > 0, size <= 1000 else {
          throw reader.error(fontValue, "font size must be between 0 and 1000")
        }
        font.size = size
      case "weight":
        font.weight = try reader.choice(
          fontValue, "font weight", FontWeight.allCases.map { ($0.rawValue, $0) })
      default: font.scales = try reader.bool(fontValue, "scalesWithDynamicType")
      }
    }
  }

  func condition(_ node: Node) throws(DocumentError) -> SizeClassCondition {
    var condition = SizeClassCondition()
    for (key, _, value) in try reader.mapping(node, allowed: ["width", "height"], context: "when") {
      let sizeClass = try reader.choice(
        value, "size class", [("compact", SizeClass.compact), ("regular", .regular)])
      if key == "width" { condition.width = sizeClass } else { condition.height = sizeClass }
    }
    return condition
  }

  mutating func constraint(_ node: Node) throws(DocumentError) -> ConstraintEntry {
    let location = reader.location(node)
    if let scalar = node.scalar {
      let text = scalar.string
      let body: ConstraintEntry.Body =
        Self.isVisualFormat(text) ? .visualFormat(text, options: [], metrics: []) : .equation(text)
      return ConstraintEntry(body: body, location: location, textLocation: reader.textLocation(node))
    }
    let pairs = try reader.mapping(
      node, allowed: ["eq", "vfl", "priority", "id", "active", "when", "options", "metrics"],
      context: "a constraint")
    let keys = pairs.map(\.key)
    guard keys.contains("eq") != keys.contains("vfl") else {
      throw reader.error(
        node, "a constraint mapping needs exactly one of eq: (an equation) or vfl: (a VFL line)")
    }
    var entry = ConstraintEntry(body: .equation(""), location: location, textLocation: location)
    var options: [String] = []
    var extraMetrics: [(name: String, value: Double)] = []
    for (key, keyNode, value) in pairs {
      switch key {
      case "eq":
        entry.body = .equation(try reader.string(value, "eq"))
        entry.textLocation = reader.textLocation(value)
      case "vfl":
        entry.body = .visualFormat(try reader.string(value, "vfl"), options: [], metrics: [])
        entry.textLocation = reader.textLocation(value)
      case "priority": entry.priority = try reader.priority(value, "priority")
      case "id": entry.identifier = try reader.string(value, "id")
      case "active": entry.isActive = try reader.bool(value, "active")
      case "when": entry.when = try condition(value)
      case "options":
        guard keys.contains("vfl") else { throw reader.error(keyNode, "options: is for VFL lines (vfl:)") }
        options = try reader.sequence(value, "options").map { (item: Node) throws(DocumentError) -> String in
          try reader.string(item, "a VFL option")
        }
      default:
        guard keys.contains("vfl") else {
          throw reader.error(keyNode, "metrics: here is for VFL lines (vfl:)")
        }
        guard let mapping = value.mapping else {
          throw reader.error(value, "metrics must map names to numbers")
        }
        for (nameNode, numberNode) in mapping {
          let name = try reader.string(nameNode, "a metric name")
          extraMetrics.append((name, try reader.number(numberNode, "metric '\(name)'", metrics: metrics)))
        }
      }
    }
    if case .visualFormat(let text, _, _) = entry.body {
      entry.body = .visualFormat(text, options: options, metrics: extraMetrics)
    }
    return entry
  }

  /// A VFL line starts with `H:`, `V:`, `|` or `[`.
  static func isVisualFormat(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " }
    return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("[")
      || trimmed.hasPrefix("|")
  }
}
