import PlumbLayout

/// Reads the `<document>` element: device, resources, then one scene per view controller or top-level view.
struct DocumentReader {
  let root: XMLElementNode
  let options: InterfaceBuilderOptions

  /// Scene objects without a root view of their own by design.
  static let viewlessControllers: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "viewControllerPlaceholder", "exit",
  ]

  /// Top-level objects that are not views and need no warning.
  static let quietObjects: Set<String> = ["placeholder", "customObject", "viewController", "navigationItem"]

  /// The document: its kind, its resources, then its scenes (a warning, not an error, when it has none).
  func read() throws(IBError) -> InterfaceBuilderDocument {
    let kind = try documentKind()
    var warnings: [IBWarning] = []
    if root["targetRuntime"]?.contains("MacOSX") == true {
      warnings.append(
        Self.warning(.unsupportedElement, "a macOS (AppKit) document is read with UIKit's rules", root))
    }
    let (images, namedColors, symbols) = resources()
    let device = root.child("device")
    let context = Context(
      options: options, images: images, namedColors: namedColors, symbolImages: symbols,
      deviceID: XcodeCanvas.deviceID(document: root),
      orientation: device?["orientation"].flatMap(Orientation.init(rawValue:)) ?? .portrait,
      build: XcodeCanvas.build(root["toolsVersion"]))
    let scenes =
      switch kind {
      case .storyboard: storyboardScenes(context, warnings: &warnings)
      case .xib: xibScenes(context, warnings: &warnings)
      }
    if scenes.isEmpty {
      // Xcode opens such a file as an empty canvas; there is nothing to lay out or draw, which is not an error.
      let place = (kind == .storyboard ? root.child("scenes") : root.child("objects")) ?? root
      warnings.append(
        Self.warning(
          .unsupportedElement,
          "the \(kind.rawValue) has no scenes (no view controller with a view and no top-level view); "
            + "nothing to lay out or draw", place))
    }
    return InterfaceBuilderDocument(
      kind: kind, toolsVersion: root["toolsVersion"], deviceID: device?["id"], scenes: scenes,
      warnings: warnings)
  }

  private static func warning(_ kind: IBWarning.Kind, _ message: String, _ node: XMLElementNode) -> IBWarning
  {
    IBWarning(
      kind: kind, message: message, element: node.name, objectID: node["id"], line: node.line,
      column: node.column)
  }

  /// Storyboard or XIB, from `<document type>`.
  private func documentKind() throws(IBError) -> InterfaceBuilderDocument.Kind {
    guard root.name == "document" else {
      throw .notInterfaceBuilder(
        message: "the root element is <\(root.name)>, not <document>", line: root.line, column: root.column)
    }
    let type = root["type"] ?? ""
    if type.contains("Storyboard") { return .storyboard }
    if type.contains("XIB") { return .xib }
    throw .notInterfaceBuilder(
      message: "<document type=\"\(type)\"> is neither a storyboard nor a XIB", line: root.line,
      column: root.column)
  }

  /// `<resources>`: image sizes, which images are system symbols, and the values Xcode stored for named (asset
  /// catalogue) colours.
  private func resources() -> (images: [String: Size], namedColors: [String: String], symbols: Set<String>) {
    var images: [String: Size] = [:]
    var symbols: Set<String> = []
    var namedColors: [String: String] = [:]
    for resources in root.children("resources") {
      for resource in resources.children {
        switch resource.name {
        case "image":
          if let name = resource["name"], let width = resource.number("width"),
            let height = resource.number("height")
          {
            images[name] = Size(width: width, height: height)
          }
          if let name = resource["name"], resource["catalog"] == "system" { symbols.insert(name) }
        case "namedColor":
          if let name = resource["name"],
            let color = resource.child("color").flatMap({ IBValues.color($0, named: [:]).value })
          {
            namedColors[name] = color
          }
        default: break
        }
      }
    }
    return (images, namedColors, symbols)
  }

  /// One scene (and its cells' screens) per view controller with a view; container controllers and storyboard
  /// references have none and are skipped quietly.
  private func storyboardScenes(_ context: Context, warnings: inout [IBWarning]) -> [IBScene] {
    var scenes: [IBScene] = []
    let bars = Bars(scenes: root.child("scenes")?.children("scene") ?? [])
    let elevated = PresentationLevels(scenes: root.child("scenes")?.children("scene") ?? [])
    for scene in root.child("scenes")?.children("scene") ?? [] {
      let objects = scene.child("objects")?.children ?? []
      var found = false
      for controller in objects {
        guard let view = controller.children.first(where: { $0["key"] == "view" }) else { continue }
        found = true
        if controller.bool("viewRespectsSystemMinimumLayoutMargins") == false {
          warnings.append(
            Self.warning(
              .unsupportedAttribute,
              "viewRespectsSystemMinimumLayoutMargins=NO is not modelled; the root keeps UIKit's minimum margins",
              controller))
        }
        let title =
          controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
          ?? controller["userLabel"]
        scenes.append(
          contentsOf: context.makeScenes(
            id: scene["sceneID"] ?? controller["id"] ?? "scene-\(scenes.count + 1)", title: title,
            storyboardIdentifier: controller["storyboardIdentifier"],
            viewControllerClass: controller["customClass"] ?? Self.controllerClass(controller.name),
            rootNode: view,
            isViewController: true, legacyGuides: controller.child("layoutGuides"),
            bars: options.simulatesBars ? bars.of(controller) : Bars.Embedding(),
            adjustsScrollViewInsets: controller.bool("automaticallyAdjustsScrollViewInsets") != false,
            style: InterfaceStyleOverride.read(controller), level: elevated.level(of: controller)))
      }
      let names = objects.map(\.name).filter { $0 != "placeholder" }
      // Container controllers show their children's views, and a storyboard reference's scene lives in
      // another file: neither has a view of its own to lay out, which is nothing to warn about.
      if !found && !names.allSatisfy(Self.viewlessControllers.contains) {
        warnings.append(
          Self.warning(
            .unsupportedElement,
            "scene \(scene["sceneID"] ?? "") (\(names.joined(separator: ", "))) has no root view and is skipped",
            scene))
      }
    }
    return scenes
  }

  /// One scene (and its cells' screens) per top-level view; other top-level objects are skipped.
  private func xibScenes(_ context: Context, warnings: inout [IBWarning]) -> [IBScene] {
    var scenes: [IBScene] = []
    for object in root.child("objects")?.children ?? [] {
      let isView =
        SceneBuilder.kinds[object.name] != nil || SceneBuilder.plainViews.contains(object.name)
        || object.child("rect", key: "frame") != nil
      guard isView else {
        if !Self.quietObjects.contains(object.name) && !object.name.hasSuffix("GestureRecognizer") {
          warnings.append(
            Self.warning(
              .unsupportedElement, "top-level <\(object.name)> is not a view and is skipped", object))
        }
        continue
      }
      let id = object["id"] ?? "view-\(scenes.count + 1)"
      scenes.append(
        contentsOf: context.makeScenes(
          id: id, title: object["userLabel"] ?? object["customClass"], storyboardIdentifier: nil,
          viewControllerClass: nil, rootNode: object, isViewController: false, legacyGuides: nil,
          bars: Bars.Embedding()))
    }
    return scenes
  }

  static func controllerClass(_ element: String) -> String {
    "UI" + element.prefix(1).uppercased() + element.dropFirst()
  }

  struct Context {
    let options: InterfaceBuilderOptions
    let images: [String: Size]
    let namedColors: [String: String]
    /// Image names `<resources>` marks as system symbols (`catalog="system"`).
    let symbolImages: Set<String>
    let deviceID: String?
    let orientation: Orientation
    /// The Interface Builder build that saved the document (`toolsVersion`).
    let build: Int?

    /// The scene, then one screen per prototype cell of its table views.
    func makeScenes(
      id: String, title: String?, storyboardIdentifier: String?, viewControllerClass: String?,
      rootNode: XMLElementNode, isViewController: Bool, legacyGuides: XMLElementNode?, bars: Bars.Embedding,
      adjustsScrollViewInsets: Bool = true, style: UserInterfaceStyle? = nil,
      level: UserInterfaceLevel = .base
    ) -> [IBScene] {
      let storedSize = rootNode.child("rect", key: "frame").flatMap(SceneBuilder.rect)?.size
      var warnings: [IBWarning] = []
      var canvas = makeCanvas(
        storedSize: storedSize, isViewController: isViewController, node: rootNode, warnings: &warnings)
      let withoutBars = canvas
      if options.canvasMode == .interfaceBuilder, isViewController {
        let screen = deviceID.flatMap {
          IBDevices.preset(id: $0, orientation: self.orientation, storedSize: nil)
        }
        bars.applyOnXcodeCanvas(
          to: &canvas, storedRoot: rootNode.child("rect", key: "frame").flatMap(SceneBuilder.rect),
          screen: bars.freeformSize ?? screen?.size(options.orientation ?? self.orientation))
      } else {
        bars.apply(to: &canvas)
      }
      let canvasSize: Size? =
        if case .points(let w) = canvas.width, case .points(let h) = canvas.height {
          Size(width: w, height: h)
        } else {
          nil
        }
      let builder = SceneBuilder(
        traits: canvas.traits, images: images, namedColors: namedColors, options: options,
        setsExpectedFrames: storedSize != nil && storedSize == canvasSize)
      builder.symbolImages = symbolImages
      builder.warnings = warnings
      builder.build = build
      builder.homeIndicator = withoutBars.safeAreaInsets.bottom > 0
      builder.safeAreaTop = canvas.safeAreaInsets.top
      builder.adjustsScrollViewInsets = adjustsScrollViewInsets
      for guide in legacyGuides?.children("viewControllerLayoutGuide") ?? [] {
        if let guideID = guide["id"] { builder.legacyGuides[guideID] = guide["type"] == "top" }
      }
      let root = builder.buildView(rootNode, parent: nil, arranged: false) ?? View(id)
      builder.rootView = root
      // The controller's overrideUserInterfaceStyle is its view's; a presented sheet's backgrounds are elevated.
      if let style { root.appearance.overrideUserInterfaceStyle = style }
      canvas.traits.userInterfaceLevel = level
      if !isViewController && options.canvasMode == .interfaceBuilder && options.device == nil,
        Self.topLevelViews.contains(rootNode.name),
        rootNode.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
      {
        xcodeTopLevelView(root, canvas: &canvas)
      }
      if !isViewController, rootNode.name == "tableViewCell" {
        topLevelCellMargins(rootNode, builder: builder, canvas: canvas)
      }
      if isViewController, options.canvasMode == .interfaceBuilder, options.device == nil,
        canvas.device == nil
      {
        xcodeWideRootMargins(root, canvas: canvas)
      }
      if isViewController {
        bars.addStandIns(to: root, before: withoutBars, after: canvas, builder: builder, node: rootNode)
      }
      builder.activateConstraints(root: root)
      let scene = IBScene(
        id: id, title: title, storyboardIdentifier: storyboardIdentifier,
        viewControllerClass: viewControllerClass,
        root: root, canvas: canvas, builder: builder)
      return [scene] + makeCellScenes(builder.prototypes, of: scene)
    }

    /// Root margins of 20 pt at the sides on Xcode's canvas for a root at least 414 pt wide in compact width,
    /// unless the file sets its own (UIKit's 16 is for narrower phones): a freeform XIB's top-level view, and a
    /// view controller's view on a free canvas (Xcode 7's 600 × 600 "any size" canvas stores a text field
    /// pinned to the root's margins at x = 20, 560 wide).
    func xcodeWideRootMargins(_ root: View, canvas: Canvas) {
      if case .points(let width) = canvas.width, width >= 414, canvas.traits.horizontalSizeClass == .compact,
        root.layoutMargins == nil && root.directionalLayoutMargins == nil
      {
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      }
    }

    /// A length in a message: whole points without decimals.
    static func points(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The status bar Xcode draws over a view controller's view on a canvas of no known phone.
    static func freeCanvasTop(build: Int?) -> Double { XcodeCanvas.hidesStatusBar(build: build) ? 0 : 20 }

    /// XIB top-level elements Xcode's canvas shows like a view controller's view (not cells).
    static let topLevelViews: Set<String> = ["view", "stackView", "scrollView", "visualEffectView"]

    /// Xcode's canvas shows a freeform XIB's top-level view (`<freeformSimulatedSizeMetrics>`, Simulated Metrics:
    /// Size Freeform) like a view controller's view: UIKit's root margins (0 above
    /// and below, 16 at the sides, 20 from 414 pt wide) and a notched device's safe area. Measured on the
    /// corpus's freeform XIBs: 434 to 600 pt wide views with subviews 20 pt from the margins' edges (9
    /// constraints, Xcode 9.4 to 12) and 44 pt down on `retina6_1` (4); a `retina4_7` one from Xcode 9.4 shows no
    /// status bar.
    func xcodeTopLevelView(_ root: View, canvas: inout Canvas) {
      canvas.isViewControllerRoot = true
      xcodeWideRootMargins(root, canvas: canvas)
      let design = deviceID.flatMap { IBDevices.preset(id: $0, orientation: .portrait, storedSize: nil) }
      if let design, !design.isPad, orientation == .portrait, design.safeArea(.portrait).top > 20 {
        let top =
          XcodeCanvas.portraitTop(deviceID: deviceID, preset: design, build: build)
          ?? design.safeArea(.portrait).top
        canvas.safeAreaInsets = EdgeInsets(
          top: top, left: 0,
          bottom: XcodeCanvas.portraitBottom(preset: design, build: build)
            ?? design.safeArea(.portrait).bottom,
          right: 0)
      }
    }

    /// A XIB's top-level table cell is a cell, not a plain view: its content view gets a table cell's margins
    /// unless the file sets them (`CellMetrics`), as Xcode's release drew a cell with no table around it
    /// (`CellMetrics.xcodeTopLevelCellMargins`); files up to Xcode 8.3, 8 pt on every side (12 cells).
    func topLevelCellMargins(_ node: XMLElementNode, builder: SceneBuilder, canvas: Canvas) {
      guard let contentID = node.children.first(where: { $0["key"] == "contentView" })?["id"],
        let content = builder.items[contentID] as? View, content.layoutMargins == nil,
        content.directionalLayoutMargins == nil
      else { return }
      let screen = deviceID.flatMap { IBDevices.preset(id: $0, orientation: orientation, storedSize: nil) }
      let cellWidth = node.child("rect", key: "frame").flatMap(SceneBuilder.rect)?.width ?? 0
      let screenWidth = screen?.size(options.orientation ?? orientation).width ?? 0
      let minimum = canvas.systemMinimumLayoutMargins
      var (leading, trailing) = (minimum.leading, minimum.trailing)
      var vertical = CellMetrics.contentVerticalMargin
      if options.canvasMode == .interfaceBuilder,
        let margins = CellMetrics.xcodeTopLevelCellMargins(
          build: build, cellWidth: cellWidth, screenWidth: screenWidth,
          compactWidth: canvas.traits.horizontalSizeClass == .compact,
          hasAccessory: (node["accessoryType"] ?? "none") != "none")
      {
        (leading, trailing, vertical) = (margins.leading, margins.trailing, margins.vertical ?? vertical)
      }
      content.directionalLayoutMargins = DirectionalEdgeInsets(
        top: vertical, leading: leading, bottom: vertical, trailing: trailing)
    }

    /// The options' device, else the document's `<device>` when it matches the root's stored size, else a free
    /// canvas of the stored size.
    func makeCanvas(
      storedSize: Size?, isViewController: Bool, node: XMLElementNode, warnings: inout [IBWarning]
    )
      -> Canvas
    {
      let orientation = options.orientation ?? self.orientation
      let xcode = options.canvasMode == .interfaceBuilder && options.device == nil
      // The document's device whatever the root's size, for Xcode's status bar on a free canvas.
      let designDevice = deviceID.flatMap {
        IBDevices.preset(id: $0, orientation: self.orientation, storedSize: nil)
      }
      var canvas: Canvas
      if let device = options.device {
        canvas = Canvas(device: device, orientation: orientation)
      } else if let deviceID,
        let device = IBDevices.preset(id: deviceID, orientation: self.orientation, storedSize: storedSize)
      {
        // The stored size is in the document's orientation; the canvas takes the one asked for.
        canvas = Canvas(device: device, orientation: orientation)
        // A XIB's top-level view at its device's size shows the status bar or notch Xcode drew too (none on a
        // home-button phone in files of Xcode 11 to 14.2: 11 such views pinned to the safe area's top at y = 0).
        let topLevelView = Self.topLevelViews.contains(node.name)
        if xcode, isViewController || topLevelView, orientation == .portrait,
          let top = XcodeCanvas.portraitTop(deviceID: deviceID, preset: device, build: build)
        {
          canvas.safeAreaInsets.top = top
          if let bottom = XcodeCanvas.portraitBottom(preset: device, build: build) {
            canvas.safeAreaInsets.bottom = bottom
          }
        }
      } else {
        var size = storedSize ?? Size(width: 375, height: 667)
        if orientation != self.orientation { size = Size(width: size.height, height: size.width) }
        if storedSize == nil {
          warnings.append(
            IBWarning(
              kind: .unknownDevice, message: "the root view has no stored frame; a 375 × 667 canvas is used",
              element: node.name, objectID: node["id"], line: node.line, column: node.column))
        } else if let deviceID, !IBDevices.isKnown(deviceID) {
          let bar =
            xcode && isViewController && orientation == .portrait ? Self.freeCanvasTop(build: build) : 0
          warnings.append(
            IBWarning(
              kind: .unknownDevice,
              message:
                "device \(deviceID) is not one Plumb knows; laid out on a free "
                + "\(Self.points(size.width)) × \(Self.points(size.height)) canvas (the root's stored size) "
                + (bar > 0 ? "with a \(Self.points(bar))-pt status bar" : "with no status bar"),
              element: node.name, objectID: node["id"], line: node.line, column: node.column))
        }
        // Plumb's choice for a free canvas: regular width from 768 pt (iPad), compact height below 500 pt.
        let traits = TraitCollection(
          horizontalSizeClass: size.width >= 768 ? .regular : .compact,
          verticalSizeClass: size.height < 500 ? .compact : .regular)
        canvas = Canvas(width: .points(size.width), height: .points(size.height), traits: traits)
        canvas.isViewControllerRoot = isViewController
        if xcode, isViewController, orientation == .portrait {
          // Xcode's canvas draws its device's status bar (and home indicator) over a view controller's view
          // even when the view is not the screen's size; with no known device, a 20-pt status bar.
          let top =
            XcodeCanvas.portraitTop(deviceID: deviceID, preset: designDevice, build: build)
            ?? designDevice?.safeArea(.portrait).top
            ?? (deviceID.map(IBDevices.freeScreens.contains) == true ? 0 : Self.freeCanvasTop(build: build))
          canvas.safeAreaInsets = EdgeInsets(
            top: top, left: 0,
            bottom: XcodeCanvas.portraitBottom(preset: designDevice, build: build)
              ?? designDevice?.safeArea(.portrait).bottom ?? 0, right: 0)
          if let scale = designDevice?.scale { canvas.traits.displayScale = scale }
        }
      }
      canvas.traits.contentSizeCategory = options.contentSizeCategory
      canvas.traits.layoutDirection = options.layoutDirection
      canvas.traits.userInterfaceStyle = options.appearance
      canvas.traits.language = options.language
      if let scale = options.scale { canvas.traits.displayScale = scale }
      return canvas
    }
  }
}
