import Foundation
import PlumbInterfaceBuilder
import Synchronization

/// Interface Builder files parsed once and shared by the loads that read them again: a check takes each file in
/// every locale and text size, one case after another and two at a time. Only the last few files are kept (a
/// run's jobs take a file's cases together), and an entry serves only the same bytes at the same limits, so an
/// edited file is parsed afresh and what a load returns never depends on which load parsed first.
final class ParsedFiles: Sendable {
  /// One file's bytes and their parse, made by the first load that asks; a load asking meanwhile waits for it
  /// instead of parsing the file a second time.
  private final class Entry: Sendable {
    let path: String
    let data: Data
    let limits: InterfaceBuilderLimits
    private let parsed = Mutex<Result<ParsedInterfaceBuilderFile, IBError>?>(nil)

    init(path: String, data: Data, limits: InterfaceBuilderLimits) {
      self.path = path
      self.data = data
      self.limits = limits
    }

    func file() throws(IBError) -> ParsedInterfaceBuilderFile {
      let result = parsed.withLock { parsed in
        if let parsed { return parsed }
        let made: Result<ParsedInterfaceBuilderFile, IBError>
        do throws(IBError) {
          made = .success(try ParsedInterfaceBuilderFile(data: data, limits: limits))
        } catch {
          made = .failure(error)
        }
        parsed = made
        return made
      }
      return try result.get()
    }
  }

  private let capacity: Int
  /// Most recently used last.
  private let entries = Mutex<[Entry]>([])

  init(capacity: Int = 8) { self.capacity = capacity }

  /// The file at `path` with bytes `data`, parsed within `limits`.
  /// - Throws: the parse's error.
  func parsed(_ path: String, data: Data, limits: InterfaceBuilderLimits) throws(IBError)
    -> ParsedInterfaceBuilderFile
  {
    let entry = entries.withLock { entries in
      let index = entries.lastIndex { $0.path == path && $0.limits == limits && $0.data == data }
      let entry = index.map { entries.remove(at: $0) } ?? Entry(path: path, data: data, limits: limits)
      entries.append(entry)
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
      return entry
    }
    return try entry.file()
  }
}
