/// Light or dark: UIKit's `UIUserInterfaceStyle`, which picks every dynamic colour's and image's variant.
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
  /// The light appearance (UIKit's default, and what a trait collection without a style resolves to).
  case light
  /// Dark Mode.
  case dark

  /// The style named `name` (`light` or `dark`, any case).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }
}

/// UIKit's `UIUserInterfaceLevel`: content at the base level, or raised above it (a presented sheet, a popover),
/// where dark system backgrounds are a step lighter.
public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable {
  /// The window's own content.
  case base
  /// Content presented above the base level.
  case elevated
}
