// The app's own extensions the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIColor {
  static var customPurple: UIColor { UIColor(red: 0.261, green: 0.044, blue: 0.879, alpha: 1) }
}
extension UIFont {
  enum FontStyle: String {
    case bold, light, medium, regular
  }
  static func openSans(ofSize: CGFloat, style: FontStyle = .regular) -> UIFont? { nil }
}
