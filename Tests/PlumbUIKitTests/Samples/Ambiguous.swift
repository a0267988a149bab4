#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// A badge with a size and a vertical position but no horizontal one: its layout is ambiguous, which
/// `hasAmbiguousLayout` reports and `exerciseAmbiguityInLayout()` shows by moving it.
@MainActor func makeAmbiguousBadge() -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
  root.accessibilityIdentifier = "root"
  root.backgroundColor = .systemBackground
  let badge = UIView()
  badge.accessibilityIdentifier = "badge"
  badge.backgroundColor = .systemPink
  badge.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(badge)
  NSLayoutConstraint.activate([
    badge.widthAnchor.constraint(equalToConstant: 60),
    badge.heightAnchor.constraint(equalToConstant: 30),
    badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
  return root
}
