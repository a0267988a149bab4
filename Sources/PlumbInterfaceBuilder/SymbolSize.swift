import PlumbLayout

/// The size UIKit gives an SF Symbol in an image view when the document does not store it, estimated: Plumb cannot
/// ship the symbols, so it draws a placeholder of about their size. A symbol is drawn at a point size (the image view's preferred symbol
/// configuration, else the body text style's 17 pt) and a scale (small, medium, large); most symbols are about as
/// wide as 1.15 times the point size and a little less tall, and the small and large scales are about 0.8 and
/// 1.3 times the medium one.
enum SymbolSize {
  /// Whether a stored symbol size is the vector canvas some Xcode releases write (128 pt on its long side) rather
  /// than the size the symbol is drawn at, which `<resources>` gives otherwise.
  static func isCanvasSize(_ size: Size) -> Bool { max(size.width, size.height) >= 100 }

  /// A symbol at the body style's 17 pt, medium scale.
  static let standard = size(pointSize: 17, scale: 1)

  static func estimate(_ element: ResolvedElement) -> Size {
    let configuration = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
    var pointSize = 17.0
    if let size = configuration?.number("pointSize"), size > 0, size < 10_000 { pointSize = size }
    let scaleName =
      configuration?["scale"] ?? element.child("imageReference", key: "image")?["symbolScale"] ?? "medium"
    let scale =
      switch scaleName {
      case "small": 0.8
      case "large": 1.3
      default: 1.0
      }
    return size(pointSize: pointSize, scale: scale)
  }

  static func size(pointSize: Double, scale: Double) -> Size {
    let side = (pointSize * 1.15 * scale).rounded()
    return Size(width: side, height: (side * 0.95).rounded())
  }
}
