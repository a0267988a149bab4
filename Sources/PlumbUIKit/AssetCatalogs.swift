import Foundation
import PlumbLayout
public import PlumbResources

/// The app's asset catalogues, which `UIImage(named:)` and `UIColor(named:)` read first (a Plumb addition: on
/// Linux there is no compiled `Assets.car` in a bundle, so a test names the `.xcassets` folders of its app).
///
/// ```swift
/// UIImage.assetCatalogs = [URL(fileURLWithPath: "MyApp/Assets.xcassets")]
/// let logo = UIImage(named: "Logo")   // the image set's file for the scale, drawn by image views
/// ```
extension UIImage {
  /// The asset catalogues (`.xcassets` folders) searched first, in order; each is read once when set.
  @preconcurrency @MainActor public static var assetCatalogs: [URL] {
    get { AppCatalogs.folders }
    set {
      AppCatalogs.folders = newValue
      AppCatalogs.catalogs =
        newValue.isEmpty ? nil : AssetCatalogs(catalogs: newValue.map(\.path))
    }
  }

  /// The catalogues as read (nil when none are set), for renderers that draw named images.
  @preconcurrency @MainActor public static var catalogs: AssetCatalogs? { AppCatalogs.catalogs }

  /// An image set of the asset catalogues, at the scale UIKit would choose (the main screen's).
  @MainActor static func fromCatalogs(_ name: String) -> UIImage? {
    guard let asset = AppCatalogs.catalogs?.image(named: name, scale: Double(UIScreen.main.scale)) else {
      return nil
    }
    return UIImage(
      size: CGSize(width: asset.width, height: asset.height), scale: CGFloat(asset.scale), path: nil,
      assetName: name)
  }
}

extension UIColor {
  /// A colour set of the asset catalogues (`UIImage.assetCatalogs`): dynamic when the set has a dark variant.
  @MainActor static func fromCatalogs(_ name: String) -> UIColor? {
    func color(_ appearance: AssetAppearance) -> UIColor? {
      guard let color = AppCatalogs.catalogs?.color(named: name, appearance: appearance) else { return nil }
      return UIColor(
        red: CGFloat(min(max(color.red, 0), 1)), green: CGFloat(min(max(color.green, 0), 1)),
        blue: CGFloat(min(max(color.blue, 0), 1)), alpha: CGFloat(min(max(color.alpha, 0), 1)))
    }
    guard let light = color(.light) else { return nil }
    guard let dark = color(.dark), dark != light else { return light }
    return UIColor(name: DynamicColor(light: light.plumbName, dark: dark.plumbName).name)
  }

  /// The colour set `name` of the asset catalogues (`UIImage.assetCatalogs`); nil when none has it.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    guard let color = UIColor.fromCatalogs(name) else { return nil }
    self.init(name: color.plumbName)
  }
}

/// What `UIImage.assetCatalogs` holds.
@MainActor enum AppCatalogs {
  static var folders: [URL] = []
  static var catalogs: AssetCatalogs?
}
