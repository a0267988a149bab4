// `Priority` is UIKit's `UILayoutPriority`, and the solver's strict priority levels are exactly those values, so
// PlumbLayout re-exports the solver's type rather than keeping a copy: `import PlumbLayout` alone is enough to
// write `view.contentHuggingPriority.horizontal = .required`, and only this one type of the solver is re-exported.
@_exported public import struct PlumbSolver.Priority
