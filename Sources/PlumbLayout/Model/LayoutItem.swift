import PlumbSolver

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables for its alignment rectangle in canvas coordinates
/// (`minX`, `minY`, `Width`, `Height`, as UIKit's engine names them).
public class LayoutItem {
  /// The item's id (`root`, `title`, `root.safeArea`).
  public let identifier: String
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// True for a scroll view, whose edges can mean its content area (kept here so translating a constraint needs
  /// no dynamic cast).
  let isScrollView: Bool

  // Every pass writes and reads it for each item; no access overlaps another, so it skips dynamic exclusivity checks.
  /// The solved alignment rectangle in canvas coordinates, unrounded (valid after a layout pass).
  @exclusivity(unchecked) public internal(set) var layoutFrame: Rect = .zero

  init(identifier: String, isScrollView: Bool = false) {
    self.identifier = identifier
    self.isScrollView = isScrollView
    minX = Variable("\(identifier).minX")
    minY = Variable("\(identifier).minY")
    width = Variable("\(identifier).Width")
    height = Variable("\(identifier).Height")
  }

  /// The view whose place in the tree the item takes: the view itself, or a guide's owner.
  public var hostView: View? { nil }

  /// UIKit's class name for diagnostics (`UIView`, `UILabel`, `UILayoutGuide`).
  var className: String { "UILayoutGuide" }

  /// The four variables, in UIKit's order.
  var variables: [Variable] { [minX, minY, width, height] }
}

extension LayoutItem {
  /// Leading edge anchor.
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
  /// Trailing edge anchor.
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
  /// Left edge anchor.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
  /// Right edge anchor.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
  /// Horizontal centre anchor.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
  /// Top edge anchor.
  public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
  /// Bottom edge anchor.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
  /// Vertical centre anchor.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
  /// Width anchor.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
  /// Height anchor.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

extension View {
  /// First-baseline anchor (`UIView.firstBaselineAnchor`; a view without text uses its top).
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
  /// Last-baseline anchor (`UIView.lastBaselineAnchor`; a view without text uses its bottom).
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}
