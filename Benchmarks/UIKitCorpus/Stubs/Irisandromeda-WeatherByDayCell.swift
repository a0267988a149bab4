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
