import PlumbLayout

/// Finds free places for boxes (labels, badges, captions) among the boxes already taken, inside the drawing.
///
/// Taken boxes sit in a uniform grid of buckets, so a test looks at the few boxes near a candidate instead of
/// all of them: placing the labels of a dense screen stays linear in the number of marks.
struct LabelPlacer {
  /// Boxes may not leave this rectangle.
  let bounds: Rect
  /// The side of a bucket: 48 points, or more for a drawing so large that the buckets would pass `maximumBuckets`.
  private let cell: Double
  private let columns: Int
  private let rows: Int
  /// The taken boxes each bucket meets, row by row (an array: hashing bucket keys was most of the cost).
  private var buckets: [[Rect]]
  /// Every box taken so far: taking a box again changes no answer, and a diagram can take the same box thousands
  /// of times (the end caps of one view's size bar, drawn for each view sized against it), each a copy every test
  /// near it would scan.
  private var taken: Set<Rect> = []
  private static let maximumBuckets = 1 << 20

  init(bounds: Rect) {
    self.bounds = bounds
    let width = bounds.width.isFinite ? max(bounds.width, 1) : 1
    let height = bounds.height.isFinite ? max(bounds.height, 1) : 1
    cell = max(48, (width * height / Double(Self.maximumBuckets)).squareRoot().rounded(.up))
    columns = max(1, min(Int((width / cell).rounded(.up)) + 1, Self.maximumBuckets))
    rows = max(1, min(Int((height / cell).rounded(.up)) + 1, Self.maximumBuckets / columns))
    buckets = Array(repeating: [], count: columns * rows)
  }

  /// Boxes closer than this count as touching: a hair apart is not an overlap a reader sees.
  static let slack = 0.01

  /// The bucket columns and rows a box covers, clamped to the grid: a box past the bounds shares the edge
  /// buckets, so two overlapping boxes always share a bucket.
  private func span(_ box: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
    let left = bucket(box.minX - bounds.minX, count: columns)
    let right = bucket(box.maxX - bounds.minX, count: columns)
    let top = bucket(box.minY - bounds.minY, count: rows)
    let bottom = bucket(box.maxY - bounds.minY, count: rows)
    return (left...max(left, right), top...max(top, bottom))
  }

  private func bucket(_ offset: Double, count: Int) -> Int {
    guard offset.isFinite, offset > 0 else { return 0 }
    return min(Int(min(offset / cell, Double(count))), count - 1)
  }

  /// Marks `box` as taken.
  mutating func take(_ box: Rect) {
    guard box.width.isFinite, box.height.isFinite, taken.insert(box).inserted else { return }
    let (columnRange, rowRange) = span(box)
    for row in rowRange {
      for column in columnRange { buckets[row * columns + column].append(box) }
    }
  }

  /// True when `box` lies inside the bounds and overlaps nothing taken.
  func isFree(_ box: Rect) -> Bool {
    guard box.minX >= bounds.minX - Self.slack, box.minY >= bounds.minY - Self.slack,
      box.maxX <= bounds.maxX + Self.slack, box.maxY <= bounds.maxY + Self.slack
    else { return false }
    let (columnRange, rowRange) = span(box)
    for row in rowRange {
      for column in columnRange {
        for other in buckets[row * columns + column] where Self.overlap(box, other) { return false }
      }
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
