/// An immutable lookup table built once and kept for the life of the process (or of its owner), read through a
/// pointer: the per-scalar loop reads several of them without a closure for each.
struct LookupTable<Element>: @unchecked Sendable {
  /// The elements; never written after `init`.
  let elements: UnsafeBufferPointer<Element>

  init(_ values: [Element]) {
    let storage = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
    _ = storage.initialize(from: values)
    elements = UnsafeBufferPointer(storage)
  }

  var count: Int { elements.count }

  subscript(index: Int) -> Element { elements[index] }

  /// Frees the storage; only for an owner that is going away and knows no reader remains.
  func deallocate() { UnsafeMutableBufferPointer(mutating: elements).deallocate() }
}
