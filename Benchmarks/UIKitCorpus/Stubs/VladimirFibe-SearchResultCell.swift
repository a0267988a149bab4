// The app's own types the file uses, stubbed so it compiles on its own. The app's images come through
// Kingfisher (`imageView.kf`), a library another of its files imports: not an app type, so not stubbed.
import PlumbUIKit

class RatingLabel: UIView {
  func configure(with text: String) {}
}
struct Recipe {
  let title: String
  let image: String
  let readyInMinutes: Int
  let numberOfIngredients: Int
  let stars: String
}
final class SearchResultViewController: UIViewController {}
