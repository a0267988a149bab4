public import PlumbLayout

/// A reconstruction laid out by Plumb's engine.
public struct SolvedReconstruction {
  /// The document text that was solved.
  public var yaml: String
  /// The engine (its views and constraints), for drawing.
  public var engine: LayoutEngine
  /// The layout.
  public var result: LayoutResult
  /// Each unsatisfiable set the engine met: the keys of its constraints, and of the one it broke.
  public var conflicts: [(keys: [String], broken: String)]
  /// Views whose layout is ambiguous.
  public var ambiguous: Set<String>

  /// Deactivates the rebuilt layout's constraints. An active constraint and its views hold each other (as in
  /// UIKit), so a solve that is only read, such as a fix trial, is released this way; one kept for drawing is
  /// released by its owner when done.
  public func release() { LayoutConstraint.deactivate(engine.root.activeConstraints) }

  /// The engine constraint whose key is `key`.
  public func constraint(withKey key: String) -> LayoutConstraint? {
    engine.installedConstraints.first { constraintKey($0) == key }
  }
}

/// The key of an engine constraint, in the terms of ``ReconstructedConstraint/key``.
public func constraintKey(_ constraint: LayoutConstraint) -> String {
  ReconstructedConstraint(
    logged: nil, first: constraint.firstItem.identifier, firstAttribute: constraint.firstAttribute,
    relation: constraint.relation, second: constraint.secondItem?.identifier,
    secondAttribute: constraint.secondAttribute,
    multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority.value,
    identifier: nil
  ).key
}

/// Why a reconstruction could not be laid out.
public struct ReconstructionError: Error, CustomStringConvertible, Sendable {
  /// The document loader's message.
  public var description: String
}

/// A candidate fix to a conflict.
public enum FixKind: Sendable, Hashable {
  /// Set the priority of the constraint at this index of ``Reconstruction/constraints``.
  case priority(Int, Float)
  /// Make the equality at this index an inequality.
  case relation(Int, LayoutRelation)
  /// Set the constant of the constraint at this index.
  case constant(Int, Double)
  /// Stop translating the autoresizing mask of the view with this id into constraints.
  case stopTranslating(String)
  /// Deactivate the constraint at this index (one of two that set the same attribute).
  case deactivate(Int)
  /// Set the content hugging (`hugging` true) or compression resistance priority of the view with this id on the
  /// axis of this size attribute (`width`: horizontal).
  case contentPriority(String, LayoutAttribute, hugging: Bool, Float)
  /// Nothing to change in the app: the views are the system's.
  case nothing
}

extension FixKind {
  /// The kind in a word, as `--format json` gives it: `priority`, `relation`, `constant`, `spacing`, `translates`,
  /// `deactivate` or `nothing`.
  public var tag: String {
    switch self {
    case .priority, .contentPriority: "priority"
    case .relation: "relation"
    case .constant: "constant"
    case .stopTranslating: "translates"
    case .deactivate: "deactivate"
    case .nothing: "nothing"
    }
  }
}

/// A fix tried on the reconstruction.
public struct Fix: Sendable {
  /// What changes.
  public var kind: FixKind
  /// What changes, in words (and in UIKit's API terms).
  public var summary: String
  /// True when the changed layout is satisfiable and no view became ambiguous.
  public var works: Bool
  /// True when it works and the rebuilt layout reproduced the logged conflict, so the fix was checked against the
  /// conflict the app met (otherwise only against Plumb's rebuilding of it).
  public var verified = false
  /// `spacing` when the change is a stack view's spacing (a `UISV-spacing` constraint's constant), else the kind's
  /// tag.
  public var tag: String
  /// Why it does not work, when it does not.
  public var reason: String?
  /// Frames afterwards of the views in the conflict (superview coordinates), by id, in tree order.
  public var frames: [(id: String, frame: Rect)]
}

/// One message explained.
public struct Explanation {
  /// The message.
  public var message: LogMessage
  /// The rebuilt layout.
  public var reconstruction: Reconstruction
  /// The layout document written for it.
  public var yaml: String
  /// The solved reconstruction, nil when it could not be built.
  public var solved: SolvedReconstruction?
  /// Why the reconstruction could not be built.
  public var failure: String?
  /// The logged constraints in the conflict with their document keys, by ``LoggedConstraint/identity``.
  public var keys: [String: String]
  /// The key of the constraint the log says was broken (or Plumb's choice when the log does not say).
  public var brokenKey: String?
  /// True when the log named the broken constraint.
  public var brokenFromLog: Bool
  /// True when re-solving the reconstruction reproduces the logged set and broken constraint.
  public var reproduces: Bool
  /// The conflict Plumb met when re-solving (keys), for comparison.
  public var plumbConflict: (keys: [String], broken: String)?
  /// How far apart the conflicting constraints are: the broken constraint's first side, as the rest force it, and
  /// what the broken constraint asked for.
  public var shortfall: (actual: Double, wanted: Double)?
  /// What the conflict comes from, named.
  public var diagnosis: Diagnosis = .chain
  /// The likely causes, in words, the named one first.
  public var causes: [String]
  /// Why the system broke the constraint it broke.
  public var whyBroken: String?
  /// Fixes tried, working ones first.
  public var fixes: [Fix]
}
