#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// A banner inside the margins of a 320-point-wide view that is also asked to be at least 400 wide: the
/// constraints conflict, and UIKit logs them and breaks the minimum width.
@MainActor func makeConflictingBanner() -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
  root.accessibilityIdentifier = "root"
  root.backgroundColor = .systemBackground
  let banner = UIView()
  banner.accessibilityIdentifier = "banner"
  banner.backgroundColor = .systemTeal
  banner.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(banner)
  let minimumWidth = banner.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
  minimumWidth.identifier = "banner-min-width"
  func pin(_ attribute: NSLayoutConstraint.Attribute, to margin: NSLayoutConstraint.Attribute)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: banner, attribute: attribute, relatedBy: .equal, toItem: root, attribute: margin, multiplier: 1,
      constant: 0)
  }
  NSLayoutConstraint.activate([
    pin(.leading, to: .leadingMargin), pin(.trailing, to: .trailingMargin), pin(.top, to: .topMargin),
    banner.heightAnchor.constraint(equalToConstant: 44), minimumWidth,
  ])
  return root
}
