import PlumbLayout

/// A label's autoshrink (`adjustsFontSizeToFitWidth`): how far it may scale its font down before truncating.
enum Autoshrink {
  /// The least share of its font size the label shrinks to, or nil when it does not shrink. Interface Builder
  /// writes `adjustsFontSizeToFit="NO"` for a label that does not shrink and leaves it out for one that does,
  /// with `minimumScaleFactor` (or the older `minimumFontSize`); a label with neither is taken not to shrink.
  static func minimumScaleFactor(_ attribute: (String) -> String?, font: FontDescriptor) -> Double? {
    let adjusts = attribute("adjustsFontSizeToFit")
    guard adjusts != "NO" else { return nil }
    if let factor = attribute("minimumScaleFactor").flatMap(Double.init), factor.isFinite {
      return min(1, max(0, factor))
    }
    if let size = attribute("minimumFontSize").flatMap(Double.init), size.isFinite, font.size > 0 {
      return min(1, max(0, size / font.size))
    }
    // UIKit's default minimum scale factor, 0: the text shrinks as far as it must.
    return adjusts == "YES" ? 0 : nil
  }
}
