public import PlumbDocument
public import PlumbLayout

/// A layout that can be snapshotted under trait overrides: a `Screen` built in Swift code or a loaded document.
public protocol LayoutSnapshotSource {
  /// The screen for the given traits, or a description of why it cannot be built.
  func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError>
}

/// Why a snapshot source could not become a screen.
public struct SnapshotSourceError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, where, and how to fix it.
  public let description: String
}

extension Screen: LayoutSnapshotSource {
  /// The same views in the canvas the overrides ask for.
  public func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    .success(Screen(name: name, root: root, request: request.applying(overrides), warnings: warnings))
  }
}

extension LayoutDocument: LayoutSnapshotSource {
  /// The document built for the overrides.
  public func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    do { return .success(try makeScreen(options: BuildOptions(overrides: overrides))) } catch {
      return .failure(SnapshotSourceError(description: error.description))
    }
  }
}

extension LayoutDocument {
  /// The document brought to one of its `states:` (those before it applied too), to snapshot it:
  /// `assertSnapshot(of: document.state("animated"), as: .image())`.
  public func state(_ name: String) -> LayoutDocumentState { LayoutDocumentState(document: self, name: name) }
}

/// A document after its `states:` up to and including one, as a snapshot source (the screen `FILE-STATE` of the
/// command line).
public struct LayoutDocumentState: LayoutSnapshotSource {
  /// The document.
  public let document: LayoutDocument
  /// The state's `name:`.
  public let name: String

  /// The document built for the overrides with its states applied up to this one.
  public func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    guard let index = document.states.firstIndex(where: { $0.name == name }) else {
      let names = document.states.map(\.name)
      return .failure(
        SnapshotSourceError(
          description: "no state named '\(name)' in \(document.path); "
            + (names.isEmpty ? "the document has no states:" : "states: \(names.joined(separator: ", "))")))
    }
    do {
      let live = try document.makeLiveDocument(options: BuildOptions(overrides: overrides))
      for _ in 0...index { try live.applyNextState() }
      let screen = live.screen
      return .success(
        Screen(name: "\(document.name)-\(name)", root: screen.root, request: screen.request, warnings: screen.warnings))
    } catch {
      return .failure(SnapshotSourceError(description: error.description))
    }
  }
}
