extension View {
  /// UIKit's `UILayoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// UIKit's `UILayoutFittingExpandedSize` (a very large target).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the size the
  /// view's own constraints and content give it, laid out alone, aiming at `target` with the given priorities.
  public func systemLayoutSizeFitting(
    _ target: Size, horizontalFittingPriority: Priority = .fittingSizeLevel,
    verticalFittingPriority: Priority = .fittingSizeLevel, traits: TraitCollection = TraitCollection(),
    measurer: any TextMeasuring = FixedTextMeasurer()
  ) -> Size {
    func length(_ value: Double, _ priority: Priority) -> CanvasLength {
      priority.isRequired ? .points(value) : .fitting(target: value, priority: priority)
    }
    let canvas = Canvas(
      width: length(target.width, horizontalFittingPriority),
      height: length(target.height, verticalFittingPriority),
      traits: traits)
    let result = LayoutEngine(root: self, canvas: canvas, measurer: measurer).layout()
    return result.canvasSize
  }
}
