// Compiled in Swift 5 language mode. Nothing here is annotated `@MainActor`: the functions that build screens are
// the ordinary, nonisolated functions top-level code and XCTest methods are, and they compile because PlumbUIKit's
// isolation is `@preconcurrency`, as UIKit's is. The tests call them on the main actor, where UIKit code runs.

import Foundation
import PlumbUIKit
import Testing

func makeSignInScreen() -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  root.backgroundColor = .systemBackground
  let field = UITextField()
  field.placeholder = "Password"
  field.isSecureTextEntry = true
  field.borderStyle = .roundedRect
  field.translatesAutoresizingMaskIntoConstraints = false
  let button = UIButton(type: .system)
  button.setTitle("Sign In", for: .normal)
  button.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(field)
  root.addSubview(button)
  NSLayoutConstraint.activate([
    field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    field.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
    button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
  ])
  root.layoutIfNeeded()
  return root
}

final class ListScreen: UIViewController, UITableViewDataSource {
  let tableView = UITableView()
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.frame = view.bounds
    view.addSubview(tableView)
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

func makeNavigationStack() -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let navigation = UINavigationController(rootViewController: ListScreen())
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  return window
}

// Image and text helpers in a UIImage or String extension are nonisolated too, as iOS apps write them.
extension UIImage {
  func resized(to size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(size, false, 2)
    defer { UIGraphicsEndImageContext() }
    UIGraphicsGetCurrentContext()?.fill(CGRect(origin: .zero, size: size))
    return UIGraphicsGetImageFromCurrentImageContext()
  }
}

func titleWidth(_ title: String) -> CGFloat {
  title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
}

@Suite struct NonisolatedClientTests {
  @Test func imageAndTextHelpersRunOutsideTheMainActorIsolation() async {
    let (size, width) = await MainActor.run { () -> (CGSize?, CGFloat) in
      (UIImage().resized(to: CGSize(width: 12, height: 8))?.size, titleWidth("Sign In"))
    }
    #expect(size == CGSize(width: 12, height: 8))
    #expect(width > 40)
  }

  @Test func aScreenBuiltInANonisolatedFunctionLaysOut() async {
    let frames = await MainActor.run { () -> [CGRect] in
      let root = makeSignInScreen()
      return root.subviews.map(\.frame)
    }
    #expect(frames.count == 2)
    #expect(frames.first?.minX == 8)
    #expect(frames.first?.width == 304)
    #expect((frames.first?.height ?? 0) >= 34)
  }

  @Test func aTableInANavigationStackShowsItsRows() async {
    let rows = await MainActor.run { () -> [String] in
      let window = makeNavigationStack()
      window.layoutIfNeeded()
      let list = (window.rootViewController as? UINavigationController)?.topViewController as? ListScreen
      return list?.tableView.visibleCells.compactMap { $0.textLabel?.text } ?? []
    }
    #expect(rows == ["Row 0", "Row 1", "Row 2"])
  }
}
