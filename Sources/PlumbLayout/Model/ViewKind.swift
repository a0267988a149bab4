/// The UIKit class a view stands for; it decides intrinsic size, defaults and how it is drawn.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, Codable {
  case view, label, button, textField, textView, image, `switch`, slider, stepper, segmented, progress
  case activityIndicator, stack, scroll

  /// UIKit's class name (`UILabel`), used in diagnostics.
  public var className: String {
    switch self {
    case .view: "UIView"
    case .label: "UILabel"
    case .button: "UIButton"
    case .textField: "UITextField"
    case .textView: "UITextView"
    case .image: "UIImageView"
    case .switch: "UISwitch"
    case .slider: "UISlider"
    case .stepper: "UIStepper"
    case .segmented: "UISegmentedControl"
    case .progress: "UIProgressView"
    case .activityIndicator: "UIActivityIndicatorView"
    case .stack: "UIStackView"
    case .scroll: "UIScrollView"
    }
  }

  /// Whether the kind shows text that decides its size.
  public var hasText: Bool { [.label, .button, .textField, .textView, .segmented].contains(self) }
}

/// UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable, Codable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// How a view looks; colors are UIKit names or hex strings that the renderer resolves.
public struct ViewAppearance: Sendable, Hashable {
  /// Background color.
  public var backgroundColor: String?
  /// Border color.
  public var borderColor: String?
  /// Border width in points.
  public var borderWidth: Double
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Tint color (button titles, switches, sliders).
  public var tintColor: String?
  /// Text color.
  public var textColor: String?
  /// An image file to draw (image views).
  public var imagePath: String?
  /// UIKit's `contentMode` name for images (`scaleToFill`, `scaleAspectFit`, …).
  public var contentMode: String?
  /// An image by the name `UIImage(named:)` takes: an asset catalog's image set, drawn when the renderer has the
  /// catalog, else a placeholder.
  public var imageName: String?
  /// The named image is a system symbol (`UIImage(systemName:)`, `catalog="system"`), which Plumb cannot ship: it
  /// is drawn as a marked placeholder of the symbol's size.
  public var imageIsSymbol = false
  /// UIKit's `renderingMode`: true for `alwaysTemplate` (drawn in the tint colour), false for `alwaysOriginal`,
  /// nil for `automatic` (the asset's own rendering intent decides).
  public var imageIsTemplate: Bool?
  /// A UIKit view the renderer draws as a recognisable stand-in although it is laid out as a plain view
  /// (`navigationBar`, `toolbar`, `tabBar`, `searchBar`, `pageControl`, `pickerView`, `datePicker`,
  /// `containerView`, `tableViewCell` for a row's separator); its titles are the view's `segments`.
  public var standIn: String?
  /// `overrideUserInterfaceStyle`: the appearance this view and its subviews are drawn in, whatever the
  /// canvas's; nil follows the superview.
  public var overrideUserInterfaceStyle: UserInterfaceStyle?

  /// Creates an appearance.
  public init(
    backgroundColor: String? = nil, borderColor: String? = nil, borderWidth: Double = 0,
    cornerRadius: Double = 0,
    tintColor: String? = nil, textColor: String? = nil, imagePath: String? = nil, contentMode: String? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.tintColor = tintColor
    self.textColor = textColor
    self.imagePath = imagePath
    self.contentMode = contentMode
  }
}

/// A per-axis pair of values (UIKit's hugging and compression resistance, intrinsic size).
public struct AxisPair<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The horizontal value.
  public var horizontal: Value
  /// The vertical value.
  public var vertical: Value
  /// Creates a pair.
  public init(horizontal: Value, vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// The same value on both axes.
  public init(_ both: Value) { self.init(horizontal: both, vertical: both) }
  /// The value for `axis`.
  public subscript(axis: Axis) -> Value {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
}
