internal import CPlumbFriBidi
internal import CPlumbHarfBuzz
import PlumbLayout

/// What one layout shapes with: a HarfBuzz buffer reused call after call (cleared, it keeps its memory; a
/// buffer a call was a tenth of the time HarfBuzz took), and the engine's trace. Used by one thread at a time:
/// the engine hands it out from its pool under a lock.
final class ShapingSession: @unchecked Sendable {
  let buffer: OpaquePointer?
  let trace: ShapingTrace?
  /// `measure`'s paragraph and the text's scalars, kept so their arrays' storage is reused label after label.
  var paragraph = PreparedParagraph()
  var scalars: [UInt32] = []
  /// A line's visual order, its levels and its items, kept for the same reason.
  var visualOrder: [FriBidiStrIndex] = []
  var lineLevels: [FriBidiLevel] = []
  var lineItems: [PreparedParagraph.Item] = []
  /// Fallback chains by weight and slant, kept across paragraphs: making one a paragraph took FontSystem's lock
  /// and hashed family names for every family it tried.
  private var fallbackChains: [FallbackChain] = []
  /// This session's chain for `weight` and `italic` (a new one the first time); hand it back with `keep…`.
  func takeFallbackChain(fonts: FontSystem, weight: FontWeight, italic: Bool) -> FallbackChain {
    if let index = fallbackChains.firstIndex(where: {
      $0.weight == weight && $0.italic == italic && $0.fonts === fonts
    }) {
      return fallbackChains.remove(at: index)
    }
    return FallbackChain(fonts: fonts, weight: weight, italic: italic)
  }

  func keepFallbackChain(_ chain: FallbackChain) { fallbackChains.append(chain) }

  init(trace: ShapingTrace?) {
    buffer = hb_buffer_create()
    self.trace = trace
  }

  deinit { hb_buffer_destroy(buffer) }
}
