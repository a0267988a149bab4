/// Chooses among a set's entries as iOS does for a trait collection. The order, documented in the catalogue:
/// idiom first (the device's own entries, then universal ones), then appearance (the one asked for, then "any",
/// then the other), then scale (exact, else a single-scale entry, else the nearest higher, else the highest).
/// Entries for traits Plumb never has (size classes, high contrast, right-to-left, wide gamut, device subtypes)
/// are chosen only when nothing else matches.
enum AssetSelection {
  /// Lower is better.
  static func rank(_ slot: AssetAppearance?, for wanted: AssetAppearance) -> Int {
    switch slot {
    case wanted: return 0
    case nil: return 1
    default: return 2
    }
  }

  static func image(in slots: [ImageSlot], appearance: AssetAppearance, idiom: AssetIdiom, scale: Double)
    -> ImageSlot?
  {
    images(in: slots, appearance: appearance, idiom: idiom, scale: scale).first
  }

  /// Every entry that fits the idiom, best first by the order above; the next ones serve when a better one's
  /// file is missing or cannot be drawn, as an app falls back to the scales its catalog did compile.
  static func images(in slots: [ImageSlot], appearance: AssetAppearance, idiom: AssetIdiom, scale: Double)
    -> [ImageSlot]
  {
    let ranked = slots.enumerated().compactMap { index, slot -> (key: [Double], slot: ImageSlot)? in
      guard let idiomRank = idiom.preference.firstIndex(of: slot.idiom) else { return nil }
      let scaleRank: [Double]
      switch slot.scale {
      case scale: scaleRank = [0, 0]
      case nil: scaleRank = [1, 0]
      case let other? where other > scale: scaleRank = [2, other]
      case let other?: scaleRank = [3, -other]
      }
      let key =
        [slot.isPlain ? 0 : 1, Double(idiomRank), Double(rank(slot.appearance, for: appearance))] + scaleRank
        + [Double(index)]
      return (key, slot)
    }
    return ranked.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.slot)
  }

  static func color(in slots: [ColorSlot], appearance: AssetAppearance, idiom: AssetIdiom) -> ColorSlot? {
    for plainOnly in [true, false] {
      for candidate in idiom.preference {
        let group = slots.filter { $0.idiom == candidate && (!plainOnly || $0.isPlain) }
        guard let best = group.map({ rank($0.appearance, for: appearance) }).min() else { continue }
        return group.first { rank($0.appearance, for: appearance) == best }
      }
    }
    return nil
  }

}
