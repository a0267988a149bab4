// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct Products: Decodable {
  var sku: Int
  var cost: Int
  var name: String
  var image: CGImage?
  enum CodingKeys: String, CodingKey {
    case sku, cost, name
  }
}
struct CategoriesModel: Decodable {
  var name: String
  var products: [Products]
  var sortName = -1
  var sortPrice = -1
  enum CodingKeys: String, CodingKey {
    case name, products
  }
  mutating func moveItem(at sourceIndex: Int, to destinationIndex: Int) {}
}
protocol ShowFullImageProtocol {
  func fullImage(_ section: Int, row: Int, image: UIImage?)
}
protocol DragDropChageModel {
  func changeProductPosition(_ source: Int, destination: Int, section: Int)
}
protocol UpDateCroppedImage {
  func updateImage(indexPath: IndexPath, image: CGImage?)
}
class ProductTableViewCell: UITableViewCell {
  var productCollectionView: UICollectionView?
  var section: Int = -1
  var products: [Products] = []
  var showFullImageDelegate: ShowFullImageProtocol?
}
class FullImageViewController: UIViewController {
  var imageView = UIImageView()
  var upDateCroppedImageDelegate: UpDateCroppedImage?
  var imageIndexPath: IndexPath?
}
class Webservice {
  static let sharedInstance = Webservice()
  func requestCategories(_ completionHandler: @escaping (Data?, Error?) -> Void) {}
}
extension UIViewController {
  func showAlertView(_ title: String?, msg: String) {}
}
