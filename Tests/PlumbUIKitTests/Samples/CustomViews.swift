#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// A row of stars sized by its own `intrinsicContentSize` (so constraints need only place it), its stars placed by
/// frame in `layoutSubviews`.
final class RatingView: UIView {
  private let starSide: CGFloat = 24
  private let gap: CGFloat = 4
  private var stars: [UIView] = []

  var maximumRating = 5 {
    didSet {
      makeStars()
      invalidateIntrinsicContentSize()
    }
  }
  var rating = 0 { didSet { colorStars() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    makeStars()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    let count = CGFloat(maximumRating)
    return CGSize(width: count * starSide + (count - 1) * gap, height: starSide)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, star) in stars.enumerated() {
      star.frame = CGRect(x: CGFloat(index) * (starSide + gap), y: 0, width: starSide, height: starSide)
    }
  }

  private func makeStars() {
    stars.forEach { $0.removeFromSuperview() }
    stars = (1...maximumRating).map { number in
      let star = UIView()
      star.accessibilityIdentifier = "star\(number)"
      star.layer.cornerRadius = 4
      addSubview(star)
      return star
    }
    colorStars()
  }

  private func colorStars() {
    for (index, star) in stars.enumerated() {
      star.backgroundColor = index < rating ? .systemYellow : .systemGray4
    }
  }
}

/// A header with an accent bar along its bottom edge, placed by frame once the header's size is known.
final class AccentHeaderView: UIView {
  let accent = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    accent.accessibilityIdentifier = "accent"
    accent.backgroundColor = .systemBlue
    addSubview(accent)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    accent.frame = CGRect(x: 0, y: bounds.height - 4, width: bounds.width, height: 4)
  }
}

final class CustomViewsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground

    let header = AccentHeaderView()
    header.accessibilityIdentifier = "header"
    header.backgroundColor = .systemGray6

    let rating = RatingView()
    rating.accessibilityIdentifier = "rating"
    rating.rating = 3

    let caption = UILabel()
    caption.accessibilityIdentifier = "caption"
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.text = "\(rating.rating) of \(rating.maximumRating)"

    for subview in [header, rating, caption] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      header.heightAnchor.constraint(equalToConstant: 80),
      rating.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      rating.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      caption.leadingAnchor.constraint(equalTo: rating.trailingAnchor, constant: 8),
      caption.centerYAnchor.constraint(equalTo: rating.centerYAnchor),
    ])
  }
}
