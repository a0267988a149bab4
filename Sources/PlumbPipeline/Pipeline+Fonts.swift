import PlumbLayout
import PlumbText

extension Pipeline {
  /// The font families a view tree's text names (other than the system font), each with whether this pipeline's
  /// fonts have it and the views that use it, in tree order.
  func customFonts(in root: View) -> [(family: String, found: Bool, views: [View])] {
    var order: [String] = []
    var views: [String: [View]] = [:]
    for view in root.subtree {
      guard let family = view.text?.font.family, !family.isEmpty,
        !BuiltInFontFamilies.isSystemFontAlias(family)
      else { continue }
      if views[family] == nil { order.append(family) }
      views[family, default: []].append(view)
    }
    return order.map { family in (family, text.fonts.hasFamily(family), views[family] ?? []) }
  }

  /// A warning for a family the fonts lack: what is missing, which view uses it, and how to supply it.
  static func missingFontWarning(_ family: String, view: String, place: String) -> String {
    if BuiltInFontFamilies.isIOSFamily(family) {
      return "\(place)warning: the font family '\(family)' of \(view) is one iOS ships, which Plumb does not "
        + "have; it is measured and drawn in the system font (pass --fonts DIR with the font's files to use it)"
    }
    return
      "\(place)warning: the font family '\(family)' of \(view) is not among the app's font files or --fonts; "
      + "it is measured and drawn in the system font (add the font file to the app or pass --fonts DIR)"
  }
}
