// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct Track {
  let id: String
  let title: String
  var artists = [String]()
  let duration: Int
  let album: String
  let artwork: UIImage
}
extension UIColor {
  convenience init(hexString: String) {
    self.init(white: 0.97, alpha: 1)
  }
}
