// The app's own types the file uses, stubbed so it compiles on its own.
struct Item {
  let title: String
  let price: Int
}
