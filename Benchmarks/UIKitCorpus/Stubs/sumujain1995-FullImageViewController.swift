// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIImageView {
  func imageFrame() -> CGRect { bounds }
}
