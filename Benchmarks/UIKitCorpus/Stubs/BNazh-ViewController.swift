// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

class HeaderView: UIView {
  var bool = false
  var didPress: (() -> Void)?
}
protocol SearchOneItemPressed {
  func didSelect(text: String)
}
class SearchResultsViewController: UITableViewController, UISearchResultsUpdating {
  var delegate: SearchOneItemPressed?
  var deflist = [Item]()
  func updateSearchResults(for searchController: UISearchController) {}
}
class CustomTableViewCell: UITableViewCell {}
