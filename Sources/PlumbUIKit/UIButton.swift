import PlumbLayout

/// A button: its intrinsic size is its title's (15-point system font) plus 6 points above and below, or, with a
/// configuration, its title plus the configuration's content insets.
@MainActor
open class UIButton: UIControl {
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
  }

  /// The button's type.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  /// The label that shows the title (set its font to change the title's size).
  public private(set) var titleLabel: UILabel?
  /// The button's configuration (iOS 15 buttons); nil for a classic button.
  open var configuration: Configuration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A button of a type.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    titleLabel = label
  }

  /// A system button with a frame.
  public override convenience init(frame: CGRect) {
    self.init(type: .system)
    self.frame = frame
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
  /// The title colour for a state.
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
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
    if let configuration {
      let font = configuration.titleFont
      let metrics = LayoutSession.measurer.measure(
        TextContent(text, font: font.descriptor), maxWidth: nil, in: environment)
      let insets = configuration.contentInsets
      return CGSize(
        width: CGFloat(metrics.size.width) + insets.leading + insets.trailing,
        height: CGFloat(metrics.size.height) + insets.top + insets.bottom)
    }
    guard !text.isEmpty else { return CGSize(width: 30, height: 30) }
    let metrics = LayoutSession.measurer.measure(
      TextContent(text, font: titleFont.descriptor), maxWidth: nil, in: environment)
    return CGSize(width: CGFloat(metrics.size.width), height: CGFloat(metrics.size.height) + 12)
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
      switch buttonSize {
      case .mini, .small: .systemFont(ofSize: 12)
      case .medium, .large: .systemFont(ofSize: 17)
      }
    }

    var backgroundColor: UIColor? {
      switch style {
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
      switch cornerStyle {
      case .small: return 4
      case .dynamic, .fixed, .medium: return 6
      case .large: return 10
      case .capsule: return 17
      }
    }
  }
}
