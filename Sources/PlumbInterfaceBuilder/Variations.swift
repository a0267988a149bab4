import PlumbLayout

/// Interface Builder's size-class `<variation key=…>`: `default`, `widthClass=compact`, `heightClass=regular`,
/// `heightClass=compact-widthClass=regular`.
struct SizeClassVariation {
  var width: SizeClass?
  var height: SizeClass?

  /// How many size classes the key names; more specific variations apply later and win.
  var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

  init?(key: String) {
    if key == "default" { return }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
      switch pair[0] {
      case "widthClass": width = value
      case "heightClass": height = value
      default: return nil
      }
    }
  }

  func matches(_ traits: TraitCollection) -> Bool {
    (width == nil || width == traits.horizontalSizeClass)
      && (height == nil || height == traits.verticalSizeClass)
  }

  /// Sort rank: default, then width-only, then height-only, then both (Plumb's order for width/height ties).
  var rank: Int { specificity == 2 ? 3 : height != nil ? 2 : width != nil ? 1 : 0 }
}

/// An element with the variations that match the traits applied: attributes and keyed children overridden.
struct ResolvedElement {
  let node: XMLElementNode
  let attributes: [String: String]
  /// Matching `<variation>` elements, least specific first.
  let variations: [XMLElementNode]

  init(_ node: XMLElementNode, traits: TraitCollection) {
    self.node = node
    var matching: [(rank: Int, index: Int, node: XMLElementNode)] = []
    for (index, child) in node.children.enumerated() where child.name == "variation" {
      guard let key = child["key"], let variation = SizeClassVariation(key: key), variation.matches(traits)
      else { continue }
      matching.append((variation.rank, index, child))
    }
    guard !matching.isEmpty else {
      attributes = node.attributes
      variations = []
      return
    }
    matching.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
    variations = matching.map(\.node)
    var merged = node.attributes
    for variation in variations {
      for (name, value) in variation.attributes where name != "key" { merged[name] = value }
    }
    attributes = merged
  }

  subscript(name: String) -> String? { attributes[name] }

  func bool(_ name: String) -> Bool? { attributes[name].map { $0 == "YES" || $0 == "true" } }

  func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

  /// The child `name` with `key`, as the most specific matching variation overrides it.
  func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    for variation in variations.reversed() {
      if let found = variation.child(name, key: key) { return found }
    }
    return node.child(name, key: key)
  }

  /// Installation changes from `<mask key=…>` in matching variations, in order: (reference, installed).
  func masks(_ key: String) -> [(String, Bool)] {
    var changes: [(String, Bool)] = []
    for variation in variations {
      for mask in variation.children("mask") where mask["key"] == key {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          if entry.name == "exclude" { changes.append((reference, false)) }
          if entry.name == "include" { changes.append((reference, true)) }
        }
      }
    }
    return changes
  }
}
