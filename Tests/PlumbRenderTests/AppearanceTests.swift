import Foundation
import PlumbDocument
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbRender
import PlumbResources
import PlumbText
import Testing

/// UIKit's named colours drawn light, dark and dark elevated, read back pixel by pixel: a document of swatches
/// over black, each swatch one colour, compared with the values UIKit documents (Apple's Human Interface
/// Guidelines colour tables and UIColor's documentation; the elevated backgrounds as `resolvedColor(with:)` returns
/// them). Opaque colours must match exactly; a translucent one is composited over black, so its pixel is the
/// colour times its alpha, rounded by 8-bit compositing (within 1/255).
@Suite struct AppearanceTests {
  static let text = TextLayoutEngine()

  /// UIKit's documented values: name, light, dark, dark elevated (nil: the dark value), as `#RRGGBB[AA]`.
  static let documented: [(name: String, light: String, dark: String, elevated: String?)] = [
    ("systemRed", "#FF3B30", "#FF453A", nil), ("systemOrange", "#FF9500", "#FF9F0A", nil),
    ("systemYellow", "#FFCC00", "#FFD60A", nil), ("systemGreen", "#34C759", "#30D158", nil),
    ("systemMint", "#00C7BE", "#63E6E2", nil), ("systemTeal", "#30B0C7", "#40C8E0", nil),
    ("systemCyan", "#32ADE6", "#64D2FF", nil), ("systemBlue", "#007AFF", "#0A84FF", nil),
    ("systemIndigo", "#5856D6", "#5E5CE6", nil), ("systemPurple", "#AF52DE", "#BF5AF2", nil),
    ("systemPink", "#FF2D55", "#FF375F", nil), ("systemBrown", "#A2845E", "#AC8E68", nil),
    ("systemGray", "#8E8E93", "#8E8E93", nil), ("systemGray2", "#AEAEB2", "#636366", nil),
    ("systemGray3", "#C7C7CC", "#48484A", nil), ("systemGray4", "#D1D1D6", "#3A3A3C", nil),
    ("systemGray5", "#E5E5EA", "#2C2C2E", nil), ("systemGray6", "#F2F2F7", "#1C1C1E", nil),
    ("label", "#000000", "#FFFFFF", nil), ("secondaryLabel", "#3C3C4399", "#EBEBF599", nil),
    ("tertiaryLabel", "#3C3C434D", "#EBEBF54D", nil), ("quaternaryLabel", "#3C3C432E", "#EBEBF529", nil),
    ("placeholderText", "#3C3C434D", "#EBEBF54D", nil), ("link", "#007AFF", "#0984FF", nil),
    ("separator", "#3C3C434A", "#54545899", nil), ("opaqueSeparator", "#C6C6C8", "#38383A", nil),
    ("systemBackground", "#FFFFFF", "#000000", "#1C1C1E"),
    ("secondarySystemBackground", "#F2F2F7", "#1C1C1E", "#2C2C2E"),
    ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E", "#3A3A3C"),
    ("systemGroupedBackground", "#F2F2F7", "#000000", "#1C1C1E"),
    ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E", "#2C2C2E"),
    ("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E", "#3A3A3C"),
    ("systemFill", "#78788033", "#7878805C", nil), ("secondarySystemFill", "#78788029", "#78788052", nil),
    ("tertiarySystemFill", "#7676801F", "#7676803D", nil),
    ("quaternarySystemFill", "#74748014", "#7676802E", nil),
    ("darkText", "#000000", "#000000", nil), ("lightText", "#FFFFFF99", "#FFFFFF99", nil),
  ]

  enum Variant: String, CaseIterable { case light, dark, darkElevated }

  /// The swatch document: 8 × 8-pt swatches in rows of 8 over black, in the documented order.
  static var document: String {
    let swatches = documented.enumerated().map { index, entry in
      "    - { id: s\(index), color: \(entry.name), frame: [\(index % 8 * 8), \(index / 8 * 8), 8, 8] }"
    }
    return """
      size: [64, 48]
      scale: 1
      root:
        color: black
        subviews:
      \(swatches.joined(separator: "\n"))
      """
  }

  func render(_ variant: Variant) throws -> PixelImage {
    let yaml = Self.document.replacingOccurrences(
      of: "scale: 1", with: "scale: 1\nappearance: \(variant == .light ? "light" : "dark")")
    let screen = try DocumentLoader().load(text: yaml, path: "swatches.yaml").makeScreen()
    var canvas = screen.request.canvas
    if variant == .darkElevated { canvas.traits.userInterfaceLevel = .elevated }
    let engine = LayoutEngine(root: screen.root, canvas: canvas, measurer: Self.text)
    let png = try Renderer(text: Self.text).render(engine, result: engine.layout(), options: RenderOptions())
    return try #require(PixelImage(png: png))
  }

  /// A documented `#RRGGBB[AA]` composited over black, as 8-bit components.
  static func expected(_ hex: String) -> (red: Double, green: Double, blue: Double, exact: Bool) {
    let digits = Array(hex.dropFirst())
    func byte(_ at: Int) -> Double { Double(Int(String(digits[at..<at + 2]), radix: 16) ?? -1) }
    let alpha = digits.count == 8 ? byte(6) / 255 : 1
    return (byte(0) * alpha, byte(2) * alpha, byte(4) * alpha, alpha == 1)
  }

  // The documented alphas are UIKit's fractions rounded to bytes (0.6 → 0x99), and compositing rounds again:
  // translucent swatches allow 1/255.
  @Test(arguments: Variant.allCases)
  func systemColoursMatchUIKitsDocumentedValues(variant: Variant) throws {
    let image = try render(variant)
    for (index, entry) in Self.documented.enumerated() {
      let hex =
        switch variant {
        case .light: entry.light
        case .dark: entry.dark
        case .darkElevated: entry.elevated ?? entry.dark
        }
      let want = Self.expected(hex)
      let pixel = image.color(x: index % 8 * 8 + 4, y: index / 8 * 8 + 4)
      let got = (pixel.red * 255, pixel.green * 255, pixel.blue * 255)
      let tolerance = want.exact ? 0 : 1.01
      #expect(
        abs(got.0 - want.red) <= tolerance && abs(got.1 - want.green) <= tolerance
          && abs(got.2 - want.blue) <= tolerance,
        "\(entry.name) \(variant): drew \(pixel), UIKit's value is \(hex)")
    }
  }

  func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> String { image.color(x: x, y: y).description }

  func renderDocument(_ yaml: String) throws -> PixelImage {
    let screen = try DocumentLoader().load(text: yaml, path: "test.yaml").makeScreen()
    let engine = screen.makeEngine(measurer: Self.text)
    let png = try Renderer(text: Self.text).render(engine, result: engine.layout(), options: RenderOptions())
    return try #require(PixelImage(png: png))
  }

  /// A document's `{light: …, dark: …}` colour takes the canvas's appearance; `overrideUserInterfaceStyle` on a
  /// view sets the appearance of it and its subviews, not its siblings.
  @Test(arguments: [("light", "#FF0000", "#F2F2F7", "#F2F2F7"), ("dark", "#0000FF", "#1C1C1E", "#F2F2F7")])
  func documentColoursAndOverridesFollowTheAppearance(
    appearance: String, dynamic: String, following: String, forcedLight: String
  ) throws {
    let image = try renderDocument(
      """
      size: [40, 10]
      scale: 1
      appearance: \(appearance)
      root:
        color: black
        subviews:
          - { id: a, color: {light: "#FF0000", dark: "#0000FF"}, frame: [0, 0, 10, 10] }
          - { id: b, color: secondarySystemBackground, frame: [10, 0, 10, 10] }
          - id: c
            overrideUserInterfaceStyle: light
            frame: [20, 0, 20, 10]
            subviews:
              - { id: d, color: secondarySystemBackground, frame: [0, 0, 10, 10] }
      """)
    #expect(pixel(image, 5, 5) == dynamic)
    #expect(pixel(image, 15, 5) == following)
    #expect(pixel(image, 25, 5) == forcedLight)
  }

  @Test func aColourNeedsBothAppearances() throws {
    #expect(throws: DocumentError.self) {
      _ = try DocumentLoader().load(text: "root: { color: {light: red} }", path: "t.yaml")
    }
    #expect(throws: DocumentError.self) {
      _ = try DocumentLoader().load(text: "root: { color: {light: red, dark: nope} }", path: "t.yaml")
    }
    #expect(throws: DocumentError.self) {
      _ = try DocumentLoader().load(text: "root: { overrideUserInterfaceStyle: dim }", path: "t.yaml")
    }
  }

  static func storyboard(_ body: String, controllerAttributes: String = "", segue: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" initialViewController="first">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <connections>\(segue)</connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="second" \(controllerAttributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <subviews>\(body)</subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  func renderScenes(_ xml: String, appearance: UserInterfaceStyle) throws -> [PixelImage] {
    var options = InterfaceBuilderOptions()
    options.appearance = appearance
    options.scale = 1
    let document = try InterfaceBuilderDocument.load(data: Data(xml.utf8), options: options)
    return try document.scenes.map { scene in
      let engine = LayoutEngine(root: scene.root, canvas: scene.canvas, measurer: Self.text)
      let png = try Renderer(text: Self.text).render(
        engine, result: engine.layout(), options: RenderOptions())
      return try #require(PixelImage(png: png))
    }
  }

  /// Interface Builder's `systemColor` takes the scene's appearance; a scene presented as a sheet is elevated;
  /// `overrideUserInterfaceStyle` on a view controller or a view overrides the appearance below it.
  @Test(arguments: [
    (UserInterfaceStyle.light, "", "", ["#FFFFFF", "#FFFFFF"]),
    (.dark, "", "", ["#000000", "#000000"]),
    (.dark, "", #"<segue destination="second" kind="presentation" id="g1"/>"#, ["#000000", "#1C1C1E"]),
    (
      .dark, "",
      #"<segue destination="second" kind="presentation" modalPresentationStyle="fullScreen" id="g1"/>"#,
      ["#000000", "#000000"]
    ),
    (
      .dark, "", #"<segue destination="second" kind="popoverPresentation" id="g1"/>"#, ["#000000", "#1C1C1E"]
    ),
    (.dark, #"overrideUserInterfaceStyle="light""#, "", ["#000000", "#FFFFFF"]),
    (.light, #"overrideUserInterfaceStyle="dark""#, "", ["#FFFFFF", "#000000"]),
  ])
  func interfaceBuilderScenesFollowTheAppearance(
    appearance: UserInterfaceStyle, attributes: String, segue: String, corners: [String]
  ) throws {
    let images = try renderScenes(
      Self.storyboard("", controllerAttributes: attributes, segue: segue), appearance: appearance)
    #expect(images.map { pixel($0, 1, 1) } == corners)
  }

  /// A view's own `overrideUserInterfaceStyle` attribute sets its subtree's appearance.
  @Test func aViewsOverrideAppliesToItsSubviews() throws {
    let body = """
      <view contentMode="scaleToFill" overrideUserInterfaceStyle="dark" id="box">
          <rect key="frame" x="20" y="0.0" width="20" height="20"/>
          <subviews>
              <view contentMode="scaleToFill" id="inner">
                  <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                  <color key="backgroundColor" systemColor="systemRedColor"/>
              </view>
          </subviews>
          <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
      </view>
      """
    let images = try renderScenes(Self.storyboard(body), appearance: .light)
    let scene = try #require(images.last)
    #expect(pixel(scene, 5, 5) == "#FFFFFF")
    #expect(pixel(scene, 25, 5) == "#FF453A")
    #expect(pixel(scene, 35, 5) == "#1C1C1E")
  }

  /// A catalog image set with a dark variant draws that variant in the dark appearance, its "any" image in the
  /// light one.
  @Test(arguments: [("light", "#FF0000"), ("dark", "#0000FF")])
  func catalogImagesTakeTheirDarkVariant(appearance: String, drawn: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-dark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Swatch.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    func svg(_ fill: String) -> String {
      #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="\#(fill)"/></svg>"#
    }
    try svg("#FF0000").write(to: set.appendingPathComponent("light.svg"), atomically: true, encoding: .utf8)
    try svg("#0000FF").write(to: set.appendingPathComponent("dark.svg"), atomically: true, encoding: .utf8)
    try """
    {"images": [{"filename": "light.svg", "idiom": "universal"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "dark.svg", "idiom": "universal"}],
     "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true}}
    """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let assets = AssetCatalogs(catalogs: [folder.appendingPathComponent("Assets.xcassets").path])
    let yaml = """
      size: [20, 20]
      scale: 1
      appearance: \(appearance)
      root:
        color: white
        subviews:
          - { id: swatch, kind: image, image: Swatch, frame: [5, 5, 10, 10] }
      """
    let screen = try DocumentLoader(assets: assets).load(text: yaml, path: "test.yaml").makeScreen()
    let engine = screen.makeEngine(measurer: Self.text)
    let png = try Renderer(text: Self.text, assets: assets).render(
      engine, result: engine.layout(), options: RenderOptions())
    let image = try #require(PixelImage(png: png))
    #expect(pixel(image, 10, 10) == drawn)
  }
}
