import PlumbLayout

extension AssetAppearance {
  /// The catalog appearance a trait collection's interface style picks.
  public init(_ style: UserInterfaceStyle) {
    switch style {
    case .light: self = .light
    case .dark: self = .dark
    }
  }
}
