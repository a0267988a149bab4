public import PlumbInterfaceBuilder
public import PlumbLayout

/// What shapes how files become screens: traits, which scene or state, and the Interface Builder canvas.
public struct LoadOptions: Sendable {
  /// Traits that override each document's own.
  public var overrides: TraitOverrides
  /// Only this storyboard scene (its id or title) or document state (its name); nil for every screen.
  public var scene: String?
  /// Doubles every string, like `NSDoubleLocalizedStrings`.
  public var doubleStrings: Bool
  /// Interface Builder content views take their stored frames' sizes instead of measured ones.
  public var storedContentSizes: Bool
  /// Xcode's canvas or the running app, for Interface Builder files.
  public var canvas: IBCanvasMode
  /// Interface Builder files: views whose laid-out frame differs from the stored one are marked misplaced, not
  /// only those Xcode marked (diagrams draw them so).
  public var comparesStoredFrames = false
  /// Whether layouts look for ambiguity. UIKit looks only when something shows it (the frames document, a check,
  /// a trace, a constraint diagram); a plain screen image does not.
  public var diagnosesAmbiguity: Bool

  /// Creates options; the defaults lay out every screen as the files say.
  public init(
    overrides: TraitOverrides = TraitOverrides(), scene: String? = nil, doubleStrings: Bool = false,
    storedContentSizes: Bool = false, canvas: IBCanvasMode = .interfaceBuilder,
    diagnosesAmbiguity: Bool = true
  ) {
    self.overrides = overrides
    self.scene = scene
    self.doubleStrings = doubleStrings
    self.storedContentSizes = storedContentSizes
    self.canvas = canvas
    self.diagnosesAmbiguity = diagnosesAmbiguity
  }
}
