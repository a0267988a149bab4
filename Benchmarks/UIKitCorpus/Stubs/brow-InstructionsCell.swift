// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIColor {
  static let brand = UIColor(red: 0.33, green: 0.32, blue: 0.77, alpha: 1)
}
