import PlumbLayout

/// UIKit's `UIView.AutoresizingMask` as Interface Builder writes it.
public struct AutoresizingMask: Sendable, Hashable {
  /// `flexibleLeftMargin`.
  public var flexibleMinX = false
  /// `flexibleWidth`.
  public var widthSizable = false
  /// `flexibleRightMargin`.
  public var flexibleMaxX = false
  /// `flexibleTopMargin`.
  public var flexibleMinY = false
  /// `flexibleHeight`.
  public var heightSizable = false
  /// `flexibleBottomMargin`.
  public var flexibleMaxY = false

  /// No flexible parts (UIKit's `[]`).
  public init() {}

  init(_ node: XMLElementNode) {
    flexibleMinX = node.bool("flexibleMinX") ?? false
    widthSizable = node.bool("widthSizable") ?? false
    flexibleMaxX = node.bool("flexibleMaxX") ?? false
    flexibleMinY = node.bool("flexibleMinY") ?? false
    heightSizable = node.bool("heightSizable") ?? false
    flexibleMaxY = node.bool("flexibleMaxY") ?? false
  }

  /// The frame after the superview's size changed from `old` to `new`.
  ///
  /// As UIKit: the change is shared among the flexible parts of each axis in proportion to their current
  /// lengths; with no flexible part the view keeps its distance from the top-left. Plumb's choice: when every
  /// flexible part has zero length, they share the change equally.
  public func apply(to frame: Rect, from old: Size, to new: Size) -> Rect {
    let x = Self.distribute(
      start: frame.minX, length: frame.width, end: old.width - frame.maxX, delta: new.width - old.width,
      flexible: (flexibleMinX, widthSizable, flexibleMaxX))
    let y = Self.distribute(
      start: frame.minY, length: frame.height, end: old.height - frame.maxY, delta: new.height - old.height,
      flexible: (flexibleMinY, heightSizable, flexibleMaxY))
    return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  private static func distribute(
    start: Double, length: Double, end: Double, delta: Double, flexible: (Bool, Bool, Bool)
  ) -> (start: Double, length: Double) {
    guard delta != 0 else { return (start, length) }
    let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0)
    guard !parts.isEmpty else { return (start, length) }
    let total = parts.reduce(0) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ value: Double) -> Double {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * max(value, 0) / total : delta / Double(parts.count)
    }
    return (start + share(flexible.0, start), length + share(flexible.1, length))
  }
}

/// A frame-placed view and what it needs to follow its superview's size.
struct AutoresizingEntry {
  let view: View
  let parent: View
  /// The frame IB stored, in the superview's coordinates.
  let stored: Rect
  let mask: AutoresizingMask
}
