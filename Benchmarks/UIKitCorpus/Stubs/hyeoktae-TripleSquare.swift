// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class Square: UIView {}
enum Padding {
  case padding
  var padding: CGFloat { 30 }
}
