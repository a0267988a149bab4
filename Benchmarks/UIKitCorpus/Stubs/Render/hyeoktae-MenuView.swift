// What the menu view, its bar and its cells use that none of their files declares.
import PlumbUIKit

protocol MenuBarDelegate {
  func meunBarDidSelected(_ indexPath: IndexPath)
}
