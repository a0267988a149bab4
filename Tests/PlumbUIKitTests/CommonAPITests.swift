import Foundation
import PlumbUIKit
import Testing

/// A view that records when it joins a window, as views that start timers or observers there do.
final class WindowWatcher: UIView {
  var events: [String] = []
  override func willMove(toWindow newWindow: UIWindow?) {
    events.append(newWindow == nil ? "leaving" : "joining")
  }
  override func didMoveToWindow() { events.append(window == nil ? "left" : "joined") }
}

/// A view backed by a gradient layer, as gradient backgrounds are written.
final class GradientBackground: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A grid screen as a collection view controller subclass writes it.
final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) }
}

@MainActor @Suite struct CommonAPITests {
  /// Views hear when they join and leave a window's hierarchy, with their subviews.
  @Test func viewsHearWhenTheyJoinAndLeaveAWindow() {
    let window = UIWindow(device: .iPhone14)
    let container = UIView()
    let watcher = WindowWatcher()
    container.addSubview(watcher)
    #expect(watcher.events.isEmpty)
    window.addSubview(container)
    #expect(watcher.events == ["joining", "joined"])
    container.removeFromSuperview()
    #expect(watcher.events == ["joining", "joined", "leaving", "left"])
  }

  /// A view's layer is of its layer class, so a gradient view can configure its layer as a gradient.
  @Test func aViewsLayerIsOfItsLayerClass() throws {
    let view = GradientBackground()
    let gradient = try #require(view.layer as? CAGradientLayer)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect(gradient.colors?.count == 2)
    #expect(!(UIView().layer is CAGradientLayer))
  }

  /// Hit testing finds the deepest visible subview under a point.
  @Test func hitTestingFindsTheDeepestSubview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    root.addSubview(card)
    card.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    card.isHidden = true
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
  }

  /// A string measures as a label of its text and font does, before the label rounds its size up to half points
  /// (UIKit's string sizes are fractional too); wrapped, it is as tall as a label of as many lines.
  @Test func stringsMeasureAsLabelsDo() {
    func close(_ measured: CGSize, _ label: CGSize) -> Bool {
      let width = label.width - measured.width
      let height = label.height - measured.height
      return width >= 0 && width < 0.5 && height >= 0 && height < 0.5
    }
    let font = UIFont.systemFont(ofSize: 15)
    let label = UILabel()
    label.font = font
    label.text = "Measured like a label"
    #expect(close("Measured like a label".size(withAttributes: [.font: font]), label.intrinsicContentSize))
    let long = String(repeating: "words that wrap ", count: 8)
    label.text = long
    label.numberOfLines = 0
    let wrapped = long.boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(close(wrapped.size, label.sizeThatFits(CGSize(width: 120, height: 0))))
    #expect(wrapped.height > "words".size(withAttributes: [.font: font]).height * 3)
  }

  /// Hue, saturation and brightness convert to the red, green and blue UIKit computes.
  @Test func huesConvertToRedGreenAndBlue() {
    #expect(
      UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(
      UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)
        == UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5))
  }

  /// Core Animation animations are recorded and their delegates told at once; a transaction's completion runs at
  /// its commit.
  @Test func coreAnimationIsRecorded() {
    final class Listener: CAAnimationDelegate {
      var stops: [Bool] = []
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }
    let layer = CALayer()
    let listener = Listener()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.delegate = listener
    var committed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { committed = true }
    layer.add(fade, forKey: "fade")
    #expect(!committed)
    CATransaction.commit()
    #expect(committed)
    #expect(listener.stops == [true])
    #expect(layer.animationKeys() == ["fade"])
    #expect(layer.opacity == 1)
  }

  /// A collection view controller's view is its collection view, its own data source, its overrides used.
  @Test func aCollectionViewControllerLaysOutItsItems() {
    let grid = GridController()
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = grid
    window.makeKeyAndVisible()
    let cells = grid.collectionView.visibleCells.sorted {
      ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
    }
    #expect(cells.count == 4)
    #expect(cells.first?.frame.size == CGSize(width: 100, height: 100))
    #expect(cells.map(\.frame.minY).filter { $0 == cells[0].frame.minY }.count == 3)
  }

  /// An image context hands drawing code a context and gives a blank image of its size.
  @Test func imageContextsGiveBlankImagesOfTheirSize() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
    let context = UIGraphicsGetCurrentContext()
    context?.setFillColor(UIColor.red.cgColor)
    context?.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(context != nil)
    #expect(image?.size == CGSize(width: 30, height: 20))
    #expect(image?.scale == 2)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  /// Core Graphics values: a colour literal as a `CGColor`, components, gradients of colours, images' pixels and
  /// geometry in `NSValue`s.
  @Test func coreGraphicsValues() throws {
    let border: CGColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    let components = try #require(border.components)
    #expect(
      components.count == 4 && abs(components[1] - 128.0 / 255) < 0.001 && abs(components[3] - 0.25) < 0.01)
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 0 && alpha == 1)
    let colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    let locations: [CGFloat] = [0, 1]
    let gradient = try #require(
      CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: locations))
    #expect(gradient.colors.count == 2 && gradient.locations == [0, 1])
    #expect(CGGradient(colorsSpace: nil, colors: ["white"] as CFArray, locations: nil) == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 4), false, 2)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let pixels = try #require(image?.cgImage)
    #expect(pixels.width == 20 && pixels.height == 8)
    #expect(UIImage(cgImage: pixels, scale: 4, orientation: .up).size == CGSize(width: 5, height: 2))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
  }

  /// The app's scenes are those of its shown windows; the edit button follows editing; an effect view's content
  /// view fills it; old spinner styles keep their sizes; zooming to a rectangle keeps to the zoom limits.
  @Test func scenesEditingEffectsAndOlderStyles() {
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      .first { $0.windows.contains { $0 === window } }
    #expect(scene?.windows.first { $0.isKeyWindow } === window)

    let list = UITableViewController(style: .plain)
    #expect(list.editButtonItem.title == "Edit")
    list.setEditing(true, animated: false)
    #expect(list.editButtonItem.title == "Done" && list.editButtonItem.style == .done)
    #expect(list.isEditing && list.tableView.isEditing)

    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
    blur.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
    blur.layoutIfNeeded()
    #expect(blur.contentView.frame == blur.bounds)
    #expect((blur.effect as? UIBlurEffect)?.style == .extraLight)

    let spinner = UIActivityIndicatorView(style: .whiteLarge)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))

    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scroll.maximumZoomScale = 3
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
    #expect(scroll.zoomScale == 2)
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(scroll.zoomScale == 3)
  }
}
