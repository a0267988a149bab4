/// One of `count` shards (1-based `index`): sorted cases are dealt round-robin, so every case lands in exactly
/// one shard and the split depends only on the case names.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1…count.
  public let index: Int
  /// Number of shards.
  public let count: Int

  /// Parses `i/n`.
  public init(parsing text: String) throws(VerifyError) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { throw .usage("--shard \(text) is not i/n with 1 ≤ i ≤ n (for example 2/4)") }
    self.index = index
    self.count = count
  }

  /// The whole suite.
  public static let all = Shard(index: 1, count: 1)

  private init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The items of this shard, by their sorted keys.
  public func select<T>(_ items: [T], key: (T) -> String) -> [T] {
    let sorted = items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.element)
  }

  /// `i/n`.
  public var description: String { "\(index)/\(count)" }
}
