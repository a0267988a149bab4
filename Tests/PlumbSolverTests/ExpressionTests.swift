import Testing

@testable import PlumbSolver

@Suite struct ExpressionTests {
  @Test func arithmeticBuildsTermsAndConstant() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x - y + 8
    #expect(e.terms.count == 2)
    #expect(e.terms[0].coefficient == 2)
    #expect(e.terms[1].coefficient == -1)
    #expect(e.constant == 8)
    #expect(e.description == "2 * x - y + 8")
  }

  @Test func constraintDescriptionUsesEquationNotation() {
    let x = Variable("x")
    let y = Variable("y")
    #expect((x + 8 <= y).description == "x + 8 <= y")
    #expect((x == 0.5 * y ~ 750).description == "x == 0.5 * y @750")
    #expect((x >= 20 ~ 999.5).description == "x >= 20 @999.5")
  }

  @Test func priorityValidity() {
    #expect(Priority.required.isRequired)
    #expect(Priority(1).isValid)
    #expect(!Priority(0).isValid)
    #expect(!Priority(1000.5).isValid)
    #expect(!Priority(.nan).isValid)
    #expect(Priority.high < Priority(751))
  }

  @Test func copiesShareIdentityAndNewConstraintsDoNot() {
    let x = Variable("x")
    let c = x >= 1
    let copy = c
    #expect(copy.identity == c.identity)
    #expect((x >= 1).identity != c.identity)
  }
}
