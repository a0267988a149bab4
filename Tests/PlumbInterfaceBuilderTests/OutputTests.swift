import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Suite struct OutputTests {
  @Test func sceneJSONNamesViews() throws {
    let doc = try fixture("Cookbook.storyboard")
    let scene = try #require(doc.scene(named: "SimpleSingleView"))
    let json = scene.json(layout(scene)).compact
    #expect(
      json.contains(
        #"{ "id": "ssv-rd-001", "name": "Red View", "class": "UIView", "kind": "view", "superview": "ssv-rt-001", "frame": { "x": 16, "y": 68, "width": 382, "height": 774 }"#
      ))
    #expect(json.contains(#""name": "UIView", "class": "UIView", "kind": "view", "superview": null"#))
  }

  @Test func storyboardJSONHasOneEntryPerScene() throws {
    let doc = try fixture("Cookbook.storyboard")
    let json = doc.json(doc.scenes.map(layout)).compact
    #expect(
      json.hasPrefix(
        #"{ "scenes": [{ "scene": "ssv-sc-001", "title": "Simple Single View", "canvas": { "width": 414, "height": 896, "scale": 2 }"#
      ))
    #expect(json.components(separatedBy: #""scene": "#).count == 6)
  }

  @Test func importWarningsBecomeDiagnostics() throws {
    let scene = try #require(try fixture("Views.xib").scene(named: "Scrolling"))
    let json = scene.json(layout(scene)).compact
    #expect(
      json.contains(
        #"{ "kind": "warning", "message": "104:17: warning: UIKit's mapView is laid out as a plain view", "constraints": [], "views": ["scr-mp-001"] }"#
      ))
  }
}
