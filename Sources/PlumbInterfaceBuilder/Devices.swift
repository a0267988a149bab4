import PlumbLayout

/// Xcode's `<device id=…>` names mapped to Plumb's presets.
///
/// One Xcode id has stood for several phones over Xcode releases (`retina6_12` was the iPhone 12–14 at 390×844
/// and later the iPhone 15 at 393×852), so the root view's stored size picks among the candidates.
enum IBDevices {
  static let candidates: [String: [String]] = [
    "retina4_7": ["iphone-se"],
    "retina5_5": ["iphone-8-plus"],
    "retina5_9": ["iphone-x"],
    "retina5_4": ["iphone-13-mini"],
    "retina6_1": ["iphone-11"],
    "retina6_12": ["iphone-14", "iphone-15", "iphone-15-pro"],
    "retina6_7": ["iphone-14-plus", "iphone-15-pro-max"],
    "retina6_72": ["iphone-14-plus", "iphone-15-pro-max"],
    "ipad9_7": ["ipad-9"],
    "ipad10_9rounded": ["ipad-10"],
    "ipad10_9": ["ipad-10"],
    "ipad11": ["ipad-pro-11"],
    "ipad11_0rounded": ["ipad-pro-11"],
    "ipad12_9rounded": ["ipad-pro-12.9"],
  ]

  /// Xcode devices Plumb has no preset for, with the screens and safe areas Xcode's canvas gives them: the 4-inch
  /// iPhone SE (first generation: 320 × 568 @2x, a 20-pt status bar; a top-level XIB view of the corpus has its
  /// subview's safe area 20 pt down) and the 6.5-inch iPhone XS Max (414 × 896 @3x, 44 pt at the top and 34 at
  /// the bottom, as the notched phones of its time), and the first 12.9-inch iPad Pro (`ipad12_9`, with a home button:
  /// 1024 × 1366 @2x, a 20-pt status bar and nothing below, where `ipad12_9rounded` has 24 and 20; a launch screen of
  /// the corpus centres an image on the safe area 10 pt below the screen's centre).
  static let xcodeOnly: [String: Device] = [
    "ipad12_9": Device(
      name: "ipad-pro-12.9-home-button", portraitSize: Size(width: 1024, height: 1366), scale: 2,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), isPad: true),
    "retina4_0": Device(
      name: "iphone-se-1st-generation", portraitSize: Size(width: 320, height: 568), scale: 2,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero),
    "retina6_5": Device(
      name: "iphone-xs-max", portraitSize: Size(width: 414, height: 896), scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), isLargePhone: true),
  ]

  /// True when Plumb knows the Xcode device id.
  static func isKnown(_ id: String) -> Bool { candidates[id] != nil || xcodeOnly[id] != nil }

  /// The preset for an Xcode device id in `orientation`, checked against the root's stored size when known.
  static func preset(id: String, orientation: Orientation, storedSize: Size?) -> Device? {
    let devices = (candidates[id] ?? []).compactMap(Device.named) + (xcodeOnly[id].map { [$0] } ?? [])
    guard let storedSize else { return devices.first }
    return devices.first { $0.size(orientation) == storedSize }
  }
}
