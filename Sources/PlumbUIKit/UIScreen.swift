import PlumbLayout

/// The screen: the size of the window most recently given a root view controller (a 390 × 844 iPhone until then),
/// so a view controller's view is loaded at the screen's size, as UIKit loads it, before its window places it.
@preconcurrency @MainActor
open class UIScreen {
  /// The screen.
  public static let main = UIScreen()

  /// The screen's rectangle in points.
  open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  open var scale: CGFloat = 3
  /// The scale used for drawing.
  open var nativeScale: CGFloat { scale }
  /// The screen's rectangle in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The screen's traits: its window's.
  open var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale)])
  }

  init() {}
}
