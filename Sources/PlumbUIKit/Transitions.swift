// Custom presentation transitions, segues and scenes: the types exist for the code that declares them; Plumb
// runs no transitions (a presented controller is recorded, the presenting screen drawn), loads no storyboards
// here and has one scene.

/// A segue of a storyboard (made only by code, since Plumb loads no storyboards here).
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The identifier.
  public let identifier: String?
  /// The controller the segue starts at.
  public let source: UIViewController
  /// The controller it shows.
  public let destination: UIViewController

  /// A segue between controllers.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination: presents it from the source.
  open func perform() { source.present(destination, animated: false) }
}

/// The delegate that gives a presentation's animators (never asked).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of a presentation.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of a dismissal.
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  /// The presentation controller.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// None.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// None.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// None.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// A transition's animator (never run).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the transition.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// What an animator is given (never made by Plumb).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Ends the transition.
  func completeTransition(_ didComplete: Bool)
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// A controller's frame at the end.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// A transition context's controller keys.
public struct UITransitionContextViewControllerKey: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller shown at the start.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  /// The controller shown at the end.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// A transition context's view keys.
public struct UITransitionContextViewKey: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view shown at the start.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view shown at the end.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// Manages a presented controller's chrome (recorded only).
@preconcurrency @MainActor
open class UIPresentationController {
  /// The presented controller.
  public let presentedViewController: UIViewController
  /// The presenting controller.
  public let presentingViewController: UIViewController?
  /// The view presentations happen in.
  open var containerView: UIView?
  /// The presented view's frame.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// A presentation controller.
  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// Called before the presentation (never).
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation (never).
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal (never).
  open func dismissalTransitionWillBegin() {}
  /// Lays out the container's subviews (never called).
  open func containerViewWillLayoutSubviews() {}
}

/// A scene of the app.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The scene's delegate.
  open var delegate: (any UISceneDelegate)?
  /// The scene's session.
  public let session = UISceneSession()

  /// What the scene was opened with (nothing).
  @preconcurrency @MainActor
  open class ConnectionOptions {
    /// The URLs the scene was opened with.
    open var urlContexts: Set<AnyHashable> { [] }
    init() {}
  }
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The windows the scene shows.
  open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
  /// The scene's screen.
  open var screen: UIScreen { UIScreen.main }
  /// The interface orientation.
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The traits.
  open var traitCollection: UITraitCollection {
    windows.first?.traitCollection ?? UIScreen.main.traitCollection
  }
}

/// A scene's persisted session.
@preconcurrency @MainActor
open class UISceneSession {
  /// The role's configuration name (recorded only).
  open var configuration: UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
  }
  init() {}

  /// A session's role.
  public struct Role: RawRepresentable, Sendable, Hashable {
    /// The raw name.
    public let rawValue: String
    /// A role.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An app's window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// A scene's configuration.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The name.
  public let name: String?
  /// The role.
  public let role: UISceneSession.Role
  /// The delegate's class (recorded only).
  open var delegateClass: AnyClass?

  /// A configuration.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's life cycle (Plumb calls none of it).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene connected.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene will resign.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene will enter the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: its window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  var window: UIWindow? { get set }
}
