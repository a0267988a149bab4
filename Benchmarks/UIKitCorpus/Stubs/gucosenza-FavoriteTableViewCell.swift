// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum ImageType { case poster, backdrop }
final class ImageManager {
  func getImage(type: ImageType, image: Data) -> UIImage? { nil }
}
final class FavoritesCD {
  var image: Data?
  var name: String?
  var year: String?
  var overview: String?
}
protocol CodeView {
  func buildViewHierarchy()
  func setupConstraints()
  func setupAdditionalConfiguration()
}
extension CodeView {
  func setupViews() {
    buildViewHierarchy()
    setupConstraints()
    setupAdditionalConfiguration()
  }
}
