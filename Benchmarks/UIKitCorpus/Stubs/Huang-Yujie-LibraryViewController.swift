// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

let info = ["播放列表", "艺人", "专辑", "歌曲"]
let songs: [(SongName: String, Artist: String)] = [("Galway Girl", "Ed Sheeran")]
let defaults = UserDefaults.standard
// The app declares it implicitly unwrapped, and the file uses it both ways.
// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
var playback: Playback!
var buttonTimer: Timer?

struct Current {
  static var index: Int?
  static var songName: String { index.map { songs[$0].SongName } ?? "" }
}
class Playback {
  func switchPlayStatus() {}
  func setButtonImage(timer: Timer) {}
  func nextSong() {}
}
class LibraryView: UIView {
  let backView = UIView()
  let scroll = UIScrollView()
  let topTable = UITableView(frame: CGRect(), style: .plain)
  let collection = UICollectionView(frame: CGRect(), collectionViewLayout: UICollectionViewFlowLayout())
  let imageView = UIImageView()
  let songNameLabel = UILabel()
  let playPauseButton = UIButton()
  let forwardButton = UIButton()
}
class PlayerViewController: UIViewController {}
class SubviewController: UIViewController {
  init(_ viewControllerTitle: String) {
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}
class CustomTableCell: UITableViewCell {}
class CustomCollectionCell: UICollectionViewCell {
  let imageView = UIImageView()
  let songNameLabel = UILabel()
  let artistLabel = UILabel()
}
