// Xcode's `#Preview` for UIKit (iOS 17), so a view file that ends with a preview builds unchanged. The macro
// (PlumbUIKitMacros) turns a preview into a uniquely named type whose static `makePreview()` holds the preview's
// body, so the body is type-checked as Xcode's expansion is, and its errors are reported where they are written.
// No canvas shows the previews: the traits are kept as written and not acted on.

/// Preview types: the kinds of trait a preview takes.
public enum Preview {
  /// The traits of a preview of a view or view controller.
  public enum ViewTraits {}
}

/// A trait of a preview (its orientation or how it is sized), as `#Preview(traits:)` takes them.
public struct PreviewTrait<Kind>: Sendable, Equatable {
  /// What the trait asks for.
  public enum Value: Sendable, Equatable {
    /// The device's size.
    case defaultLayout
    /// The view's fitting size.
    case sizeThatFitsLayout
    /// A fixed size, in points.
    case fixedLayout(width: CGFloat, height: CGFloat)
    /// An interface orientation of the device.
    case orientation(UIInterfaceOrientation)
  }

  /// What the trait asks for.
  public let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension PreviewTrait where Kind == Preview.ViewTraits {
  /// The preview has the device's size.
  public static var defaultLayout: PreviewTrait { PreviewTrait(.defaultLayout) }
  /// The preview has its view's fitting size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.sizeThatFitsLayout) }
  /// The preview has a fixed size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(.fixedLayout(width: width, height: height))
  }
  /// The device is upright.
  public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
  /// The device is upside down.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
  /// The device is turned with its top to the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
  /// The device is turned with its top to the right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

/// A preview of a view, as Xcode's canvas would show it: `#Preview { MyView() }` or `#Preview("Name") { … }`.
///
/// The expansion is a uniquely named type with the preview's `name`, `traits` and a static
/// `makePreview() -> UIView` whose body is the closure's, so an error in the body is reported there.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
  #externalMacro(module: "PlumbUIKitMacros", type: "ViewPreviewMacro")

/// A preview of a view with traits: `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PlumbUIKitMacros", type: "ViewPreviewMacro")

/// A preview of a view controller, as Xcode's canvas would show it: `#Preview { MyViewController() }`.
///
/// The expansion is a uniquely named type with the preview's `name`, `traits` and a static
/// `makePreview() -> UIViewController` whose body is the closure's, so an error in the body is reported there.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
  #externalMacro(module: "PlumbUIKitMacros", type: "ViewControllerPreviewMacro")

/// A preview of a view controller with traits: `#Preview(traits: .landscapeLeft) { MyViewController() }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PlumbUIKitMacros", type: "ViewControllerPreviewMacro")
