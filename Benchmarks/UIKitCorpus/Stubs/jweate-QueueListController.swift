// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

struct Track {
  let id: String
  let title: String
  var artists = [String]()
  let duration: Int
  let album: String
  let artwork: UIImage
}
class Queue {
  static let instance = Queue()
  func size() -> Int { 0 }
  func getAt(atIndex index: Int) -> Track? { nil }
  func putAt(track value: Track, atIndex index: Int) {}
  func removeAt(atIndex index: Int) -> Track? { nil }
  func getPointer() -> Int { 0 }
}
