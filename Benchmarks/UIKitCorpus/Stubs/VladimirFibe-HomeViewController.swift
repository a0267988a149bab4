// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class SearchResultViewController: UIViewController {}
enum HomeSection: Int, CaseIterable {
  case trending, popular, recent
  var title: String { "" }
}
struct Recipe {
  static var sample: Recipe { Recipe() }
}
class TrendingCell: UICollectionViewCell {
  static let identifier = "TrendingCell"
  func configure(with recipe: Recipe) {}
}
class PopularCell: UICollectionViewCell {
  static let identifier = "PopularCell"
  func configure(with recipe: Recipe) {}
}
class RecentCell: UICollectionViewCell {
  static let identifier = "RecentCell"
  func configure(with recipe: Recipe) {}
}
class SectionHeaderView: UICollectionReusableView {
  static let identifier = "SectionHeaderView"
  func configure(with title: String) {}
}
