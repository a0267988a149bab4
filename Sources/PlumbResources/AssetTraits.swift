/// The light or dark interface style an asset is chosen for (`luminosity` appearances in a catalog).
public enum AssetAppearance: String, Sendable, Hashable, CaseIterable {
  /// The light style, and assets with no appearance.
  case light
  /// The dark style: dark variants where a set has them, else its light ones, as iOS falls back.
  case dark
}

/// The device family an asset is chosen for (a catalog entry's `idiom`).
public enum AssetIdiom: String, Sendable, Hashable, CaseIterable {
  /// Entries for every device.
  case universal
  /// iPhone and iPod touch.
  case iphone
  /// iPad.
  case ipad
  /// Mac, and Mac Catalyst apps.
  case mac
  /// Apple TV.
  case tv
  /// Apple Watch.
  case watch
  /// CarPlay.
  case car
  /// Apple Vision Pro.
  case vision

  /// The idioms whose entries serve this one, best first: a device's own entries before universal ones.
  var preference: [AssetIdiom] { self == .universal ? [.universal] : [self, .universal] }
}
