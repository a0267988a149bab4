internal import CPlumbUnibreak

/// UAX #14 line-break opportunities from libunibreak, for a paragraph's scalars.
///
/// libunibreak finds a scalar's class by a linear search of its property table, which was most of its time. Debian's
/// libunibreak (1.1, whose sources say 2.2) decides every opportunity from the classes alone, so it is handed each
/// scalar below `ScalarClass.tableLimit` as a representative of the same class that its search finds sooner; the
/// opportunities are the same (a test checks every such scalar in context against the plain call).
enum LineBreakOpportunities {
  /// libunibreak's verdict after each scalar of `scalars` into `breaks` (0 must, 1 allow, 2 no break).
  static func compute(_ scalars: UnsafeBufferPointer<UInt32>, into breaks: UnsafeMutableBufferPointer<Int8>) {
    precondition(breaks.count >= scalars.count, "one verdict a scalar")
    guard let base = scalars.baseAddress, let out = breaks.baseAddress else { return }
    _ = index
    out.withMemoryRebound(to: CChar.self, capacity: scalars.count) { verdicts in
      if let lowest = representatives?.elements.baseAddress {
        var source = Source(scalars: base, representatives: lowest)
        set_linebreaks(&source, scalars.count, nil, verdicts, nextRepresentative)
      } else {
        plain(scalars, into: verdicts)
      }
    }
  }

  /// The plain call, each scalar as itself (tests compare `compute` with it).
  static func computeWithoutRepresentatives(_ scalars: [UInt32]) -> [Int8] {
    var verdicts = [Int8](repeating: 2, count: scalars.count)
    scalars.withUnsafeBufferPointer { scalars in
      verdicts.withUnsafeMutableBufferPointer { out in
        out.baseAddress?.withMemoryRebound(to: CChar.self, capacity: scalars.count) {
          plain(scalars, into: $0)
        }
      }
    }
    return verdicts
  }

  /// libunibreak over the scalars as they are, but for those that would abort it.
  private static func plain(
    _ scalars: UnsafeBufferPointer<UInt32>, into verdicts: UnsafeMutablePointer<CChar>
  ) {
    _ = index
    if scalars.contains(where: abortsLibunibreak) {
      let input = scalars.map { abortsLibunibreak($0) ? 0x41 : $0 }
      set_linebreaks_utf32(input, scalars.count, nil, verdicts)
    } else {
      set_linebreaks_utf32(scalars.baseAddress, scalars.count, nil, verdicts)
    }
  }

  /// Scalars libunibreak 1.1's assertions reject: U+FFFF and the regional indicators U+1F1E6…U+1F1FF. Debian builds
  /// it with assertions, so they would abort the process; they go in as letters instead (a flag's two halves stay
  /// together, as UAX #14 keeps them, and U+FFFF, a noncharacter, breaks as the replacement character would).
  static func abortsLibunibreak(_ scalar: UInt32) -> Bool {
    scalar == 0xFFFF || (0x1F1E6...0x1F1FF).contains(scalar)
  }

  /// libunibreak's index into its class table, built once: without `init_linebreak` every scalar's class is a
  /// linear search of the whole table.
  private static let index: Void = init_linebreak()

  /// For each scalar below `ScalarClass.tableLimit`, the scalar of the same class that libunibreak's search finds
  /// soonest (itself where no entry covers it); nil for a libunibreak other than 2.2, whose rules may read more than
  /// classes.
  ///
  /// libunibreak 2.2's `init_linebreak` cuts its sorted class table into 40 blocks of equal entry counts; a search
  /// steps through the block index, then through the block's entries. Each class's representative is the first
  /// scalar of its cheapest entry by that count (a letter's is U+05C3, which starts a block, rather than U+0023,
  /// ten entries into the first). Only the speed depends on this model; the classes, and so the opportunities, do
  /// not (a test compares every scalar with the plain call).
  static let representatives: LookupTable<UInt32>? = {
    guard linebreak_version == 0x0202, let table = plumb_lb_properties() else { return nil }
    var count = 0
    // The table is sorted by scalar and ends with an entry of class 0.
    while table[count].prop.rawValue != 0 { count += 1 }
    let blocks = 40
    let step = max(1, count / blocks)
    // Steps a search takes to reach `entry`: index entries passed, then entries passed within the block (about
    // twice the instructions each).
    func cost(_ entry: Int) -> Int {
      let block = min(entry / step, blocks - 1)
      return block + 2 * (entry - block * step)
    }
    var best: [UInt32: (cost: Int, scalar: UInt32)] = [:]
    for entry in 0..<count where !abortsLibunibreak(table[entry].start) {
      let candidate = (cost: cost(entry), scalar: table[entry].start)
      if let known = best[table[entry].prop.rawValue], known.cost <= candidate.cost { continue }
      best[table[entry].prop.rawValue] = candidate
    }
    let limit = ScalarClass.tableLimit
    var result = Array(0..<limit)
    for entry in 0..<count where table[entry].start < limit {
      guard let representative = best[table[entry].prop.rawValue]?.scalar else { continue }
      for value in table[entry].start...min(table[entry].end, limit - 1) {
        result[Int(value)] = representative
      }
    }
    return LookupTable(result)
  }()

  /// What `nextRepresentative` reads: the paragraph's scalars and the representatives.
  private struct Source {
    var scalars: UnsafePointer<UInt32>
    var representatives: UnsafePointer<UInt32>
  }

  /// libunibreak's next-character callback over a `Source`: as its own UTF-32 reader, but each scalar in the table
  /// comes out as its representative and one that would abort the library as a letter.
  private static let nextRepresentative: get_next_char_t = { context, length, position in
    guard let context, let position, position.pointee < length else { return 0xFFFF }
    let source = context.assumingMemoryBound(to: Source.self)
    let value = source.pointee.scalars[position.pointee]
    position.pointee += 1
    if value < ScalarClass.tableLimit { return source.pointee.representatives[Int(value)] }
    return abortsLibunibreak(value) ? 0x41 : value
  }
}
