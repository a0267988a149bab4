// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum FilterTypes { case date, genres }
final class OptionFilterTableViewManager: NSObject, UITableViewDataSource, UITableViewDelegate {
  var typeFilter: FilterTypes?
  var selectOptionProtocol: OptionFilterTableViewManagerDelegate?
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}
final class FavoriteManager {
  static let shared = FavoriteManager()
  func getYearFavorites() {}
}
final class GenreManager {
  static let shared = GenreManager()
  func getGenresFilter() {}
}
final class FilterManager {
  static let shared = FilterManager()
  func setDateOption(date: String) {}
  func setGenreOption(genre: String) {}
}
final class OptionFilterView: UIView {
  let tableView = UITableView()
  var optionFilterViewDelegate: OptionFilterViewDelegate?
}
