// The device and system services a screen's code asks about. Plumb draws an iPhone unless a window says
// otherwise, has no keyboard and no haptics: the answers are fixed and the requests recorded.

/// The device: a phone running iOS 17 in portrait, as the default window shows.
@preconcurrency @MainActor
open class UIDevice {
  /// The device.
  public static let current = UIDevice()

  /// The kind of device (a phone).
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIApplication.shared.keyWindow?.traitCollection.userInterfaceIdiom ?? .phone
  }
  /// The orientation (portrait).
  open var orientation: Orientation { .portrait }
  /// The system's name.
  open var systemName: String { "iOS" }
  /// The system's version.
  open var systemVersion: String { "17.0" }
  /// The model's name.
  open var model: String { "iPhone" }
  /// The localized model's name.
  open var localizedModel: String { "iPhone" }
  /// The device's name.
  open var name: String { "iPhone" }
  /// Whether the battery is monitored (recorded only).
  open var isBatteryMonitoringEnabled = false
  /// The battery level (unknown: -1).
  open var batteryLevel: Float { -1 }
  /// Whether orientation notifications are generated (recorded only).
  open var isGeneratingDeviceOrientationNotifications: Bool { false }
  /// Starts orientation notifications (none are sent).
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Ends orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() {}

  init() {}

  /// A device orientation.
  public enum Orientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Portrait.
    case portrait
    /// Portrait, upside down.
    case portraitUpsideDown
    /// Landscape, home button on the right.
    case landscapeLeft
    /// Landscape, home button on the left.
    case landscapeRight
    /// Face up.
    case faceUp
    /// Face down.
    case faceDown

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  /// Posted when the orientation changes (never, in Plumb).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// The device orientation, by its UIKit name.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// The orientation of the interface.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Unknown.
  case unknown = 0
  /// Portrait.
  case portrait
  /// Portrait, upside down.
  case portraitUpsideDown
  /// Landscape, home button on the left.
  case landscapeLeft = 4
  /// Landscape, home button on the right.
  case landscapeRight = 3

  /// Whether the orientation is a portrait one.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, home button on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, home button on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait, upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// All.
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  /// All but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIResponder {
  /// Posted before the keyboard shows (never: Plumb has no keyboard).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's frame at the end of its animation.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard's frame at the start of its animation.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard animation's duration.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the keyboard animation's curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// Haptic feedback (Plumb has no haptics: requests are accepted and nothing happens).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}
  /// Readies the engine (nothing to ready).
  open func prepare() {}
}

/// Feedback for a physical impact.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's weight.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light = 0
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid
  }
  /// The style.
  public let style: FeedbackStyle
  /// A generator of a style.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  /// A medium generator.
  public override convenience init() { self.init(style: .medium) }
  /// An impact (nothing happens).
  open func impactOccurred() {}
  /// An impact of an intensity (nothing happens).
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a selection change.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A selection changed (nothing happens).
  open func selectionChanged() {}
}

/// Feedback for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// An outcome.
  public enum FeedbackType: Int, Sendable {
    /// Success.
    case success = 0
    /// Warning.
    case warning
    /// Error.
    case error
  }
  /// An outcome occurred (nothing happens).
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A nib file. Plumb does not load nibs in PlumbUIKit: a table or collection given one for a reuse identifier
/// makes plain cells, and `instantiate` makes no objects (use PlumbInterfaceBuilder, or `plumb render`, to lay
/// XIBs out).
@preconcurrency @MainActor
open class UINib {
  /// The nib's name.
  public let name: String
  /// A nib by name.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }
  /// The nib's top-level objects (none).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any]
  {
    []
  }
}
