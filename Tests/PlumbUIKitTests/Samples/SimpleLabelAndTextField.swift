#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Simple Label and Text Field": a label and a rounded text field on one line, their first
/// baselines aligned, the field taking the remaining width.
final class NameFieldViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground

    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.text = "Name"
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
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
    ])
  }
}
