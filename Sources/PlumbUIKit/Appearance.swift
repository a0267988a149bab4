import Foundation

// UIKit's appearance proxies: `UINavigationBar.appearance().barTintColor = …` styles every navigation bar, and
// `appearance(whenContainedInInstancesOf:)` only those inside the given containers. As on iOS, the values are
// applied when a view enters a window, and a value the view was given directly wins over the proxy's.

/// A class whose instances an appearance proxy can be limited to: views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// The appearance proxies made so far, each an instance of the class it styles with a pristine twin that tells
/// which of its properties were set.
@MainActor
final class AppearanceProxies {
  static let shared = AppearanceProxies()

  private struct Proxy {
    let target: AnyClass
    let containers: [AnyClass]
    let proxy: NSObject
    let pristine: NSObject
  }
  private var proxies: [Proxy] = []

  /// The proxy of `target` inside `containers` (nearest first), made by `make` the first time it is asked for.
  func proxy<Instance: NSObject>(
    _ target: AnyClass, containers: [any UIAppearanceContainer.Type], make: () -> Instance
  ) -> Instance {
    let containers: [AnyClass] = containers.map { $0 }
    if let known = proxies.first(where: {
      $0.target == target && $0.containers.elementsEqual(containers, by: ==)
    }),
      let instance = known.proxy as? Instance
    {
      return instance
    }
    let instance = make()
    proxies.append(Proxy(target: target, containers: containers, proxy: instance, pristine: make()))
    return instance
  }

  /// Calls `adopt` with each proxy that styles `object` inside `ancestors` (the containers from the nearest out,
  /// worked out only when a proxy of the object's class is limited to containers), the most specific first: a value
  /// it takes is then the view's own to the proxies after it, so it wins.
  func apply(
    to object: NSObject, ancestors: () -> [NSObject],
    _ adopt: (_ proxy: NSObject, _ pristine: NSObject) -> Void
  ) {
    let ofClass = proxies.filter { object.isKind(of: $0.target) }
    guard !ofClass.isEmpty else { return }
    let chain = ofClass.contains { !$0.containers.isEmpty } ? ancestors() : []
    let matching = ofClass.filter { Self.contained(chain, in: $0.containers) }
    for proxy in matching.sorted(by: { $0.containers.count > $1.containers.count }) {
      adopt(proxy.proxy, proxy.pristine)
    }
  }

  /// Whether the containers appear among the ancestors in order (the first the nearest), not necessarily adjacent.
  private static func contained(_ ancestors: [NSObject], in containers: [AnyClass]) -> Bool {
    var remaining = containers[...]
    for ancestor in ancestors {
      guard let next = remaining.first else { break }
      if ancestor.isKind(of: next) { remaining = remaining.dropFirst() }
    }
    return remaining.isEmpty
  }
}

/// Takes the value at `keyPath` from an appearance proxy when the proxy set it and `target` did not.
@MainActor
func adoptAppearance<Root: AnyObject, Value: Equatable>(
  _ keyPath: ReferenceWritableKeyPath<Root, Value>, to target: Root, from proxy: Root, pristine: Root
) {
  let value = proxy[keyPath: keyPath]
  let untouched = pristine[keyPath: keyPath]
  guard value != untouched, target[keyPath: keyPath] == untouched else { return }
  target[keyPath: keyPath] = value
}

/// Takes a bar appearance object from an appearance proxy when the proxy was given one and `target` was not
/// (`setDirectly` lists the key paths the target was given).
@MainActor
func adoptAppearanceObject<Root: AnyObject, Value: AnyObject>(
  _ keyPath: ReferenceWritableKeyPath<Root, Value>, to target: Root, from proxy: Root, pristine: Root,
  setDirectly: Set<AnyKeyPath>
) {
  let value = proxy[keyPath: keyPath]
  guard value !== pristine[keyPath: keyPath], !setDirectly.contains(keyPath) else { return }
  target[keyPath: keyPath] = value
}

/// The same for an optional bar appearance, which a proxy given none leaves alone.
@MainActor
func adoptAppearanceObject<Root: AnyObject, Value: AnyObject>(
  _ keyPath: ReferenceWritableKeyPath<Root, Value?>, to target: Root, from proxy: Root, pristine: Root,
  setDirectly: Set<AnyKeyPath>
) {
  guard let value = proxy[keyPath: keyPath], value !== pristine[keyPath: keyPath],
    !setDirectly.contains(keyPath)
  else { return }
  target[keyPath: keyPath] = value
}

/// Takes the per-state values (title colours, title attributes) a proxy set for states that neither its pristine
/// twin nor `own` has.
func adoptMissingStates<Value>(_ own: inout [UInt: Value], from proxy: [UInt: Value], pristine: [UInt: Value])
{
  for (state, value) in proxy where pristine[state] == nil && own[state] == nil { own[state] = value }
}

extension UIView {
  /// The view's containers for appearance proxies, from the nearest out: superviews and the controllers whose views
  /// they are, along the responder chain.
  var appearanceAncestors: [NSObject] {
    var ancestors: [NSObject] = []
    var current = next
    while let responder = current {
      ancestors.append(responder)
      current = responder.next
    }
    return ancestors
  }

  /// Applies the appearance proxies that style this view (as it enters a window).
  func applyAppearanceProxies() {
    AppearanceProxies.shared.apply(to: self, ancestors: { self.appearanceAncestors }) { proxy, pristine in
      self.adoptProxyValues(from: proxy, pristine: pristine)
    }
  }
}
