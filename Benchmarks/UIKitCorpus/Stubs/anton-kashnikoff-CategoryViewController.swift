// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

typealias Binding = () -> Void

extension UIColor {
  static let ypBlack = UIColor(named: "YPBlack") ?? .black
  static let ypWhite = UIColor(named: "YPWhite") ?? .white
}
extension UIImage {
  static let star = UIImage(named: "Star")
}

struct TrackerCategory {
  let name: String
}
class TrackerCategoryCoreData {
  var name: String?
}
final class TrackerCategoryStore {}

final class CategoriesViewModel {
  var categoryAddingBinding: Binding?
  init(store: TrackerCategoryStore) {}
  func isFetchedObjectsEmpty() -> Bool { true }
  func numberOfObjects() -> Int { 0 }
  func getObjectAt(indexPath: IndexPath) -> TrackerCategoryCoreData { TrackerCategoryCoreData() }
  func numberOfRowsInSection(_ section: Int) -> Int { 0 }
  func makeTrackerCategory(from trackerObjectCategory: TrackerCategoryCoreData) -> TrackerCategory? { nil }
  func setDelegate(_ delegate: CategoryViewController?) {}
}

final class CustomTableViewCell: UITableViewCell {
  static let reuseIdentifier = "customCell"
  let titleLabel = UILabel()
  let checkmarkImageView = UIImageView()
  let separatorView = UIView()
}

final class DataHelper {
  func addCategory(_ category: TrackerCategoryCoreData?) {}
}
final class TrackerViewModel {
  func categorySelected() {}
}
final class NewTrackerViewController: UIViewController {
  let dataHelper = DataHelper()
  var trackerViewModel: TrackerViewModel?
}
final class NewCategoryViewController: UIViewController {
  weak var categoryViewController: CategoryViewController?
}
