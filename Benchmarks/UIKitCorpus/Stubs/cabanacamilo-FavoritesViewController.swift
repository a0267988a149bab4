// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct Movie {
  var photo: String
}
class CellMovies: UICollectionViewCell {
  let movieImage = UIImageView()
}
class MainTabBarController: UITabBarController {
  var favoriteMovies = [Movie]()
}
