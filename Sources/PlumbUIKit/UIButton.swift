import PlumbLayout

/// A button: its intrinsic size is its title's (15-point system font) plus 6 points above and below, or, with a
/// configuration, its title plus the configuration's content insets.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UIButton {
    AppearanceProxies.shared.proxy(self, containers: []) { UIButton() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIButton {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UIButton() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UIButton, let pristine = pristine as? UIButton else { return }
    adoptMissingStates(&titleColors, from: proxy.titleColors, pristine: pristine.titleColors)
  }

  /// The kind of button.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom = 0
    /// The system button (tinted title).
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An info button.
    case infoLight
    /// An info button.
    case infoDark
    /// A contact-add button.
    case contactAdd
    /// A close button.
    case close
    /// The rounded-rectangle button of old, drawn as a system button since iOS 7.
    case roundedRect = 100
  }

  /// The button's type.
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  var titleColors: [UInt: UIColor] = [:]
  /// The label that shows the title (set its font to change the title's size).
  public private(set) var titleLabel: UILabel?
  /// The button's configuration (iOS 15 buttons); nil for a classic button.
  open var configuration: Configuration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A custom button with a frame (`UIButton()` too): its title is white unless a colour is set.
  public override init(frame: CGRect) {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    titleLabel = label
    super.init(frame: frame)
  }

  /// A button with a configuration and an action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A system button with an action.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }
  /// The title for a state (the normal title when none is set for it).
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
  /// The title colour for a state: a custom button's is white unless set, as UIKit draws it.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : nil)
  }
  /// Sets the image for a state (its size adds to the button's; the image is not drawn inside the button).
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }
  /// The image for a state (the normal image when none is set for it).
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  /// Sets the background image for a state (not drawn).
  open func setBackgroundImage(_ image: UIImage?, for state: State) {}
  /// Sets a styled title for a state: Plumb shows its characters.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    setTitle(title?.string, for: state)
  }
  /// The image shown now.
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
  /// The title colour now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
  /// Padding around the title and image (the classic button's content insets).
  open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
  /// The title's insets (do not change the size, as in UIKit).
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// The image's insets (do not change the size, as in UIKit).
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// The menu shown by a long press, or by a tap with `showsMenuAsPrimaryAction` (not drawn).
  open var menu: UIMenu?
  /// Whether a tap shows the menu.
  open var showsMenuAsPrimaryAction = false
  /// Whether the title follows the selection (recorded only).
  open var changesSelectionAsPrimaryAction = false
  /// Whether the image follows the tint when highlighted (recorded only).
  open var adjustsImageWhenHighlighted = true
  /// The view that shows the image.
  open var imageView: UIImageView? {
    let view = UIImageView(image: currentImage)
    return view
  }
  private var images: [UInt: UIImage] = [:]
  /// Asks the button to update its configuration (it is read at each layout).
  open func setNeedsUpdateConfiguration() { invalidateIntrinsicContentSize() }
  /// Runs when the configuration should be updated (set it to restyle the button).
  open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
  /// The title shown now.
  open var currentTitle: String? { configuration?.title ?? title(for: state) }

  override var layoutKind: ViewKind { .button }

  /// UIKit names a button by its title in constraint descriptions.
  override func layoutName(index: Int) -> String {
    if accessibilityIdentifier?.isEmpty == false { return super.layoutName(index: index) }
    if let title = currentTitle, !title.isEmpty { return title }
    return super.layoutName(index: index)
  }

  private var titleFont: UIFont { titleLabel?.font ?? .systemFont(ofSize: 15) }

  override func builtInIntrinsicContentSize() -> CGSize {
    let text = currentTitle ?? ""
    let traits = traitCollection.plumb
    let environment = TextEnvironment(
      contentSizeCategory: traits.contentSizeCategory, layoutDirection: traits.layoutDirection,
      scale: traits.displayScale)
    func measure(_ text: String?, _ font: UIFont) -> CGSize {
      guard let text, !text.isEmpty else { return .zero }
      return CGSize(
        LayoutSession.measurer.measure(
          TextContent(text, font: font.descriptor), maxWidth: nil, in: environment
        )
        .size)
    }
    if let configuration {
      let title = measure(text, configuration.titleFont)
      let subtitle = measure(configuration.subtitle, configuration.subtitleFont)
      let gap = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
      let words = CGSize(
        width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
      let image = configuration.image?.size ?? .zero
      let padding = image.width > 0 && words.width > 0 ? configuration.imagePadding : 0
      var content: CGSize
      switch configuration.imagePlacement {
      case .top, .bottom:
        content = CGSize(
          width: max(image.width, words.width), height: image.height + padding + words.height)
      default:
        content = CGSize(
          width: image.width + padding + words.width, height: max(image.height, words.height))
      }
      let insets = configuration.contentInsets
      content.width += insets.leading + insets.trailing
      content.height += insets.top + insets.bottom
      return content
    }
    let image = currentImage?.size ?? .zero
    let insets = contentEdgeInsets
    guard !text.isEmpty || image.width > 0 else {
      return CGSize(
        width: 30 + insets.left + insets.right, height: 30 + insets.top + insets.bottom)
    }
    let title = measure(text, titleFont)
    let titleHeight = title.height > 0 ? title.height + 12 : 0
    return CGSize(
      width: title.width + image.width + insets.left + insets.right,
      height: max(titleHeight, image.height) + insets.top + insets.bottom)
  }

  override func configure(_ node: View, isRoot: Bool) {
    let text = currentTitle ?? ""
    let font = configuration?.titleFont ?? titleFont
    node.text = text.isEmpty ? nil : TextContent(text, font: font.descriptor)
    node.appearance.textColor = (configuration?.foregroundColor ?? titleColor(for: state))?.plumbName
    super.configure(node, isRoot: isRoot)
    if let configuration {
      node.appearance.backgroundColor = configuration.backgroundColor?.plumbName ?? backgroundColor?.plumbName
      node.appearance.cornerRadius = Double(configuration.cornerRadius)
      if node.intrinsicContentSizeOverride == nil {
        let size = builtInIntrinsicContentSize()
        node.intrinsicContentSizeOverride = AxisPair(
          horizontal: Double(size.width), vertical: Double(size.height))
      }
    }
  }
}

extension UIButton {
  /// An iOS 15 button's look: style, title and content insets (which decide its size).
  public struct Configuration: Sendable, Hashable {
    /// How round the background's corners are.
    public enum CornerStyle: Sendable, Hashable {
      /// The style's own radius.
      case dynamic
      /// A fixed radius (`background.cornerRadius`).
      case fixed
      /// Square corners.
      case small
      /// Medium rounding.
      case medium
      /// Large rounding.
      case large
      /// Fully rounded ends.
      case capsule
    }

    /// The button's size class of padding.
    public enum Size: Sendable, Hashable {
      /// Mini.
      case mini
      /// Small.
      case small
      /// Medium (default).
      case medium
      /// Large.
      case large
    }

    enum Style: Sendable, Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style
    /// The title.
    public var title: String?
    /// A second line under the title (15-point system font).
    public var subtitle: String?
    /// The image (its size adds to the button's; not drawn inside the button).
    public var image: UIImage?
    /// The space between the image and the text.
    public var imagePadding: CGFloat = 0
    /// Which side of the text the image is on.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the title and subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align (recorded only).
    public var titleAlignment: TitleAlignment = .automatic
    /// Whether an activity indicator replaces the image (recorded only).
    public var showsActivityIndicator = false
    /// Styled title: its characters are the title, and its font (UIKit's attribute scope) the title's font.
    public var attributedTitle: AttributedString? {
      get {
        guard let title else { return nil }
        if let styledTitle, String(styledTitle.characters) == title { return styledTitle }
        return AttributedString(title)
      }
      set {
        title = newValue.map { String($0.characters) }
        styledTitle = newValue
      }
    }
    var styledTitle: AttributedString?
    /// Changes the title's attributes before it is drawn (its font is used).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The background's look: colour and corner radius.
    public var background = UIBackgroundConfiguration()
    /// The symbol configuration of the image (recorded only).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    /// How a configured button's title and subtitle align.
    public enum TitleAlignment: Int, Sendable, Hashable {
      /// The button's choice.
      case automatic
      /// Leading.
      case leading
      /// Centred.
      case center
      /// Trailing.
      case trailing
    }
    /// Padding around the title.
    public var contentInsets: NSDirectionalEdgeInsets
    /// The background colour the style derives from (nil: the tint colour).
    public var baseBackgroundColor: UIColor?
    /// The foreground colour the style derives from (nil: the style's).
    public var baseForegroundColor: UIColor?
    /// The corner style.
    public var cornerStyle: CornerStyle = .dynamic
    /// The padding size.
    public var buttonSize: Size = .medium {
      didSet { contentInsets = Self.insets(for: buttonSize) }
    }

    init(style: Style) {
      self.style = style
      contentInsets = Self.insets(for: .medium)
    }

    // The medium button's padding on iOS 15 and later: 7 points above and below, 12 at the sides.
    static func insets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// A borderless button.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled background in the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered, filled button.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    var titleFont: UIFont {
      let styleFont: UIFont =
        switch buttonSize {
        case .mini, .small: .systemFont(ofSize: 12)
        case .medium, .large: .systemFont(ofSize: 17)
        }
      var attributes = AttributeContainer()
      if let font = attributedTitle?.firstFont { attributes.font = font }
      if let titleTextAttributesTransformer { attributes = titleTextAttributesTransformer(attributes) }
      return attributes.font ?? styleFont
    }

    var subtitleFont: UIFont {
      switch buttonSize {
      case .mini, .small: .systemFont(ofSize: 11)
      case .medium, .large: .systemFont(ofSize: 15)
      }
    }

    var backgroundColor: UIColor? {
      if let color = background.backgroundColor { return color }
      return switch style {
      case .plain, .borderless: nil
      case .filled, .borderedProminent: baseBackgroundColor ?? .systemBlue
      case .tinted, .borderedTinted: (baseBackgroundColor ?? .systemBlue).withAlphaComponent(0.15)
      case .gray, .bordered: baseBackgroundColor ?? .systemGray5
      }
    }

    var foregroundColor: UIColor? {
      if let baseForegroundColor { return baseForegroundColor }
      switch style {
      case .filled, .borderedProminent: return .white
      default: return .systemBlue
      }
    }

    var cornerRadius: CGFloat {
      guard backgroundColor != nil else { return 0 }
      if cornerStyle == .fixed, let radius = background.cornerRadius { return radius }
      switch cornerStyle {
      case .small: return 4
      case .dynamic, .fixed, .medium: return 6
      case .large: return 10
      case .capsule: return 17
      }
    }
  }
}

/// A configured button's or cell's background: its colour and corner radius.
public struct UIBackgroundConfiguration: Sendable, Hashable {
  /// The colour (nil: the style's).
  public var backgroundColor: UIColor?
  /// The corner radius (used with the fixed corner style).
  public var cornerRadius: CGFloat?
  /// The stroke colour (not drawn).
  public var strokeColor: UIColor?
  /// The stroke width (not drawn).
  public var strokeWidth: CGFloat = 0
  /// An empty background.
  public init() {}
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list cell's plain background.
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// One edge, for placing a button's image.
public enum NSDirectionalRectEdge: Sendable, Hashable {
  /// No edge.
  case none
  /// Above the text.
  case top
  /// Before the text.
  case leading
  /// Below the text.
  case bottom
  /// After the text.
  case trailing
  /// Every edge.
  case all
}
