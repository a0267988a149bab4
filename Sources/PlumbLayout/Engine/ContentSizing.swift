/// A view's measured content: its intrinsic size per axis and its text baselines.
struct ContentMeasurement: Equatable {
  /// Intrinsic size per axis; nil is `noIntrinsicMetric`.
  var intrinsic: AxisPair<Double?>
  /// Distance from the content's top to the first baseline, when the view shows text.
  var firstBaseline: Double?
  /// Distance from the content's top to the last baseline.
  var lastBaseline: Double?
  /// The width the text was wrapped at (UIKit's `preferredMaxLayoutWidth`), if it wraps.
  var wrapWidth: Double?

  static let none = ContentMeasurement(
    intrinsic: AxisPair(nil), firstBaseline: nil, lastBaseline: nil, wrapWidth: nil)
}

/// UIKit's intrinsic content sizes per kind (PlumbLayout.docc/UIKitSemantics.md says which are published
/// measurements). Plumb's own choices, where nobody measured, live here, in one place.
enum ContentSizing {
  /// Legacy UIButton: title label plus 6 pt above and below.
  static let buttonVerticalPadding: Double = 6
  /// UIButton's default title font: the 15-pt system font.
  static let buttonFont = FontDescriptor(size: 15)
  /// An untitled button's size (Plumb's choice).
  static let emptyButton = Size(width: 30, height: 30)
  /// Rounded-rect UITextField: 34 pt tall at 17 pt, 7 pt of padding per side (Plumb's choice).
  static let textFieldMinimumHeight: Double = 34
  static let textFieldHorizontalPadding: Double = 7
  static let textFieldVerticalPadding: Double = 7
  /// UITextView: text container inset 8 top and bottom, line fragment padding 5 per side; System 14; sized by its
  /// text only when scrolling is off (a scrolling text view has no intrinsic size).
  static let textViewInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
  static let textViewFont = FontDescriptor(size: 14)
  /// UISwitch 51×31, UIStepper 94×32, UIActivityIndicatorView (medium) 20×20.
  static let switchSize = Size(width: 51, height: 31)
  static let stepperSize = Size(width: 94, height: 32)
  static let activityIndicatorSize = Size(width: 20, height: 20)
  /// UISlider defines only a height (Plumb's choice, see README), UIProgressView 4 pt (iOS 14+).
  static let sliderHeight: Double = 31
  static let progressHeight: Double = 4
  /// UISegmentedControl: 32 pt tall, 13-pt titles, equal segments of the widest title plus 12 pt per side.
  static let segmentedHeight: Double = 32
  static let segmentedFont = FontDescriptor(size: 13)
  static let segmentPadding: Double = 12

  /// Whether the view's height depends on its width (wrapping text).
  static func wraps(_ view: View, ignoringOverride: Bool = false) -> Bool {
    guard ignoringOverride || view.intrinsicContentSizeOverride == nil, let text = view.text,
      !text.text.isEmpty
    else { return false }
    switch view.kind {
    case .label: return text.numberOfLines != 1
    case .textView: return !view.isScrollEnabled
    default: return false
    }
  }

  /// Measures `view` with the wrap width `wrapWidth` (the solved width from the previous pass, if any).
  static func measure(
    _ view: View, wrapWidth: Double?, measurer: any TextMeasuring, environment: TextEnvironment
  ) -> ContentMeasurement {
    if let override = view.intrinsicContentSizeOverride {
      // A view that shows text keeps its text's baselines, centred in the overriding height as UILabel centres its
      // text (so `--content-sizes stored` still aligns baselines, not frame edges).
      guard view.kind.hasText, let height = override.vertical else {
        return ContentMeasurement(intrinsic: override, firstBaseline: nil, lastBaseline: nil, wrapWidth: nil)
      }
      let natural = measureContent(
        view, wrapWidth: wraps(view, ignoringOverride: true) ? override.horizontal : nil, measurer: measurer,
        environment: environment)
      let shift = natural.intrinsic.vertical.map { (height - $0) / 2 }
      return ContentMeasurement(
        intrinsic: override,
        firstBaseline: shift.flatMap { shift in natural.firstBaseline.map { $0 + shift } },
        lastBaseline: shift.flatMap { shift in natural.lastBaseline.map { $0 + shift } }, wrapWidth: nil)
    }
    return measureContent(view, wrapWidth: wrapWidth, measurer: measurer, environment: environment)
  }

  /// The view's own content measurement, as if no intrinsic size were set on it: a fixed size for most controls,
  /// its text's for views that show text.
  private static func measureContent(
    _ view: View, wrapWidth: Double?, measurer: any TextMeasuring, environment: TextEnvironment
  ) -> ContentMeasurement {
    switch view.kind {
    case .view, .stack, .scroll: .none
    case .label: measureLabel(view, wrapWidth: wrapWidth, measurer: measurer, environment: environment)
    case .button: measureButton(view, measurer: measurer, environment: environment)
    case .textField: measureTextField(view, measurer: measurer, environment: environment)
    case .textView: measureTextView(view, wrapWidth: wrapWidth, measurer: measurer, environment: environment)
    case .image: view.imageSize.map(fixed) ?? ContentMeasurement.none
    case .switch: fixed(switchSize)
    case .stepper: fixed(stepperSize)
    case .activityIndicator: fixed(activityIndicatorSize)
    case .slider: heightOnly(sliderHeight)
    case .progress: heightOnly(progressHeight)
    case .segmented: measureSegmented(view, measurer: measurer, environment: environment)
    }
  }

  private static func fixed(_ size: Size) -> ContentMeasurement {
    ContentMeasurement(
      intrinsic: AxisPair(horizontal: size.width, vertical: size.height), firstBaseline: nil,
      lastBaseline: nil,
      wrapWidth: nil)
  }

  /// A height only: the width comes from constraints.
  private static func heightOnly(_ height: Double) -> ContentMeasurement {
    ContentMeasurement(
      intrinsic: AxisPair(horizontal: nil, vertical: height), firstBaseline: nil, lastBaseline: nil,
      wrapWidth: nil)
  }

  /// Its text, wrapped at `wrapWidth` when it wraps; zero when it has none.
  private static func measureLabel(
    _ view: View, wrapWidth: Double?, measurer: any TextMeasuring, environment: TextEnvironment
  ) -> ContentMeasurement {
    guard let text = view.text, !text.text.isEmpty else { return fixed(.zero) }
    let width = wraps(view) ? wrapWidth : nil
    let metrics = measurer.measure(text, maxWidth: width, in: environment)
    return ContentMeasurement(
      intrinsic: AxisPair(horizontal: metrics.size.width, vertical: metrics.size.height),
      firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline, wrapWidth: width)
  }

  /// Its title on one line, padded above and below.
  private static func measureButton(_ view: View, measurer: any TextMeasuring, environment: TextEnvironment)
    -> ContentMeasurement
  {
    guard let title = view.text, !title.text.isEmpty else { return fixed(emptyButton) }
    var content = title
    if content.font == .systemDefault { content.font = buttonFont }
    content.numberOfLines = 1
    let metrics = measurer.measure(content, maxWidth: nil, in: environment)
    let pad = buttonVerticalPadding
    return ContentMeasurement(
      intrinsic: AxisPair(horizontal: metrics.size.width, vertical: metrics.size.height + 2 * pad),
      firstBaseline: metrics.firstBaseline + pad, lastBaseline: metrics.lastBaseline + pad, wrapWidth: nil)
  }

  /// Its text (or placeholder) on one line, padded, at least the minimum height, the text centred.
  private static func measureTextField(
    _ view: View, measurer: any TextMeasuring, environment: TextEnvironment
  )
    -> ContentMeasurement
  {
    let string = view.text?.text.isEmpty == false ? view.text?.text : view.placeholder
    var content = view.text ?? TextContent("")
    content.text = string ?? ""
    content.numberOfLines = 1
    let metrics = measurer.measure(content, maxWidth: nil, in: environment)
    let height = max(textFieldMinimumHeight, metrics.size.height + 2 * textFieldVerticalPadding)
    let top = (height - metrics.size.height) / 2
    return ContentMeasurement(
      intrinsic: AxisPair(horizontal: metrics.size.width + 2 * textFieldHorizontalPadding, vertical: height),
      firstBaseline: top + metrics.firstBaseline, lastBaseline: top + metrics.lastBaseline, wrapWidth: nil)
  }

  /// A text view that does not scroll: its text wrapped inside its insets. A scrolling one has no intrinsic size.
  private static func measureTextView(
    _ view: View, wrapWidth: Double?, measurer: any TextMeasuring, environment: TextEnvironment
  ) -> ContentMeasurement {
    guard !view.isScrollEnabled else { return .none }
    var content = view.text ?? TextContent("")
    if content.font == .systemDefault { content.font = textViewFont }
    content.numberOfLines = 0
    let insets = textViewInsets
    let width = wrapWidth.map { max(0, $0 - insets.left - insets.right) }
    let metrics = measurer.measure(content, maxWidth: width, in: environment)
    return ContentMeasurement(
      intrinsic: AxisPair(
        horizontal: metrics.size.width + insets.left + insets.right,
        vertical: metrics.size.height + insets.top + insets.bottom),
      firstBaseline: insets.top + metrics.firstBaseline, lastBaseline: insets.top + metrics.lastBaseline,
      wrapWidth: wrapWidth)
  }

  /// Equal segments as wide as the widest title plus padding, the titles' baseline centred.
  private static func measureSegmented(
    _ view: View, measurer: any TextMeasuring, environment: TextEnvironment
  )
    -> ContentMeasurement
  {
    let titles = view.segments.isEmpty ? ["First", "Second"] : view.segments
    var widest = 0.0
    var baseline: Double?
    var textHeight = 0.0
    for title in titles {
      let metrics = measurer.measure(TextContent(title, font: segmentedFont), maxWidth: nil, in: environment)
      widest = max(widest, metrics.size.width)
      textHeight = max(textHeight, metrics.size.height)
      baseline = baseline ?? metrics.firstBaseline
    }
    // The intrinsic size is the alignment rectangle's (a control may lay out by one smaller than its frame).
    let insets = view.alignmentRectInsets
    let top = (segmentedHeight - textHeight) / 2 - insets.top
    return ContentMeasurement(
      intrinsic: AxisPair(
        horizontal: Double(titles.count) * (widest + 2 * segmentPadding) - insets.left - insets.right,
        vertical: segmentedHeight - insets.top - insets.bottom),
      firstBaseline: baseline.map { $0 + top }, lastBaseline: baseline.map { $0 + top }, wrapWidth: nil)
  }
}
