// The app's own types the file uses, stubbed so it compiles on its own: a menu of two categories.
import PlumbUIKit

struct Product {
  let name: String
  let price: Int
}

struct MenuData {
  let category: String
  let products: [Product]
}

let menuDatas: [MenuData] = [
  MenuData(category: "Coffee", products: (1...12).map { Product(name: "Coffee \($0)", price: 3) }),
  MenuData(category: "Tea", products: (1...12).map { Product(name: "Tea \($0)", price: 2) }),
]
