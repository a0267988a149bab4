// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct User {
  var name = "", age = "", email = "", residence = "", hobby = "", introduction = ""
}
final class ProfileLabel: UILabel {
  convenience init(title: String = "") {
    self.init(frame: .zero)
    text = title
  }
}
final class ProfileImageView: UIImageView {}
final class InfoCollectionViewCell: UICollectionViewCell {
  static let identifier = "InfoCollectionViewCell"
  var user: User?
}
extension UIButton {
  func creatProfileTopButton(title: String) -> UIButton { self }
  func createProfileEditButton() -> UIButton { self }
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
