import Foundation
import PlumbLayout
import Testing

@testable import PlumbRender

@Suite struct LabelPlacerTests {
  /// A fixed sequence of numbers in 0..<1 (a linear congruential generator), so the crowd is the same every run.
  struct Numbers {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// What `LabelPlacer.place` must answer, found by testing every box taken so far.
  struct Reference {
    let bounds: Rect
    var taken: [Rect] = []

    func isFree(_ box: Rect) -> Bool {
      let slack = LabelPlacer.slack
      guard box.minX >= bounds.minX - slack, box.minY >= bounds.minY - slack,
        box.maxX <= bounds.maxX + slack, box.maxY <= bounds.maxY + slack
      else { return false }
      return !taken.contains { LabelPlacer.overlap(box, $0) }
    }

    mutating func place(_ candidates: [Rect]) -> Rect? {
      guard let box = candidates.first(where: isFree) else { return nil }
      taken.append(box)
      return box
    }
  }

  /// A crowded corner like a grid's diagram: the same end caps taken again and again (one view's size bar drawn
  /// for every view sized against it), small boxes all over, and tags trying rings of candidates, many in vain.
  /// Every answer is the one a scan of all taken boxes gives.
  @Test func crowdedPlacementMatchesAScanOfEveryBox() {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    var placer = LabelPlacer(bounds: bounds)
    var reference = Reference(bounds: bounds)
    var numbers = Numbers()
    let caps = [Rect(x: 35, y: 35, width: 2, height: 2), Rect(x: 79, y: 35, width: 2, height: 2)]
    var placed = 0
    var refused = 0
    for step in 0..<2_000 {
      for cap in caps {
        placer.take(cap)
        reference.taken.append(cap)
      }
      if step % 3 == 0 {
        let box = Rect(x: numbers.next() * 420 - 10, y: numbers.next() * 320 - 10, width: 2, height: 2)
        placer.take(box)
        reference.taken.append(box)
      }
      // A tag near the crowded corner most of the time, somewhere else otherwise.
      let near = step % 4 != 0
      let anchor = Point(
        x: near ? 30 + numbers.next() * 60 : numbers.next() * 400,
        y: near ? 30 + numbers.next() * 40 : numbers.next() * 300)
      let size = Size(width: 8 + numbers.next() * 20, height: 9)
      var candidates: [Rect] = []
      for radius in stride(from: 0.0, through: 40.0, by: 10.0) {
        for direction in 0..<8 {
          let angle = Double(direction) * Double.pi / 4
          candidates.append(
            Rect(
              x: anchor.x + radius * cos(angle) - size.width / 2,
              y: anchor.y + radius * sin(angle) - size.height / 2,
              width: size.width, height: size.height))
        }
      }
      let answer = placer.place(candidates)
      #expect(answer == reference.place(candidates), "step \(step)")
      if answer == nil { refused += 1 } else { placed += 1 }
    }
    // The case is crowded both ways: many tags find a place and many find none.
    #expect(placed > 300)
    #expect(refused > 300)
  }
}
