// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class DataModel {
  func calculate(expression: String) -> Int? { nil }
}
