// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class FPImageView: UIImageView {}
class FPLabel: UILabel {
  convenience init(textAlignment: NSTextAlignment, fontSize: CGFloat, weight: UIFont.Weight) {
    self.init(frame: .zero)
    self.textAlignment = textAlignment
    font = .systemFont(ofSize: fontSize, weight: weight)
  }
}
