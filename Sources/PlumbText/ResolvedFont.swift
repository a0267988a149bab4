import PlumbLayout

/// A resolved font: the primary face at a size, with the system font's tracking.
struct ResolvedFont {
  let primary: LoadedFace
  let size: Double
  let weight: FontWeight
  let italic: Bool
  let tracking: Double
  var lineHeight: Double { (primary.ascender - primary.descender + primary.lineGap) * size }
  var ascender: Double { primary.ascender * size }
}
