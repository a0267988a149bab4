import PlumbLayout

/// How text is aligned in its lines.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// Leading in the text's direction.
  case natural = 4

  var plumb: TextAlignment {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

/// Where lines break and how text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
  /// At word boundaries.
  case byWordWrapping = 0
  /// At characters.
  case byCharWrapping
  /// Cut at the edge.
  case byClipping
  /// "…xyz".
  case byTruncatingHead
  /// "abc…".
  case byTruncatingTail
  /// "ab…yz".
  case byTruncatingMiddle

  var plumb: LineBreakMode {
    switch self {
    case .byWordWrapping: .byWordWrapping
    case .byCharWrapping: .byCharWrapping
    case .byClipping: .byClipping
    case .byTruncatingHead: .byTruncatingHead
    case .byTruncatingTail: .byTruncatingTail
    case .byTruncatingMiddle: .byTruncatingMiddle
    }
  }
}

/// Read-only text, measured with Plumb's text engine: its intrinsic size is its text's, wrapping at its width when
/// `numberOfLines` is not 1.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UILabel {
    AppearanceProxies.shared.proxy(self, containers: []) { UILabel() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UILabel {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UILabel() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UILabel, let pristine = pristine as? UILabel else { return }
    adoptAppearance(\.textColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.font, to: self, from: proxy, pristine: pristine)
  }

  /// The text.
  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so: code assigns optionals to it and reads it unwrapped.
  /// The font (default: the 17-point system font).
  open var font: UIFont! {
    get { storedFont }
    set {
      let font = newValue ?? .systemFont(ofSize: 17)
      guard font != storedFont else { return }
      storedFont = font
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so: code assigns optionals to it and reads it unwrapped.
  /// The text colour.
  open var textColor: UIColor! = .label
  /// The alignment of the lines.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The most lines shown; 0: as many as the text needs.
  open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
  /// Where lines break and how the text is cut.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the font follows the content size category (Plumb's text styles always follow the traits).
  open var adjustsFontForContentSizeCategory = false
  /// The width multi-line text wraps at for the intrinsic size; 0: the width layout gives the label.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the label is drawn enabled.
  open var isEnabled = true
  /// Whether a one-line label's font shrinks, down to `minimumScaleFactor`, to fit its width (the intrinsic size
  /// stays the full font's, as in UIKit).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the font size a shrinking label uses; 0: the label does not shrink.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label tightens letter spacing before truncating (recorded only).
  open var allowsDefaultTighteningForTruncation = false
  /// How the baseline moves when the font shrinks (recorded only).
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// The text colour while highlighted (recorded only).
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted (recorded only).
  open var isHighlighted = false
  /// The shadow colour (not drawn).
  open var shadowColor: UIColor?
  /// The shadow offset (not drawn).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Styled text: Plumb shows its characters in the label's font and colour.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  override var layoutKind: ViewKind { .label }

  var textContent: TextContent {
    TextContent(
      text ?? "", font: storedFont.descriptor, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode.plumb,
      alignment: textAlignment.plumb)
  }

  var wrapsAtPreferredWidth: Bool { preferredMaxLayoutWidth > 0 && numberOfLines != 1 }

  override func builtInIntrinsicContentSize() -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let environment = textEnvironment
    let metrics = LayoutSession.measurer.measure(
      textContent, maxWidth: wrapsAtPreferredWidth ? Double(preferredMaxLayoutWidth) : nil, in: environment)
    return CGSize(metrics.size)
  }

  var textEnvironment: TextEnvironment {
    let traits = traitCollection.plumb
    return TextEnvironment(
      contentSizeCategory: traits.contentSizeCategory,
      layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      scale: traits.displayScale)
  }

  /// The text's size wrapped at `size.width` (for a label of more than one line).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let wraps = numberOfLines != 1 && size.width > 0
    let metrics = LayoutSession.measurer.measure(
      textContent, maxWidth: wraps ? Double(size.width) : nil, in: textEnvironment)
    return CGSize(metrics.size)
  }

  /// UIKit names a label by its text in constraint descriptions (`UILabel:0x…'Name'`).
  override func layoutName(index: Int) -> String {
    if accessibilityIdentifier?.isEmpty == false { return super.layoutName(index: index) }
    if let text, !text.isEmpty { return text }
    return super.layoutName(index: index)
  }

  /// The font size scale at which a shrinking label's one line fits `width`.
  func shrinkScale(toFit width: CGFloat) -> Double {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, let text, !text.isEmpty
    else { return 1 }
    var content = textContent
    content.numberOfLines = 1
    let full = LayoutSession.measurer.measure(content, maxWidth: nil, in: textEnvironment).size.width
    guard full > Double(width), full > 0 else { return 1 }
    var scale = max(Double(minimumScaleFactor), Double(width) / full)
    // Text width is not exactly proportional to size (hinting, rounding): step down until it fits.
    for _ in 0..<20 where scale > Double(minimumScaleFactor) {
      content.font.size = storedFont.descriptor.size * scale
      if LayoutSession.measurer.measure(content, maxWidth: nil, in: textEnvironment).size.width
        <= Double(width)
      {
        break
      }
      scale = max(Double(minimumScaleFactor), scale - 0.01)
    }
    return scale
  }

  override func adjustDrawing(_ node: View, frame: CGRect) {
    let scale = shrinkScale(toFit: frame.width)
    if scale < 1, var content = node.text {
      content.font.size = storedFont.descriptor.size * scale
      node.text = content
    }
  }

  override func configure(_ node: View, isRoot: Bool) {
    node.text = textContent
    node.appearance.textColor = (isEnabled ? textColor : UIColor.tertiaryLabel)?.plumbName
    super.configure(node, isRoot: isRoot)
    if wrapsAtPreferredWidth, node.intrinsicContentSizeOverride == nil {
      let size = builtInIntrinsicContentSize()
      node.intrinsicContentSizeOverride = AxisPair(
        horizontal: Double(size.width), vertical: Double(size.height))
    }
  }
}

/// How a shrinking label's baseline moves.
public enum UIBaselineAdjustment: Int, Sendable {
  /// Keeps the baselines.
  case alignBaselines = 0
  /// Keeps the centres.
  case alignCenters
  /// None.
  case none
}
