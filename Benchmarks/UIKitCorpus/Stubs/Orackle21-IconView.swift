// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class Skin {
  let colors: [String] = []
  let icon: String = ""
}
extension String {
  func colorFromHexOrName() -> UIColor { UIColor(named: self) ?? .gray }
}
