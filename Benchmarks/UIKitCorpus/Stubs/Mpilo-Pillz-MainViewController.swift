// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class MainView: UIView {
  var likeAction: (() -> Void)?
  let likeButton = UIButton()
  let contentView = UIView()
}
