import DataFlow
import Foundation
import Testing

/// Whether two numbers agree to within `tolerance`: curves and turns are computed in floating point.
private func near(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return near(a.x, b.x, within: tolerance) && near(a.y, b.y, within: tolerance)
}

private func near(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
    near(a.origin, b.origin, within: tolerance) && near(a.width, b.width, within: tolerance) && near(a.height, b.height, within: tolerance)
}

/// The path's elements, in order, through its public `forEach`.
private func elements(of path: Path) -> [Path.Element] {
    var elements: [Path.Element] = []
    path.forEach { elements.append($0) }
    return elements
}

/// objc.io's balloon (2019), whose bounds they printed from SwiftUI: (0, 0, 100, 150).
private let balloon = Path { p in
    p.move(to: CGPoint(x: 50, y: 0))
    p.addQuadCurve(to: CGPoint(x: 0, y: 50), control: CGPoint(x: 0, y: 0))
    p.addCurve(to: CGPoint(x: 50, y: 150), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 50, y: 100))
    p.addCurve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 50, y: 100), control2: CGPoint(x: 100, y: 100))
    p.addQuadCurve(to: CGPoint(x: 50, y: 0), control: CGPoint(x: 100, y: 0))
}

/// `Path` keeps its geometry: built, described, read back, measured, moved, trimmed, hit-tested,
/// combined and stroked as SwiftUI's does.
@Suite struct PathTests {
    @Test func theDescriptionWritesEachElementsPointsThenItsOperator() {
        let square = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
            p.closeSubpath()
        }
        #expect(square.description == "0 0 m 10 0 l 10 10 l h")
        var curves = Path()
        curves.move(to: CGPoint(x: 1.5, y: -2))
        curves.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 3))
        curves.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
        #expect(curves.description == "1.5 -2 m 2 3 4 0 q 5 6 7 8 9 9 c")
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        // Six significant digits, as `%g` writes them: a circle's control points.
        #expect(
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).description
                == "100 50 m 100 77.6142 77.6142 100 50 100 c 22.3858 100 0 77.6142 0 50 c 0 22.3858 22.3858 0 50 0 c 77.6142 0 100 22.3858 100 50 c h"
        )
        #expect(Path().description == "")
    }

    @Test func theDescriptionReadsBackAndOtherTextIsNoPath() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path("0 0 m 10 0 l 10 10 l 0 10 l h") == square)
        #expect(Path(square.description) == square)
        #expect(Path(balloon.description) == balloon)
        #expect(Path(" 1 2 m\n3 4 l ")?.description == "1 2 m 3 4 l")
        #expect(Path("")?.isEmpty == true)
        #expect(Path("0 0 m 1 l") == nil)
        #expect(Path("0 0 x") == nil)
        #expect(Path("1 2") == nil)
        #expect(Path("0 0 m nan 1 l") == nil)
    }

    @Test func buildingFollowsCoreGraphicsRules() {
        // No current point: a line is dropped.
        #expect(Path { $0.addLine(to: CGPoint(x: 1, y: 1)) }.isEmpty)
        // A segment after a close starts again where the closed subpath started.
        let reopened = Path { p in
            p.move(to: CGPoint(x: 1, y: 1))
            p.addLine(to: CGPoint(x: 5, y: 1))
            p.closeSubpath()
            p.closeSubpath()
            p.addLine(to: CGPoint(x: 3, y: 3))
        }
        #expect(reopened.description == "1 1 m 5 1 l h 1 1 m 3 3 l")
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(lines.description == "0 0 m 1 0 l 1 1 l")
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        #expect(rects.description == "0 0 m 1 0 l 1 1 l 0 1 l h 2 0 m 3 0 l 3 1 l 2 1 l h")
        var scaled = Path()
        scaled.addRect(CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled.description == "0 0 m 4 0 l 4 6 l 0 6 l h")
        var joined = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        joined.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(joined.description == "0 0 m 1 0 l 1 1 l 0 1 l h 5 0 m 6 0 l 6 1 l 5 1 l h")
        #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)) == Path { $0.addRect(CGRect(x: 0, y: 0, width: 1, height: 1)) })
        #expect(Set([Path(CGRect(x: 0, y: 0, width: 1, height: 1)), Path(CGRect(x: 0, y: 0, width: 1, height: 1)), Path()]).count == 2)
    }

    @Test func forEachVisitsTheElementsInOrder() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 1, y: 0))
            p.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
            p.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
            p.closeSubpath()
        }
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 1, y: 0)), .quadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1)),
            .curve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1)), .closeSubpath,
        ]
        #expect(elements(of: path) == expected)
        #expect(elements(of: Path()).isEmpty)
        #expect(elements(of: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2))).count == 6)
    }

    @Test func theBoundingRectHoldsTheOutlineNotItsControlPoints() {
        #expect(Path().boundingRect == .zero)
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 5, y: 8))
            p.closeSubpath()
        }
        #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 8))
        // The control point pulls the curve only halfway toward it.
        let arch = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        #expect(arch.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(near(balloon.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 150)))
        #expect(near(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect, CGRect(x: 10, y: 20, width: 30, height: 40)))
        let card = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(near(Path(roundedRect: card, cornerRadius: 10).boundingRect, card))
    }

    @Test func theCurrentPointIsWhereTheNextSegmentStarts() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 1))
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 6, y: 2), control2: CGPoint(x: 6, y: 4))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(Path(CGRect(x: 2, y: 3, width: 4, height: 5)).currentPoint == CGPoint(x: 2, y: 3))
    }

    @Test func applyingCarriesEveryPointControlPointsIncluded() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(translationX: 5, y: -2)).description == "5 -2 m 15 -2 l 15 8 l 5 8 l h")
        #expect(square.offsetBy(dx: 5, dy: -2) == square.applying(CGAffineTransform(translationX: 5, y: -2)))
        #expect(square.applying(.identity) == square)
        #expect(near(balloon.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect, CGRect(x: 0, y: 0, width: 200, height: 300)))
        let arch = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        #expect(arch.offsetBy(dx: 1, dy: 1).description == "1 1 m 6 11 11 1 q")
        // A quarter turn takes the x axis to the y axis.
        let turned = Path { p in
            p.move(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 20, y: 0))
        }.applying(CGAffineTransform(rotationAngle: .pi / 2))
        let points = elements(of: turned).compactMap { element -> CGPoint? in
            switch element {
            case .move(to: let p), .line(to: let p): return p
            default: return nil
            }
        }
        #expect(points.count == 2 && near(points[0], CGPoint(x: 0, y: 10)) && near(points[1], CGPoint(x: 0, y: 20)))
    }

    @Test func trimmingKeepsAStretchOfTheLength() {
        let corner = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
        }
        #expect(corner.trimmedPath(from: 0.25, to: 0.75).description == "5 0 m 10 0 l 10 5 l")
        #expect(corner.trimmedPath(from: 0, to: 1) == corner)
        #expect(corner.trimmedPath(from: -1, to: 2) == corner)
        #expect(corner.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(corner.trimmedPath(from: 0.8, to: 0.2).isEmpty)
        // A closed square's closing line counts, and is a line once cut.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 10 l")
        #expect(square.trimmedPath(from: 0.75, to: 1).description == "0 10 m 0 0 l")
        // Curves are cut, not flattened: a quarter of a circle is its first quarter curve.
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        #expect(near(ring.currentPoint, CGPoint(x: 50, y: 100), within: 1e-3))
        #expect(elements(of: ring).count == 2)
        let arch = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        let half = arch.trimmedPath(from: 0, to: 0.5)
        #expect(near(half.currentPoint, CGPoint(x: 5, y: 5), within: 1e-3))
        guard case .quadCurve? = elements(of: half).last else {
            Issue.record("the trimmed curve is no longer a curve: \(half)")
            return
        }
    }

    @Test func containsFillsByTheNonZeroOrTheEvenOddRule() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 5, y: 5)))
        #expect(!square.contains(CGPoint(x: 15, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 1, y: 1)))
        #expect(circle.contains(CGPoint(x: 9.9, y: 5)))
        // A square inside a square, both the same way round: a hole only by the even-odd rule.
        var framed = square
        framed.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(framed.contains(CGPoint(x: 5, y: 5)))
        #expect(!framed.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(framed.contains(CGPoint(x: 1, y: 1), eoFill: true))
        // An open outline fills as if closed; a lone line encloses nothing.
        let open = Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]) }
        #expect(open.contains(CGPoint(x: 2, y: 2)))
        #expect(!Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]) }.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func roundedRectanglesAndArcsAreCurvesInTheRightPlaces() {
        let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(card.description.hasPrefix("10 0 m 90 0 l "))
        #expect(elements(of: card).count == 10)
        #expect(!card.contains(CGPoint(x: 1, y: 1)))
        #expect(card.contains(CGPoint(x: 5, y: 25)))
        let tab = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadii: RectangleCornerRadii(topLeading: 20))
        #expect(!tab.contains(CGPoint(x: 2, y: 2)))
        #expect(tab.contains(CGPoint(x: 98, y: 2)))
        // Growing angles (clockwise: false) turn from the x axis toward the y axis.
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(near(quarter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(elements(of: quarter).count == 2)
        var rest = Path()
        rest.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(near(rest.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(elements(of: rest).count == 4)
        var relative = Path()
        relative.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .degrees(180), delta: .degrees(-90))
        #expect(near(relative.currentPoint, CGPoint(x: 5, y: 10)))
        // A corner between two lines: a line to where the circle touches, then the arc.
        var rounded = Path()
        rounded.move(to: .zero)
        rounded.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let steps = elements(of: rounded)
        #expect(steps.count == 3)
        if case .line(to: let p) = steps[1] { #expect(near(p, CGPoint(x: 8, y: 0))) } else { Issue.record("no line: \(rounded)") }
        #expect(near(rounded.currentPoint, CGPoint(x: 10, y: 2)))
    }

    @Test func setOperationsGiveTheCombinedAreasOutline() {
        let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(a.intersection(b).description == "5 5 m 10 5 l 10 10 l 5 10 l h")
        #expect(a.union(b).description == "0 0 m 10 0 l 10 5 l 15 5 l 15 15 l 5 15 l 5 10 l 0 10 l h")
        #expect(a.subtracting(b).description == "0 0 m 10 0 l 10 5 l 5 5 l 5 10 l 0 10 l h")
        let either = a.symmetricDifference(b)
        let probes = [(CGPoint(x: 2, y: 2), true), (CGPoint(x: 7, y: 7), false), (CGPoint(x: 12, y: 12), true), (CGPoint(x: 20, y: 20), false)]
        for (point, inside) in probes {
            #expect(either.contains(point) == inside && either.contains(point, eoFill: true) == inside, "\(point)")
        }
        // A square in a square: a hole by the even-odd rule, filled by the non-zero rule.
        var framed = a
        framed.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(framed.normalized(eoFill: false).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        let ring = framed.normalized()
        #expect(!ring.contains(CGPoint(x: 5, y: 5)) && ring.contains(CGPoint(x: 1, y: 1)))
        // Curves come back as short lines that still bound the same area.
        let bite = a.subtracting(Path(ellipseIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(bite.contains(CGPoint(x: 6, y: 6)) && !bite.contains(CGPoint(x: 9, y: 9)) && bite.contains(CGPoint(x: 9.5, y: 1)))
        #expect(a.intersection(Path(CGRect(x: 20, y: 20, width: 1, height: 1))).isEmpty)
    }

    @Test func lineOperationsCutThePathsLinesByTheOtherArea() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let across = Path { p in p.addLines([CGPoint(x: -5, y: 5), CGPoint(x: 15, y: 5)]) }
        #expect(across.lineIntersection(square).description == "0 5 m 10 5 l")
        #expect(across.lineSubtraction(square).description == "-5 5 m 0 5 l 10 5 m 15 5 l")
        #expect(square.lineIntersection(Path(CGRect(x: -5, y: -5, width: 20, height: 20))).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        #expect(square.lineSubtraction(Path(CGRect(x: -5, y: -5, width: 20, height: 20))).isEmpty)
    }

    @Test func aStrokedPathFillsWhereTheStrokePaints() {
        let line = Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]) }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(butt.description == "0 -1 m 10 -1 l 10 1 l 0 1 l h")
        #expect(butt.contains(CGPoint(x: 5, y: 0.5)) && !butt.contains(CGPoint(x: 5, y: 1.5)) && !butt.contains(CGPoint(x: -0.5, y: 0)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(round.contains(CGPoint(x: -0.5, y: 0)) && round.contains(CGPoint(x: 10.5, y: 0)) && !round.contains(CGPoint(x: -0.9, y: 0.9)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).contains(CGPoint(x: -0.9, y: 0.9)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)) && !dashed.contains(CGPoint(x: 3, y: 0)) && dashed.contains(CGPoint(x: 5, y: 0)))
        // The outer corner: the miter's point, cut off by a bevel, rounded by a round join.
        let corner = Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]) }
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter)).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(CGPoint(x: 10.6, y: -0.6)))
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(CGPoint(x: 10.6, y: -0.6)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func coreGraphicsAndUIKitPathsHoldTheSameElements() {
        let mutable = CGMutablePath()
        mutable.move(to: CGPoint(x: 0, y: 0))
        mutable.addLine(to: CGPoint(x: 4, y: 0))
        mutable.addLine(to: CGPoint(x: 4, y: 3))
        mutable.closeSubpath()
        #expect(Path(mutable).description == "0 0 m 4 0 l 4 3 l h")
        let cgPath: CGPath = mutable
        #expect(Path(cgPath) == Path(mutable))
        #expect(cgPath.contains(CGPoint(x: 3, y: 1)) && !cgPath.contains(CGPoint(x: 1, y: 2)))
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(Path(ellipse.cgPath) == ellipse)
        #expect(Path(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath) == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        // UIKit's clockwise is the screen's: from the x axis down to the y axis is a quarter.
        let bezier = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(Path(bezier.cgPath).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        let corners = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!corners.contains(CGPoint(x: 1, y: 1)) && corners.contains(CGPoint(x: 19, y: 1)))
    }
}
