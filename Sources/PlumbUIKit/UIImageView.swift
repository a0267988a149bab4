import PlumbLayout

/// Shows an image; its intrinsic size is the image's size in points.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The configuration a symbol image is sized with here (over the image's own).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The image shown while highlighted (not drawn).
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image (recorded only).
  open var isHighlighted = false

  /// The image as sized here: a symbol takes the preferred symbol configuration.
  private var shownImage: UIImage? {
    guard let image, let preferredSymbolConfiguration else { return image }
    return image.withConfiguration(preferredSymbolConfiguration)
  }

  /// An image view showing `image`, sized to it, with an image for the highlighted state.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// An image view showing `image`, sized to it.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An image view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  override var layoutKind: ViewKind { .image }

  override func builtInIntrinsicContentSize() -> CGSize {
    shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  override func configure(_ node: View, isRoot: Bool) {
    node.imageSize = shownImage.map { Size(width: Double($0.size.width), height: Double($0.size.height)) }
    node.appearance.imagePath = image?.path
    node.appearance.imageName = image?.assetName
    if let mode = image?.renderingMode, mode != .automatic {
      node.appearance.imageIsTemplate = mode == .alwaysTemplate
    }
    super.configure(node, isRoot: isRoot)
  }
}
