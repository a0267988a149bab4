/// What a document asks of its canvas, before command-line overrides: a device preset or a free size, and traits.
public struct CanvasRequest: Sendable, Hashable {
  /// A device preset; nil for a free canvas.
  public var device: Device?
  /// A free canvas's width (ignored with a device).
  public var width: CanvasLength
  /// A free canvas's height (ignored with a device).
  public var height: CanvasLength
  /// Orientation of a device.
  public var orientation: Orientation
  /// The effective layout direction.
  public var direction: LayoutDirection
  /// Dynamic Type size.
  public var contentSize: ContentSizeCategory
  /// Pixels per point; nil means the device's (2 for a free canvas).
  public var scale: Double?
  /// Light or dark.
  public var appearance: UserInterfaceStyle
  /// The language text is shown in.
  public var language: Language

  /// Creates a request (defaults: a 375 × 667 free canvas, portrait, left to right, large text, light, the
  /// development language).
  public init(
    device: Device? = nil, width: CanvasLength = .points(375), height: CanvasLength = .points(667),
    orientation: Orientation = .portrait, direction: LayoutDirection = .leftToRight,
    contentSize: ContentSizeCategory = .large, scale: Double? = nil, appearance: UserInterfaceStyle = .light,
    language: Language = .development
  ) {
    self.device = device
    self.width = width
    self.height = height
    self.orientation = orientation
    self.direction = direction
    self.contentSize = contentSize
    self.scale = scale
    self.appearance = appearance
    self.language = language
  }

  /// The canvas this request describes.
  public var canvas: Canvas {
    if let device {
      var canvas = Canvas(
        device: device, orientation: orientation, contentSizeCategory: contentSize,
        layoutDirection: direction,
        scale: scale)
      canvas.traits.userInterfaceStyle = appearance
      canvas.traits.language = language
      return canvas
    }
    var traits = TraitCollection(
      contentSizeCategory: contentSize, layoutDirection: direction, displayScale: scale ?? 2,
      userInterfaceStyle: appearance, language: language)
    // A free canvas takes the size classes of its width and height like a window would.
    if case .points(let w) = width { traits.horizontalSizeClass = w >= 600 ? .regular : .compact }
    if case .points(let h) = height { traits.verticalSizeClass = h >= 500 ? .regular : .compact }
    return Canvas(width: width, height: height, traits: traits)
  }

  /// The request with command-line overrides applied (a device override replaces a free size). A language
  /// written right to left turns the layout direction right to left, as iOS does, unless the overrides name a
  /// direction.
  public func applying(_ overrides: TraitOverrides) -> CanvasRequest {
    var copy = self
    if let device = overrides.device { copy.device = device }
    if let orientation = overrides.orientation { copy.orientation = orientation }
    if let contentSize = overrides.contentSize { copy.contentSize = contentSize }
    if let scale = overrides.scale { copy.scale = scale }
    if let appearance = overrides.appearance { copy.appearance = appearance }
    if let language = overrides.language { copy.language = language }
    if let direction = overrides.layoutDirection { copy.direction = direction }
    return copy
  }
}

/// Trait options given on the command line (`--device`, `--orientation`, `--direction`, `--content-size`, `--scale`).
public struct TraitOverrides: Sendable, Hashable {
  /// Device preset.
  public var device: Device?
  /// Orientation.
  public var orientation: Orientation?
  /// Layout direction.
  public var direction: LayoutDirection?
  /// Dynamic Type size.
  public var contentSize: ContentSizeCategory?
  /// Pixels per point.
  public var scale: Double?
  /// Light or dark.
  public var appearance: UserInterfaceStyle?
  /// The language text is shown in.
  public var language: Language?

  /// Creates overrides; nil leaves the document's value.
  public init(
    device: Device? = nil, orientation: Orientation? = nil, direction: LayoutDirection? = nil,
    contentSize: ContentSizeCategory? = nil, scale: Double? = nil, appearance: UserInterfaceStyle? = nil,
    language: Language? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.direction = direction
    self.contentSize = contentSize
    self.scale = scale
    self.appearance = appearance
    self.language = language
  }

  /// The layout direction these overrides set: the direction named, else right to left for a language written
  /// right to left (as iOS lays out an app in that language), else nil.
  public var layoutDirection: LayoutDirection? {
    direction ?? (language?.isRightToLeft == true ? .rightToLeft : nil)
  }

  /// A short suffix naming the overridden traits (`@ax5-rtl`, `@dark-fr`), for output file names.
  public var fileSuffix: String {
    var parts: [String] = []
    if let device { parts.append(device.name) }
    if let orientation { parts.append(orientation.rawValue) }
    if let contentSize { parts.append(contentSize.shortName) }
    if let direction { parts.append(direction == .leftToRight ? "ltr" : "rtl") }
    if let appearance { parts.append(appearance.rawValue) }
    if let language { parts.append(language.name) }
    if let scale { parts.append("\(Int(scale))x") }
    return parts.isEmpty ? "" : "@" + parts.joined(separator: "-")
  }
}

/// One laid-out-able screen: a root view and the canvas it sits in (a document, or one storyboard scene).
public final class Screen {
  /// The screen's name (document file name, or scene title/id).
  public let name: String
  /// The root view.
  public let root: View
  /// The canvas request (document keys with overrides applied).
  public let request: CanvasRequest
  /// Problems found while loading that did not stop it (unsupported elements, and so on).
  public let warnings: [String]

  /// Creates a screen.
  public init(name: String, root: View, request: CanvasRequest, warnings: [String] = []) {
    self.name = name
    self.root = root
    self.request = request
    self.warnings = warnings
  }

  /// A layout engine for the screen.
  public func makeEngine(measurer: any TextMeasuring) -> LayoutEngine {
    LayoutEngine(root: root, canvas: request.canvas, measurer: measurer)
  }
}
