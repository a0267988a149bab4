import PlumbLayout
import PlumbResources
import Synchronization

/// One image a drawn view names, and what it was drawn from.
public struct ImageReference: Sendable, Hashable {
  /// The view that shows it.
  public var viewID: String
  /// The name `UIImage(named:)` or `UIImage(systemName:)` takes.
  public var name: String
  /// The asset file drawn; nil when no catalog has the name (a placeholder was drawn).
  public var file: String?
  /// A system symbol, drawn as a marked placeholder.
  public var isSymbol: Bool
  /// Why a file the catalog has could not be drawn (too large, damaged); nil when drawn or not found.
  public var problem: String?

  /// True when the image was drawn from an asset catalog.
  public var isResolved: Bool { file != nil && problem == nil }
}

/// The image references one drawing made, by view (a diagram paints its screen twice).
final class ImageUse: Sendable {
  private let references = Mutex<[String: ImageReference]>([:])
  private let order = Mutex<[String]>([])

  func record(_ reference: ImageReference) {
    let isNew = references.withLock { $0.updateValue(reference, forKey: reference.viewID) == nil }
    if isNew { order.withLock { $0.append(reference.viewID) } }
  }

  var all: [ImageReference] {
    let ids = order.withLock { $0 }
    return references.withLock { table in ids.compactMap { table[$0] } }
  }
}

extension ScreenPainter {
  /// A named image: from the asset catalog when it has the name (by content mode, cap insets and rendering
  /// intent), else a placeholder; a system symbol is a marked placeholder. Returns false when the view names no
  /// image.
  func drawNamedImage(_ s: Subject, contentMode: String? = nil) throws(RenderError) -> Bool {
    let appearance = s.view.appearance
    guard let name = appearance.imageName else { return false }
    var reference = ImageReference(
      viewID: s.view.identifier, name: name, file: nil, isSymbol: appearance.imageIsSymbol, problem: nil)
    defer { usage?.record(reference) }
    if appearance.imageIsSymbol {
      drawSymbolPlaceholder(s, contentMode: contentMode)
      return true
    }
    guard let assets,
      let image = assets.image(
        named: name, appearance: AssetAppearance(traits.userInterfaceStyle), scale: canvas.scale)
    else {
      drawPlaceholder(s)
      return true
    }
    reference.file = image.file
    do throws(AssetError) {
      try drawAsset(image, assets: assets, s, contentMode: contentMode)
    } catch {
      reference.problem = error.description
      drawPlaceholder(s)
    }
    return true
  }

  private func drawAsset(
    _ image: AssetImage, assets: AssetCatalogs, _ s: Subject, contentMode: String?
  ) throws(AssetError) {
    let frame = s.frame
    guard image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else { return }
    let pointSize = Size(width: image.width, height: image.height)
    let whole = Rect(origin: .zero, size: pointSize)
    let mode = contentMode ?? s.view.appearance.contentMode ?? "scaleToFill"
    let isTemplate = s.view.appearance.imageIsTemplate ?? image.isTemplate
    // A resizable image fills its view by stretching only its centre, as UIImage's cap insets do.
    if mode == "scaleToFill", let insets = image.capInsets,
      insets.left + insets.right > 0 || insets.top + insets.bottom > 0
    {
      let raster = try tinted(assets.raster(image, scale: canvas.scale, pointSize: nil), isTemplate, s.tint)
      for (source, destination) in NineSlice.cells(image: pointSize, insets: insets, into: frame) {
        canvas.raster(raster, pointSize: pointSize, source: source, destination: destination, clip: frame)
      }
      return
    }
    let placement = ImagePlacement(width: image.width, height: image.height, in: frame, contentMode: mode)
    let drawn = Size(width: image.width * placement.scaleX, height: image.height * placement.scaleY)
    // Vectors are rasterised at the size they are drawn; bitmaps are drawn from their own pixels.
    let raster = try tinted(
      assets.raster(
        image, scale: canvas.scale,
        pointSize: image.format.isVector ? (drawn.width, drawn.height) : nil), isTemplate, s.tint)
    canvas.raster(
      raster, pointSize: pointSize, source: whole,
      destination: Rect(x: placement.x, y: placement.y, width: drawn.width, height: drawn.height), clip: frame
    )
  }

  /// A template image is drawn in the view's tint colour, keeping only its shape (its alpha).
  private func tinted(_ raster: RasterImage, _ isTemplate: Bool, _ tint: Color) -> RasterImage {
    isTemplate
      ? raster.tinted(AssetColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha))
      : raster
  }

  /// The crossed grey box (system greys, so dark in the dark appearance) of an image Plumb does not have (a view
  /// with its own background shows that instead).
  func drawPlaceholder(_ s: Subject) {
    guard s.view.appearance.backgroundColor == nil else { return }
    let frame = s.frame
    canvas.fill(frame, system("systemGray5"), radius: s.view.appearance.cornerRadius)
    let stroke = system("systemGray3")
    canvas.line(Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY), stroke)
    canvas.line(Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.maxY), stroke)
  }

  /// A system symbol: a dashed rounded box in the tint colour, the symbol's size, centred as the image view centres
  /// a symbol, so it reads as "a symbol goes here" rather than as a missing asset.
  func drawSymbolPlaceholder(_ s: Subject, contentMode: String?) {
    let frame = s.frame
    let size = s.view.imageSize ?? Size(width: min(frame.width, 20), height: min(frame.height, 20))
    let placement = ImagePlacement(
      width: max(size.width, 1), height: max(size.height, 1), in: frame,
      contentMode: contentMode ?? s.view.appearance.contentMode ?? "scaleAspectFit")
    let box = Rect(
      x: placement.x, y: placement.y, width: max(size.width, 1) * placement.scaleX,
      height: max(size.height, 1) * placement.scaleY)
    var wash = s.tint
    wash.alpha *= 0.15
    canvas.fill(box, wash, radius: min(box.width, box.height) / 5)
    canvas.stroke(box, s.tint, width: 1 / canvas.scale, radius: min(box.width, box.height) / 5, dash: [2, 2])
  }
}

/// UIImage's cap insets: corners drawn as they are, edges stretched along one axis, the centre along both.
enum NineSlice {
  /// Source parts of the image (in its points) and where each goes in `frame`; empty parts are left out.
  static func cells(image: Size, insets: AssetCapInsets, into frame: Rect) -> [(Rect, Rect)] {
    // Caps larger than the frame shrink in proportion, as UIKit squeezes them.
    let shrinkX = min(1, frame.width / max(insets.left + insets.right, 1e-9))
    let shrinkY = min(1, frame.height / max(insets.top + insets.bottom, 1e-9))
    let sourceX = [0, insets.left, image.width - insets.right, image.width]
    let sourceY = [0, insets.top, image.height - insets.bottom, image.height]
    let left = insets.left * shrinkX
    let right = insets.right * shrinkX
    let top = insets.top * shrinkY
    let bottom = insets.bottom * shrinkY
    let destinationX = [frame.minX, frame.minX + left, frame.maxX - right, frame.maxX]
    let destinationY = [frame.minY, frame.minY + top, frame.maxY - bottom, frame.maxY]
    var cells: [(Rect, Rect)] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = Rect(
          x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
          height: sourceY[row + 1] - sourceY[row])
        let destination = Rect(
          x: destinationX[column], y: destinationY[row],
          width: destinationX[column + 1] - destinationX[column],
          height: destinationY[row + 1] - destinationY[row])
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else {
          continue
        }
        cells.append((source, destination))
      }
    }
    return cells
  }
}
