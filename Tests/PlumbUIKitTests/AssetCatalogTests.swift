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
    #expect(brand == UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1))
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
