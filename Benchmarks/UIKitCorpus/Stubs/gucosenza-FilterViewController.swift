// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum FilterTypes { case date, genres }
protocol FilterViewDelegate: AnyObject { func applyFilterView() }
final class FilterTableViewManager: NSObject, UITableViewDataSource, UITableViewDelegate {
  var optionFilter: OptionFilterProtocol?
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}
final class FilterView: UIView {
  let tableView = UITableView()
  weak var filterViewDelegate: FilterViewDelegate?
}
