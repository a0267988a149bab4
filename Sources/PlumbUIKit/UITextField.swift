import PlumbLayout

/// A single line of editable text. With `borderStyle = .roundedRect` it is 34 points tall (7 points of padding
/// around its text); without a border it is its text's size.
@MainActor
open class UITextField: UIControl {
  /// The field's border.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default in code).
    case none = 0
    /// A line.
    case line
    /// A bezel.
    case bezel
    /// The rounded rectangle Interface Builder uses by default.
    case roundedRect
  }

  /// The text.
  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The placeholder shown while the text is empty.
  open var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font (default: the 17-point system font).
  open var font: UIFont? { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
  /// The text colour.
  open var textColor: UIColor?
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The border.
  open var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the font follows the content size category (Plumb's text styles always follow the traits).
  open var adjustsFontForContentSizeCategory = false

  override var layoutKind: ViewKind { .textField }

  private var shownText: String {
    if let text, !text.isEmpty { return text }
    return placeholder ?? ""
  }

  private var content: TextContent {
    TextContent(shownText, font: (font ?? .systemFont(ofSize: 17)).descriptor, alignment: textAlignment.plumb)
  }

  override func builtInIntrinsicContentSize() -> CGSize {
    let traits = traitCollection.plumb
    let environment = TextEnvironment(
      contentSizeCategory: traits.contentSizeCategory, layoutDirection: traits.layoutDirection,
      scale: traits.displayScale)
    let metrics = LayoutSession.measurer.measure(content, maxWidth: nil, in: environment)
    if borderStyle == .roundedRect {
      return CGSize(
        width: CGFloat(metrics.size.width) + 14, height: max(34, CGFloat(metrics.size.height) + 14))
    }
    return CGSize(metrics.size)
  }

  override func configure(_ node: View, isRoot: Bool) {
    var text = content
    text.text = self.text ?? ""
    node.text = text
    node.placeholder = placeholder
    node.appearance.textColor = textColor?.plumbName
    super.configure(node, isRoot: isRoot)
    if borderStyle != .roundedRect, node.intrinsicContentSizeOverride == nil {
      // The layout model measures the rounded-rect field; other borders are their text's size.
      let size = builtInIntrinsicContentSize()
      node.intrinsicContentSizeOverride = AxisPair(
        horizontal: Double(size.width), vertical: Double(size.height))
    }
  }
}
