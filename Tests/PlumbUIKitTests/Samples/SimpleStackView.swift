#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Simple Stack View": a vertical stack of a headline, a 200 × 150 image that gives way
/// first, and an Edit button, inside the margins.
final class FlowerStackViewController: UIViewController {
  override func loadView() {
    let root = UIView()
    root.accessibilityIdentifier = "root"
    root.backgroundColor = .systemBackground

    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Flowers"
    title.font = .preferredFont(forTextStyle: .headline)
    title.textAlignment = .center
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    title.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)

    let placeholder = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 150)).image { _ in }
    let image = UIImageView(image: placeholder)
    image.accessibilityIdentifier = "image"
    image.backgroundColor = .systemGray4
    image.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    image.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)

    let edit = UIButton(type: .system)
    edit.accessibilityIdentifier = "edit"
    edit.setTitle("Edit", for: .normal)

    let stack = UIStackView(arrangedSubviews: [title, image, edit])
    stack.accessibilityIdentifier = "stack"
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
    ])
    view = root
  }
}
