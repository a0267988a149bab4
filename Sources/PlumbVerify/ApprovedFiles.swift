import Foundation
import PlumbRender

/// What `approve` accepts as references from an artefacts folder, which may come from anywhere: an image of the
/// report's format that decodes, and a frames document of the shape `plumb layout --format json` writes.
enum ApprovedFiles {
  /// Nil when `bytes` are a whole PNG within the pixel limit (`format` png) or an SVG document (svg), else why not.
  static func imageProblem(_ bytes: [UInt8], format: String) -> String? {
    if format == "svg" {
      let head = String(decoding: bytes.prefix(512), as: UTF8.self)
      guard head.hasPrefix("<?xml"), head.contains("<svg"), String(validating: bytes, as: UTF8.self) != nil
      else { return "it is not an SVG document" }
      return nil
    }
    guard let size = PixelImage.pngSize(bytes) else { return "it is not a PNG image" }
    guard PixelImage(png: bytes) != nil else {
      return "it is a \(size.width)×\(size.height) PNG image that does not decode within "
        + "\(PixelLimits.defaultMaximumPixels) pixels"
    }
    return nil
  }

  /// Nil when `bytes` are a frames document: an object with a `canvas` of numbers, `views` whose entries each
  /// have an `id` and a `frame`, and `diagnostics`; else what is wrong.
  static func framesProblem(_ bytes: [UInt8]) -> String? {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
      return "it is not a JSON object"
    }
    guard let canvas = object["canvas"] as? [String: Any], canvas["width"] is NSNumber,
      canvas["height"] is NSNumber
    else { return "it has no canvas with a width and height" }
    guard let views = object["views"] as? [[String: Any]], !views.isEmpty else { return "it has no views" }
    for (index, view) in views.enumerated() {
      guard view["id"] is String, view["frame"] is [String: Any] else {
        return "views[\(index)] has no id and frame"
      }
    }
    guard object["diagnostics"] is [Any] else { return "it has no diagnostics list" }
    return nil
  }
}
