/// UIKit's `UIStackView` properties.
public struct StackConfiguration: Sendable, Hashable {
  /// `UIStackView.Distribution`.
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// `UIStackView.Alignment` (`leading` is `top` on a horizontal stack, `trailing` is `bottom`).
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
  }
  /// The layout axis (UIKit default horizontal).
  public var axis: Axis
  /// Distribution along the axis.
  public var distribution: Distribution
  /// Alignment across the axis.
  public var alignment: Alignment
  /// Spacing between arranged views (exact for fill distributions, a minimum for the spacing ones).
  public var spacing: Double
  /// Spacing after particular arranged views, by view id.
  public var customSpacing: [String: Double]
  /// `isBaselineRelativeArrangement`.
  public var isBaselineRelativeArrangement: Bool
  /// `isLayoutMarginsRelativeArrangement`.
  public var isLayoutMarginsRelativeArrangement: Bool

  /// Creates a configuration with UIKit's defaults.
  public init(
    axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
    spacing: Double = 0,
    customSpacing: [String: Double] = [:], isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.customSpacing = customSpacing
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}
