/// UIKit's `UILayoutGuide`: a rectangle that takes part in layout but draws nothing.
public final class LayoutGuide: LayoutItem {
  /// Which guide this is.
  public enum Kind: String, Sendable, Hashable {
    /// A guide the user added (`addLayoutGuide`).
    case custom
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case layoutMargins
    /// `readableContentGuide`.
    case readableContent

    /// UIKit's identifier for the system guides.
    var uikitIdentifier: String? {
      switch self {
      case .custom: nil
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .layoutMargins: "UIViewLayoutMarginsGuide"
      case .readableContent: "UIViewReadableContentGuide"
      }
    }
  }

  /// The guide's kind.
  public let kind: Kind
  /// The view that owns the guide.
  public internal(set) weak var owningView: View?

  init(identifier: String, kind: Kind, owner: View?) {
    self.kind = kind
    self.owningView = owner
    super.init(identifier: identifier)
  }

  /// Creates a custom guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public convenience init(_ identifier: String) {
    self.init(identifier: identifier, kind: .custom, owner: nil)
  }

  override var hostView: View? { owningView }
}
