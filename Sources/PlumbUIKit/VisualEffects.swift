import Foundation

// Blur and vibrancy. Plumb does not blur what is behind a view: an effect view draws its content view's subviews
// over a clear background.

/// An effect a visual effect view applies.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what is behind a view, in one of UIKit's materials.
public final class UIBlurEffect: UIVisualEffect {
  /// A blur style.
  public enum Style: Int, Sendable {
    /// Extra light.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// Regular.
    case regular = 4
    /// Prominent.
    case prominent
    /// The ultra-thin system material.
    case systemUltraThinMaterial
    /// The thin system material.
    case systemThinMaterial
    /// The system material.
    case systemMaterial
    /// The thick system material.
    case systemThickMaterial
    /// The chrome system material.
    case systemChromeMaterial
    /// The ultra-thin material, light.
    case systemUltraThinMaterialLight
    /// The thin material, light.
    case systemThinMaterialLight
    /// The material, light.
    case systemMaterialLight
    /// The thick material, light.
    case systemThickMaterialLight
    /// The chrome material, light.
    case systemChromeMaterialLight
    /// The ultra-thin material, dark.
    case systemUltraThinMaterialDark
    /// The thin material, dark.
    case systemThinMaterialDark
    /// The material, dark.
    case systemMaterialDark
    /// The thick material, dark.
    case systemThickMaterialDark
    /// The chrome material, dark.
    case systemChromeMaterialDark
  }

  /// The material.
  public let style: Style

  /// A blur of a style.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Vibrancy: content that takes colour from the blur behind it.
public final class UIVibrancyEffect: UIVisualEffect {
  /// How strongly content is tinted.
  public enum Style: Int, Sendable {
    /// Label.
    case label
    /// Secondary label.
    case secondaryLabel
    /// Tertiary label.
    case tertiaryLabel
    /// Quaternary label.
    case quaternaryLabel
    /// Fill.
    case fill
    /// Secondary fill.
    case secondaryFill
    /// Tertiary fill.
    case tertiaryFill
    /// Separator.
    case separator
  }

  /// The blur the vibrancy sits on.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's strength.
  public let style: Style

  /// Vibrancy over a blur.
  public init(blurEffect: UIBlurEffect, style: Style = .label) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that applies an effect to what is behind it; its subviews go in its content view.
open class UIVisualEffectView: UIView {
  /// The effect (not drawn: Plumb does not blur).
  open var effect: UIVisualEffect?
  /// The view that holds the effect view's content, filling it.
  public let contentView = UIView()

  /// An effect view.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// An effect view with a frame and no effect.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }
}
