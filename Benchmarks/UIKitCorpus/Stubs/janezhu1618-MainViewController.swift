// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol MainViewDelegate: AnyObject {
  func sendMessage(message: String)
}
class MainView: UIView {
  weak var delegate: MainViewDelegate?
  let userTextField = UITextField()
}
class DetailViewController: UIViewController {
  init(message: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
