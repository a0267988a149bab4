// The app's main view, which needs Objective-C interop (its button's #selector), as a text field and its delegate.
import PlumbUIKit

protocol MainViewDelegate: AnyObject {
  func sendMessage(message: String)
}
class MainView: UIView {
  weak var delegate: MainViewDelegate?
  let userTextField = UITextField()
}
