import PlumbLayout

// Strings measured as UIKit's string drawing measures them, with Plumb's text engine and bundled fonts (the
// sizes labels get); drawing a string into a context draws nothing.

/// How a string is measured or drawn.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Wrap at the given width (without it the text is one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use the glyphs' bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra information for string drawing (recorded only).
public final class NSStringDrawingContext: @unchecked Sendable {
  /// The smallest scale to shrink to.
  public var minimumScaleFactor: CGFloat = 0
  /// A context.
  public init() {}
}

@MainActor
enum StringMeasure {
  /// The size of `text` in the attributes' font (17-point system font when none), wrapped at `width` when given.
  static func size(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17)
    let content = TextContent(text, font: font.descriptor, numberOfLines: width == nil ? 1 : 0)
    let environment = TextEnvironment(contentSizeCategory: .large, layoutDirection: .leftToRight, scale: 3)
    let metrics = LayoutSession.measurer.measure(content, maxWidth: width.map(Double.init), in: environment)
    return CGSize(metrics.size)
  }
}

extension NSString {
  /// The string's size in the attributes' font, on one line.
  @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    StringMeasure.size(self as String, attributes: attrs, width: nil)
  }

  /// The rectangle the string takes, wrapped at the size's width with `.usesLineFragmentOrigin`.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let wraps =
      options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < .greatestFiniteMagnitude
    let measured = StringMeasure.size(self as String, attributes: attributes, width: wraps ? size.width : nil)
    return CGRect(origin: .zero, size: measured)
  }

  /// Draws the string (nothing is drawn).
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// Draws the string (nothing is drawn).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
  }
}

extension String {
  /// The string's size in the attributes' font, on one line.
  @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    StringMeasure.size(self, attributes: attrs, width: nil)
  }

  /// The rectangle the string takes, wrapped at the size's width with `.usesLineFragmentOrigin`.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string (nothing is drawn).
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// Draws the string (nothing is drawn).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
  }
}

extension NSAttributedString {
  /// The text's size in its first font, on one line.
  @preconcurrency @MainActor public func size() -> CGSize {
    StringMeasure.size(string, attributes: firstAttributes, width: nil)
  }

  /// The rectangle the text takes in its first font, wrapped at the size's width with `.usesLineFragmentOrigin`.
  @preconcurrency @MainActor public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    (string as NSString).boundingRect(
      with: size, options: options, attributes: firstAttributes, context: context)
  }

  private var firstAttributes: [NSAttributedString.Key: Any]? {
    length == 0 ? nil : attributes(at: 0, effectiveRange: nil)
  }

  /// Draws the text (nothing is drawn).
  @preconcurrency @MainActor public func draw(in rect: CGRect) {}
  /// Draws the text (nothing is drawn).
  @preconcurrency @MainActor public func draw(at point: CGPoint) {}
}
