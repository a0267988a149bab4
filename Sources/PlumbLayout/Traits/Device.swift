/// UIKit's size class.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
  case compact, regular
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  case portrait, landscape
}

/// A device preset: its screen in points, scale, safe areas and size classes, from published
/// device tables (PlumbLayout.docc/UIKitSemantics.md).
public struct Device: Sendable, Hashable {
  /// The preset's document name (`iphone-se`).
  public let name: String
  /// Portrait size in points.
  public let portraitSize: Size
  /// Pixels per point.
  public let scale: Double
  /// Safe-area insets in portrait.
  public let portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape.
  public let landscapeSafeArea: EdgeInsets
  /// True for iPads (regular size classes in both orientations).
  public let isPad: Bool
  /// Plus and Max phones: regular width in landscape.
  public let isLargePhone: Bool

  /// Creates a device (for screens the presets do not cover).
  public init(
    name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets,
    isPad: Bool = false, isLargePhone: Bool = false
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.isPad = isPad
    self.isLargePhone = isLargePhone
  }

  /// The screen size in `orientation`.
  public func size(_ orientation: Orientation) -> Size {
    orientation == .portrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets in `orientation`.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// Horizontal and vertical size classes in `orientation`.
  public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
    if isPad { return (.regular, .regular) }
    if orientation == .portrait { return (.compact, .regular) }
    return (isLargePhone ? .regular : .compact, .compact)
  }

  private static func phone(
    _ name: String, _ w: Double, _ h: Double, scale: Double, top: Double, bottom: Double,
    landscapeSide: Double,
    landscapeBottom: Double, large: Bool = false
  ) -> Device {
    Device(
      name: name, portraitSize: Size(width: w, height: h), scale: scale,
      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeArea: EdgeInsets(
        top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
      isPad: false, isLargePhone: large)
  }

  private static func pad(_ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> Device {
    let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return Device(
      name: name, portraitSize: Size(width: w, height: h), scale: 2, portraitSafeArea: insets,
      landscapeSafeArea: insets, isPad: true, isLargePhone: false)
  }

  /// The `iphone-se` preset.
  public static let iPhoneSE = phone(
    "iphone-se", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
  /// The `iphone-8-plus` preset.
  public static let iPhone8Plus = phone(
    "iphone-8-plus", 414, 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, large: true
  )
  /// The `iphone-x` preset.
  public static let iPhoneX = phone(
    "iphone-x", 375, 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21)
  /// The `iphone-11` preset.
  public static let iPhone11 = phone(
    "iphone-11", 414, 896, scale: 2, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, large: true)
  /// The `iphone-13-mini` preset.
  public static let iPhone13Mini = phone(
    "iphone-13-mini", 375, 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21)
  /// The `iphone-14` preset.
  public static let iPhone14 = phone(
    "iphone-14", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
  /// The `iphone-14-plus` preset.
  public static let iPhone14Plus = phone(
    "iphone-14-plus", 428, 926, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21,
    large: true)
  /// The `iphone-15` preset.
  public static let iPhone15 = phone(
    "iphone-15", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
  /// The `iphone-15-pro` preset.
  public static let iPhone15Pro = phone(
    "iphone-15-pro", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
  /// The `iphone-15-pro-max` preset.
  public static let iPhone15ProMax = phone(
    "iphone-15-pro-max", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
    large: true)
  /// The `ipad-9` preset.
  public static let iPad9 = pad("ipad-9", 768, 1024, top: 20, bottom: 0)
  /// The `ipad-10` preset.
  public static let iPad10 = pad("ipad-10", 820, 1180, top: 24, bottom: 20)
  /// The `ipad-pro-11` preset.
  public static let iPadPro11 = pad("ipad-pro-11", 834, 1194, top: 24, bottom: 20)
  /// The `ipad-pro-12.9` preset.
  public static let iPadPro12_9 = pad("ipad-pro-12.9", 1024, 1366, top: 24, bottom: 20)

  /// Every preset, in a fixed order.
  public static let all: [Device] = [
    iPhoneSE, iPhone8Plus, iPhoneX, iPhone11, iPhone13Mini, iPhone14, iPhone14Plus, iPhone15, iPhone15Pro,
    iPhone15ProMax, iPad9, iPad10, iPadPro11, iPadPro12_9,
  ]

  /// The preset named `name` (case-insensitive), if any.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name.lowercased() }
  }
}
