extension Array {
  /// Makes the array `count` copies of `value`, keeping its storage.
  mutating func reset(count: Int, to value: Element) {
    if self.count > count { removeLast(self.count - count) }
    withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    if self.count < count { append(contentsOf: repeatElement(value, count: count - self.count)) }
  }

  /// Makes the array `count` long, keeping its storage and leaving the elements it keeps as they were (new ones
  /// are `value`): for arrays the caller then overwrites whole, where `reset`'s fill was wasted work.
  mutating func resize(count: Int, filling value: Element) {
    if self.count > count {
      removeLast(self.count - count)
    } else if self.count < count {
      append(contentsOf: repeatElement(value, count: count - self.count))
    }
  }
}
