import PlumbLayout

/// Why a `<fontDescription>` could not be read.
struct FontProblem: Error {
  let reason: String
}

/// Interface Builder's spellings of UIKit values.
enum IBValues {
  /// IB's constraint attribute names (`baseline` is the last baseline).
  static func attribute(_ name: String) -> LayoutAttribute? {
    switch name {
    case "baseline": .lastBaseline
    default: LayoutAttribute(rawValue: name).flatMap { $0 == .notAnAttribute ? nil : $0 }
    }
  }

  static func relation(_ name: String?) -> LayoutRelation? {
    switch name {
    case nil, "equal": .equal
    case "greaterThanOrEqual": .greaterThanOrEqual
    case "lessThanOrEqual": .lessThanOrEqual
    default: nil
    }
  }

  /// `0.5`, `1:2` (a ratio) or `2/3`.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = FiniteNumber.parse(parts[0]), let b = FiniteNumber.parse(parts[1]),
        b != 0
      else { return nil }
      let ratio = a / b
      return ratio.isFinite && abs(ratio) <= FiniteNumber.maximumMagnitude ? ratio : nil
    }
    return FiniteNumber.parse(text)
  }

  static func lineBreakMode(_ name: String?) -> LineBreakMode? {
    switch name {
    case nil: nil
    case "wordWrap": .byWordWrapping
    case "characterWrap": .byCharWrapping
    case "clipping": .byClipping
    case "headTruncation": .byTruncatingHead
    case "tailTruncation": .byTruncatingTail
    case "middleTruncation": .byTruncatingMiddle
    default: nil
    }
  }

  /// UIKit's Dynamic Type style for IB's `UICTFontTextStyle…` names.
  static func textStyle(_ name: String) -> TextStyle? {
    let table: [String: TextStyle] = [
      "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
      "UICTFontTextStyleTitle2": .title2,
      "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline,
      "UICTFontTextStyleBody": .body,
      "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
      "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
      "UICTFontTextStyleCaption2": .caption2,
    ]
    return table[name]
  }

  /// A `<fontDescription>`; nil with a reason when it cannot be read.
  static func font(_ node: XMLElementNode) -> Result<FontDescriptor, FontProblem> {
    if let style = node["style"] {
      guard let textStyle = textStyle(style) else {
        return .failure(FontProblem(reason: "unknown text style \(style)"))
      }
      return .success(.preferred(textStyle))
    }
    guard let size = node.number("pointSize") else {
      return .failure(FontProblem(reason: "fontDescription without pointSize"))
    }
    var font = FontDescriptor(size: size)
    switch node["type"] {
    case "system", nil: break
    case "boldSystem": font.weight = .bold
    case "italicSystem": font.italic = true
    default: return .failure(FontProblem(reason: "unknown font type \(node["type"] ?? "")"))
    }
    if let weight = node["weight"] {
      guard let value = FontWeight(rawValue: weight) else {
        return .failure(FontProblem(reason: "unknown font weight \(weight)"))
      }
      font.weight = value
    }
    // A family Xcode names with a leading dot (`.AppleSystemUIFont`) is the system font itself.
    if node["type"] == nil, let family = node["family"], !family.hasPrefix(".") {
      // A named font: the family decides the face; the PostScript name's suffix gives the weight.
      font.family = family
      if let name = node["name"]?.lowercased(), let dash = name.lastIndex(of: "-") {
        let style = name[name.index(after: dash)...]
        let weights: [(String, FontWeight)] = [
          ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
          ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
          ("heavy", .heavy), ("black", .black), ("bold", .bold), ("regular", .regular), ("roman", .regular),
        ]
        font.weight = weights.first { style.hasPrefix($0.0) }?.1
        if style.contains("italic") || style.contains("oblique") { font.italic = true }
      }
    }
    return .success(font)
  }

  /// A `<color>` as a hex string (`#RRGGBB`, `#RRGGBBAA`), with a problem to warn about when the document's
  /// value is unknown (a fallback is still returned) or the element has no value at all (nil).
  static func color(_ node: XMLElementNode, named: [String: String]) -> (value: String?, problem: String?) {
    if let system = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      if let value = IBColors.system[system] { return (value, nil) }
      return (IBColors.fallback, "unknown system colour \(system); drawn grey")
    }
    if let name = node["name"] {
      // A catalog colour is a system colour; any other name is an asset catalog colour, whose value Xcode
      // stores beside the document as `<namedColor>` in `<resources>`.
      if let value = named[name] ?? IBColors.system[name] { return (value, nil) }
      return (
        IBColors.fallback, "colour \(name) has no stored value (no <namedColor> in <resources>); drawn grey"
      )
    }
    let alpha = node.number("alpha") ?? 1
    if let white = node.number("white") { return (hex(white, white, white, alpha), nil) }
    if let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") {
      return (hex(red, green, blue, alpha), nil)
    }
    return (nil, "a colour without components, name or system colour is ignored")
  }

  static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
    func byte(_ value: Double) -> String {
      let v = Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(v, radix: 16, uppercase: true)
      return v < 16 ? "0" + digits : digits
    }
    return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
  }

  static func semantic(_ name: String?) -> SemanticContentAttribute? {
    name.flatMap(SemanticContentAttribute.init(rawValue:))
  }
}
