import PlumbLayout

/// An alert or action sheet: recorded when presented, its actions kept. Plumb draws the presenting screen, so an
/// alert has no layout of its own.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// An alert or an action sheet.
  public enum Style: Int, Sendable {
    /// A sheet from the bottom.
    case actionSheet = 0
    /// A centred alert.
    case alert
  }

  /// The message.
  open var message: String?
  /// The style.
  public let preferredStyle: Style
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The text fields, in the order added.
  public private(set) var textFields: [UITextField]?
  /// The action drawn bold.
  open var preferredAction: UIAlertAction?
  /// Where a popover points from (recorded only).
  open var popoverPresentationController: UIPopoverPresentationController? { popover }
  private let popover = UIPopoverPresentationController()

  /// An alert with a title, message and style.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Adds an action.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}

/// A button of an alert.
@preconcurrency @MainActor
open class UIAlertAction {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// Plain.
    case `default` = 0
    /// Bold, at the end.
    case cancel
    /// Red.
    case destructive
  }

  /// The title.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether it is enabled.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// An action.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// Where a popover points from (recorded only).
@preconcurrency @MainActor
open class UIPopoverPresentationController {
  /// The view it points from.
  open var sourceView: UIView?
  /// The rectangle it points from.
  open var sourceRect: CGRect = .zero
  /// The bar item it points from.
  open var barButtonItem: UIBarButtonItem?
  init() {}
}
