import PlumbLayout

/// Lays out its arranged subviews in a row or column with constraints it makes itself (UIKit's `UISV-…`
/// constraints, made by Plumb's layout engine the same way).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// Fill, resizing by hugging and compression priorities.
    case fill = 0
    /// Equal lengths.
    case fillEqually
    /// Lengths in proportion to intrinsic sizes.
    case fillProportionally
    /// Equal gaps.
    case equalSpacing
    /// Equal distances between centres.
    case equalCentering

    var plumb: StackConfiguration.Distribution {
      switch self {
      case .fill: .fill
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      }
    }
  }

  /// How arranged views are placed across the stack.
  public enum Alignment: Int, Sendable {
    /// Fill the stack's width (height).
    case fill = 0
    /// Leading (top in a horizontal stack).
    case leading = 1
    /// First baselines aligned (horizontal stacks).
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// Trailing (bottom in a horizontal stack).
    case trailing = 4
    /// Last baselines aligned (horizontal stacks).
    case lastBaseline = 5

    /// Top, in a horizontal stack (the same value as `leading`).
    public static let top = Alignment.leading
    /// Bottom, in a horizontal stack (the same value as `trailing`).
    public static let bottom = Alignment.trailing

    var plumb: StackConfiguration.Alignment {
      switch self {
      case .fill: .fill
      case .leading: .leading
      case .firstBaseline: .firstBaseline
      case .center: .center
      case .trailing: .trailing
      case .lastBaseline: .lastBaseline
      }
    }
  }

  /// Custom spacing meaning "use the stack's spacing".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// Custom spacing meaning "use the system spacing" (8 points).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  /// The views the stack arranges, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The direction views are arranged in.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayoutInHierarchy() } }
  /// How views share the stack's length.
  open var distribution: Distribution = .fill { didSet { setNeedsLayoutInHierarchy() } }
  /// How views are placed across the stack.
  open var alignment: Alignment = .fill { didSet { setNeedsLayoutInHierarchy() } }
  /// The gap between views.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayoutInHierarchy() } }
  /// Whether spacing is measured between baselines (vertical stacks).
  open var isBaselineRelativeArrangement = false { didSet { setNeedsLayoutInHierarchy() } }
  /// Whether views are arranged inside the stack's layout margins.
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayoutInHierarchy() } }
  private var customSpacings: [(UIView, CGFloat)] = []

  /// A stack arranging `views`.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  /// An empty horizontal stack with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Arranges `view` last (adding it as a subview; its `translatesAutoresizingMaskIntoConstraints` becomes false).
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  /// Arranges `view` at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsLayoutInHierarchy()
  }

  /// Stops arranging `view` (it stays a subview).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayoutInHierarchy()
  }

  func arrangedSubviewWasRemoved(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

  /// Sets the gap after one arranged view.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings.removeAll { $0.0 === arrangedSubview }
    customSpacings.append((arrangedSubview, spacing))
    setNeedsLayoutInHierarchy()
  }

  /// The gap after one arranged view (`spacingUseDefault` when none is set).
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.first { $0.0 === arrangedSubview }?.1 ?? UIStackView.spacingUseDefault
  }

  override var layoutKind: ViewKind { .stack }

  func configureStack(_ node: View, names: (UIView) -> String?) {
    var custom: [String: Double] = [:]
    for (view, value) in customSpacings {
      guard let name = names(view), value != UIStackView.spacingUseDefault else { continue }
      custom[name] = value == UIStackView.spacingUseSystem ? 8 : Double(value)
    }
    node.stack = StackConfiguration(
      axis: axis.plumb, distribution: distribution.plumb, alignment: alignment.plumb,
      spacing: spacing == UIStackView.spacingUseSystem ? 8 : Double(spacing), customSpacing: custom,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement)
  }
}
