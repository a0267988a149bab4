import Foundation
import PlumbLayout
import PlumbRender
import PlumbUIKit
import Testing

/// `UIImage(named:)` and `UIColor(named:)` read the app's asset catalogues (`UIImage.assetCatalogs`), and image
/// views draw the image set's file: the SampleApp fixture's catalogue.
@MainActor @Suite(.serialized) struct AssetCatalogTests {
  static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SampleApp/SampleApp/Assets.xcassets")

  @Test func namedImagesAndColoursComeFromTheCatalogs() throws {
    UIImage.assetCatalogs = [Self.catalog]
    defer { UIImage.assetCatalogs = [] }
    let logo = try #require(UIImage(named: "Logo"))
    #expect(logo.size == CGSize(width: 60, height: 60))
    #expect(UIImage(named: "Missing") == nil)
    let brand = try #require(UIColor(named: "Brand"))
    // Brand has a dark variant: the colour is dynamic, each appearance its own value.
    #expect(
      brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        == UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1))
    #expect(
      brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor(red: 0x5E / 255, green: 0x5E / 255, blue: 0xF2 / 255, alpha: 1))
    #expect(UIColor(named: "Missing") == nil)
  }

  @Test func anImageViewDrawsTheImageSetsPixels() throws {
    UIImage.assetCatalogs = [Self.catalog]
    defer { UIImage.assetCatalogs = [] }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let view = UIImageView(image: UIImage(named: "Logo"))
    view.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    root.addSubview(view)
    let session = try #require(LayoutSession.current(root))
    defer { session.discard() }
    let png = try Renderer(text: LayoutSession.textEngine, assets: UIImage.catalogs).render(
      session.engine, result: session.result, options: RenderOptions(scale: 2))
    let image = try #require(PixelImage(png: png))
    // The logo's orange disc at its centre, its indigo square near its corner, white outside it.
    #expect(image.color(x: 100, y: 100) == Color(hex: 0xFF9F0A))
    #expect(image.color(x: 52, y: 100) == Color(hex: 0x5856D6))
    #expect(image.color(x: 10, y: 10) == Color(hex: 0xFFFFFF))
    // Without the catalogue, the same view is an image view without an image.
    UIImage.assetCatalogs = []
    #expect(UIImage(named: "Logo") == nil)
  }
}

/// `UIActivityIndicatorView.color` colours the spokes; the view's tint does not.
@MainActor @Suite struct ActivityIndicatorColorTests {
  func spokes(_ configure: (UIActivityIndicatorView) -> Void) throws -> Set<Color> {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    spinner.startAnimating()
    configure(spinner)
    root.addSubview(spinner)
    let session = try #require(LayoutSession.current(root))
    defer { session.discard() }
    let png = try Renderer(text: LayoutSession.textEngine).render(
      session.engine, result: session.result, options: RenderOptions(scale: 2))
    let image = try #require(PixelImage(png: png))
    // The last spoke is drawn opaque: its middle pixel (angle 7π/4, 6.75 pt from the centre) is the ink.
    return [image.color(x: 40 + 10, y: 40 - 10)]
  }

  @Test func theColourDrawsTheSpokesAndTheTintDoesNot() throws {
    #expect(try spokes { _ in } == [Color(hex: 0x8E8E93)])
    #expect(try spokes { $0.tintColor = .systemRed } == [Color(hex: 0x8E8E93)])
    #expect(try spokes { $0.color = .systemRed } == [Color(hex: 0xFF3B30)])
  }
}
