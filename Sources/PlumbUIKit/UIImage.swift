import PlumbLayout

/// An image: a PNG file (its size sets an image view's intrinsic size), or a blank image of a size.
public final class UIImage: Sendable {
  /// The size in points (pixels divided by the scale).
  public let size: CGSize
  /// Pixels per point: 2 or 3 for files named `name@2x.png` / `name@3x.png`, else 1.
  public let scale: CGFloat
  /// The PNG file drawn, if any.
  let path: String?

  /// The SF Symbol this placeholder stands for, if it is one.
  public let symbolName: String?
  /// The symbol configuration the placeholder was sized with.
  public let symbolConfiguration: SymbolConfiguration?
  /// How the image is drawn: as is or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// The asset catalogue image set this image is (`UIImage.assetCatalogs`), drawn by name.
  let assetName: String?

  init(
    size: CGSize, scale: CGFloat, path: String?, symbolName: String? = nil,
    symbolConfiguration: SymbolConfiguration? = nil, renderingMode: RenderingMode = .automatic,
    assetName: String? = nil
  ) {
    self.size = size
    self.scale = scale
    self.path = path
    self.assetName = assetName
    self.symbolName = symbolName
    self.symbolConfiguration = symbolConfiguration
    self.renderingMode = renderingMode
  }

  /// An empty image.
  public convenience init() { self.init(size: .zero, scale: 1, path: nil) }

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic = 0
    /// In its own colours.
    case alwaysOriginal
    /// As a template in the tint colour.
    case alwaysTemplate
  }

  /// The same image drawn in a rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      size: size, scale: scale, path: path, symbolName: symbolName, symbolConfiguration: symbolConfiguration,
      renderingMode: renderingMode, assetName: assetName)
  }

  /// The same image tinted (the tint is not drawn).
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  /// The same image tinted in a rendering mode (the tint is not drawn).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// A symbol placeholder resized for `configuration`; other images are unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    guard let symbolName else { return self }
    return UIImage(
      symbol: symbolName, configuration: symbolConfiguration?.applying(configuration) ?? configuration)
  }

  /// The same image with insets around its alignment rectangle (not applied).
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

  /// The same image resizable with cap insets (drawn stretched).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  /// Folders `UIImage(named:)` looks in after the main bundle's resources (a Plumb addition: Linux has no asset
  /// catalogues).
  @preconcurrency @MainActor public static var searchDirectories: [URL] = []

  /// The image set `name` of `assetCatalogs`, else the PNG `name` (with or without `.png`, preferring `@2x`/`@3x`
  /// variants) from the main bundle's resources or `searchDirectories`.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The PNG `name` from `bundle` (nil: the main bundle), then `searchDirectories`.
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    if let asset = UIImage.fromCatalogs(name) {
      self.init(size: asset.size, scale: asset.scale, path: nil, assetName: name)
      return
    }
    var folders: [URL] = []
    if let resources = (bundle ?? .main).resourceURL { folders.append(resources) }
    folders += UIImage.searchDirectories
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    for folder in folders {
      for (suffix, scale) in [("@2x", 2.0), ("@3x", 3.0), ("", 1.0)] {
        let url = folder.appendingPathComponent(base + suffix + ".png")
        if let image = UIImage(png: url.path, scale: CGFloat(scale)) {
          self.init(size: image.size, scale: image.scale, path: image.path)
          return
        }
      }
    }
    return nil
  }

  /// The PNG at `path`.
  public convenience init?(contentsOfFile path: String) {
    guard let image = UIImage(png: path, scale: 1) else { return nil }
    self.init(size: image.size, scale: image.scale, path: image.path)
  }

  private convenience init?(png path: String, scale: CGFloat) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
    let bytes = [UInt8](header)
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
    guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    let width = number(16)
    let height = number(20)
    guard width > 0, height > 0 else { return nil }
    self.init(
      size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale, path: path)
  }
}

/// Makes images; Plumb's are blank images of the renderer's size (drawing into them is not supported).
public final class UIGraphicsImageRenderer: Sendable {
  let size: CGSize

  /// A renderer of images of `size`.
  public init(size: CGSize) { self.size = size }

  /// A blank image of the renderer's size; `actions` runs with a context that offers no drawing.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    actions(UIGraphicsImageRendererContext())
    return UIImage(size: size, scale: 1, path: nil)
  }
}

/// The context an image renderer's actions receive (no drawing calls: they do not compile).
public final class UIGraphicsImageRendererContext: Sendable {}

extension UIImage: Hashable {
  /// Images are equal when they are the same image.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
  /// Hashes the image's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A Core Graphics image: an image's pixels, as `UIImage.cgImage` gives them.
public final class CGImage: Sendable {
  let image: UIImage
  init(_ image: UIImage) { self.image = image }

  /// The width in pixels.
  public var width: Int { Int((image.size.width * image.scale).rounded()) }
  /// The height in pixels.
  public var height: Int { Int((image.size.height * image.scale).rounded()) }
}

extension UIImage {
  /// The image's pixels as a Core Graphics image.
  public var cgImage: CGImage? { CGImage(self) }

  /// The image a Core Graphics image holds.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: cgImage.image.scale, orientation: .up)
  }

  /// The image a Core Graphics image holds, at a scale (pixels per point); the orientation is recorded only.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let source = cgImage.image
    let scale = scale > 0 ? scale : 1
    self.init(
      size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
      scale: scale,
      path: source.path, symbolName: source.symbolName, symbolConfiguration: source.symbolConfiguration,
      renderingMode: source.renderingMode, assetName: source.assetName)
  }

  /// Which way up an image's pixels are drawn (recorded only).
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up
    /// Turned half a turn.
    case down
    /// Turned a quarter turn anticlockwise.
    case left
    /// Turned a quarter turn clockwise.
    case right
    /// Mirrored.
    case upMirrored
    /// Turned half a turn and mirrored.
    case downMirrored
    /// Turned anticlockwise and mirrored.
    case leftMirrored
    /// Turned clockwise and mirrored.
    case rightMirrored
  }
}
