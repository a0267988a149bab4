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
    "ipad12_9": ["ipad-pro-12.9"],
    "ipad12_9rounded": ["ipad-pro-12.9"],
  ]

  /// The preset for an Xcode device id in `orientation`, checked against the root's stored size when known.
  static func preset(id: String, orientation: Orientation, storedSize: Size?) -> Device? {
    let devices = (candidates[id] ?? []).compactMap(Device.named)
    guard let storedSize else { return devices.first }
    return devices.first { $0.size(orientation) == storedSize }
  }
}
