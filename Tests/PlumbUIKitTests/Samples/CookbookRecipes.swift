#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Adaptive Single View": a blue view 8 points inside the safe area, but at least 20 points
/// from the screen's edges (the inequalities win where the safe area is thin).
final class AdaptiveSingleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let blue = UIView()
    blue.accessibilityIdentifier = "blue"
    blue.backgroundColor = .systemBlue
    blue.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(blue)
    let safeArea = view.safeAreaLayoutGuide
    let top = blue.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8)
    top.priority = .defaultHigh
    let bottom = safeArea.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)
    bottom.priority = .defaultHigh
    NSLayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      blue.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      top, blue.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 20),
      bottom, view.bottomAnchor.constraint(greaterThanOrEqualTo: blue.bottomAnchor, constant: 20),
    ])
  }
}

/// Auto Layout Cookbook, "Two Buttons with Equal Spacing", with layout guides as the spacers: three equal gaps
/// around two equally wide buttons.
final class EqualSpacingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let short = UIButton(type: .system)
    short.accessibilityIdentifier = "short"
    short.setTitle("Short", for: .normal)
    let long = UIButton(type: .system)
    long.accessibilityIdentifier = "long"
    long.setTitle("Much Longer", for: .normal)
    for button in [short, long] {
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
    }
    let gaps = (0..<3).map { _ in UILayoutGuide() }
    gaps.forEach(view.addLayoutGuide)
    let margins = view.layoutMarginsGuide
    let safeArea = view.safeAreaLayoutGuide
    var constraints = [
      gaps[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      short.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: short.trailingAnchor),
      long.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
      gaps[2].leadingAnchor.constraint(equalTo: long.trailingAnchor),
      gaps[2].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      short.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      long.leadingAnchor.constraint(greaterThanOrEqualTo: short.trailingAnchor, constant: 8),
      margins.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
      gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
      gaps[0].widthAnchor.constraint(equalTo: gaps[2].widthAnchor),
      short.widthAnchor.constraint(equalTo: long.widthAnchor),
      safeArea.bottomAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
    ]
    for gap in gaps {
      constraints.append(safeArea.bottomAnchor.constraint(equalTo: gap.bottomAnchor, constant: 20))
    }
    for gap in gaps { constraints.append(gap.heightAnchor.constraint(equalToConstant: 0)) }
    NSLayoutConstraint.activate(constraints)
  }
}

/// Auto Layout Cookbook, "Image Views and Aspect Ratio Constraints": a 4:3 image as wide as the margins, with a
/// footnote caption under it that may not be wider.
final class AspectRatioViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let photo = UIImageView(
      image: UIGraphicsImageRenderer(size: CGSize(width: 400, height: 300)).image { _ in })
    photo.accessibilityIdentifier = "photo"
    photo.backgroundColor = .systemTeal
    photo.contentMode = .scaleAspectFit
    let caption = UILabel()
    caption.accessibilityIdentifier = "caption"
    caption.text = "A 4:3 photo, as wide as the layout margins"
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.textColor = .secondaryLabel
    for subview in [photo, caption] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      photo.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      photo.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.75),
      caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
      caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
      caption.trailingAnchor.constraint(lessThanOrEqualTo: photo.trailingAnchor),
    ])
  }
}

/// Auto Layout Cookbook, "Dynamic Height Label and Text Field": a 36-point label beside a text field; the taller one
/// keeps 20 points from the safe area and the baselines stay aligned.
final class TallLabelViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.text = "Name"
    label.font = .systemFont(ofSize: 36)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    let field = UITextField()
    field.accessibilityIdentifier = "field"
    field.placeholder = "Enter Name"
    field.borderStyle = .roundedRect
    for subview in [label, field] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeTop = view.safeAreaLayoutGuide.topAnchor
    let labelTop = label.topAnchor.constraint(equalTo: safeTop, constant: 20)
    labelTop.priority = UILayoutPriority(249)
    let fieldTop = field.topAnchor.constraint(equalTo: safeTop, constant: 20)
    fieldTop.priority = UILayoutPriority(249)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      label.topAnchor.constraint(greaterThanOrEqualTo: safeTop, constant: 20), labelTop,
      field.topAnchor.constraint(greaterThanOrEqualTo: safeTop, constant: 20), fieldTop,
      label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
    ])
  }
}

/// Right-to-left: leading and trailing flip, left and right do not, and a view forced left-to-right keeps its own
/// subviews' leading edge on the left. The screen is forced right-to-left with its semantic content attribute.
final class RightToLeftFormViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    view.semanticContentAttribute = .forceRightToLeft
    func box(_ name: String, _ color: UIColor) -> UIView {
      let box = UIView()
      box.accessibilityIdentifier = name
      box.backgroundColor = color
      box.translatesAutoresizingMaskIntoConstraints = false
      return box
    }
    let avatar = box("avatar", .systemGreen)
    let name = box("name", .systemBlue)
    let media = box("media", .systemOrange)
    media.semanticContentAttribute = .forceLeftToRight
    let play = box("play", .systemRed)
    [avatar, name, media].forEach(view.addSubview)
    media.addSubview(play)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatar.widthAnchor.constraint(equalToConstant: 44), avatar.heightAnchor.constraint(equalToConstant: 44),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      name.heightAnchor.constraint(equalToConstant: 24),
      media.leftAnchor.constraint(equalTo: margins.leftAnchor),
      media.rightAnchor.constraint(equalTo: margins.rightAnchor),
      media.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 20),
      media.heightAnchor.constraint(equalToConstant: 60),
      play.leadingAnchor.constraint(equalTo: media.leadingAnchor, constant: 8),
      play.centerYAnchor.constraint(equalTo: media.centerYAnchor),
      play.widthAnchor.constraint(equalToConstant: 44), play.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
