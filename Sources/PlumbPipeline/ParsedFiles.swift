import Foundation
import PlumbInterfaceBuilder
import Synchronization

/// Interface Builder files parsed once and shared by the loads that read them again: a check takes each file in
/// every locale and text size, one case after another. Only the last few files are kept (a run's jobs take a
/// file's cases together), and an entry serves only the same bytes at the same limits, so an edited file is parsed
/// afresh and what a load returns never depends on which load parsed first.
final class ParsedFiles: Sendable {
  private let capacity: Int
  /// Most recently used last.
  private let entries = Mutex<[(path: String, file: ParsedInterfaceBuilderFile)]>([])

  init(capacity: Int = 8) { self.capacity = capacity }

  /// The file at `path` with bytes `data`, parsed within `limits`.
  /// - Throws: the parse's error (failures are not kept).
  func parsed(_ path: String, data: Data, limits: InterfaceBuilderLimits) throws(IBError)
    -> ParsedInterfaceBuilderFile
  {
    let matches = { (entry: (path: String, file: ParsedInterfaceBuilderFile)) in
      entry.path == path && entry.file.limits == limits && entry.file.data == data
    }
    let known = entries.withLock { entries -> ParsedInterfaceBuilderFile? in
      guard let index = entries.lastIndex(where: matches) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.file
    }
    if let known { return known }
    let file = try ParsedInterfaceBuilderFile(data: data, limits: limits)
    entries.withLock { entries in
      entries.removeAll(where: matches)
      entries.append((path, file))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
    return file
  }
}
