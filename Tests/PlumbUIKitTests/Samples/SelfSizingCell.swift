#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// A table cell's content: a headline and a wrapping body pinned to the margins. Its height is what
/// `systemLayoutSizeFitting` returns for the table's width, as a self-sizing cell's is.
final class ArticleCellContent: UIView {
  let title = UILabel()
  let body = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "root"
    backgroundColor = .systemBackground
    title.accessibilityIdentifier = "title"
    title.font = .preferredFont(forTextStyle: .headline)
    body.accessibilityIdentifier = "body"
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      body.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      layoutMarginsGuide.bottomAnchor.constraint(equalTo: body.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Sizes the cell as a table view sizes a self-sizing cell: the table's width, the height the content needs.
@MainActor func makeSelfSizedCell(width: CGFloat = 375) -> UIView {
  let cell = ArticleCellContent()
  cell.title.text = "Self-sizing cells"
  cell.body.text =
    "A label with numberOfLines = 0 wraps at the width the cell gives it, and the cell grows to fit: Auto Layout's "
    + "second pass."
  let size = cell.systemLayoutSizeFitting(
    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  cell.frame = CGRect(origin: .zero, size: size)
  return cell
}
