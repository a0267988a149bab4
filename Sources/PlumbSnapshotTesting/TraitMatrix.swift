public import PlumbLayout

/// One combination of traits, named the way `plumb render` names files (`ax5-rtl`).
public struct TraitVariant: Sendable, Hashable, CustomStringConvertible {
  /// The overrides.
  public var overrides: TraitOverrides
  /// The name used for the snapshot (`ax5-rtl`; empty for no overrides).
  public var name: String

  /// A variant with an explicit name.
  public init(_ overrides: TraitOverrides, name: String) {
    self.overrides = overrides
    self.name = name
  }

  /// A variant named after every trait it sets.
  public init(
    device: Device? = nil, orientation: Orientation? = nil, contentSize: ContentSizeCategory? = nil,
    direction: LayoutDirection? = nil, scale: Double? = nil, appearance: UserInterfaceStyle? = nil,
    language: Language? = nil
  ) {
    let overrides = TraitOverrides(
      device: device, orientation: orientation, direction: direction, contentSize: contentSize, scale: scale,
      appearance: appearance, language: language)
    self.init(overrides, name: String(overrides.fileSuffix.dropFirst()))
  }

  /// The name, for test output and Swift Testing's parameterised test names.
  public var description: String { name.isEmpty ? "default traits" : name }
}

/// The cross product of trait values: one call sweeps devices × orientations × Dynamic Type sizes × directions ×
/// appearances × languages. Use `variants` as Swift Testing arguments, or `images()`/`frames()` with
/// swift-snapshot-testing's `assertSnapshots(of:as:)`.
public struct TraitMatrix: Sendable, Hashable {
  /// Devices (empty: the document's).
  public var devices: [Device]
  /// Orientations (empty: the document's).
  public var orientations: [Orientation]
  /// Dynamic Type sizes (empty: the document's).
  public var contentSizes: [ContentSizeCategory]
  /// Layout directions (empty: the document's, or right to left for a language written so).
  public var directions: [LayoutDirection]
  /// Light and dark (empty: the document's).
  public var appearances: [UserInterfaceStyle]
  /// Languages (empty: the document's).
  public var languages: [Language]

  /// Creates a matrix; an empty list leaves that trait as the layout sets it.
  public init(
    devices: [Device] = [], orientations: [Orientation] = [], contentSizes: [ContentSizeCategory] = [],
    directions: [LayoutDirection] = [], appearances: [UserInterfaceStyle] = [], languages: [Language] = []
  ) {
    self.devices = devices
    self.orientations = orientations
    self.contentSizes = contentSizes
    self.directions = directions
    self.appearances = appearances
    self.languages = languages
  }

  /// The smallest, default and largest Dynamic Type sizes in both directions: the sweep most screens need.
  public static let accessibility = TraitMatrix(
    contentSizes: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge],
    directions: [.leftToRight, .rightToLeft])

  /// Every combination, in a fixed order, each named by the traits that vary (`xs-rtl`, `dark-fr`).
  public var variants: [TraitVariant] {
    func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
    var result: [TraitVariant] = []
    for device in axis(devices) {
      for orientation in axis(orientations) {
        for size in axis(contentSizes) {
          for direction in axis(directions) {
            for appearance in axis(appearances) {
              for language in axis(languages) {
                var parts: [String] = []
                if devices.count > 1, let device { parts.append(device.name) }
                if orientations.count > 1, let orientation { parts.append(orientation.rawValue) }
                if contentSizes.count > 1, let size { parts.append(size.shortName) }
                if directions.count > 1, let direction {
                  parts.append(direction == .leftToRight ? "ltr" : "rtl")
                }
                if appearances.count > 1, let appearance { parts.append(appearance.rawValue) }
                if languages.count > 1, let language { parts.append(language.name) }
                let overrides = TraitOverrides(
                  device: device, orientation: orientation, direction: direction, contentSize: size,
                  appearance: appearance, language: language)
                result.append(
                  TraitVariant(
                    overrides,
                    name: parts.isEmpty
                      ? String(overrides.fileSuffix.dropFirst()) : parts.joined(separator: "-")))
              }
            }
          }
        }
      }
    }
    return result
  }
}
