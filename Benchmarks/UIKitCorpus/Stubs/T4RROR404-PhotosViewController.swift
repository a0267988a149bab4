// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class PhotoCollectionViewCell: UICollectionViewCell {
  static let identifier = "PhotoCollectionViewCell"
}
struct PhotosView {
  var image: String
}
func fetchData() -> [PhotosView] { [] }
// The app declares these conformances in another file.
extension PhotosViewController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    photos.count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCollectionViewCell.identifier, for: indexPath)
  }
}
