import PlumbLayout

/// A single line of editable text. With `borderStyle = .roundedRect` it is 34 points tall (7 points of padding
/// around its text); without a border it is its text's size.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UITextField {
    AppearanceProxies.shared.proxy(self, containers: []) { UITextField() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITextField {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UITextField() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UITextField, let pristine = pristine as? UITextField else { return }
    adoptAppearance(\.textColor, to: self, from: proxy, pristine: pristine)
    adoptAppearance(\.font, to: self, from: proxy, pristine: pristine)
  }

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
  /// Whether the text is hidden behind bullets, as a password is.
  open var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The delegate (Plumb sends no editing events).
  open weak var delegate: (any UITextFieldDelegate)?
  /// The keyboard shown while editing (recorded only).
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (recorded only).
  open var returnKeyType: UIReturnKeyType = .default
  /// Automatic capitalisation (recorded only).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (recorded only).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Spell checking (recorded only).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// What the text is, for autofill (recorded only).
  open var textContentType: UITextContentType?
  /// When the clear button shows (not drawn).
  open var clearButtonMode: ViewMode = .never
  /// A view at the leading side (not drawn).
  open var leftView: UIView?
  /// When the left view shows.
  open var leftViewMode: ViewMode = .never
  /// A view at the trailing side (not drawn).
  open var rightView: UIView?
  /// When the right view shows.
  open var rightViewMode: ViewMode = .never
  /// Whether the return key is disabled while the text is empty (recorded only).
  open var enablesReturnKeyAutomatically = false
  /// Whether the field clears its text when editing begins (recorded only).
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit (recorded only).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking (recorded only).
  open var minimumFontSize: CGFloat = 0
  /// A view that replaces the keyboard (not drawn).
  open var inputView: UIView?
  /// A view above the keyboard (not drawn).
  open var inputAccessoryView: UIView?
  /// Styled text: Plumb shows its characters in the field's font and colour.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// A styled placeholder: Plumb shows its characters in the placeholder's grey.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }

  /// When an overlay view (clear button, left or right view) shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing
    /// Unless editing.
    case unlessEditing
    /// Always.
    case always
  }

  /// A text field takes the keyboard focus.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Where the text is drawn in a rectangle (the whole of it: Plumb's renderer places the text itself).
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the text is edited (as drawn).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where the placeholder is drawn (as the text).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Where the border is drawn.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the clear button is (none is drawn).
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// Where the left view is (not drawn).
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// Where the right view is (not drawn).
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }

  override var layoutKind: ViewKind { .textField }

  /// The text as drawn: bullets for secure entry.
  private var drawnText: String? {
    guard let text else { return nil }
    return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
  }

  private var shownText: String {
    if let text = drawnText, !text.isEmpty { return text }
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
    text.text = drawnText ?? ""
    node.text = text
    node.placeholder = placeholder
    node.appearance.textColor = textColor?.plumbName
    super.configure(node, isRoot: isRoot)
    switch borderStyle {
    case .roundedRect: break
    case .none:
      // The renderer draws a field's rounded box unless the field has a border of its own: a borderless field
      // has neither, so it gets a border too thin to draw, and no colour.
      if node.appearance.borderWidth == 0 || node.appearance.borderColor == nil {
        node.appearance.borderWidth = .leastNonzeroMagnitude
        node.appearance.borderColor = nil
      }
    case .line, .bezel:
      if node.appearance.borderWidth == 0 || node.appearance.borderColor == nil {
        node.appearance.borderWidth = 1
        node.appearance.borderColor = "#000000FF"
      }
    }
    if borderStyle != .roundedRect, node.intrinsicContentSizeOverride == nil {
      // The layout model measures the rounded-rect field; other borders are their text's size.
      let size = builtInIntrinsicContentSize()
      node.intrinsicContentSizeOverride = AxisPair(
        horizontal: Double(size.width), vertical: Double(size.height))
    }
  }
}
