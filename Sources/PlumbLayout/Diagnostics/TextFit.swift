/// Text a view cannot show whole in a solved layout: truncated by its own frame, clipped by its frame or a
/// clipping ancestor, or overlapping a sibling's text.
public struct TextFitFinding: Sendable, Hashable {
  /// What happens to the text.
  public enum Problem: String, Sendable, Hashable, CaseIterable {
    /// The view's frame is too small: UIKit ends the text with an ellipsis (or drops lines).
    case truncated
    /// Part of the text is cut off: by the view's own frame (clipping line breaks, a text view that does not
    /// scroll), by an ancestor that clips (`clipsToBounds`, a scroll view's scrollable area) or by the canvas.
    case clipped
    /// The text runs into a sibling's text.
    case overlapping
  }

  /// The unit of `needed` and `available`.
  public enum Unit: String, Sendable, Hashable {
    case points, lines
  }

  /// What happens to the text.
  public var problem: Problem
  /// The view's identifier.
  public var view: String
  /// The view's kind.
  public var kind: ViewKind
  /// The text that does not fit (a segmented control's one segment title).
  public var text: String
  /// A segmented control's segment, from 0.
  public var segment: Int?
  /// The direction the text lacks room in.
  public var axis: Axis
  /// What the text needs along `axis`: its width or height, or its number of lines.
  public var needed: Double
  /// What it has: the frame's width or height, the lines allowed, the part left visible or clear of the sibling.
  public var available: Double
  /// Points or lines.
  public var unit: Unit
  /// The clipping view (the view itself for its own frame; nil for the canvas), or the overlapped sibling.
  public var other: String?
}

extension LayoutEngine {
  /// The text of every visible label, button, text field, text view and segmented control in `result` (this
  /// engine's last layout) that does not fit, measured with the engine's own text measurer, Dynamic Type size and
  /// direction, as the layout measured it. Differences up to `tolerance` points (pixel rounding) are not findings.
  /// A view with no area (collapsed on purpose) and a hidden view are skipped.
  public func textFitFindings(_ result: LayoutResult, tolerance: Double = 0.5) -> [TextFitFinding] {
    var analysis = TextFitAnalysis(engine: self, result: result, tolerance: tolerance)
    return analysis.run()
  }
}

/// One run of ``LayoutEngine/textFitFindings(_:tolerance:)``.
private struct TextFitAnalysis {
  let engine: LayoutEngine
  let tolerance: Double
  var frames: [String: Rect] = [:]
  var scrollContent: [String: Rect] = [:]
  var canvas: Rect
  var findings: [TextFitFinding] = []

  init(engine: LayoutEngine, result: LayoutResult, tolerance: Double) {
    self.engine = engine
    self.tolerance = tolerance
    canvas = Rect(origin: .zero, size: result.canvasSize)
    for layout in result.views where frames[layout.id] == nil { frames[layout.id] = layout.absoluteFrame }
    for guide in result.guides where guide.kind == .contentLayout {
      scrollContent[guide.owner] = guide.absoluteFrame
    }
  }

  mutating func run() -> [TextFitFinding] {
    visit(engine.root, clip: canvas, clipper: nil)
    return findings
  }

  /// Checks `view` and its subtree; `clip` is the region ancestors leave visible, cut by `clipper` (nil: canvas).
  /// Returns the rectangle the view's own text is drawn in, if it shows any.
  @discardableResult
  private mutating func visit(_ view: View, clip: Rect, clipper: String?) -> Rect? {
    guard !view.isHidden, let frame = frames[view.identifier] else { return nil }
    var own: Rect?
    if view.kind.hasText, frame.width > 0, frame.height > 0, let rect = check(view, frame: frame) {
      own = rect
      clipCheck(view, text: rect, clip: clip, clipper: clipper)
    }
    var childClip = clip
    var childClipper = clipper
    if view.clipsToBounds {
      // A scroll view's content can be scrolled into its frame: only what lies outside the content is lost.
      if view.kind == .scroll {
        childClip = scrollContent[view.identifier].map { union(frame, $0) } ?? frame
      } else {
        childClip = intersection(clip, frame)
      }
      childClipper = view.identifier
    }
    var texts: [(view: View, rect: Rect)] = []
    for child in view.subviews {
      if let rect = visit(child, clip: childClip, clipper: childClipper) { texts.append((child, rect)) }
    }
    overlapCheck(texts)
    return own
  }

  // MARK: Truncation

  /// Reports the view's text if its frame is too small for it; returns the rectangle the text is drawn in.
  private mutating func check(_ view: View, frame: Rect) -> Rect? {
    switch view.kind {
    case .label: checkLabel(view, frame: frame)
    case .button: checkButton(view, frame: frame)
    case .textField: checkTextField(view, frame: frame)
    case .textView: checkTextView(view, frame: frame)
    case .segmented: checkSegments(view, frame: frame)
    default: nil
    }
  }

  private func measure(_ view: View, _ content: TextContent, width: Double?) -> TextMetrics {
    engine.measurer.measure(content, maxWidth: width, in: engine.textEnvironment(for: view))
  }

  private mutating func report(
    _ problem: TextFitFinding.Problem, _ view: View, text: String, axis: Axis, needed: Double,
    available: Double,
    unit: TextFitFinding.Unit = .points, segment: Int? = nil, other: String? = nil
  ) {
    findings.append(
      TextFitFinding(
        problem: problem, view: view.identifier, kind: view.kind, text: text, segment: segment, axis: axis,
        needed: needed, available: available, unit: unit, other: other))
  }

  /// Whether a line break mode ends a cut line with an ellipsis (else the text is clipped).
  private static func truncates(_ mode: LineBreakMode) -> Bool {
    [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle].contains(mode)
  }

  private mutating func checkLabel(_ view: View, frame: Rect) -> Rect? {
    guard let content = view.text, !content.text.isEmpty else { return nil }
    let problem: TextFitFinding.Problem = Self.truncates(content.lineBreakMode) ? .truncated : .clipped
    let own = problem == .clipped ? view.identifier : nil
    if content.numberOfLines == 1 {
      let natural = measure(view, content, width: nil)
      // A label that shrinks its font to fit (`adjustsFontSizeToFitWidth`) truncates only below its minimum.
      let shrink = view.minimumScaleFactor ?? 1
      if natural.size.width * shrink > frame.width + tolerance {
        report(
          problem, view, text: content.text, axis: .horizontal, needed: natural.size.width,
          available: frame.width, other: own)
      } else if view.clipsToBounds, natural.size.height > frame.height + tolerance {
        // A label shorter than its line draws the line centred, overflowing its frame, unless it clips.
        report(
          .clipped, view, text: content.text, axis: .vertical, needed: natural.size.height,
          available: frame.height, other: view.identifier)
      }
      return aligned(view, content, size: natural.size, in: frame)
    }
    // Wrapping: laid out at the frame's width (plus the tolerance, as the layout wrapped at the unrounded width).
    var unlimited = content
    unlimited.numberOfLines = 0
    let width = frame.width + tolerance
    let full = measure(view, unlimited, width: width)
    let shown = content.numberOfLines > 0 ? measure(view, content, width: width) : full
    // UILabel shows the lines its height holds, and always the first.
    let lineHeight = max(full.lineHeight, 0.001)
    let fitting = max(1, Int(((frame.height + tolerance) / lineHeight).rounded(.down)))
    if content.numberOfLines > 0, full.lineCount > content.numberOfLines, fitting >= content.numberOfLines {
      report(
        problem, view, text: content.text, axis: .vertical, needed: Double(full.lineCount),
        available: Double(content.numberOfLines), unit: .lines, other: own)
    } else if shown.lineCount > fitting {
      report(
        problem, view, text: content.text, axis: .vertical, needed: shown.size.height,
        available: frame.height,
        other: own)
    }
    return aligned(view, content, size: shown.size, in: frame)
  }

  private mutating func checkButton(_ view: View, frame: Rect) -> Rect? {
    guard var content = view.text, !content.text.isEmpty else { return nil }
    if content.font == .systemDefault { content.font = ContentSizing.buttonFont }
    let pad = ContentSizing.buttonVerticalPadding
    if content.lineBreakMode == .byWordWrapping || content.lineBreakMode == .byCharWrapping {
      // A title that wraps takes more lines before it runs out of room.
      content.numberOfLines = 0
      let wrapped = measure(view, content, width: frame.width + tolerance)
      if wrapped.size.height > frame.height + tolerance {
        report(
          .clipped, view, text: content.text, axis: .vertical, needed: wrapped.size.height,
          available: frame.height, other: view.identifier)
      }
      return centred(wrapped.size, in: frame)
    }
    content.numberOfLines = 1
    let natural = measure(view, content, width: nil)
    if natural.size.width > frame.width + tolerance {
      report(
        Self.truncates(content.lineBreakMode) ? .truncated : .clipped, view, text: content.text,
        axis: .horizontal, needed: natural.size.width, available: frame.width,
        other: Self.truncates(content.lineBreakMode) ? nil : view.identifier)
    } else if view.clipsToBounds, natural.size.height > frame.height + tolerance {
      report(
        .clipped, view, text: content.text, axis: .vertical, needed: natural.size.height + 2 * pad,
        available: frame.height, other: view.identifier)
    }
    return centred(natural.size, in: frame)
  }

  private mutating func checkTextField(_ view: View, frame: Rect) -> Rect? {
    let string = view.text?.text.isEmpty == false ? view.text?.text : view.placeholder
    guard let string, !string.isEmpty else { return nil }
    var content = view.text ?? TextContent(string)
    content.text = string
    content.numberOfLines = 1
    let natural = measure(view, content, width: nil)
    let padding = 2 * ContentSizing.textFieldHorizontalPadding
    if natural.size.width + padding > frame.width + tolerance {
      report(
        .truncated, view, text: string, axis: .horizontal, needed: natural.size.width + padding,
        available: frame.width)
    }
    let inner = Rect(
      x: frame.minX + ContentSizing.textFieldHorizontalPadding, y: frame.minY,
      width: max(0, frame.width - padding),
      height: frame.height)
    return aligned(view, content, size: natural.size, in: inner)
  }

  private mutating func checkTextView(_ view: View, frame: Rect) -> Rect? {
    guard var content = view.text, !content.text.isEmpty else { return nil }
    if content.font == .systemDefault { content.font = ContentSizing.textViewFont }
    content.numberOfLines = 0
    let insets = ContentSizing.textViewInsets
    let inner = frame.inset(by: insets)
    let metrics = measure(view, content, width: max(0, inner.width) + tolerance)
    let needed = metrics.size.height + insets.top + insets.bottom
    // A text view that scrolls shows the rest of its text by scrolling.
    if !view.isScrollEnabled, needed > frame.height + tolerance {
      report(
        .clipped, view, text: content.text, axis: .vertical, needed: needed, available: frame.height,
        other: view.identifier)
    }
    let size = Size(
      width: min(metrics.size.width, inner.width), height: min(metrics.size.height, inner.height))
    return Rect(origin: inner.origin, size: size)
  }

  /// Each segment's title in its equal share of the width, padded as the intrinsic size pads it.
  private mutating func checkSegments(_ view: View, frame: Rect) -> Rect? {
    guard !view.segments.isEmpty else { return nil }
    let share = frame.width / Double(view.segments.count)
    let padding = 2 * ContentSizing.segmentPadding
    for (index, title) in view.segments.enumerated() where !title.isEmpty {
      let width = measure(view, TextContent(title, font: ContentSizing.segmentedFont), width: nil).size.width
      if width + padding > share + tolerance {
        report(
          .truncated, view, text: title, axis: .horizontal, needed: width + padding, available: share,
          segment: index)
      }
    }
    return frame
  }

  // MARK: Where the text is drawn

  /// Text of `size` placed in `frame` as UILabel places it: by its alignment across, centred vertically; never
  /// larger than the frame.
  private func aligned(_ view: View, _ content: TextContent, size: Size, in frame: Rect) -> Rect {
    let width = min(size.width, frame.width)
    let height = min(size.height, frame.height)
    let y = frame.minY + (frame.height - height) / 2
    let rightToLeft = engine.effectiveDirection(of: view) == .rightToLeft
    let x: Double
    switch content.alignment {
    case .center: x = frame.minX + (frame.width - width) / 2
    case .right: x = frame.maxX - width
    case .left: x = frame.minX
    case .natural, .justified: x = rightToLeft ? frame.maxX - width : frame.minX
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  private func centred(_ size: Size, in frame: Rect) -> Rect {
    let width = min(size.width, frame.width)
    let height = min(size.height, frame.height)
    return Rect(
      x: frame.minX + (frame.width - width) / 2, y: frame.minY + (frame.height - height) / 2, width: width,
      height: height)
  }

  // MARK: Clipping and overlap

  /// Reports text that reaches outside the region its ancestors leave visible.
  private mutating func clipCheck(_ view: View, text: Rect, clip: Rect, clipper: String?) {
    let visible = intersection(text, clip)
    let hiddenWidth = text.width - visible.width
    let hiddenHeight = text.height - visible.height
    // Text placed wholly out of sight is taken to be there on purpose (off screen until an animation brings
    // it in, folded away); text cut part way is not.
    guard hiddenWidth > tolerance || hiddenHeight > tolerance, visible.width > 0, visible.height > 0,
      let string = shownText(view)
    else { return }
    let horizontal = hiddenWidth >= hiddenHeight
    report(
      .clipped, view, text: string, axis: horizontal ? .horizontal : .vertical,
      needed: horizontal ? text.width : text.height, available: horizontal ? visible.width : visible.height,
      other: clipper)
  }

  /// Reports each sibling whose text runs into an earlier sibling's text, once a pair.
  private mutating func overlapCheck(_ texts: [(view: View, rect: Rect)]) {
    guard texts.count > 1 else { return }
    for later in 1..<texts.count {
      for earlier in 0..<later {
        let a = texts[later]
        let b = texts[earlier]
        let overlap = intersection(a.rect, b.rect)
        guard overlap.width > tolerance, overlap.height > tolerance, let string = shownText(a.view) else {
          continue
        }
        // Texts sharing a line run into each other across; others, one above the other.
        let horizontal = overlap.height >= min(a.rect.height, b.rect.height) / 2
        report(
          .overlapping, a.view, text: string, axis: horizontal ? .horizontal : .vertical,
          needed: horizontal ? a.rect.width : a.rect.height,
          available: horizontal ? a.rect.width - overlap.width : a.rect.height - overlap.height,
          other: b.view.identifier)
      }
    }
  }

  /// The text a view shows, for messages.
  private func shownText(_ view: View) -> String? {
    if let text = view.text?.text, !text.isEmpty { return text }
    if view.kind == .textField, let placeholder = view.placeholder, !placeholder.isEmpty {
      return placeholder
    }
    if view.kind == .segmented, !view.segments.isEmpty { return view.segments.joined(separator: " | ") }
    return nil
  }

  private func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  private func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
