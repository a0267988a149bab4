// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class RoundButton: UIButton {}
class CalculatorStackView: UIStackView {}

extension UIView {
  func anchor(
    top: NSLayoutYAxisAnchor?, bottom: NSLayoutYAxisAnchor?, left: NSLayoutXAxisAnchor?,
    right: NSLayoutXAxisAnchor?, paddingTop: CGFloat, paddingBottom: CGFloat, paddingLeft: CGFloat,
    paddingRight: CGFloat, width: CGFloat?, height: CGFloat?
  ) {}
}
