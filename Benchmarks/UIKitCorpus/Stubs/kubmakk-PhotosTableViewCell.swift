// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class Photos {
  static let shared = Photos()
  var examples: [UIImage?] = []
}
enum LayoutConstants {
  static let indentTwelve: CGFloat = 12
  static let indentSix: CGFloat = 6
  static let indentEight: CGFloat = 8
}
extension UIView {
  func addSubviews(_ views: UIView...) { views.forEach(addSubview) }
}
