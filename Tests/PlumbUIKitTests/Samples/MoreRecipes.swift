#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Cookbook, "Animating Dynamic Changes": each step adds a box above the others, animates the
/// constraint changes, and the completion removes the box pushed off the screen.
final class AnimatingChangesViewController: UIViewController {
  let topView = UIView()
  let bottomView = UIView()
  private var topConstraint: NSLayoutConstraint?
  private var bottomConstraint: NSLayoutConstraint?
  private var spaceBetweenViews: NSLayoutConstraint?
  private var newSpaceBetweenViews: NSLayoutConstraint?
  private var entering: UIView?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    view.clipsToBounds = true
    bottomView.accessibilityIdentifier = "bottomView"
    bottomView.backgroundColor = UIColor(red: 0.8, green: 0.2, blue: 0, alpha: 1)
    topView.accessibilityIdentifier = "topView"
    topView.backgroundColor = UIColor(red: 57 / 255, green: 83 / 255, blue: 1, alpha: 1)
    for box in [bottomView, topView] {
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
    }
    let margins = view.layoutMarginsGuide
    let safeArea = view.safeAreaLayoutGuide
    let top = topView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20)
    let space = bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 8)
    let bottom = safeArea.bottomAnchor.constraint(equalTo: bottomView.bottomAnchor, constant: 20)
    NSLayoutConstraint.activate([
      topView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      topView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bottomView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bottomView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bottomView.heightAnchor.constraint(equalTo: topView.heightAnchor), top, space, bottom,
    ])
    topConstraint = top
    spaceBetweenViews = space
    bottomConstraint = bottom
  }

  /// Adds the entering box off the top of the safe area and lays it out there.
  func addEnteringBox() {
    let box = UIView()
    box.accessibilityIdentifier = "entering"
    box.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    let space = topView.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 20)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      box.heightAnchor.constraint(equalTo: topView.heightAnchor), space,
    ])
    entering = box
    newSpaceBetweenViews = space
    view.layoutIfNeeded()
  }

  /// What the recipe animates: the entering box takes the top and the bottom box is pushed off the screen; with
  /// `removingPushedBox`, the completion removes it.
  func moveIn(removingPushedBox: Bool = false) {
    guard let entering, let topConstraint, let bottomConstraint else { return }
    NSLayoutConstraint.deactivate([topConstraint, bottomConstraint])
    newSpaceBetweenViews?.constant = 8
    spaceBetweenViews?.constant = 20
    NSLayoutConstraint.activate([
      entering.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: topView.bottomAnchor, constant: 20),
    ])
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveEaseOut],
      animations: { self.view.layoutIfNeeded() },
      completion: { _ in
        guard removingPushedBox else { return }
        self.bottomView.removeFromSuperview()
        self.view.layoutIfNeeded()
      })
  }
}

/// Auto Layout Cookbook, "Three Equal-Width Buttons": three titles of different lengths in equally wide buttons.
final class ThreeButtonsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let buttons = [("short", "Short"), ("medium", "Medium"), ("long", "Much Longer Title")].map { id, title in
      let button = UIButton(type: .system)
      button.accessibilityIdentifier = id
      button.setTitle(title, for: .normal)
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
      return button
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      buttons[0].leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      buttons[1].leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor, constant: 8),
      buttons[2].leadingAnchor.constraint(equalTo: buttons[1].trailingAnchor, constant: 8),
      buttons[2].trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      buttons[0].widthAnchor.constraint(equalTo: buttons[1].widthAnchor),
      buttons[0].widthAnchor.constraint(equalTo: buttons[2].widthAnchor),
    ])
    for button in buttons {
      safeArea.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 20).isActive = true
    }
  }
}

/// Auto Layout Cookbook, "Two Views with Complex Widths": red twice as wide as blue unless blue would be narrower
/// than 150 points (the ratio is optional, the minimum is not).
final class ComplexWidthsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let red = UIView()
    red.accessibilityIdentifier = "red"
    red.backgroundColor = .systemRed
    let blue = UIView()
    blue.accessibilityIdentifier = "blue"
    blue.backgroundColor = .systemBlue
    for box in [red, blue] {
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
    }
    let safeArea = view.safeAreaLayoutGuide
    let ratio = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
    ratio.priority = .defaultHigh
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
      blue.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      red.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      blue.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
      ratio, blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
    ])
  }
}

/// A sign-up screen placed with multipliers, in `NSLayoutConstraint(item:…)` form: positions are fractions of the
/// superview's, measured from its origin.
final class MultipliersViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let imageView = UIImageView(
      image: UIGraphicsImageRenderer(size: CGSize(width: 120, height: 120)).image { _ in })
    imageView.accessibilityIdentifier = "imageView"
    imageView.backgroundColor = .systemGray5
    let idField = UITextField()
    idField.accessibilityIdentifier = "idField"
    idField.placeholder = "ID"
    idField.borderStyle = .roundedRect
    for subview in [imageView, idField] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    func relate(
      _ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: Any?,
      _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: .equal, toItem: other, attribute: otherAttribute,
        multiplier: multiplier, constant: constant)
    }
    NSLayoutConstraint.activate([
      relate(imageView, .top, view.safeAreaLayoutGuide, .top, constant: 8),
      relate(imageView, .centerX, view, .centerX, multiplier: 0.4),
      relate(imageView, .width, view, .width, multiplier: 0.3),
      relate(imageView, .width, imageView, .height),
      relate(idField, .top, imageView, .top),
      relate(idField, .width, view, .width, multiplier: 0.575),
      relate(idField, .leading, imageView, .leading, multiplier: 7.5),
    ])
  }
}
