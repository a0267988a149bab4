// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIImage {
  func resize(size: CGSize) -> UIImage? { self }
}
extension UIView {
  func anchor(
    top: NSLayoutYAxisAnchor? = nil, bottom: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
    right: NSLayoutXAxisAnchor? = nil, centerY: NSLayoutYAxisAnchor? = nil,
    centerX: NSLayoutXAxisAnchor? = nil,
    width: CGFloat? = nil, height: CGFloat? = nil, topPadding: CGFloat = 0, bottomPadding: CGFloat = 0,
    leftPadding: CGFloat = 0, rightPadding: CGFloat = 0
  ) {}
}
