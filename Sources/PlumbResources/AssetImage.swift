/// What an image set offers for one set of traits: the file chosen and how UIKit would treat it. Nothing is
/// decoded to make one (only the file's header is read, for its size); ``AssetCatalogIndex/raster(_:scale:pointSize:)``
/// decodes it.
public struct AssetImage: Sendable, Hashable {
  /// The kinds of file an image set can hold that Plumb decodes.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// A PNG bitmap.
    case png
    /// A JPEG bitmap.
    case jpeg
    /// A PDF vector (its first page).
    case pdf
    /// An SVG vector.
    case svg

    /// Whether the file is drawn at any size (PDF, SVG) rather than decoded at its own pixels.
    public var isVector: Bool { self == .pdf || self == .svg }
  }

  /// The lookup name, as `UIImage(named:)` takes it (`Group/Name` under a namespace).
  public var name: String
  /// The chosen file: the catalog path as given to the index, then the set's folder and the file's name.
  public var file: String
  /// The file's kind, from its first bytes (a `.png` that holds a JPEG is a JPEG, as Xcode accepts).
  public var format: Format
  /// Width in points: pixels divided by ``scale`` for bitmaps, the page or document size for vectors.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point of the file: its `scale` slot or `@2x`-style name for bitmaps (1 without either), 1 for
  /// vectors.
  public var scale: Double
  /// The appearance of the variant chosen (nil when it has none, the "any" variant).
  public var appearance: AssetAppearance?
  /// How the image is drawn: as its own colours, as a template, or as the view decides.
  public var renderingIntent: AssetRenderingIntent
  /// Cap insets in points, when the image is sliced for resizing.
  public var capInsets: AssetCapInsets?
  /// How a sliced image's parts stretch, when it is sliced.
  public var resizing: AssetResizing?
  /// Whether the set keeps its vector data (`preserves-vector-representation`), so UIKit draws it sharp at
  /// any size instead of scaling the bitmap made at the asset's size.
  public var preservesVectorRepresentation: Bool

  /// Whether the image draws as a template, tinted by the view's tint colour
  /// (`template-rendering-intent` is `template`).
  public var isTemplate: Bool { renderingIntent == .template }

  /// The real path of the catalog the file is in; reads never leave it.
  let catalogRoot: String
}

/// How an image set asks to be drawn (`template-rendering-intent`).
public enum AssetRenderingIntent: String, Sendable, Hashable, CaseIterable {
  /// No intent: the view decides (bars and buttons tint, image views draw the colours).
  case automatic
  /// Always the image's own colours.
  case original
  /// Always a template: the image's alpha filled with the tint colour.
  case template
}

/// The insets of a sliced image, in points: the parts that keep their size when it is stretched.
public struct AssetCapInsets: Sendable, Hashable {
  /// Top inset in points.
  public var top: Double
  /// Left inset in points.
  public var left: Double
  /// Bottom inset in points.
  public var bottom: Double
  /// Right inset in points.
  public var right: Double

  /// Insets in points.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// How a sliced image stretches (an entry's `resizing`).
public struct AssetResizing: Sendable, Hashable {
  /// Which parts a slicing has.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Corners, edges and a centre: both directions stretch.
    case ninePart = "9-part"
    /// Left cap, centre, right cap: only the width stretches.
    case threePartHorizontal = "3-part-horizontal"
    /// Top cap, centre, bottom cap: only the height stretches.
    case threePartVertical = "3-part-vertical"
  }

  /// How the centre fills the stretched space.
  public enum Center: String, Sendable, Hashable, CaseIterable {
    /// The centre is repeated.
    case tile
    /// The centre is stretched.
    case stretch
  }

  /// The slicing.
  public var mode: Mode
  /// How the centre fills.
  public var center: Center
  /// The size in points of the centre part Xcode keeps, when the set says.
  public var centerWidth: Double?
  /// The height in points of the centre part, when the set says.
  public var centerHeight: Double?
}
