/// Turns a colour set entry's `color` into an sRGB ``AssetColor``: one place reads every component spelling
/// and colour space Xcode writes.
enum ColorSetReader {
  /// Why an entry's colour cannot be read, and where under its `color` key.
  struct Problem: Error {
    var message: String
    var steps: [JSONLocation.Step]
  }

  /// The entry's colour in the light and dark appearances (the same unless it refers to a system colour).
  static func color(_ value: ColorSetContents.Color) -> Result<(light: AssetColor, dark: AssetColor), Problem>
  {
    if let reference = value.reference {
      guard let colors = SystemColorReference.colors(named: reference) else {
        return .failure(
          Problem(
            message: "refers to the system colour \"\(reference)\", which Plumb does not know",
            steps: [.key("reference")]))
      }
      return .success(colors)
    }
    let spaceName = value.colorSpace ?? "srgb"
    guard let space = AssetColorSpace(rawValue: spaceName) else {
      let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(
        Problem(
          message: "the colour space \"\(spaceName)\" is not one of \(known)", steps: [.key("color-space")]))
    }
    let components = value.components ?? [:]
    func component(_ key: String, default fallback: Double? = nil) -> Result<Double, Problem> {
      guard let raw = components[key] else {
        if let fallback { return .success(fallback) }
        return .failure(
          Problem(message: "the \(spaceName) colour lacks its \(key) component", steps: [.key("components")]))
      }
      switch raw {
      case .number(let number):
        guard number.isFinite else {
          return .failure(
            Problem(message: "the \(key) component is not finite", steps: [.key("components"), .key(key)]))
        }
        return .success(number)
      case .text(let text):
        guard let number = ColorComponent.parse(text) else {
          return .failure(
            Problem(
              message:
                "the \(key) component \"\(text)\" is not a float (0.5), an 8-bit integer (128) or hex (0x80)",
              steps: [.key("components"), .key(key)]))
        }
        return .success(number)
      }
    }
    do {
      let alpha = try component("alpha", default: 1).get()
      if space.isGray {
        let white = try component("white").get()
        let color = space.color(white, white, white, alpha: alpha)
        return .success((color, color))
      }
      let color = space.color(
        try component("red").get(), try component("green").get(), try component("blue").get(), alpha: alpha)
      return .success((color, color))
    } catch {
      return .failure(error)
    }
  }
}
