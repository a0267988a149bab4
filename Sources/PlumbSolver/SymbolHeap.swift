/// A binary min-heap of symbols: the smallest symbol comes out first (Bland's rule order).
struct SymbolHeap: Sendable {
  private var storage: [Symbol] = []

  var isEmpty: Bool { storage.isEmpty }

  mutating func push(_ symbol: Symbol) {
    storage.append(symbol)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Symbol? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    let top = storage[0]
    storage[0] = last
    var parent = 0
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      let right = left + 1
      let child = right < count && storage[right] < storage[left] ? right : left
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      parent = child
    }
    return top
  }

  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}
