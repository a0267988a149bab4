/// The font families iOS itself ships, which an app names without bundling (Apple's "Fonts for Apple platforms"
/// list of fonts included with iOS; the common ones). Plumb cannot ship them either: text in them is measured in
/// the system font's stand-in, and reports say so rather than asking the app for a font file it never had.
public enum BuiltInFontFamilies {
  /// Family names as iOS reports them (`UIFont.familyNames`).
  public static let iOS: Set<String> = [
    "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
    "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
    "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
    "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
    "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
    "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
    "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans",
    "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
    "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo",
    "Mishafi", "Mukta Mahee", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada", "Noto Sans Myanmar",
    "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC",
    "PingFang TC",
    "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math", "STIX Two Text",
    "Symbol",
    "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
  ]

  /// Whether a family is one iOS ships (compared without regard to case).
  public static func isIOSFamily(_ family: String) -> Bool {
    iOS.contains(family) || lowercased.contains(family.lowercased())
  }

  /// A private name for the system font itself (`.AppleSystemUIFont`, `.SFUI-Regular`): Xcode writes these when a
  /// document names the system font by its face; they mean the system font.
  public static func isSystemFontAlias(_ family: String) -> Bool { family.hasPrefix(".") }

  private static let lowercased = Set(iOS.map { $0.lowercased() })
}
