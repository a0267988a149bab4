// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class BottomButton: UIButton {}
extension UIImage {
  func resize(size: CGSize) -> UIImage? { self }
}
extension UIView {
  func anchor(
    centerY: NSLayoutYAxisAnchor? = nil, centerX: NSLayoutXAxisAnchor? = nil, width: CGFloat? = nil,
    height: CGFloat? = nil
  ) {}
}
