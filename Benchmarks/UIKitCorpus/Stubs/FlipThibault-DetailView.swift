// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum Constants {
  enum ErrorMessages {
    static let notImplementedInitWithCoder = "init(coder:) has not been implemented"
  }
}
