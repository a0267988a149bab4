// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIColor {
  static let milk = UIColor(white: 0.98, alpha: 1)
}
extension String {
  static let nextIndicator = "next-indicator"
}
protocol SceneBackgroundColorDelegate: AnyObject {}
