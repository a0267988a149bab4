#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Size Class Specific Layouts", in code: red and green stacked in compact width, side by side
/// in compact height, and with blue and yellow in a 2 × 2 grid in regular width and height. The controller swaps
/// its constraints (and the extra views) when the traits change.
final class SizeClassLayoutViewController: UIViewController {
  private let red = SizeClassLayoutViewController.colorView(
    "red", "Red", UIColor(red: 0.8, green: 0.2, blue: 0, alpha: 1))
  private let green = SizeClassLayoutViewController.colorView(
    "green", "Green", UIColor(red: 27 / 255, green: 129 / 255, blue: 29 / 255, alpha: 1))
  private let blue = SizeClassLayoutViewController.colorView(
    "blue", "Blue", UIColor(red: 57 / 255, green: 83 / 255, blue: 1, alpha: 1))
  private let yellow = SizeClassLayoutViewController.colorView(
    "yellow", "Yellow", UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
  private var sizeClassConstraints: [NSLayoutConstraint] = []

  private static func colorView(_ name: String, _ title: String, _ color: UIColor) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name + "View"
    view.backgroundColor = color
    view.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.accessibilityIdentifier = name + "Label"
    label.text = title
    label.font = .systemFont(ofSize: 36, weight: .black)
    label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    return view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    view.addSubview(red)
    view.addSubview(green)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      red.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 20),
      green.widthAnchor.constraint(equalTo: red.widthAnchor),
      green.heightAnchor.constraint(equalTo: red.heightAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard
      traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass
        || traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass
    else { return }
    NSLayoutConstraint.deactivate(sizeClassConstraints)
    blue.removeFromSuperview()
    yellow.removeFromSuperview()
    let margins = view.layoutMarginsGuide
    let safeArea = view.safeAreaLayoutGuide
    if traitCollection.verticalSizeClass == .compact {
      sizeClassConstraints = [
        green.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
        green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        green.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
        safeArea.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
      ]
    } else {
      sizeClassConstraints = [
        green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 8),
        green.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ]
      if traitCollection.horizontalSizeClass == .compact {
        sizeClassConstraints += [
          margins.trailingAnchor.constraint(equalTo: red.trailingAnchor),
          margins.trailingAnchor.constraint(equalTo: green.trailingAnchor),
        ]
      } else {
        view.addSubview(blue)
        view.addSubview(yellow)
        sizeClassConstraints += [
          blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
          blue.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          blue.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
          blue.widthAnchor.constraint(equalTo: red.widthAnchor),
          blue.heightAnchor.constraint(equalTo: red.heightAnchor),
          yellow.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 8),
          yellow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          yellow.topAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8),
          safeArea.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
          yellow.widthAnchor.constraint(equalTo: red.widthAnchor),
          yellow.heightAnchor.constraint(equalTo: red.heightAnchor),
        ]
      }
    }
    NSLayoutConstraint.activate(sizeClassConstraints)
  }
}
