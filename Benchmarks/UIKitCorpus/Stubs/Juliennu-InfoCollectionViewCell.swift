// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct User {
  var name = "", age = "", email = "", residence = "", hobby = "", introduction = ""
}
final class ProfileLabel: UILabel {
  convenience init(title: String) {
    self.init(frame: .zero)
    text = title
  }
}
final class ProfileTextField: UITextField {
  convenience init(placeholder: String) {
    self.init(frame: .zero)
    self.placeholder = placeholder
  }
}
