import PlumbLayout
import PlumbText

extension Pipeline {
  /// The frames document with what each view was drawn from: a named image's name and asset file (`image`,
  /// `asset`; `assetMissing: true` when no catalog of its app has the name, `symbol: true` for a system symbol) and,
  /// for text in a named font family, the font file it was measured with (`fontFile`; text in the system font is
  /// always in the documented system family).
  public func withResources(_ frames: JSONValue, root: View, file: String?, scale: Double) -> JSONValue {
    guard case .object(var pairs) = frames,
      let viewsIndex = pairs.firstIndex(where: { $0.0 == "views" }),
      case .array(let views) = pairs[viewsIndex].1
    else { return frames }
    var byID: [String: View] = [:]
    for view in root.subtree where byID[view.identifier] == nil { byID[view.identifier] = view }
    let catalogs = assets(for: file)
    let annotated = views.map { value -> JSONValue in
      guard case .object(var fields) = value,
        case .string(let id)? = fields.first(where: { $0.0 == "id" })?.1,
        let view = byID[id]
      else { return value }
      if let name = view.appearance.imageName {
        fields.append(("image", .string(name)))
        if view.appearance.imageIsSymbol {
          fields.append(("symbol", .bool(true)))
        } else if let asset = catalogs?.image(named: name, scale: scale) {
          fields.append(("asset", .string(asset.file)))
        } else {
          fields.append(("assetMissing", .bool(true)))
        }
      }
      if let font = view.text?.font, !(view.text?.text.isEmpty ?? true), let family = font.family,
        !BuiltInFontFamilies.isSystemFontAlias(family)
      {
        let weight = font.weight ?? (font.textStyle == .headline ? .semibold : .regular)
        if let path = text.fonts.file(family: family, weight: weight, italic: font.italic) {
          fields.append(("fontFile", .string(path)))
        }
      }
      return .object(fields)
    }
    pairs[viewsIndex].1 = .array(annotated)
    return .object(pairs)
  }
}
