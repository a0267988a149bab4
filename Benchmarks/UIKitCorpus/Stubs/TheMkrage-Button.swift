// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIColor {
  static let fixButtonGreen = UIColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)
  static let fixButtonFill = UIColor(white: 0.95, alpha: 1)
}
