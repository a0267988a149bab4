public import PlumbDocument
public import PlumbLayout

/// A layout that can be snapshotted under trait overrides: a `Screen` built in Swift code or a loaded document.
public protocol LayoutSnapshotSource {
  /// The screen for the given traits, or a description of why it cannot be built.
  func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError>
  /// True when every screen is built for the snapshot alone, so the strategy takes it apart afterwards (a view tree
  /// and its active constraints keep each other alive).
  var buildsFreshScreens: Bool { get }
}

extension LayoutSnapshotSource {
  /// Screens are the caller's unless the source says otherwise.
  public var buildsFreshScreens: Bool { false }
}

/// Why a snapshot source could not become a screen.
public struct SnapshotSourceError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, where, and how to fix it.
  public let description: String

  /// An error saying what went wrong, for sources of your own.
  public init(description: String) { self.description = description }
}

extension Screen: LayoutSnapshotSource {
  /// The same views in the canvas the overrides ask for.
  public func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    .success(Screen(name: name, root: root, request: request.applying(overrides), warnings: warnings))
  }
}

extension LayoutDocument: LayoutSnapshotSource {
  /// Each snapshot builds the document afresh.
  public var buildsFreshScreens: Bool { true }

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
  /// Each snapshot builds the document afresh.
  public var buildsFreshScreens: Bool { true }

  /// The document built for the overrides with its states applied up to this one.
  public func snapshotScreen(_ overrides: TraitOverrides) -> Result<Screen, SnapshotSourceError> {
    guard let index = document.states.firstIndex(where: { $0.name == name }) else {
      return .failure(SnapshotSourceError(description: document.unknownStateMessage(name)))
    }
    do {
      let live = try document.makeLiveDocument(options: BuildOptions(overrides: overrides))
      for _ in 0...index { try live.applyNextState() }
      let screen = live.screen
      return .success(
        Screen(
          name: "\(document.name)-\(name)", root: screen.root, request: screen.request,
          warnings: screen.warnings))
    } catch {
      return .failure(SnapshotSourceError(description: error.description))
    }
  }
}
