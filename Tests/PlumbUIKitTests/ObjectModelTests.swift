import Foundation
import PlumbLayout
import PlumbUIKit
import Testing

// The proxies are global, as UIKit's are: each test styles classes of its own so no other test sees its values.
private final class ProxyLabel: UILabel {}
private final class ProxyPanel: UIView {}
private final class ProxyNavigationController: UINavigationController {}

private final class Profile: NSObject {
  let name = "Ada"
  private let _nickname = "A"
  let missing: String? = nil
}

/// What UIKit's object model gives iOS code beyond views: appearance proxies, key-value reading, `NSObject`
/// colours and fonts, and UIKit's `AttributedString` attributes.
@MainActor @Suite struct ObjectModelTests {
  /// A proxy's values reach views of its class as they enter a window, where the view did not set them itself;
  /// a proxy limited to containers wins inside them.
  @Test func appearanceProxiesStyleViewsEnteringAWindow() {
    ProxyLabel.appearance().textColor = .systemRed
    ProxyLabel.appearance(whenContainedInInstancesOf: [ProxyPanel.self]).textColor = .systemGreen
    let window = UIWindow(device: .iPhone14)
    let plain = ProxyLabel()
    let ownColour = ProxyLabel()
    ownColour.textColor = .systemPurple
    let inPanel = ProxyLabel()
    let panel = ProxyPanel()
    panel.addSubview(inPanel)
    let ordinary = UILabel()
    #expect(plain.textColor == .label)
    for view in [plain, ownColour, panel, ordinary] { window.addSubview(view) }
    #expect(plain.textColor == .systemRed)
    #expect(ownColour.textColor == .systemPurple)
    #expect(inPanel.textColor == .systemGreen)
    #expect(ordinary.textColor == .label)
    // A view already in the window keeps what it has.
    ProxyLabel.appearance().font = .systemFont(ofSize: 30)
    #expect(plain.font == .systemFont(ofSize: 17))
    // The same call gives the same proxy.
    #expect(ProxyLabel.appearance() === ProxyLabel.appearance())
  }

  /// A bar button item proxy limited to a navigation controller styles the items its bar shows: the title is drawn
  /// in the proxy's font and colour.
  @Test func barButtonItemProxiesStyleTheItemsABarShows() throws {
    let attributes = [
      NSAttributedString.Key.foregroundColor: UIColor.systemOrange,
      NSAttributedString.Key.font: UIFont.systemFont(ofSize: 21),
    ]
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [ProxyNavigationController.self])
      .setTitleTextAttributes(attributes, for: .normal)
    let barLook = UINavigationBarAppearance()
    barLook.backgroundColor = .systemTeal
    UINavigationBar.appearance(whenContainedInInstancesOf: [ProxyNavigationController.self])
      .standardAppearance =
      barLook
    let screen = UIViewController()
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    screen.navigationItem.rightBarButtonItem = item
    let navigation = ProxyNavigationController(rootViewController: screen)
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let shown = try #require(
      navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" })
    #expect(shown.currentTitleColor == .systemOrange)
    #expect(shown.titleLabel?.font == .systemFont(ofSize: 21))
    #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == .systemFont(ofSize: 21))
    #expect(navigation.navigationBar.standardAppearance === barLook)
    // A bar given its own appearance keeps it.
    let ownLook = UINavigationBarAppearance()
    let styled = ProxyNavigationController(rootViewController: UIViewController())
    styled.navigationBar.standardAppearance = ownLook
    window.rootViewController = styled
    window.layoutIfNeeded()
    #expect(styled.navigationBar.standardAppearance === ownLook)
    // Outside the container an item keeps UIKit's look.
    let other = UINavigationController(rootViewController: UIViewController())
    let plainItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    other.topViewController?.navigationItem.rightBarButtonItem = plainItem
    window.rootViewController = other
    window.layoutIfNeeded()
    #expect(plainItem.titleTextAttributes(for: .normal) == nil)
  }

  /// `value(forKey:)` reads a search bar's field by UIKit's private key, stored properties by name (or with an
  /// underscore), and key paths; an unknown key or an empty optional reads nil.
  @Test func keyValueCodingReadsPartsAndStoredProperties() {
    let bar = UISearchBar()
    #expect((bar.value(forKey: "searchField") as? UITextField) === bar.searchTextField)
    let profile = Profile()
    #expect(profile.value(forKey: "name") as? String == "Ada")
    #expect(profile.value(forKey: "nickname") as? String == "A")
    #expect(profile.value(forKey: "missing") == nil)
    #expect(profile.value(forKey: "age") == nil)
    bar.placeholder = "Find"
    #expect(bar.value(forKeyPath: "searchField.placeholder") as? String == "Find")
    #expect(bar.value(forKey: "text") == nil)  // a computed property is not found
    let label = UILabel()
    label.tag = 7
    #expect(label.value(forKey: "tag") as? Int == 7)
  }

  /// Colours and fonts are `NSObject`s, as on iOS: a literal of text attributes needs no type, and equal values
  /// hash alike.
  @Test func coloursAndFontsAreObjects() {
    let attributes = [
      NSAttributedString.Key.foregroundColor: UIColor.black,
      NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17),
    ]
    let typed: [NSAttributedString.Key: NSObject] = attributes
    #expect(typed.count == 2)
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(Set([red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    #expect(
      Set([UIFont.systemFont(ofSize: 12), .systemFont(ofSize: 12), .boldSystemFont(ofSize: 12)]).count == 2)
    #expect(
      red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) && !red.isEqual(UIFont.systemFont(ofSize: 1)))
  }

  /// A configured button's title font comes from its attributed title (a container made from an attributes
  /// dictionary, or set by name) or from its text attributes transformer, as UIKit sizes it.
  @Test func aConfiguredButtonTakesItsTitleFontFromItsAttributes() {
    func size(_ configure: (inout UIButton.Configuration) -> Void) -> CGSize {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Continue"
      configure(&configuration)
      return UIButton(configuration: configuration).intrinsicContentSize
    }
    let plain = size { _ in }
    let fromDictionary = size {
      $0.attributedTitle = AttributedString(
        "Continue", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 28)]))
    }
    var container = AttributeContainer()
    container.font = UIFont.systemFont(ofSize: 28)
    let byName = size { $0.attributedTitle = AttributedString("Continue", attributes: container) }
    let transformed = size {
      $0.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing.font = UIFont.systemFont(ofSize: 28)
        return outgoing
      }
    }
    let label = UILabel()
    label.font = .systemFont(ofSize: 28)
    label.text = "Continue"
    let text = label.intrinsicContentSize
    #expect(fromDictionary == CGSize(width: text.width + 24, height: text.height + 14))
    #expect(byName == fromDictionary && transformed == fromDictionary)
    #expect(plain.height < fromDictionary.height)
    // The attributed title reads back with its attributes; a plain title reads back plain.
    var configuration = UIButton.Configuration.plain()
    configuration.attributedTitle = AttributedString("Go", attributes: container)
    #expect(configuration.attributedTitle?.font == UIFont.systemFont(ofSize: 28))
    configuration.title = "Stop"
    #expect(configuration.attributedTitle?.font == nil)
  }
}
