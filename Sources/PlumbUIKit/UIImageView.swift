import PlumbLayout

/// Shows an image; its intrinsic size is the image's size in points.
@MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
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
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  override func configure(_ node: View, isRoot: Bool) {
    node.imageSize = image.map { Size(width: Double($0.size.width), height: Double($0.size.height)) }
    node.appearance.imagePath = image?.path
    super.configure(node, isRoot: isRoot)
  }
}
