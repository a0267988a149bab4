// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum DesignSystem {
  enum Colors {
    static let accent = UIColor.systemBlue
    static let primary = UIColor.systemBlue
    static let secondary = UIColor.systemGray
    static let background = UIColor.white
    static let textPrimary = UIColor.black
    static let textSecondary = UIColor.gray
  }
}
extension UIFont {
  static func sfProTextBold(ofSize size: CGFloat) -> UIFont { .boldSystemFont(ofSize: size) }
  static func sfProTextRegular(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
}
class CustomButton: UIButton {
  convenience init(
    title: String, font: UIFont, backgroundColor: UIColor, textColor: UIColor, cornerRadius: CGFloat,
    accessibilityIdentifier: String
  ) {
    self.init(type: .custom)
    setTitle(title, for: .normal)
  }
}
