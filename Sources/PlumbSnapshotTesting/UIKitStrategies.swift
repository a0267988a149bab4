import Foundation
import PlumbLayout
import PlumbRender
public import PlumbUIKit
import PlumbVerify
public import SnapshotTesting

// swift-snapshot-testing's UIKit strategies (`.image`, `.image(on:)`, `ViewImageConfig`, `.recursiveDescription`)
// are compiled only for iOS and tvOS. These have the same names and parameters, so a snapshot test written for iOS
// runs on Linux with only its imports changed; the images are Plumb's drawings of PlumbUIKit's layout.

/// A device's screen for a view controller snapshot: its size, safe area and traits (swift-snapshot-testing's
/// configuration names; the sizes are those devices' screens in points).
public struct ViewImageConfig: Sendable {
  /// Portrait or landscape.
  public enum Orientation: Sendable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
  }

  /// The safe area insets.
  public var safeArea: UIEdgeInsets
  /// The screen size; nil: the view controller's view's size.
  public var size: CGSize?
  /// The traits.
  public var traits: UITraitCollection

  /// Creates a configuration.
  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  private static func phone(
    _ width: CGFloat, _ height: CGFloat, _ orientation: Orientation, portrait: UIEdgeInsets,
    landscape: UIEdgeInsets,
    scale: CGFloat, largeLandscape: Bool = false
  ) -> ViewImageConfig {
    let traits: [UITraitCollection]
    switch orientation {
    case .portrait:
      traits = [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      ]
    case .landscape:
      traits = [
        UITraitCollection(horizontalSizeClass: largeLandscape ? .regular : .compact),
        UITraitCollection(verticalSizeClass: .compact),
      ]
    }
    let all =
      [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: scale)] + traits
    return orientation == .portrait
      ? ViewImageConfig(
        safeArea: portrait, size: CGSize(width: width, height: height),
        traits: UITraitCollection(traitsFrom: all))
      : ViewImageConfig(
        safeArea: landscape, size: CGSize(width: height, height: width),
        traits: UITraitCollection(traitsFrom: all))
  }

  private static func pad(_ width: CGFloat, _ height: CGFloat, _ orientation: Orientation) -> ViewImageConfig
  {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(displayScale: 2),
    ])
    let size =
      orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    return ViewImageConfig(
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: size, traits: traits)
  }

  private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  private static func notch(_ top: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0)
  }
  private static func notchLandscape(_ side: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: 0, left: side, bottom: 21, right: side)
  }

  /// iPhone SE (first generation), 320 × 568.
  public static let iPhoneSe = iPhoneSe(.portrait)
  /// iPhone SE (first generation) in an orientation.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(320, 568, orientation, portrait: statusBar, landscape: .zero, scale: 2)
  }
  /// iPhone 8, 375 × 667.
  public static let iPhone8 = iPhone8(.portrait)
  /// iPhone 8 in an orientation.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(375, 667, orientation, portrait: statusBar, landscape: .zero, scale: 2)
  }
  /// iPhone 8 Plus, 414 × 736.
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  /// iPhone 8 Plus in an orientation.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone(414, 736, orientation, portrait: statusBar, landscape: .zero, scale: 3, largeLandscape: true)
  }
  /// iPhone X, 375 × 812.
  public static let iPhoneX = iPhoneX(.portrait)
  /// iPhone X in an orientation.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      375, 812, orientation, portrait: notch(44),
      landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), scale: 3)
  }
  /// iPhone XS Max, 414 × 896.
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  /// iPhone XS Max in an orientation.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      414, 896, orientation, portrait: notch(44),
      landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
      scale: 3, largeLandscape: true)
  }
  /// iPhone XR, 414 × 896.
  public static let iPhoneXr = iPhoneXr(.portrait)
  /// iPhone XR in an orientation.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      414, 896, orientation, portrait: notch(44),
      landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
      scale: 2, largeLandscape: true)
  }
  /// iPhone 12, 390 × 844.
  public static let iPhone12 = iPhone12(.portrait)
  /// iPhone 12 in an orientation.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone(390, 844, orientation, portrait: notch(47), landscape: notchLandscape(47), scale: 3)
  }
  /// iPhone 12 Pro, 390 × 844.
  public static let iPhone12Pro = iPhone12(.portrait)
  /// iPhone 12 Pro in an orientation.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
  /// iPhone 12 Pro Max, 428 × 926.
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  /// iPhone 12 Pro Max in an orientation.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      428, 926, orientation, portrait: notch(47), landscape: notchLandscape(47), scale: 3,
      largeLandscape: true)
  }
  /// iPhone 13, 390 × 844.
  public static let iPhone13 = iPhone12(.portrait)
  /// iPhone 13 in an orientation.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
  /// iPhone 13 mini, 375 × 812.
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  /// iPhone 13 mini in an orientation.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone(375, 812, orientation, portrait: notch(50), landscape: notchLandscape(50), scale: 3)
  }
  /// iPhone 13 Pro, 390 × 844.
  public static let iPhone13Pro = iPhone12(.portrait)
  /// iPhone 13 Pro in an orientation.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
  /// iPhone 13 Pro Max, 428 × 926.
  public static let iPhone13ProMax = iPhone12ProMax(.portrait)
  /// iPhone 13 Pro Max in an orientation.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    iPhone12ProMax(orientation)
  }
  /// iPad mini and 9.7-inch iPads, 768 × 1024 (landscape).
  public static let iPadMini = iPadMini(.landscape)
  /// iPad mini in an orientation.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { pad(768, 1024, orientation) }
  /// 9.7-inch iPad (landscape).
  public static let iPad9_7 = iPadMini(.landscape)
  /// 9.7-inch iPad in an orientation.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { pad(768, 1024, orientation) }
  /// 10.2-inch iPad, 810 × 1080 (landscape).
  public static let iPad10_2 = iPad10_2(.landscape)
  /// 10.2-inch iPad in an orientation.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { pad(810, 1080, orientation) }
  /// 10.5-inch iPad Pro, 834 × 1112 (landscape).
  public static let iPadPro10_5 = iPadPro10_5(.landscape)
  /// 10.5-inch iPad Pro in an orientation.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    pad(834, 1112, orientation)
  }
  /// 11-inch iPad Pro, 834 × 1194 (landscape).
  public static let iPadPro11 = iPadPro11(.landscape)
  /// 11-inch iPad Pro in an orientation.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { pad(834, 1194, orientation) }
  /// 12.9-inch iPad Pro, 1024 × 1366 (landscape).
  public static let iPadPro12_9 = iPadPro12_9(.landscape)
  /// 12.9-inch iPad Pro in an orientation.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    pad(1024, 1366, orientation)
  }
}

@MainActor
enum UIKitSnapshotRendering {
  static func comparator(_ precision: Float, _ perceptualPrecision: Float) -> ImageComparator {
    perceptualPrecision < 1
      ? ImageComparator(
        .perceptual, precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
      : precision < 1 ? ImageComparator(.tolerance, precision: Double(precision)) : .exact
  }

  static func render(_ session: LayoutSession) -> Data {
    do {
      return Data(
        try Renderer(text: LayoutSession.textEngine, assets: UIImage.catalogs).render(
          session.engine, result: session.result))
    } catch {
      return Data((SnapshotRendering.failurePrefix + "\(error)").utf8)
    }
  }

  /// A view drawn at its size (or `size`): a topmost view is laid out as its own hierarchy, with `traits`; a
  /// subview is drawn alone at the size its hierarchy gives it.
  static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> Data {
    if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    guard view.superview == nil else {
      let session = LayoutSession.detached(view)
      defer { session.discard() }
      return render(session)
    }
    let previous = view.standaloneTraits
    view.standaloneTraits = traits
    defer { view.standaloneTraits = previous }
    guard let session = LayoutSession.current(view) else { return Data() }
    return render(session)
  }

  /// A view controller in a window of the configuration's screen, drawn whole.
  static func image(
    of controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection
  ) -> Data {
    let screen = size ?? config.size ?? controller.view.frame.size
    let window = UIWindow(
      frame: CGRect(origin: .zero, size: screen), safeAreaInsets: config.safeArea,
      traits: UITraitCollection(traitsFrom: [config.traits, traits]))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer { window.rootViewController = nil }
    guard let session = LayoutSession.current(window) else { return Data() }
    return render(session)
  }
}

extension Snapshotting where Value: UIView, Format == Data {
  /// A PNG of the view, laid out and drawn by Plumb.
  @MainActor public static var image: Snapshotting { .image() }

  /// A PNG of the view at `size` (default: its own) under `traits`, compared with `precision` and
  /// `perceptualPrecision` as swift-snapshot-testing does. `drawHierarchyInKeyWindow` has no effect.
  @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .plumbImage(UIKitSnapshotRendering.comparator(precision, perceptualPrecision))
    ) {
      view in
      MainActor.assumeIsolated { UIKitSnapshotRendering.image(of: view, size: size, traits: traits) }
    }
  }
}

extension Snapshotting where Value: UIViewController, Format == Data {
  /// A PNG of the view controller in a window of its view's size.
  @MainActor public static var image: Snapshotting { .image() }

  /// A PNG of the view controller on a device's screen: its size, safe area and traits.
  @MainActor
  public static func image(
    on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .plumbImage(UIKitSnapshotRendering.comparator(precision, perceptualPrecision))
    ) {
      controller in
      MainActor.assumeIsolated {
        UIKitSnapshotRendering.image(of: controller, config: config, size: size, traits: traits)
      }
    }
  }

  /// A PNG of the view controller in a window of its view's size (or `size`) under `traits`.
  @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    image(
      on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size,
      traits: traits)
  }
}

extension Snapshotting where Value: UIView, Format == String {
  /// The view hierarchy as text: one line a view with its class, frame and identifying text, indented by depth.
  @MainActor public static var recursiveDescription: Snapshotting {
    SimplySnapshotting.lines.pullback { view in
      MainActor.assumeIsolated {
        view.layoutIfNeeded()
        return UIKitDescriptions.recursiveDescription(of: view)
      }
    }
  }
}

extension Snapshotting where Value: UIViewController, Format == String {
  /// The view controller's view hierarchy as text.
  @MainActor public static var recursiveDescription: Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      MainActor.assumeIsolated {
        controller.view.layoutIfNeeded()
        return UIKitDescriptions.recursiveDescription(of: controller.view)
      }
    }
  }
}

@MainActor
enum UIKitDescriptions {
  static func recursiveDescription(of view: UIView, depth: Int = 0) -> String {
    func number(_ value: CGFloat) -> String {
      let double = Double(value)
      return double == double.rounded() ? String(Int(double)) : String(double)
    }
    let frame = view.frame
    var line =
      String(repeating: "   | ", count: depth) + "<\(type(of: view)); frame = (\(number(frame.minX)) "
    line += "\(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
    if let label = view as? UILabel, let text = label.text { line += "; text = '\(text)'" }
    if let button = view as? UIButton, let title = button.currentTitle { line += "; title = '\(title)'" }
    if view.isHidden { line += "; hidden = YES" }
    if let identifier = view.accessibilityIdentifier { line += "; identifier = '\(identifier)'" }
    line += ">\n"
    return line + view.subviews.map { recursiveDescription(of: $0, depth: depth + 1) }.joined()
  }
}
