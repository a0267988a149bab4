// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class ChatTableViewCell: UITableViewCell {
  func configure(with name: String, message: String) {}
}
class ChatViewController: UIViewController {
  var chatName: String?
}
