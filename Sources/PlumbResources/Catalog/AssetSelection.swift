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
    for plainOnly in [true, false] {
      for candidate in idiom.preference {
        let group = slots.filter { $0.idiom == candidate && (!plainOnly || $0.isPlain) }
        guard let best = group.map({ rank($0.appearance, for: appearance) }).min() else { continue }
        return pickScale(group.filter { rank($0.appearance, for: appearance) == best }, scale: scale)
      }
    }
    return nil
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

  private static func pickScale(_ slots: [ImageSlot], scale: Double) -> ImageSlot? {
    if let exact = slots.first(where: { $0.scale == scale }) { return exact }
    if let single = slots.first(where: { $0.scale == nil }) { return single }
    let scaled = slots.compactMap { slot in slot.scale.map { (slot, $0) } }
    if let higher = scaled.filter({ $0.1 > scale }).min(by: { $0.1 < $1.1 }) { return higher.0 }
    return scaled.max(by: { $0.1 < $1.1 })?.0
  }
}
