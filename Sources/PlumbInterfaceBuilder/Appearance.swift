import PlumbLayout

/// A view's or view controller's `overrideUserInterfaceStyle` as a document stores it: the attribute
/// `overrideUserInterfaceStyle="dark"` (or `light`; `unspecified` follows the superview), or a user-defined runtime
/// attribute of that key path whose number is UIKit's raw value (1 light, 2 dark).
enum InterfaceStyleOverride {
  static func read(_ node: XMLElementNode) -> UserInterfaceStyle? {
    if let value = node["overrideUserInterfaceStyle"] { return style(value) }
    for list in node.children("userDefinedRuntimeAttributes") {
      for attribute in list.children("userDefinedRuntimeAttribute")
      where attribute["keyPath"] == "overrideUserInterfaceStyle" {
        let value = attribute.children.first { $0["key"] == "value" }
        switch value?.number("value") {
        case 1: return .light
        case 2: return .dark
        default: return nil
        }
      }
    }
    return nil
  }

  private static func style(_ value: String) -> UserInterfaceStyle? {
    switch value.lowercased() {
    case "light", "1": .light
    case "dark", "2": .dark
    default: nil
    }
  }
}

/// Which of a storyboard's view controllers UIKit shows at the elevated level: those presented as a sheet or a
/// popover (a `presentation` segue, which since iOS 13 shows a page sheet unless it asks for full screen, or a
/// `popoverPresentation` segue; a controller whose own `modalPresentationStyle` is a sheet or a popover), and the
/// root of a navigation controller so presented.
struct PresentationLevels {
  private var elevated: Set<String> = []

  init(scenes: [XMLElementNode]) {
    let controllers = scenes.flatMap { $0.child("objects")?.children ?? [] }
    var presented: Set<String> = []
    for controller in controllers {
      if let id = controller["id"], Self.sheetStyles.contains(controller["modalPresentationStyle"] ?? "") {
        presented.insert(id)
      }
      for segue in controller.child("connections")?.children("segue") ?? [] {
        guard let destination = segue["destination"] else { continue }
        switch segue["kind"] {
        case "popoverPresentation": presented.insert(destination)
        case "presentation":
          let style = segue["modalPresentationStyle"] ?? "automatic"
          if !Self.fullScreenStyles.contains(style) { presented.insert(destination) }
        default: break
        }
      }
    }
    // A presented navigation (or tab bar) controller's children are on the sheet too.
    var byID: [String: XMLElementNode] = [:]
    for controller in controllers { if let id = controller["id"] { byID[id] = controller } }
    var queue = Array(presented)
    while let id = queue.popLast() {
      elevated.insert(id)
      for segue in byID[id]?.child("connections")?.children("segue") ?? []
      where segue["kind"] == "relationship" {
        if let destination = segue["destination"], !elevated.contains(destination) {
          queue.append(destination)
        }
      }
    }
  }

  /// The level `controller`'s view is shown at.
  func level(of controller: XMLElementNode) -> UserInterfaceLevel {
    controller["id"].map(elevated.contains) == true ? .elevated : .base
  }

  private static let sheetStyles: Set<String> = ["formSheet", "pageSheet", "popover"]
  private static let fullScreenStyles: Set<String> = [
    "fullScreen", "overFullScreen", "currentContext", "overCurrentContext",
  ]
}
