#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Simple Single View": one red view inside the margins, 20 points from the safe area's top
/// and bottom, made with anchors.
final class SimpleSingleViewController: UIViewController {
  let red = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    red.accessibilityIdentifier = "red"
    red.backgroundColor = .systemRed
    red.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(red)
    let margins = view.layoutMarginsGuide
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      red.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
    ])
  }
}
