import PlumbLayout

// libFuzzer target: the bytes, as UTF-8 text, are a VFL line; any further lines are option names
// (`alignAllCenterY`, `directionRightToLeft`, …), so seeds stay readable.
// Invariants beyond "no crash":
//   - an error names the VFL line and a column inside it (1 … characters + 1);
//   - every spec obeys UIKit's attribute rules, has finite numbers, a priority in 1…1000 and a column inside the
//     line;
//   - every spec written as an equation (canonical pseudocode) parses back to the same constraint, so what VFL
//     produces is expressible in the equation language with the same meaning.

let metrics: [String: Double] = ["gap": 8, "m": -2.5, "wide": 10_000_000]

func text(_ reference: AttributeReference) -> String { "\(reference.item).\(reference.attribute.rawValue)" }

func canonical(_ spec: ConstraintSpec) -> String {
  var result = "\(text(spec.first)) \(spec.relation.rawValue) "
  if let second = spec.second {
    result += "\(spec.multiplier) * \(text(second)) + \(spec.constant)"
  } else {
    result += "\(spec.constant)"
  }
  if let priority = spec.priority { result += " @ \(priority)" }
  return result
}

/// Names the equation language reads as keywords rather than view ids.
func isKeyword(_ item: ItemReference?) -> Bool {
  guard case .named(let name)? = item else { return false }
  return ["superview", "notanattribute"].contains(name.lowercased())
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let line = lines.first ?? ""
  let options = Array(lines.dropFirst().prefix(4))
  let length = line.count
  let specs: [ConstraintSpec]
  do {
    specs = try VisualFormatParser.parse(line, options: options, metrics: metrics)
  } catch {
    check(error.text == line, "error text \(error.text.debugDescription) is not the line")
    check(
      (1...length + 1).contains(error.column),
      "error column \(error.column) outside 1…\(length + 1): \(error)")
    check(!error.message.isEmpty, "empty error message for \(line.debugDescription)")
    _ = error.description
    return 0
  }
  for spec in specs {
    check(spec.violation() == nil, "\(line.debugDescription) produced an invalid constraint: \(spec)")
    check(
      spec.multiplier.isFinite && spec.constant.isFinite,
      "\(line.debugDescription) produced non-finite numbers: \(spec)")
    check(spec.priority.map { (1...1000).contains($0) } ?? true, "priority out of range: \(spec)")
    check((1...max(1, length)).contains(spec.column), "spec column \(spec.column) outside the line: \(spec)")
    if isKeyword(spec.first.item) || isKeyword(spec.second?.item) { continue }
    let written = canonical(spec)
    do {
      let again = try EquationParser.parse(written, metrics: metrics)
      var expected = spec
      expected.source = written
      expected.column = 1
      expected.standardSpacing = false
      check(
        again == expected,
        "\(line.debugDescription) gave \(spec), whose equation \(written) parses to \(again)")
    } catch {
      fatalError(
        "\(line.debugDescription) gave \(spec), whose equation \(written.debugDescription) fails: \(error)")
    }
  }
  return 0
}
