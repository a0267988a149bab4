import Foundation

// Key-value coding's reading half. iOS code reaches a view's parts by key (`searchBar.value(forKey: "searchField")`)
// through the Objective-C runtime, which Linux has not; Foundation there has no `value(forKey:)`.

extension NSObject {
  /// The value of the property named `key`: a part UIKit code reaches by a private key (a search bar's
  /// `searchField`), or a stored property of that name or with a leading
  /// underscore, found by reflection (computed properties are not found). nil when there is no such property,
  /// where iOS raises `NSUndefinedKeyException`.
  @preconcurrency @MainActor
  public func value(forKey key: String) -> Any? {
    if let part = uikitPart(named: key) { return part }
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return unwrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// The value at a dotted key path (`"searchField.textColor"`): each key read from the value before it.
  @preconcurrency @MainActor
  public func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".") {
      guard let object = current as? NSObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// The parts of UIKit's views that code reaches by their private names.
  @MainActor
  private func uikitPart(named key: String) -> Any? {
    switch (self, key) {
    case (let bar as UISearchBar, "searchField"), (let bar as UISearchBar, "_searchField"):
      return bar.searchTextField
    default:
      return nil
    }
  }
}

/// An optional's value, or nil: a reflected child that is an empty optional reads as no value.
private func unwrapped(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return mirror.children.first.map(\.value)
}
