public import PlumbLayout

extension IBScene {
  /// The CLI's single-layout JSON (Docs/CLI.md) with each view's IB `name` and `class` beside its id, the likely
  /// cause where Plumb's frame differs from the stored one the file does not mark (`storedFrameDifference`), and
  /// the scene's import warnings appended to `diagnostics` (kind `warning`, message `line:column: …`).
  public func json(_ result: LayoutResult, exact: Bool = false) -> JSONValue {
    guard case .object(var pairs) = result.json(exact: exact) else { return result.json(exact: exact) }
    var byID: [String: IBObject] = [:]
    for object in objects { byID[object.id] = object }
    var causes: [String: StoredFrameCause] = [:]
    for difference in storedFrameDifferences(result) { causes[difference.view] = difference.cause }
    for index in pairs.indices {
      switch pairs[index] {
      case ("views", .array(let views)):
        pairs[index].1 = .array(
          views.map { view in
            guard case .object(var fields) = view, case .string(let id)? = fields.first?.1,
              let object = byID[id]
            else { return view }
            fields.insert(
              contentsOf: [("name", .string(object.name)), ("class", .string(object.className))], at: 1)
            if let cause = causes[id] { fields.append(("storedFrameDifference", .string(cause.rawValue))) }
            return .object(fields)
          })
      case ("diagnostics", .array(let diagnostics)):
        let imported: [JSONValue] = warnings.map { warning in
          .object([
            ("kind", .string("warning")), ("message", .string(warning.description)),
            ("constraints", .array([])),
            ("views", .array(warning.objectID.map { [.string($0)] } ?? [])),
          ])
        }
        pairs[index].1 = .array(diagnostics + imported)
      default:
        break
      }
    }
    return .object(pairs)
  }
}

extension InterfaceBuilderDocument {
  /// The CLI's storyboard JSON: `{ "scenes": [ { "scene", "title", "canvas", "views", "guides", "diagnostics" } ] }`,
  /// one entry per scene with its layout (`results` in scene order).
  public func json(_ results: [LayoutResult], exact: Bool = false) -> JSONValue {
    let entries: [JSONValue] = zip(scenes, results).map { scene, result in
      guard case .object(let pairs) = scene.json(result, exact: exact) else { return .null }
      return .object(
        [("scene", .string(scene.id)), ("title", scene.title.map(JSONValue.string) ?? .null)] + pairs)
    }
    return .object([("scenes", .array(entries))])
  }
}
