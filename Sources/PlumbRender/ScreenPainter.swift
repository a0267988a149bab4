import Foundation
import PlumbLayout
import PlumbResources
import PlumbText

/// Draws views as the screen shows them: backgrounds, borders, text and iOS control stand-ins.
struct ScreenPainter {
  let canvas: any DrawingSurface
  let text: TextLayoutEngine
  /// The canvas's traits; `draw` gives each view the appearance its nearest `overrideUserInterfaceStyle` sets.
  var traits: TraitCollection
  /// The app's asset catalogs, for named images and colours.
  var assets: AssetCatalogs? = nil
  /// Where the named images drawn are recorded.
  var usage: ImageUse? = nil

  /// A colour by UIKit name, hex value or `light-dark(…)` in the view's appearance, else by an asset catalog's
  /// colour set of that name in that appearance.
  func color(_ name: String?, default fallback: Color? = nil) throws(RenderError) -> Color? {
    guard let name else { return fallback }
    do {
      return try Color.parse(name, style: traits.userInterfaceStyle, level: traits.userInterfaceLevel)
    } catch {
      guard let asset = assets?.color(named: name, appearance: AssetAppearance(traits.userInterfaceStyle))
      else { throw error }
      return Color(
        red: min(max(asset.red, 0), 1), green: min(max(asset.green, 0), 1), blue: min(max(asset.blue, 0), 1),
        alpha: min(max(asset.alpha, 0), 1))
    }
  }

  func environment(for view: View, direction: LayoutDirection) -> TextEnvironment {
    TextEnvironment(
      contentSizeCategory: traits.contentSizeCategory, layoutDirection: direction, scale: traits.displayScale)
  }

  /// What drawing one view needs besides the surface.
  struct Subject {
    let view: View
    /// Canvas coordinates.
    let frame: Rect
    let env: TextEnvironment
    let tint: Color
    let textColor: Color
  }

  /// UIKit's colour `name` in the view's appearance.
  func system(_ name: String) -> Color { Color.system(name, traits) }

  /// `light` in the light appearance, `dark` in the dark one: a stand-in's own colours.
  func adaptive(_ light: Color, _ dark: Color) -> Color { traits.userInterfaceStyle == .dark ? dark : light }

  /// The appearance `view` is drawn in: its own or its nearest ancestor's `overrideUserInterfaceStyle`, else the
  /// canvas's.
  static func style(of view: View, canvas: UserInterfaceStyle) -> UserInterfaceStyle {
    var current: View? = view
    while let candidate = current {
      if let style = candidate.appearance.overrideUserInterfaceStyle { return style }
      current = candidate.superview
    }
    return canvas
  }

  /// Draws `view` at `frame` (canvas coordinates) in its appearance.
  func draw(_ view: View, frame: Rect, direction: LayoutDirection) throws(RenderError) {
    var painter = self
    painter.traits.userInterfaceStyle = Self.style(of: view, canvas: traits.userInterfaceStyle)
    try painter.drawView(view, frame: frame, direction: direction)
  }

  /// Its background, what its kind shows, its border.
  private func drawView(_ view: View, frame: Rect, direction: LayoutDirection) throws(RenderError) {
    let appearance = view.appearance
    let radius = appearance.cornerRadius
    if let background = try color(appearance.backgroundColor) {
      canvas.fill(frame, background, radius: radius)
    }
    let subject = Subject(
      view: view, frame: frame, env: environment(for: view, direction: direction),
      tint: try color(appearance.tintColor) ?? system("systemBlue"),
      textColor: try color(appearance.textColor) ?? system("label"))
    switch view.kind {
    case .label: drawLabel(subject)
    case .button: try drawButton(subject)
    case .textField: drawTextField(subject)
    case .textView: drawTextView(subject)
    case .image: try drawImage(subject)
    case .switch: drawSwitch(subject)
    case .slider: drawSlider(subject)
    case .stepper: drawStepper(subject)
    case .segmented: drawSegmented(subject)
    case .progress: drawProgress(subject)
    case .activityIndicator: drawActivityIndicator(subject)
    case .view, .stack, .scroll:
      if let standIn = appearance.standIn {
        drawStandIn(standIn, subject)
      }
    }
    if let border = try color(appearance.borderColor), appearance.borderWidth > 0 {
      canvas.stroke(frame, border, width: appearance.borderWidth, radius: radius)
    }
  }

  /// Its text, vertically centred.
  func drawLabel(_ s: Subject) {
    if let content = s.view.text, !content.text.isEmpty {
      drawText(content, in: s.frame, env: s.env, color: s.textColor, verticallyCentered: true)
    }
  }

  /// Its title on one line, centred, in the tint (15-pt System unless a font is given).
  func drawButton(_ s: Subject) throws(RenderError) {
    // An image-only button shows its image at its own size, centred.
    if s.view.text?.text.isEmpty != false, try drawNamedImage(s, contentMode: "center") { return }
    if var content = s.view.text, !content.text.isEmpty {
      if content.font == .systemDefault { content.font = FontDescriptor(size: 15) }
      content.alignment = .center
      content.numberOfLines = 1
      drawText(
        content, in: s.frame, env: s.env,
        color: try color(s.view.appearance.textColor, default: s.tint) ?? s.tint,
        verticallyCentered: true)
    }
  }

  /// A rounded box, white or dark grey (unless the view has its own border), its text or placeholder 7 pt in.
  func drawTextField(_ s: Subject) {
    let frame = s.frame
    if s.view.appearance.borderWidth == 0 {
      canvas.fill(frame, adaptive(Color(hex: 0xFFFFFF), Color(hex: 0x1C1C1E)), radius: 5)
      canvas.stroke(
        frame, adaptive(Color(hex: 0xC7C7CC), Color(hex: 0x38383A)), width: 1 / canvas.scale, radius: 5)
    }
    let inner = Rect(x: frame.minX + 7, y: frame.minY, width: max(0, frame.width - 14), height: frame.height)
    if let content = s.view.text, !content.text.isEmpty {
      var single = content
      single.numberOfLines = 1
      drawText(single, in: inner, env: s.env, color: s.textColor, verticallyCentered: true)
    } else if let placeholder = s.view.placeholder {
      var content = s.view.text ?? TextContent(placeholder)
      content.text = placeholder
      content.numberOfLines = 1
      drawText(
        content, in: inner, env: s.env, color: system("placeholderText"), verticallyCentered: true)
    }
  }

  /// Its text from the top, inset 8 and 5 (14-pt System unless a font is given).
  func drawTextView(_ s: Subject) {
    if var content = s.view.text, !content.text.isEmpty {
      if content.font == .systemDefault { content.font = FontDescriptor(size: 14) }
      content.numberOfLines = 0
      let frame = s.frame
      let inner = Rect(
        x: frame.minX + 5, y: frame.minY + 8, width: max(0, frame.width - 10),
        height: max(0, frame.height - 16))
      drawText(content, in: inner, env: s.env, color: s.textColor, verticallyCentered: false)
    }
  }

  /// The image by its content mode; without one (and without a background), a crossed grey placeholder.
  func drawImage(_ s: Subject) throws(RenderError) {
    let appearance = s.view.appearance
    if try drawNamedImage(s) { return }
    if let path = appearance.imagePath {
      try canvas.image(path, in: s.frame, contentMode: appearance.contentMode)
    } else if appearance.backgroundColor == nil {
      drawPlaceholder(s)
    }
  }

  /// A green 51 × 31 track (system green in the view's appearance), on, with its white knob.
  func drawSwitch(_ s: Subject) {
    let track = Rect(x: s.frame.minX, y: s.frame.midY - 15.5, width: 51, height: 31)
    canvas.fill(track, system("systemGreen"), radius: 15.5)
    canvas.circle(Point(x: track.maxX - 15.5, y: track.midY), radius: 13.5, Color(hex: 0xFFFFFF))
  }

  /// A track filled in the tint up to a thumb at the middle.
  func drawSlider(_ s: Subject) {
    let frame = s.frame
    let y = frame.midY
    let thumbX = frame.minX + frame.width / 2
    canvas.fill(Rect(x: frame.minX, y: y - 2, width: thumbX - frame.minX, height: 4), s.tint, radius: 2)
    canvas.fill(
      Rect(x: thumbX, y: y - 2, width: frame.maxX - thumbX, height: 4), system("systemFill"), radius: 2)
    canvas.circle(Point(x: thumbX, y: y), radius: 14, Color(hex: 0x000000, alpha: 0.12))
    canvas.circle(Point(x: thumbX, y: y), radius: 13.5, Color(hex: 0xFFFFFF))
  }

  /// A 94 × 32 capsule split in two, minus and plus.
  func drawStepper(_ s: Subject) {
    let body = Rect(x: s.frame.minX, y: s.frame.midY - 16, width: 94, height: 32)
    canvas.fill(body, system("tertiarySystemFill"), radius: 8)
    canvas.line(
      Point(x: body.midX, y: body.minY + 8), Point(x: body.midX, y: body.maxY - 8), system("separator"))
    let ink = system("label")
    canvas.line(
      Point(x: body.minX + 17, y: body.midY), Point(x: body.minX + 30, y: body.midY), ink, width: 1.5)
    canvas.line(
      Point(x: body.maxX - 30, y: body.midY), Point(x: body.maxX - 17, y: body.midY), ink, width: 1.5)
    canvas.line(
      Point(x: body.maxX - 23.5, y: body.midY - 6.5), Point(x: body.maxX - 23.5, y: body.midY + 6.5), ink,
      width: 1.5)
  }

  /// Equal segments with their titles (13 pt), the first selected, separators between the others.
  func drawSegmented(_ s: Subject) {
    let frame = s.frame
    canvas.fill(frame, system("tertiarySystemFill"), radius: 9)
    let titles = s.view.segments.isEmpty ? ["First", "Second"] : s.view.segments
    let width = frame.width / Double(titles.count)
    for (index, title) in titles.enumerated() {
      let segment = Rect(
        x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
      if index == 0 {
        let selected = Rect(
          x: segment.minX + 2, y: segment.minY + 2, width: segment.width - 4, height: segment.height - 4)
        canvas.fill(selected, adaptive(Color(hex: 0xFFFFFF), Color(hex: 0x636366)), radius: 7)
      } else if index > 0 {
        canvas.line(
          Point(x: segment.minX, y: segment.minY + 8), Point(x: segment.minX, y: segment.maxY - 8),
          system("separator"))
      }
      let font = FontDescriptor(size: 13, weight: index == 0 ? .semibold : .regular)
      drawText(
        TextContent(title, font: font, alignment: .center), in: segment, env: s.env, color: s.textColor,
        verticallyCentered: true)
    }
  }

  /// A 4-pt track, half filled in the tint.
  func drawProgress(_ s: Subject) {
    let track = Rect(x: s.frame.minX, y: s.frame.midY - 2, width: s.frame.width, height: 4)
    canvas.fill(track, system("systemFill"), radius: 2)
    canvas.fill(Rect(x: track.minX, y: track.minY, width: track.width / 2, height: 4), s.tint, radius: 2)
  }

  /// Eight spokes fading round, in UIKit's grey or the view's colour (its tint in the view model).
  func drawActivityIndicator(_ s: Subject) {
    let center = Point(x: s.frame.midX, y: s.frame.midY)
    let ink =
      s.view.appearance.tintColor == nil
      ? adaptive(Color(hex: 0x8E8E93), Color(hex: 0xEBEBF5, alpha: 0.6)) : s.tint
    for spoke in 0..<8 {
      let angle = Double(spoke) * Double.pi / 4
      let alpha = 0.25 + 0.75 * Double(spoke) / 7
      let inner = Point(x: center.x + 4.5 * cos(angle), y: center.y + 4.5 * sin(angle))
      let outer = Point(x: center.x + 9 * cos(angle), y: center.y + 9 * sin(angle))
      var spokeColor = ink
      spokeColor.alpha *= alpha
      canvas.setColor(spokeColor)
      canvas.roundLine(inner, outer, width: 2)
    }
  }

  /// UIKit views Plumb lays out as plain views, drawn as recognisable stand-ins in the view's appearance: bars
  /// (a translucent grey with a hairline toward the content, the title or item titles), a search field, page
  /// dots, a picker's selection band, a container's outline.
  func drawStandIn(_ standIn: String, _ s: Subject) {
    let frame = s.frame
    switch standIn {
    case "navigationBar": drawNavigationBar(s)
    case "toolbar", "tabBar": drawBottomBar(s, tabs: standIn == "tabBar")
    case "searchBar": drawSearchBar(s)
    case "pageControl": drawPageControl(s)
    case "pickerView", "datePicker":
      let band = Rect(x: frame.minX + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
      canvas.fill(band, system("tertiarySystemFill"), radius: 8)
    case "tableViewCell":
      // The separator below the row, inset like UITableView's default separator.
      let inset = min(16, frame.width)
      canvas.line(
        Point(x: frame.minX + inset, y: frame.maxY - 0.25), Point(x: frame.maxX, y: frame.maxY - 0.25),
        system("separator"), width: 0.5)
    case "containerView":
      canvas.stroke(frame, system("separator"), width: 1, radius: 0)
    default:
      break
    }
  }

  /// Bars' translucent grey: light, or the near-black of UIKit's dark bars.
  var bar: Color { adaptive(Color(hex: 0xF9F9F9, alpha: 0.94), Color(hex: 0x1E1E1E, alpha: 0.94)) }

  /// The bar's grey unless the view has its own background.
  func fillBar(_ s: Subject) {
    if s.view.appearance.backgroundColor == nil { canvas.fill(s.frame, bar, radius: 0) }
  }

  /// A bar with a hairline below and its title (the first segment) centred, 17-pt semibold.
  func drawNavigationBar(_ s: Subject) {
    let frame = s.frame
    fillBar(s)
    canvas.line(Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY), system("separator"))
    let title = s.view.segments.first ?? ""
    if !title.isEmpty {
      let font = FontDescriptor(size: 17, weight: .semibold)
      drawText(
        TextContent(title, font: font, numberOfLines: 1, alignment: .center), in: frame, env: s.env,
        color: s.textColor, verticallyCentered: true)
    }
  }

  /// A toolbar or tab bar: a hairline above and one slot per item title; a tab shows an icon placeholder over a
  /// 10-pt title, the first tab selected.
  func drawBottomBar(_ s: Subject, tabs: Bool) {
    let frame = s.frame
    fillBar(s)
    canvas.line(Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), system("separator"))
    let titles = s.view.segments
    guard !titles.isEmpty else { return }
    let width = frame.width / Double(titles.count)
    for (index, title) in titles.enumerated() {
      let slot = Rect(
        x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: min(frame.height, 49))
      if tabs {
        let color = index == 0 ? s.tint : Color(hex: 0x999999)
        canvas.fill(
          Rect(x: slot.midX - 12, y: slot.minY + 5, width: 24, height: 24), color.withAlpha(0.35), radius: 6)
        drawText(
          TextContent(
            title, font: FontDescriptor(size: 10, weight: .medium), numberOfLines: 1, alignment: .center),
          in: Rect(x: slot.minX, y: slot.minY + 31, width: slot.width, height: 14), env: s.env, color: color,
          verticallyCentered: true)
      } else {
        drawText(
          TextContent(title, font: FontDescriptor(size: 17), numberOfLines: 1, alignment: .center),
          in: Rect(x: slot.minX, y: slot.minY, width: slot.width, height: min(frame.height, 44)), env: s.env,
          color: s.tint, verticallyCentered: true)
      }
    }
  }

  /// A rounded field with a magnifier and its placeholder (the first segment, else "Search").
  func drawSearchBar(_ s: Subject) {
    let frame = s.frame
    fillBar(s)
    let field = Rect(x: frame.minX + 8, y: frame.midY - 18, width: max(0, frame.width - 16), height: 36)
    canvas.fill(field, system("tertiarySystemFill"), radius: 10)
    drawText(
      TextContent(s.view.segments.first ?? "Search", font: FontDescriptor(size: 17), numberOfLines: 1),
      in: Rect(x: field.minX + 30, y: field.minY, width: max(0, field.width - 38), height: field.height),
      env: s.env, color: system("secondaryLabel"), verticallyCentered: true)
    canvas.circle(Point(x: field.minX + 16, y: field.midY - 1), radius: 6, system("secondaryLabel"))
    canvas.circle(
      Point(x: field.minX + 16, y: field.midY - 1), radius: 4.5,
      adaptive(Color(hex: 0xEFEFF0), Color(hex: 0x2A2A2D)))
  }

  /// One dot a page (a segment), the first current.
  func drawPageControl(_ s: Subject) {
    let count = s.view.segments.count
    guard count > 0 else { return }
    let spacing = 16.0
    let start = s.frame.midX - spacing * Double(count - 1) / 2
    for index in 0..<count {
      let ink = adaptive(Color(hex: 0x000000), Color(hex: 0xFFFFFF))
      let color = index == 0 ? ink.withAlpha(0.85) : ink.withAlpha(0.3)
      canvas.circle(Point(x: start + spacing * Double(index), y: s.frame.midY), radius: 3.5, color)
    }
  }

  /// Draws text laid out to the view's width, vertically centred like UILabel or top-aligned like UITextView.
  func drawText(
    _ content: TextContent, in rect: Rect, env: TextEnvironment, color: Color, verticallyCentered: Bool
  ) {
    guard rect.width > 0 else { return }
    let layout = text.layout(content, maxWidth: rect.width, in: env, boxWidth: rect.width)
    let height = Double(layout.lines.count) * layout.lineHeight
    let top = verticallyCentered ? rect.minY + (rect.height - height) / 2 : rect.minY
    canvas.save()
    canvas.clip(Rect(x: rect.minX - 2, y: rect.minY - 2, width: rect.width + 4, height: rect.height + 4))
    canvas.draw(layout, at: Point(x: rect.minX, y: top), color: color)
    canvas.restore()
  }
}
