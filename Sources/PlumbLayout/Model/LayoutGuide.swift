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
    /// A scroll view's `contentLayoutGuide`: the scrollable content's rectangle, at content offset zero.
    case contentLayout
    /// A scroll view's `frameLayoutGuide`: the scroll view's own frame, which does not scroll.
    case frameLayout
    /// A stack view's alignment spacer (`_UILayoutSpacer`, `UISV-alignment-spanner`); internal.
    case stackSpacer
    /// A stack view's gap between two arranged views (`_UIOLAGapGuide`, `UISV-distributing`); internal.
    case stackGap

    /// True for the guides every view can have (safe area, margins, readable content).
    public var isSystem: Bool { self == .safeArea || self == .layoutMargins || self == .readableContent }
    /// True for guides the engine makes for stack views; they are not reported.
    public var isInternal: Bool { self == .stackSpacer || self == .stackGap }
    /// True for a scroll view's content and frame layout guides.
    public var isScrollGuide: Bool { self == .contentLayout || self == .frameLayout }

    /// UIKit's identifier for the system guides.
    var uikitIdentifier: String? {
      switch self {
      case .custom, .contentLayout, .frameLayout: nil
      case .stackSpacer: "UISV-alignment-spanner"
      case .stackGap: "UISV-distributing"
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

  override public var hostView: View? { owningView }
}
