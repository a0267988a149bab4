import Foundation
import PlumbLayout
import PlumbRender
import PlumbUIKit
import Testing

/// Dynamic colours, `resolvedColor(with:)`, `overrideUserInterfaceStyle` and `traitCollectionDidChange(_:)` on a
/// change of appearance, and what a view under dark traits draws.
@MainActor @Suite struct AppearanceTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test func dynamicColoursResolveByAppearance() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemIndigo : .white }
    #expect(color.resolvedColor(with: Self.light) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(
      color.resolvedColor(with: Self.dark)
        == UIColor(red: 0x5E / 255, green: 0x5C / 255, blue: 0xE6 / 255, alpha: 1))
    #expect(
      UIColor.systemBackground.resolvedColor(with: Self.dark) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: Self.dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    // A fixed colour is itself in every appearance.
    #expect(UIColor.red.resolvedColor(with: Self.dark) == .red)
    // withAlphaComponent keeps a dynamic colour dynamic.
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: Self.dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    #expect(faded.resolvedColor(with: Self.light) == UIColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(Self.light.hasDifferentColorAppearance(comparedTo: Self.dark))
    #expect(!Self.light.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
  }

  final class Recorder: UIView {
    var previousStyles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
  }

  @Test func overridingTheAppearanceReachesTheSubtreeAndTellsIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    let inner = Recorder()
    let sibling = Recorder()
    root.addSubview(box)
    box.addSubview(inner)
    root.addSubview(sibling)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    box.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(sibling.traitCollection.userInterfaceStyle == .light)
    #expect(inner.previousStyles == [.light] && sibling.previousStyles.isEmpty)
    box.overrideUserInterfaceStyle = .unspecified
    #expect(inner.traitCollection.userInterfaceStyle == .light && inner.previousStyles == [.light, .dark])
  }

  func draw(_ root: UIView) throws -> PixelImage {
    let session = try #require(LayoutSession.current(root))
    defer { session.discard() }
    let png = try Renderer(text: LayoutSession.textEngine).render(
      session.engine, result: session.result, options: RenderOptions(scale: 1))
    return try #require(PixelImage(png: png))
  }

  /// Under dark traits a view draws system and dynamic colours dark; an override draws its subtree light.
  @Test func viewsDrawTheirAppearance() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    root.backgroundColor = .systemBackground
    let dynamic = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    dynamic.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .blue : .red }
    let forced = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    forced.backgroundColor = .secondarySystemBackground
    forced.overrideUserInterfaceStyle = .light
    root.addSubview(dynamic)
    root.addSubview(forced)
    root.standaloneTraits = Self.dark
    let image = try draw(root)
    #expect(image.color(x: 5, y: 5) == Color(hex: 0x000000))
    #expect(image.color(x: 15, y: 5) == Color(hex: 0x0000FF))
    #expect(image.color(x: 25, y: 5) == Color(hex: 0xF2F2F7))
    root.standaloneTraits = Self.light
    let lightImage = try draw(root)
    #expect(lightImage.color(x: 5, y: 5) == Color(hex: 0xFFFFFF))
    #expect(lightImage.color(x: 15, y: 5) == Color(hex: 0xFF0000))
  }

  /// A controller presented as a sheet, a popover or the system's default is at the elevated level, as UIKit puts
  /// it (so is a child of a presented container); full screen stays at the base level. In the dark appearance an
  /// elevated system background is a step lighter; traits given for drawing win.
  @Test func presentedSheetsAreElevated() throws {
    let host = UIViewController()
    let sheet = UIViewController()
    #expect(sheet.traitCollection.userInterfaceLevel == .base)
    host.present(sheet, animated: false)
    #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let coverHost = UIViewController()
    coverHost.present(cover, animated: false)
    #expect(cover.traitCollection.userInterfaceLevel == .base)
    let pushed = UIViewController()
    let navigation = UINavigationController(rootViewController: pushed)
    navigation.modalPresentationStyle = .formSheet
    let navigationHost = UIViewController()
    navigationHost.present(navigation, animated: false)
    #expect(pushed.traitCollection.userInterfaceLevel == .elevated)
    let elevatedDark = UITraitCollection(traitsFrom: [
      Self.dark, UITraitCollection(userInterfaceLevel: .elevated),
    ])
    #expect(
      UIColor.systemBackground.resolvedColor(with: elevatedDark)
        == UIColor(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, alpha: 1))
    #expect(
      UIColor.systemBackground.resolvedColor(with: Self.dark) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))

    func background(of controller: UIViewController, traits: UITraitCollection) throws -> Color? {
      controller.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      controller.view.backgroundColor = .systemBackground
      controller.view.standaloneTraits = traits
      return try draw(controller.view).color(x: 5, y: 5)
    }
    #expect(try background(of: sheet, traits: Self.dark) == Color(hex: 0x1C1C1E))
    #expect(try background(of: cover, traits: Self.dark) == Color(hex: 0x000000))
    #expect(try background(of: sheet, traits: Self.light) == Color(hex: 0xFFFFFF))
    let base = UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(userInterfaceLevel: .base)])
    #expect(try background(of: sheet, traits: base) == Color(hex: 0x000000))
    host.dismiss(animated: false)
    #expect(try background(of: sheet, traits: Self.dark) == Color(hex: 0x000000))
  }
}
