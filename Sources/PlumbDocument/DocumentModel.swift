public import PlumbLayout

/// A layout document (format version 1: PlumbDocument.docc/LayoutDocuments.md) as data, before it is built.
public struct LayoutDocument: Sendable {
  /// The document's file path.
  public var path: String
  /// `title:`.
  public var title: String?
  /// Canvas keys (`device`, `size`, `orientation`, `direction`, `contentSize`, `scale`).
  public var canvas: CanvasRequest
  /// `metrics:`, in document order.
  public var metrics: [(name: String, value: Double)]
  /// `root:`.
  public var root: ViewSpec
  /// `constraints:`, in document order.
  public var constraints: [ConstraintEntry]
  /// `snapshot:` (a Plumb extension): how `plumb verify` compares this document and which traits it sweeps.
  public var snapshot = SnapshotSettings()
  /// `states:` (a Plumb extension): layout changes applied cumulatively, in order, on top of the document's layout.
  public var states: [LayoutStateSpec] = []
  /// `strings:`: the strings table the views' `key:`s name (`Localizable` when not given).
  public var stringsTable: String?

  /// The metrics as a lookup table.
  public var metricTable: [String: Double] {
    var table: [String: Double] = [:]
    for (name, value) in metrics { table[name] = value }
    return table
  }
}

/// `snapshot:`: the comparator and trait matrix `plumb verify` uses for a document (command-line options win).
public struct SnapshotSettings: Sendable, Hashable {
  /// The comparator names `compare:` accepts.
  public static let comparators = ["exact", "tolerance", "antialiasing", "perceptual"]
  /// `compare:`: one of `comparators`.
  public var compare: String?
  /// `precision:` (0–1): the share of pixels that must match.
  public var precision: Double?
  /// `perceptualPrecision:` (0–1): the per-pixel perceptual threshold.
  public var perceptualPrecision: Double?
  /// `tolerance:` (0–255): the per-channel difference still counted as a match.
  public var tolerance: Int?
  /// `matrix: { device: [...] }`.
  public var devices: [Device] = []
  /// `matrix: { orientation: [...] }`.
  public var orientations: [Orientation] = []
  /// `matrix: { contentSize: [...] }`.
  public var contentSizes: [ContentSizeCategory] = []
  /// `matrix: { direction: [...] }`.
  public var directions: [LayoutDirection] = []
  /// `matrix: { appearance: [...] }`.
  public var appearances: [UserInterfaceStyle] = []
  /// `matrix: { locale: [...] }`.
  public var languages: [Language] = []

  /// Creates empty settings.
  public init() {}
}

/// `when: { width: compact|regular, height: compact|regular }`: installed only for matching size classes.
public struct SizeClassCondition: Sendable, Hashable {
  /// Required horizontal size class, if any.
  public var width: SizeClass?
  /// Required vertical size class, if any.
  public var height: SizeClass?

  /// True when `traits` match.
  public func matches(_ traits: TraitCollection) -> Bool {
    (width.map { $0 == traits.horizontalSizeClass } ?? true)
      && (height.map { $0 == traits.verticalSizeClass } ?? true)
  }
}

/// A view's image: a PNG file, an asset catalog's image or a size.
public enum ImageSpec: Sendable, Hashable {
  /// A PNG file (relative paths are relative to the document).
  case file(String, size: Size)
  /// An asset catalog's image set by name, with its size when a catalog has it.
  case asset(String, size: Size?)
  /// A placeholder image of a size.
  case size(Size)
}

/// One view of the tree.
public struct ViewSpec: Sendable {
  /// `id:` (`root` for the root).
  public var id: String
  /// `kind:`.
  public var kind: ViewKind = .view
  /// Where the view's mapping starts.
  public var location: SourceLocation
  /// `subviews:`.
  public var subviews: [ViewSpec] = []
  /// `arranged:` (stack views).
  public var arranged: [ViewSpec] = []
  /// `guides:` ids, with their locations.
  public var guides: [(id: String, location: SourceLocation)] = []
  /// Look.
  public var appearance = ViewAppearance()
  /// `text:` or `title:`.
  public var text: String?
  /// `placeholder:`.
  public var placeholder: String?
  /// `key:`: the key of the text (or title) in the document's strings table.
  public var textKey: String?
  /// `placeholderKey:`: the key of the placeholder in the document's strings table.
  public var placeholderKey: String?
  /// `segments:` (segmented controls).
  public var segments: [String] = []
  /// `textStyle:` or `font:`.
  public var font: FontDescriptor?
  /// `scrollEnabled:` (text views; Plumb extension, default true as in UIKit).
  public var scrollEnabled: Bool?
  /// `lines:`.
  public var lines: Int?
  /// `textAlignment:`.
  public var textAlignment: TextAlignment?
  /// `intrinsicSize:`.
  public var intrinsicSize: AxisPair<Double?>?
  /// `image:`.
  public var image: ImageSpec?
  /// `hugging:` (an axis left out keeps UIKit's default for the view's kind).
  public var hugging: AxisPair<Float?>?
  /// `compression:` (an axis left out keeps UIKit's default for the view's kind).
  public var compression: AxisPair<Float?>?
  /// `margins:`.
  public var margins: DirectionalEdgeInsets?
  /// `preservesSuperviewLayoutMargins:`.
  public var preservesSuperviewLayoutMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea:`.
  public var insetsLayoutMarginsFromSafeArea: Bool?
  /// `semantic:`.
  public var semantic: SemanticContentAttribute?
  /// `hidden:`.
  public var hidden = false
  /// `clipsToBounds:` (nil: UIKit's default for the kind, true for scroll views).
  public var clipsToBounds: Bool?
  /// `frame:` (placed by frame).
  public var frame: Rect?
  /// `expect:` (the designer's frame).
  public var expect: Rect?
  /// Stack properties (kind `stack`).
  public var stack: StackConfiguration?
  /// `when:`.
  public var when: SizeClassCondition?
}

/// One entry of `constraints:`.
public struct ConstraintEntry: Sendable {
  /// What the entry says.
  public enum Body: Sendable {
    /// An equation.
    case equation(String)
    /// A VFL line with its options and extra metrics.
    case visualFormat(String, options: [String], metrics: [(name: String, value: Double)])
  }
  /// The equation or VFL line.
  public var body: Body
  /// `priority:` (overrides an `@` suffix).
  public var priority: Float?
  /// `id:`.
  public var identifier: String?
  /// `active:`.
  public var isActive: Bool = true
  /// `when:`.
  public var when: SizeClassCondition?
  /// Where the entry starts.
  public var location: SourceLocation
  /// Where the equation or VFL text starts (column 1 of the text), for mapping parse-error columns.
  public var textLocation: SourceLocation
}

/// One entry of `states:`: a change to the live layout (UIKit code that adds views, deactivates and activates
/// constraints, and changes constants), applied in this order: `add`, `deactivate`, `constants`, `activate`,
/// `remove`.
public struct LayoutStateSpec: Sendable {
  /// `name:`, unique in the document.
  public var name: String
  /// Where the state's mapping starts.
  public var location: SourceLocation
  /// `add:` views added to the root view, on top of its other subviews (`addSubview`).
  public var add: [ViewSpec] = []
  /// `deactivate:` constraint identifiers; every constraint with the identifier is deactivated.
  public var deactivate: [(id: String, location: SourceLocation)] = []
  /// `constants:` new constants by constraint identifier, in document order.
  public var constants: [(id: String, value: Double, location: SourceLocation)] = []
  /// `activate:` new constraints, with the syntax of `constraints:`.
  public var activate: [ConstraintEntry] = []
  /// `remove:` view ids removed from their superviews with their subviews (`removeFromSuperview`).
  public var remove: [(id: String, location: SourceLocation)] = []
}
