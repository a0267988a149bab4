import PlumbLayout

/// Xcode's `<device id=…>` names mapped to screens: Plumb's presets, and screens Plumb has no preset for
/// defined here with the sizes and safe areas of Apple's device tables (Human Interface Guidelines, *Layout*:
/// device screen sizes; the safe areas are UIKit's on each phone, as README.md restates them).
///
/// One Xcode id has stood for several phones over Xcode releases (`retina6_12` was the iPhone 12–14 at 390×844
/// and later the iPhone 15 at 393×852), so the root view's stored size picks among the candidates.
enum IBDevices {
  /// Every phone and iPad id Xcode writes, with its candidate screens (preset names), the likeliest first.
  static let candidates: [String: [String]] = [
    "retina3_5": ["iphone-4s"],
    "retina4_0": ["iphone-se-1st-generation"],
    "retina4_7": ["iphone-se"],
    "retina5_5": ["iphone-8-plus"],
    "retina5_9": ["iphone-x"],
    "retina5_4": ["iphone-13-mini"],
    "retina6_0": ["iphone-14"],
    "retina6_1": ["iphone-11", "iphone-14"],
    "retina6_12": ["iphone-14", "iphone-15", "iphone-15-pro"],
    "retina6_3": ["iphone-16-pro"],
    "retina6_5": ["iphone-xs-max"],
    "retina6_7": ["iphone-14-plus", "iphone-15-pro-max"],
    "retina6_72": ["iphone-15-pro-max", "iphone-14-plus"],
    "retina6_9": ["iphone-16-pro-max"],
    "ipad9_7": ["ipad-9"],
    "ipad10_2": ["ipad-10.2"],
    "ipad10_5": ["ipad-pro-10.5"],
    "ipad10_9rounded": ["ipad-10"],
    "ipad10_9": ["ipad-10"],
    "ipad11": ["ipad-pro-11"],
    "ipad11_0rounded": ["ipad-pro-11"],
    "ipad12_9": ["ipad-pro-12.9-home-button"],
    "ipad12_9rounded": ["ipad-pro-12.9"],
  ]

  /// Screens Plumb has no preset for. Phones with a home button have a 20-pt status bar; notched phones their
  /// status bar and a 34-pt home indicator (21 in landscape); iPads with a home button 20 pt above, rounded ones
  /// 24 above and 20 below.
  static let xcodeOnly: [Device] = [
    // iPhone 4s: 320 × 480 @2x.
    phone("iphone-4s", 320, 480, scale: 2),
    // iPhone SE (first generation), iPhone 5s: 320 × 568 @2x. A top-level XIB view of the corpus has its
    // subview's safe area 20 pt down.
    phone("iphone-se-1st-generation", 320, 568, scale: 2),
    // iPhone XS Max, 11 Pro Max: 414 × 896 @3x, 44 and 34 pt as the notched phones of their time.
    notched("iphone-xs-max", 414, 896, top: 44, large: true),
    // iPhone 16 Pro: 402 × 874 @3x, a 62-pt status bar.
    notched("iphone-16-pro", 402, 874, top: 62, large: false),
    // iPhone 16 Pro Max: 440 × 956 @3x, a 62-pt status bar.
    notched("iphone-16-pro-max", 440, 956, top: 62, large: true),
    // iPad (7th–9th generation), 10.2-inch: 810 × 1080 @2x, a home button.
    pad("ipad-10.2", 810, 1080, top: 20, bottom: 0),
    // iPad Pro 10.5-inch, iPad Air (3rd generation): 834 × 1112 @2x, a home button.
    pad("ipad-pro-10.5", 834, 1112, top: 20, bottom: 0),
    // The first 12.9-inch iPad Pro has a home button: 20 pt above and nothing below, where `ipad12_9rounded` has
    // 24 and 20 (a launch screen of the corpus centres an image on the safe area 10 pt below the screen's centre).
    pad("ipad-pro-12.9-home-button", 1024, 1366, top: 20, bottom: 0),
  ]

  /// Ids of screens without a fixed size or status bar: a Mac (Mac Catalyst's and AppKit's `mac`), Apple TV and
  /// Apple Watch. Their files are laid out on a free canvas of the root's stored size with no status bar.
  static let freeScreens: Set<String> = [
    "mac", "appleTV", "watch38", "watch40", "watch41", "watch42", "watch44", "watch45", "watch49",
  ]

  /// True when Plumb knows the Xcode device id.
  static func isKnown(_ id: String) -> Bool { candidates[id] != nil || freeScreens.contains(id) }

  /// The preset for an Xcode device id in `orientation`, checked against the root's stored size when known.
  static func preset(id: String, orientation: Orientation, storedSize: Size?) -> Device? {
    let devices = (candidates[id] ?? []).compactMap(device(named:))
    guard let storedSize else { return devices.first }
    return devices.first { $0.size(orientation) == storedSize }
  }

  /// Plumb's preset named `name`, else the screen defined here.
  static func device(named name: String) -> Device? {
    Device.named(name) ?? xcodeOnly.first { $0.name == name }
  }

  private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Double) -> Device {
    Device(
      name: name, portraitSize: Size(width: width, height: height), scale: scale,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero)
  }

  private static func notched(_ name: String, _ width: Double, _ height: Double, top: Double, large: Bool)
    -> Device
  {
    Device(
      name: name, portraitSize: Size(width: width, height: height), scale: 3,
      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top), isLargePhone: large)
  }

  private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double)
    -> Device
  {
    let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return Device(
      name: name, portraitSize: Size(width: width, height: height), scale: 2, portraitSafeArea: insets,
      landscapeSafeArea: insets, isPad: true)
  }
}
