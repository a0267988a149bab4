import PlumbLayout

/// The base of views and view controllers: the responder chain. Which responder is first is state that layout and
/// drawing ignore, as a snapshot of a screen ignores where the keyboard focus is.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// A responder.
  public override init() { super.init() }

  /// The next responder: a view's view controller or superview, a view controller's view's superview or its parent.
  open var next: UIResponder? {
    if let view = self as? UIView { return view.owningViewController ?? view.superview }
    if let controller = self as? UIViewController {
      return controller.viewIfLoaded?.superview ?? controller.parent
    }
    return nil
  }

  /// Whether the responder can become first responder (text inputs can).
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder gives up first-responder status when asked.
  open var canResignFirstResponder: Bool { true }
  /// Whether the responder is the first responder of its window.
  open var isFirstResponder: Bool {
    UIResponder.focusHolder(self)?.focusedResponder === self
  }

  /// Makes the responder first (the previous one resigns) if it can; true when it is first afterwards.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let holder = UIResponder.focusHolder(self) else { return false }
    if let current = holder.focusedResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    holder.focusedResponder = self
    return true
  }

  /// Gives up first-responder status; true unless the responder refuses.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let holder = UIResponder.focusHolder(self), holder.focusedResponder === self {
      holder.focusedResponder = nil
    }
    return true
  }

  /// Called after the object is loaded from a nib or storyboard (Plumb loads none, so it is never called).
  open func awakeFromNib() {}
  /// Touches began (never called: Plumb has no touches).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches moved (never called).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches ended (never called).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Touches were cancelled (never called).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when Interface Builder draws a designable view (never called).
  open func prepareForInterfaceBuilder() {}

  /// The topmost view of the responder's hierarchy, which records its first responder.
  private static func focusHolder(_ responder: UIResponder) -> UIView? {
    if let view = responder as? UIView { return view.topmost }
    return (responder as? UIViewController)?.viewIfLoaded?.topmost
  }
}

extension UIView {
  /// Asks the first responder in the view's subtree to resign; true when none is left.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    for view in subtreeViews where view.isFirstResponder {
      if !view.resignFirstResponder() && !force { return false }
    }
    return true
  }
}
