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
