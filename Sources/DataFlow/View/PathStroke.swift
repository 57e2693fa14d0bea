import Foundation

extension Path {
    /// The area a stroke of `style` paints, as a path to fill with the non-zero rule.
    ///
    /// dataflow builds it from pieces rather than tracing one outline: a rectangle along each
    /// straight piece of the flattened path (curves followed within a thousandth of their size),
    /// a piece at each corner for the join (a circle for `.round`, the triangle between the two
    /// edges for `.bevel`, that triangle and the miter's point for `.miter` within `miterLimit`),
    /// and a cap at each open end (a circle for `.round`, half a square for `.square`). The pieces
    /// overlap and all wind the same way, so the non-zero rule (`contains(_:)`, a fill) covers
    /// exactly the stroke; the even-odd rule would leave the overlaps out. Dashes cut the
    /// flattened path by `dash` from `dashPhase` before stroking. A width of 0 strokes nothing.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = Double(style.lineWidth) / 2
        guard half > 0, half.isFinite else { return Path() }
        // A lone move strokes nothing; a zero-length line is a dot with round or square caps.
        var lines = subpaths.filter { !$0.segments.isEmpty }.map { (points: $0.polyline, closed: $0.closed) }
        let pattern = style.dash.map { Double($0) }
        if !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.reduce(0, +) > 0 {
            lines = lines.flatMap { line in
                Self.dashes(of: line.closed ? line.points + [line.points[0]] : line.points, pattern, phase: Double(style.dashPhase))
                    .map { (points: $0, closed: false) }
            }
        }
        var outline = Path()
        for line in lines { outline.addStroke(of: line.points, closed: line.closed, half: half, style: style) }
        return outline
    }

    /// The dashes `pattern` (on, off, on… lengths, repeating) cuts from the polyline, starting
    /// `phase` into the pattern.
    private static func dashes(of points: [PathVector], _ pattern: [Double], phase: Double) -> [[PathVector]] {
        let period = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var on = true
        var skip = phase.truncatingRemainder(dividingBy: period)
        if skip < 0 { skip += period }
        func advance() {
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            on.toggle()
        }
        while skip > 0 {
            if skip >= remaining {
                skip -= remaining
                advance()
            } else {
                remaining -= skip
                skip = 0
            }
        }
        var dashes: [[PathVector]] = []
        var dash: [PathVector] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let length = (b - a).length
            guard length > 0 else { continue }
            var position = 0.0
            while position < length {
                let step = min(remaining, length - position)
                if on {
                    if dash.isEmpty { dash.append(a.lerp(b, position / length)) }
                    dash.append(a.lerp(b, (position + step) / length))
                }
                position += step
                remaining -= step
                if remaining <= 1e-12 {
                    if on, !dash.isEmpty {
                        dashes.append(dash)
                        dash = []
                    }
                    advance()
                }
            }
        }
        if !dash.isEmpty { dashes.append(dash) }
        return dashes
    }

    /// Adds the pieces that stroke the polyline `points` `half` a width to each side.
    private mutating func addStroke(of points: [PathVector], closed: Bool, half: Double, style: StrokeStyle) {
        var points = points.reduce(into: [PathVector]()) { kept, point in
            if kept.last.map({ (point - $0).length > 1e-12 }) ?? true { kept.append(point) }
        }
        if closed, points.count > 1, let first = points.first, let last = points.last, (last - first).length <= 1e-12 {
            points.removeLast()
        }
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A zero-length piece: only a round or square cap shows, as a dot.
            switch style.lineCap {
            case .round: addDot(at: first, half: half)
            case .square: addPolygon([PathVector(-1, -1), PathVector(1, -1), PathVector(1, 1), PathVector(-1, 1)].map { first + $0 * half })
            default: break
            }
            return
        }
        let ends = closed ? points + [first] : points
        let directions = zip(ends, ends.dropFirst()).map { a, b in (b - a) * (1 / (b - a).length) }
        for (index, direction) in directions.enumerated() {
            let side = direction.leftNormal * half
            let (a, b) = (ends[index], ends[index + 1])
            addPolygon([a - side, b - side, b + side, a + side])
        }
        // Joins: at every inner corner, and where a closed polyline meets itself.
        let corners = closed ? Array(0..<directions.count) : Array(1..<directions.count)
        for corner in corners {
            let incoming = directions[(corner + directions.count - 1) % directions.count]
            addJoin(at: ends[corner], from: incoming, to: directions[corner], half: half, style: style)
        }
        if !closed, let firstDirection = directions.first, let lastDirection = directions.last {
            addCap(at: first, outward: firstDirection * -1, half: half, style: style)
            addCap(at: ends[ends.count - 1], outward: lastDirection, half: half, style: style)
        }
    }

    /// The piece that fills the corner at `point` between unit directions `incoming` and `outgoing`.
    private mutating func addJoin(at point: PathVector, from incoming: PathVector, to outgoing: PathVector, half: Double, style: StrokeStyle) {
        let turn = incoming.cross(outgoing)
        if abs(turn) < 1e-12, incoming.dot(outgoing) > 0 { return }
        if style.lineJoin == .round {
            addDot(at: point, half: half)
            return
        }
        // The outer side of the corner: the right of a left turn, the left of a right one.
        let sign: Double = turn > 0 ? -1 : 1
        let outer1 = incoming.leftNormal * (half * sign)
        let outer2 = outgoing.leftNormal * (half * sign)
        let sum = outer1 + outer2
        let sumLength = sum.length
        if style.lineJoin == .miter, sumLength > 1e-12, 2 * half / sumLength <= Double(style.miterLimit) {
            let tip = point + sum * (2 * half * half / (sumLength * sumLength))
            addPolygon([point, point + outer1, tip, point + outer2])
        } else {
            addPolygon([point, point + outer1, point + outer2])
        }
    }

    /// The cap at an open end `point`, the line leaving it along unit direction `outward`.
    private mutating func addCap(at point: PathVector, outward: PathVector, half: Double, style: StrokeStyle) {
        switch style.lineCap {
        case .round:
            addDot(at: point, half: half)
        case .square:
            let side = outward.leftNormal * half
            let reach = outward * half
            addPolygon([point - side, point - side + reach, point + side + reach, point + side])
        default:
            break
        }
    }

    /// A circle of radius `half` around `point`.
    private mutating func addDot(at point: PathVector, half: Double) {
        addEllipse(in: CGRect(x: CGFloat(point.x - half), y: CGFloat(point.y - half), width: CGFloat(2 * half), height: CGFloat(2 * half)))
    }

    /// A closed polygon through `points`, turned to wind the way rectangles and ellipses do
    /// (positive area with y down), so overlapping pieces add up under the non-zero rule.
    mutating func addPolygon(_ points: [PathVector]) {
        let area = zip(points, points.dropFirst() + points.prefix(1)).reduce(0.0) { $0 + $1.0.cross($1.1) }
        guard abs(area) > 1e-18, let first = points.first else { return }
        let ordered = area > 0 ? points : [first] + Array(points.dropFirst().reversed())
        move(to: ordered[0].point)
        for point in ordered.dropFirst() { addLine(to: point.point) }
        closeSubpath()
    }
}
