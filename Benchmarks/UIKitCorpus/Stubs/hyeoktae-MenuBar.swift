// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol MenuBarDelegate {
  func meunBarDidSelected(_ indexPath: IndexPath)
}

class MenuCell: UICollectionViewCell {
  let label = UILabel()
}
