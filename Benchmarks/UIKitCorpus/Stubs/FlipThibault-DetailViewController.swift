// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum Constants {
  enum ErrorMessages {
    static let notImplementedInitWithCoder = "init(coder:) has not been implemented"
  }
}
protocol DetailViewModel {
  func getText() -> String
}
protocol DetailViewInput: NSObjectProtocol {
  func displayData(itemViewModel: DetailViewModel)
}
protocol DetailViewOutput: NSObjectProtocol {
  func isLoaded()
  func updateText(text: String)
  func isDismissing()
}
class DetailView: UIView {
  let textField = UITextField()
}
