import PlumbLayout

// libFuzzer target: the bytes, as UTF-8 text, are one layout equation for EquationParser.
// Invariants beyond "no crash":
//   - an error names the input and a column inside it (1 … characters + 1, the end of the line);
//   - a parsed spec obeys UIKit's attribute rules, has finite numbers, a priority in 1…1000, a column inside
//     the input, and records the input (trimmed) as its source;
//   - the spec written back out in canonical pseudocode (below; the model has no printing API of its own)
//     parses to the same constraint.

let metrics: [String: Double] = ["gap": 8, "m": -2.5, "wide": 10_000_000]

/// `item.attribute`, in the words the parser reads.
func text(_ reference: AttributeReference) -> String { "\(reference.item).\(reference.attribute.rawValue)" }

/// Canonical pseudocode: `first rel multiplier * second + constant @ priority`; Double's description round-trips.
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

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let length = input.count
  let spec: ConstraintSpec
  do {
    spec = try EquationParser.parse(input, metrics: metrics)
  } catch {
    check(error.text == input, "error text \(error.text.debugDescription) is not the input")
    check(
      (1...length + 1).contains(error.column),
      "error column \(error.column) outside 1…\(length + 1): \(error)")
    check(!error.message.isEmpty, "empty error message for \(input.debugDescription)")
    _ = error.description
    return 0
  }
  check(spec.violation() == nil, "accepted an invalid constraint: \(spec)")
  check(spec.multiplier.isFinite && spec.constant.isFinite, "non-finite numbers accepted: \(spec)")
  check(spec.priority.map { (1...1000).contains($0) } ?? true, "priority out of range: \(spec)")
  check((1...max(1, length)).contains(spec.column), "spec column \(spec.column) outside the input")
  check(!spec.standardSpacing, "an equation cannot ask for standard spacing")
  check(
    spec.source == input.trimmingCharacters(in: " "),
    "source \(spec.source.debugDescription) is not the input")

  let written = canonical(spec)
  do {
    let again = try EquationParser.parse(written, metrics: metrics)
    var expected = spec
    expected.source = written
    expected.column = 1
    check(
      again == expected,
      "\(input.debugDescription) → \(written.debugDescription) parses to \(again), not \(spec)")
  } catch {
    fatalError(
      "\(input.debugDescription) parsed, but its canonical form \(written.debugDescription) did not: \(error)"
    )
  }
  return 0
}

extension String {
  /// Drops `character` from both ends (Foundation-free, like the parser's own trimming).
  func trimmingCharacters(in character: Character) -> String {
    var result = Substring(self)
    while result.first == character { result.removeFirst() }
    while result.last == character { result.removeLast() }
    return String(result)
  }
}
