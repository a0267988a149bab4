// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UILabel {
  convenience init(text: String, font: UIFont, color: UIColor) {
    self.init()
    self.text = text
    self.font = font
    textColor = color
  }
}
extension UIImageView {
  convenience init(image: UIImage, contentMode: UIView.ContentMode) {
    self.init()
    self.image = image
    self.contentMode = contentMode
  }
}
extension UIStackView {
  convenience init(arrangedSubviews: [UIView], axis: NSLayoutConstraint.Axis, spacing: CGFloat) {
    self.init(arrangedSubviews: arrangedSubviews)
    self.axis = axis
    self.spacing = spacing
  }
}
