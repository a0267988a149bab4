/// Bounds on what an asset may make Plumb read, decode and allocate. Catalogs are untrusted input: a small file
/// can claim a huge image (a 49 KB PNG that says 20 000 × 20 000), so sizes are checked before decoding.
public struct AssetLimits: Sendable, Hashable {
  /// Most pixels in one decoded or rasterised image (50 000 000 by default: 200 MB of 32-bit pixels).
  public var maximumPixels: Int
  /// Longest side in pixels of a decoded or rasterised image: cairo's image surfaces stop at 32 767.
  public var maximumSide: Int
  /// Largest image file read (64 MiB by default).
  public var maximumFileBytes: Int
  /// Largest `Contents.json` read (1 MiB by default; Xcode writes a few hundred bytes).
  public var maximumContentsBytes: Int
  /// Most elements an SVG may draw, each `<use>` counted as the elements it draws (100 000 by default; an icon
  /// has tens to a few thousand). Bounds the time librsvg spends: it draws about a hundred thousand a second.
  public var maximumSVGElements: Int
  /// Most bytes of decoded pixels an index keeps for reuse (512 MiB by default); past it the least recently used
  /// images are dropped and decoded again if asked for again.
  public var maximumCacheBytes: Int
  /// Most folders visited in one catalog, so a runaway tree cannot stall the index.
  public var maximumFolders: Int
  /// Deepest group nesting followed in a catalog.
  public var maximumDepth: Int

  /// Limits with the defaults, any of which can be changed.
  public init(
    maximumPixels: Int = 50_000_000, maximumSide: Int = 32_767, maximumFileBytes: Int = 64 << 20,
    maximumContentsBytes: Int = 1 << 20, maximumSVGElements: Int = 100_000,
    maximumCacheBytes: Int = 512 << 20,
    maximumFolders: Int = 200_000, maximumDepth: Int = 64
  ) {
    self.maximumPixels = maximumPixels
    self.maximumSide = maximumSide
    self.maximumFileBytes = maximumFileBytes
    self.maximumContentsBytes = maximumContentsBytes
    self.maximumSVGElements = maximumSVGElements
    self.maximumCacheBytes = maximumCacheBytes
    self.maximumFolders = maximumFolders
    self.maximumDepth = maximumDepth
  }

  /// Nil when a `width` × `height` pixel image is within the limits, else why not and which limit.
  func problem(width: Double, height: Double) -> (limit: String, detail: String)? {
    guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      return ("maximumPixels", "its size is not a finite, positive number")
    }
    if width > Double(maximumSide) || height > Double(maximumSide) {
      let shown = "\(Int(min(width, 1e15)))×\(Int(min(height, 1e15)))"
      return ("maximumSide", "\(shown) pixels has a side over \(maximumSide)")
    }
    if width * height > Double(maximumPixels) {
      return (
        "maximumPixels",
        "\(Int(width))×\(Int(height)) is \(Int(width * height)) pixels, over the limit of \(maximumPixels)"
      )
    }
    return nil
  }
}
