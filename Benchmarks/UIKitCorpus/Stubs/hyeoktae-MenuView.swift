// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol MenuBarDelegate {
  func meunBarDidSelected(_ indexPath: IndexPath)
}

class MenuBar: UIView {
  let menuCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  var menuTitles = [String]()
  lazy var indicatorBarLeadingConstraint = leadingAnchor.constraint(equalTo: leadingAnchor)
  var delegate: MenuBarDelegate?
}

class MenuCell: UICollectionViewCell {
  let label = UILabel()
}
