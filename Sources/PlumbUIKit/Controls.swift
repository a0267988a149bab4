import PlumbLayout

/// Editable multi-line text (14-point system font by default). While it scrolls (the default) it has no intrinsic
/// size; with `isScrollEnabled = false` it is its text's size, wrapping at its width, inside an 8-point top and
/// bottom inset and 5 points of padding at each side.
@preconcurrency @MainActor
open class UITextView: UIView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so: code assigns optionals to it and reads it unwrapped.
  /// The text.
  open var text: String! {
    get { storedText }
    set {
      guard newValue ?? "" != storedText else { return }
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }
  private var storedText = ""
  /// The font (default: the 14-point system font).
  open var font: UIFont? { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
  /// The text colour.
  open var textColor: UIColor?
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the text scrolls inside the view (then the view has no intrinsic size).
  open var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the text can be edited (recorded only).
  open var isEditable = true
  /// Whether the text can be selected (recorded only).
  open var isSelectable = true
  /// The delegate (Plumb sends no editing events).
  open weak var delegate: (any UITextViewDelegate)?
  /// The keyboard shown while editing (recorded only).
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (recorded only).
  open var returnKeyType: UIReturnKeyType = .default
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so.
  /// Styled text: Plumb shows its characters in the view's font and colour.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  /// An editable text view takes the keyboard focus.
  open override var canBecomeFirstResponder: Bool { isEditable }
  /// Whether the font follows the content size category (Plumb's text styles always follow the traits).
  open var adjustsFontForContentSizeCategory = false

  override var layoutKind: ViewKind { .textView }

  override func configure(_ node: View, isRoot: Bool) {
    node.text = TextContent(
      storedText, font: (font ?? .systemFont(ofSize: 14)).descriptor, numberOfLines: 0,
      alignment: textAlignment.plumb)
    node.isScrollEnabled = isScrollEnabled
    node.appearance.textColor = textColor?.plumbName
    super.configure(node, isRoot: isRoot)
  }

  override func builtInIntrinsicContentSize() -> CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let metrics = LayoutSession.measurer.measure(
      TextContent(storedText, font: (font ?? .systemFont(ofSize: 14)).descriptor, numberOfLines: 0),
      maxWidth: nil,
      in: controlTextEnvironment)
    return CGSize(width: CGFloat(metrics.size.width) + 10, height: CGFloat(metrics.size.height) + 16)
  }
}

/// An on/off switch, 51 × 31 points.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UISwitch {
    AppearanceProxies.shared.proxy(self, containers: []) { UISwitch() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISwitch {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UISwitch() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UISwitch, let pristine = pristine as? UISwitch else { return }
    adoptAppearance(\.onTintColor, to: self, from: proxy, pristine: pristine)
  }

  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the track when on.
  open var onTintColor: UIColor?
  /// Sets the state (the animation is not drawn).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  override var layoutKind: ViewKind { .switch }
  override func builtInIntrinsicContentSize() -> CGSize { CGSize(width: 51, height: 31) }
  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    if let onTintColor { node.appearance.tintColor = onTintColor.plumbName }
  }
}

/// A continuous value on a track: 31 points tall, no intrinsic width.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Sets the value (the animation is not drawn).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
  override var layoutKind: ViewKind { .slider }
  override func builtInIntrinsicContentSize() -> CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }
}

/// A minus and plus pair that steps a value, 94 × 32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The value.
  open var value: Double = 0
  /// The smallest value.
  open var minimumValue: Double = 0
  /// The largest value.
  open var maximumValue: Double = 100
  /// The step.
  open var stepValue: Double = 1
  override var layoutKind: ViewKind { .stepper }
  override func builtInIntrinsicContentSize() -> CGSize { CGSize(width: 94, height: 32) }
}

/// Equal segments with titles: 32 points tall, each segment as wide as the widest title (13-point system font) plus
/// 12 points at each side.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UISegmentedControl {
    AppearanceProxies.shared.proxy(self, containers: []) { UISegmentedControl() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISegmentedControl {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UISegmentedControl() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UISegmentedControl, let pristine = pristine as? UISegmentedControl else {
      return
    }
    adoptAppearance(\.selectedSegmentTintColor, to: self, from: proxy, pristine: pristine)
  }

  private var titles: [String] = []
  /// The selected segment (`noSegment`: none).
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The colour of the selected segment.
  open var selectedSegmentTintColor: UIColor?
  /// No segment selected.
  public static let noSegment = -1

  /// A control with one segment for each string in `items`.
  public init(items: [Any]?) {
    titles = (items ?? []).compactMap { $0 as? String }
    super.init(frame: .zero)
  }

  /// An empty control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }
  /// Inserts a segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    invalidateIntrinsicContentSize()
  }
  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    invalidateIntrinsicContentSize()
  }
  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    invalidateIntrinsicContentSize()
  }
  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    invalidateIntrinsicContentSize()
  }
  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  override var layoutKind: ViewKind { .segmented }

  override func builtInIntrinsicContentSize() -> CGSize {
    let shown = titles.isEmpty ? ["First", "Second"] : titles
    var widest = 0.0
    for title in shown {
      let metrics = LayoutSession.measurer.measure(
        TextContent(title, font: FontDescriptor(size: 13)), maxWidth: nil, in: controlTextEnvironment)
      widest = max(widest, metrics.size.width)
    }
    return CGSize(width: CGFloat(Double(shown.count) * (widest + 24)), height: 32)
  }

  override func configure(_ node: View, isRoot: Bool) {
    node.segments = titles
    super.configure(node, isRoot: isRoot)
  }
}

/// A progress bar: 4 points tall (iOS 14 and later), no intrinsic width.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The progress style.
  public enum Style: Int, Sendable {
    /// The default bar.
    case `default` = 0
    /// A toolbar's bar.
    case bar
  }
  /// The fraction done, 0…1.
  open var progress: Float = 0
  /// The style.
  open var progressViewStyle: Style = .default

  /// A progress view of a style.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }

  /// A progress view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the progress (the animation is not drawn).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
  override var layoutKind: ViewKind { .progress }
  override func builtInIntrinsicContentSize() -> CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}

/// A spinner: 20 × 20 points (the medium style).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UIActivityIndicatorView {
    AppearanceProxies.shared.proxy(self, containers: []) { UIActivityIndicatorView() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIActivityIndicatorView {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIActivityIndicatorView() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UIActivityIndicatorView, let pristine = pristine as? UIActivityIndicatorView
    else { return }
    adoptAppearance(\.color, to: self, from: proxy, pristine: pristine)
  }

  /// The spinner's size.
  public enum Style: Int, Sendable {
    /// 20 × 20.
    case medium = 100
    /// 37 × 37.
    case large = 101
    /// 37 × 37, white (deprecated).
    case whiteLarge = 0
    /// 20 × 20, white (deprecated).
    case white = 1
    /// 20 × 20, grey (deprecated).
    case gray = 2
  }
  /// The style.
  open var style: Style = .medium { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
  /// Whether the spinner hides when stopped.
  open var hidesWhenStopped = true
  /// The spokes' colour (nil: UIKit's grey); the view's `tintColor` does not colour a spinner.
  open var color: UIColor?
  /// Whether it is animating.
  public private(set) var isAnimating = false

  /// A spinner of a style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// A medium spinner with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Starts the spinner (drawn as a still frame).
  open func startAnimating() { isAnimating = true }
  /// Stops the spinner.
  open func stopAnimating() { isAnimating = false }

  override var layoutKind: ViewKind { .activityIndicator }

  private var isLarge: Bool { style == .large || style == .whiteLarge }

  override func builtInIntrinsicContentSize() -> CGSize {
    isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    let white = style == .white || style == .whiteLarge
    node.appearance.tintColor = (color ?? (white ? .white : nil))?.plumbName
    if hidesWhenStopped && !isAnimating { node.isHidden = true }
    if isLarge, node.intrinsicContentSizeOverride == nil {
      node.intrinsicContentSizeOverride = AxisPair(horizontal: 37, vertical: 37)
    }
  }
}

extension UIView {
  /// The environment text in this view is measured in.
  var controlTextEnvironment: TextEnvironment {
    let traits = traitCollection.plumb
    return TextEnvironment(
      contentSizeCategory: traits.contentSizeCategory,
      layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      scale: traits.displayScale)
  }
}
