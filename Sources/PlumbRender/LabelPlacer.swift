import PlumbLayout

/// Finds free places for boxes (labels, badges, captions) among the boxes already taken, inside the drawing.
///
/// Taken boxes sit in a uniform grid of buckets, so a test looks at the few boxes near a candidate instead of
/// all of them: placing the labels of a dense screen stays linear in the number of marks.
struct LabelPlacer {
  /// Boxes may not leave this rectangle.
  let bounds: Rect
  private let cell = 48.0
  private var buckets: [Int: [Rect]] = [:]
  private var columns: Int

  init(bounds: Rect) {
    self.bounds = bounds
    columns = max(1, Int((bounds.width / cell).rounded(.up)) + 1)
  }

  /// Boxes closer than this count as touching: a hair apart is not an overlap a reader sees.
  static let slack = 0.01

  /// The bucket keys a box covers.
  private func keys(_ box: Rect) -> [Int] {
    let left = bucket(box.minX - bounds.minX)
    let right = bucket(box.maxX - bounds.minX)
    let top = bucket(box.minY - bounds.minY)
    let bottom = bucket(box.maxY - bounds.minY)
    var keys: [Int] = []
    keys.reserveCapacity((right - left + 1) * (bottom - top + 1))
    for row in top...bottom {
      for column in left...right { keys.append(row * columns + column) }
    }
    return keys
  }

  private func bucket(_ offset: Double) -> Int {
    guard offset.isFinite else { return 0 }
    return max(0, min(Int(offset / cell), 1 << 20))
  }

  /// Marks `box` as taken.
  mutating func take(_ box: Rect) {
    guard box.width.isFinite, box.height.isFinite else { return }
    for key in keys(box) { buckets[key, default: []].append(box) }
  }

  /// True when `box` lies inside the bounds and overlaps nothing taken.
  func isFree(_ box: Rect) -> Bool {
    guard box.minX >= bounds.minX - Self.slack, box.minY >= bounds.minY - Self.slack,
      box.maxX <= bounds.maxX + Self.slack, box.maxY <= bounds.maxY + Self.slack
    else { return false }
    for key in keys(box) {
      for other in buckets[key] ?? [] where Self.overlap(box, other) { return false }
    }
    return true
  }

  /// The first free candidate, taken; nil when none is free.
  mutating func place(_ candidates: [Rect]) -> Rect? {
    guard let box = candidates.first(where: isFree) else { return nil }
    take(box)
    return box
  }

  /// True when two boxes share more than a hair of area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX - slack && b.minX < a.maxX - slack && a.minY < b.maxY - slack && b.minY < a.maxY - slack
  }
}
