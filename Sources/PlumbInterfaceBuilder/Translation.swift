import PlumbLocalization

/// A storyboard's or XIB's text in another language: every string Xcode exports for translation
/// (`ibtool --export-strings-file` writes one `"ObjectID.property"` key each) is looked up and replaced in the
/// file's elements before its scenes are read, so every reader of text sees the translation.
enum Translation {
  /// The attributes of an element with an id that hold text to translate.
  private static let translatedAttributes = [
    "text", "title", "placeholder", "prompt", "headerTitle", "footerTitle",
  ]

  /// Translates `root`'s strings with `localizer`, counting what it found and what fell back.
  static func apply(_ localizer: Localizer, to root: XMLElementNode) -> TranslationCount {
    var count = TranslationCount(language: localizer.language)
    guard localizer.changesText else { return count }
    // The key is made only for an attribute the element has: most elements have none of them.
    func translate(_ element: XMLElementNode, _ attribute: String, key: @autoclosure () -> String) {
      guard let base = element[attribute], !base.isEmpty else { return }
      let key = key()
      let shown = localizer.text(key: key, base: base)
      count.record(key: key, translated: shown.translated)
      element.setAttribute(attribute, to: shown.text)
    }
    var stack = [root]
    while let element = stack.popLast() {
      stack.append(contentsOf: element.children.reversed())
      guard let id = element["id"] else { continue }
      for attribute in translatedAttributes {
        translate(element, attribute, key: "\(id).\(attribute)")
      }
      for child in element.children {
        switch (child.name, child["key"]) {
        case ("state", let state?):
          // A button's title for a control state: `normalTitle`, `highlightedTitle`, …
          translate(child, "title", key: "\(id).\(state)Title")
        case ("buttonConfiguration", "configuration"?):
          translate(child, "title", key: "\(id).configuration.title")
          translate(child, "subtitle", key: "\(id).configuration.subtitle")
        case ("string", "text"?) where !child.text.isEmpty:
          // A text view's text as an element (it holds line breaks).
          let key = "\(id).text"
          let shown = localizer.text(key: key, base: child.text)
          count.record(key: key, translated: shown.translated)
          child.text = shown.text
        case ("segments", _):
          for (index, segment) in child.children("segment").enumerated() {
            translate(segment, "title", key: "\(id).segmentTitles[\(index)]")
          }
        default: break
        }
      }
    }
    return count
  }
}
