internal import CPlumbHarfBuzz

/// Where items end, scalar by scalar: a new item starts where the face or the level changes (`continues` false),
/// or the strong script does (neutral scalars join either side). Shared by `itemize` and `prepare`.
struct ItemBoundaries {
  /// The current item's first scalar.
  private(set) var start: Int
  private var script = hb_script_t(rawValue: 0)

  init(start: Int = 0) { self.start = start }

  /// Takes the scalar at `index` and its script from `ScalarClass.script` (0 for a neutral one); returns the item
  /// that ends before it, if one does.
  mutating func add(_ index: Int, script own: hb_script_t, continues: Bool) -> Range<Int>? {
    let isNeutral = own.rawValue == 0
    // Most scalars: the item's script again, or a neutral one, in the same face and level.
    if continues && (own == script || isNeutral) { return nil }
    var ended: Range<Int>?
    if index > start {
      let scriptChanges = !isNeutral && script.rawValue != 0 && own != script
      if !continues || scriptChanges {
        ended = start..<index
        start = index
        script = hb_script_t(rawValue: 0)
      }
    }
    if !isNeutral { script = own }
    return ended
  }
}
