#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Auto Layout Guide, "Anatomy of a Constraint": a red and a blue view of equal width side by side, 20 points from
/// the superview's edges and 8 apart, written in the Visual Format Language.
@MainActor func makeRedBluePinned() -> UIView {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  superview.accessibilityIdentifier = "root"
  superview.backgroundColor = .systemBackground
  let red = UIView()
  red.accessibilityIdentifier = "Red"
  red.backgroundColor = .systemRed
  let blue = UIView()
  blue.accessibilityIdentifier = "Blue"
  blue.backgroundColor = .systemBlue
  for view in [red, blue] {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
  }
  let views = ["red": red, "blue": blue]
  NSLayoutConstraint.activate(
    NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[red]-20-|", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[blue]-20-|", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-margin-[red]-8-[blue(==red)]-margin-|", options: [], metrics: ["margin": 20],
        views: views))
  return superview
}
