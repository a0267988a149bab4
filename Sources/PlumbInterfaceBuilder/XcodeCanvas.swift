import PlumbLayout

/// Which canvas an Interface Builder file is laid out on.
public enum IBCanvasMode: String, Sendable, Hashable, CaseIterable {
  /// Xcode's design-time canvas for the document's device and the Xcode version that saved it (the default):
  /// what Interface Builder showed when it stored the frames.
  case interfaceBuilder = "ib"
  /// The running app's metrics on the device (status bar and safe areas of a current iOS, self-sizing cells).
  case runtime
}

/// What Xcode's canvas simulated, by the Xcode version that saved the document (`toolsVersion`, the build of
/// Interface Builder) and the device.
///
/// Xcode's canvas is not the running app: its status bar and safe area come from the Xcode release, not from an
/// iOS version. The numbers below were read off the frames Xcode stored in the public files of
/// `Benchmarks/InterfaceBuilder` (views pinned to the safe area or to the top layout guide with a known constant):
/// - 4.7-inch and other home-button phones: a 20-pt status bar, except in files saved by Xcode 11 to 14.2
///   (toolsVersion 15000–21699), whose canvas shows none (safe area top 0; views pinned to the safe area's top
///   with constant 0 are stored at y = 0).
/// - `retina6_1` (iPhone XR/11): 44 pt at the top and 34 at the bottom in files saved by Xcode 10–13 (the
///   running iPhone 11 reports 48 since iOS 14); 48 from Xcode 14.0 (toolsVersion 21000 and later: XIBs of
///   toolsVersion 21225 and 21507 store a scroll view pinned to the safe area's top at y = 48). `retina5_9`
///   (iPhone X/XS): 44, and 50 from Xcode 14.3 (three files of Xcode 14.3 with views pinned to the safe area's
///   top stored 6 pt lower than 44 puts them).
/// - Files of toolsVersion 23700 and later double a notched phone's insets (`doublesNotch`).
/// - A root view stored shorter than its device's screen, or below the top (y > 0), sits between opaque bars:
///   the bars it excludes add nothing to its safe area (Xcode 8–10 stored 375 × 603 roots under an opaque
///   navigation bar and 375 × 618 above a tab bar).
enum XcodeCanvas {
  /// The Xcode era of a `toolsVersion` ("13196", "14490.70"): nil when it is not a number.
  static func build(_ toolsVersion: String?) -> Int? {
    guard let toolsVersion else { return nil }
    return Int(toolsVersion.prefix { $0.isNumber })
  }

  /// Files saved by Xcode 11 to 14.2 show no status bar on home-button phones (toolsVersion 15000 to 21699:
  /// views pinned to the safe area's top stored at y = 0 in view controllers of toolsVersion 15702 to 21507 (19)
  /// and XIB views of 15505 to 21507 (9); at y = 20 from 21701).
  static func hidesStatusBar(build: Int?) -> Bool {
    guard let build else { return false }
    return build >= 15000 && build < 21700
  }

  /// The portrait safe-area top Xcode's canvas gives a full-screen root view, when it differs from the
  /// device preset's (the running app's).
  static func portraitTop(deviceID: String?, preset: Device?, build: Int?) -> Double? {
    guard let preset, !preset.isPad else { return nil }
    let runtimeTop = preset.safeArea(.portrait).top
    if runtimeTop <= 20 { return hidesStatusBar(build: build) ? 0 : 20 }
    var top = runtimeTop
    // Before Xcode 14 the 6.1-inch phones' canvas drew a 44-pt status bar: the iPhone 11's (48 at runtime) and
    // the iPhone 12's 390 × 844 screen (47; two files of toolsVersion 19529 store views pinned to the safe area's
    // top at y = 44, one of 21507 at 47).
    if deviceID == "retina6_1" || (preset.portraitSize.width == 390 && runtimeTop == 47), let build,
      build < 21000
    {
      top = 44
    }
    if deviceID == "retina5_9", let build, build >= 21701 { top = 50 }
    if doublesNotch(build: build) { top *= 2 }
    return top == runtimeTop ? nil : top
  }

  /// The portrait safe-area bottom Xcode's canvas gives a full-screen root view on a phone with a home indicator,
  /// when it differs from the device preset's.
  static func portraitBottom(preset: Device?, build: Int?) -> Double? {
    guard let preset, !preset.isPad, preset.safeArea(.portrait).top > 20, doublesNotch(build: build) else {
      return nil
    }
    return 2 * preset.safeArea(.portrait).bottom
  }

  /// Files saved by recent Xcode releases (toolsVersion 23700 and up: 23727 to 24765 in the corpus) store a
  /// notched phone's safe area twice over: 118 pt at the top and 68 at the bottom of a 393 × 852 root
  /// (`retina6_12`, whose status bar is 59), 96 and 68 on `retina6_1`, 100 and 68 on `retina5_9` (views pinned to
  /// the safe area in 9 files of two apps). Files of toolsVersion 23504 and earlier store the single insets (6
  /// views of another app pinned to a 48-pt top).
  static func doublesNotch(build: Int?) -> Bool {
    guard let build else { return false }
    return build >= 23700
  }

  /// The device a document was designed on: `<device id>`, else (documents saved before Xcode 8's format)
  /// the simulated screen of `defaultSimulatedMetrics` (`retina4_7.fullscreen` → `retina4_7`).
  static func deviceID(document: XMLElementNode) -> String? {
    if let id = document.child("device")?["id"] { return id }
    let metrics = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")
    guard let type = metrics?.child("simulatedScreenMetrics", key: "destination")?["type"] else { return nil }
    return String(type.prefix { $0 != "." })
  }
}
