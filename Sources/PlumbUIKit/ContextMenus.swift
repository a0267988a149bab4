// Context menus and swipe actions appear only on a touch, which Plumb never has: the configurations are recorded
// so the code that builds them compiles and runs, and nothing is drawn.

/// What a long press on a view or cell shows: a preview and a menu, both made by closures (recorded only).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
  /// Makes the preview's view controller.
  public typealias PreviewProvider = @MainActor () -> UIViewController?
  /// Makes the menu from the suggested actions.
  public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

  /// The identifier the delegate gave.
  public let identifier: (any NSCopying)?
  /// The preview's maker.
  public let previewProvider: PreviewProvider?
  /// The menu's maker.
  public let actionProvider: ActionProvider?

  /// A configuration.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the configuration would show, made now (no suggested actions).
  public var menu: UIMenu? { actionProvider?([]) }
}

/// Something a view does on input, added with `addInteraction(_:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction belongs to.
  var view: UIView? { get }
  /// Called before the interaction is added to or removed from a view.
  func willMove(to view: UIView?)
  /// Called after the interaction is added to or removed from a view.
  func didMove(to view: UIView?)
}

/// A context menu on a view, asked of its delegate on a long press (never, in Plumb).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
  /// The delegate that makes the configuration.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view.
  open private(set) weak var view: UIView?

  /// An interaction with a delegate.
  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

  /// Records the view.
  open func willMove(to view: UIView?) {}
  /// Records the view.
  open func didMove(to view: UIView?) { self.view = view }
  /// Where the press is in a view (the origin: there is no press).
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// Closes the menu (none is open).
  open func dismissMenu() {}
}

/// A context menu interaction's configuration.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration for a press at a location.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// What the system animates when a preview is committed (recorded only).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
  /// The preview's view controller.
  var previewViewController: UIViewController? { get }
  /// Adds a closure to run with the commit animation.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the commit animation ends.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// A view as a context menu's preview shows it (recorded only).
@preconcurrency @MainActor
open class UITargetedPreview {
  /// The view.
  public let view: UIView
  /// The drawing parameters.
  public let parameters: UIPreviewParameters

  /// A preview of a view in its window.
  public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    self.view = view
    self.parameters = parameters
  }
}

/// How a preview is drawn (recorded only).
@preconcurrency @MainActor
open class UIPreviewParameters {
  /// The colour behind the preview.
  open var backgroundColor: UIColor?
  /// The preview's outline.
  open var visiblePath: UIBezierPath?

  /// Default parameters.
  public init() {}
}

extension UIView {
  /// Adds an interaction (recorded: Plumb has no input).
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// The buttons a swipe on a table row shows (recorded only: Plumb has no swipes).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, from the outside in.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of actions.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// A button a row's swipe shows, with its handler.
@preconcurrency @MainActor
open class UIContextualAction {
  /// Runs the action; the view is the button's; call the completion with whether it was done.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action is shown.
  public enum Style: Int, Sendable {
    /// Grey.
    case normal = 0
    /// Red; the row is removed when it completes.
    case destructive
  }

  /// The style.
  public let style: Style
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The background colour.
  open var backgroundColor: UIColor
  /// The handler.
  public let handler: Handler

  /// An action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    self.style = style
    self.title = title
    self.handler = handler
  }
}
