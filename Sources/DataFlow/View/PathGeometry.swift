import Foundation

// The arithmetic under `Path`: its elements read as subpaths of segments, curves flattened to
// polylines, lengths, bounds, containment and trimming. It runs in `Double`s, so it reads the
// same on Linux (where `CGFloat` wraps a `Double`) as on Apple's systems.

/// A point or a direction in plain doubles: the unit of every computation on a path.
struct PathVector: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    init(_ point: CGPoint) {
        x = Double(point.x)
        y = Double(point.y)
    }

    /// The point as a path stores it.
    var point: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }

    static func + (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x + b.x, a.y + b.y) }
    static func - (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x - b.x, a.y - b.y) }
    static func * (a: PathVector, scale: Double) -> PathVector { PathVector(a.x * scale, a.y * scale) }
    func dot(_ other: PathVector) -> Double { x * other.x + y * other.y }
    /// The z of the cross product: positive when `other` turns left of `self` (y up).
    func cross(_ other: PathVector) -> Double { x * other.y - y * other.x }
    /// The point `t` of the way from `self` to `other`.
    func lerp(_ other: PathVector, _ t: Double) -> PathVector { PathVector(x + (other.x - x) * t, y + (other.y - y) * t) }
    /// `self` turned a quarter to the left (y up), the same length.
    var leftNormal: PathVector { PathVector(-y, x) }
}

/// `point` carried by `transform`, as CoreGraphics' `CGPoint.applying` does (Linux's Foundation
/// has no CoreGraphics, and dataflow's transform is its own).
func pathTransformed(_ point: CGPoint, by transform: CGAffineTransform) -> CGPoint {
    let x = Double(point.x)
    let y = Double(point.y)
    return CGPoint(
        x: CGFloat(Double(transform.a) * x + Double(transform.c) * y + Double(transform.tx)),
        y: CGFloat(Double(transform.b) * x + Double(transform.d) * y + Double(transform.ty)))
}

/// The transform that undoes `transform`, or nil when it flattens the plane to a line or a point.
func pathInverse(of transform: CGAffineTransform) -> CGAffineTransform? {
    let a = Double(transform.a)
    let b = Double(transform.b)
    let c = Double(transform.c)
    let d = Double(transform.d)
    let tx = Double(transform.tx)
    let ty = Double(transform.ty)
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    var inverse = CGAffineTransform.identity
    inverse.a = CGFloat(d / determinant)
    inverse.b = CGFloat(-b / determinant)
    inverse.c = CGFloat(-c / determinant)
    inverse.d = CGFloat(a / determinant)
    inverse.tx = CGFloat((c * ty - d * tx) / determinant)
    inverse.ty = CGFloat((b * tx - a * ty) / determinant)
    return inverse
}

/// One drawn piece of a path, from its start to its end, with the control points of a curve.
enum PathSegment {
    case line(PathVector, PathVector)
    case quad(PathVector, PathVector, PathVector)
    case cubic(PathVector, PathVector, PathVector, PathVector)

    var start: PathVector {
        switch self {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a
        }
    }

    var end: PathVector {
        switch self {
        case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): b
        }
    }

    /// The element that draws this segment from wherever the path is.
    var element: Path.Element {
        switch self {
        case .line(_, let b): .line(to: b.point)
        case .quad(_, let c, let b): .quadCurve(to: b.point, control: c.point)
        case .cubic(_, let c1, let c2, let b): .curve(to: b.point, control1: c1.point, control2: c2.point)
        }
    }

    /// The point at parameter `t` (0 at the start, 1 at the end).
    func point(at t: Double) -> PathVector {
        switch self {
        case .line(let a, let b):
            return a.lerp(b, t)
        case .quad(let a, let c, let b):
            return a.lerp(c, t).lerp(c.lerp(b, t), t)
        case .cubic(let a, let c1, let c2, let b):
            let ab = a.lerp(c1, t)
            let bc = c1.lerp(c2, t)
            let cd = c2.lerp(b, t)
            return ab.lerp(bc, t).lerp(bc.lerp(cd, t), t)
        }
    }

    /// The segment cut in two at parameter `t`, each half the same kind of curve (de Casteljau).
    func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let middle = a.lerp(b, t)
            return (.line(a, middle), .line(middle, b))
        case .quad(let a, let c, let b):
            let ac = a.lerp(c, t)
            let cb = c.lerp(b, t)
            let middle = ac.lerp(cb, t)
            return (.quad(a, ac, middle), .quad(middle, cb, b))
        case .cubic(let a, let c1, let c2, let b):
            let ab = a.lerp(c1, t)
            let bc = c1.lerp(c2, t)
            let cd = c2.lerp(b, t)
            let abc = ab.lerp(bc, t)
            let bcd = bc.lerp(cd, t)
            let middle = abc.lerp(bcd, t)
            return (.cubic(a, ab, abc, middle), .cubic(middle, bcd, cd, b))
        }
    }

    /// The part between parameters `from` and `to` (0 ≤ from ≤ to ≤ 1): the same curve, exactly.
    func piece(from t0: Double, to t1: Double) -> PathSegment {
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0 { piece = piece.split(at: t1 > 0 ? min(t0 / t1, 1) : 0).1 }
        return piece
    }

    /// How many straight pieces follow the curve within a thousandth of its size (Wang's bound on
    /// the second differences of the control points); 1 for a line.
    var flatteningSteps: Int {
        switch self {
        case .line:
            return 1
        case .quad(let a, let c, let b):
            let bend = (a - c * 2 + b).length
            return Self.steps(bend * 0.25, size: (c - a).length + (b - c).length)
        case .cubic(let a, let c1, let c2, let b):
            let bend = max((a - c1 * 2 + c2).length, (c1 - c2 * 2 + b).length)
            return Self.steps(bend * 0.75, size: (c1 - a).length + (c2 - c1).length + (b - c2).length)
        }
    }

    private static func steps(_ bend: Double, size: Double) -> Int {
        let tolerance = max(size * 0.001, 1e-12)
        guard bend > 0, bend.isFinite, tolerance.isFinite else { return 1 }
        let steps = (bend / tolerance).squareRoot().rounded(.up)
        return steps.isFinite ? Int(min(max(steps, 1), 256)) : 1
    }

    /// The polyline that follows the segment: its points after the start, the end last.
    func flattened() -> [PathVector] {
        let steps = flatteningSteps
        guard steps > 1 else { return [end] }
        return (1...steps).map { $0 == steps ? end : point(at: Double($0) / Double(steps)) }
    }

    /// The length along the segment at evenly spaced parameters, from 0 at the start: what
    /// turns a length into a parameter. A line needs only its two ends.
    func lengthTable() -> [Double] {
        if case .line(let a, let b) = self { return [0, (b - a).length] }
        let steps = min(max(flatteningSteps * 4, 16), 1024)
        var table = [0.0]
        var previous = start
        for step in 1...steps {
            let next = step == steps ? end : point(at: Double(step) / Double(steps))
            table.append(table[step - 1] + (next - previous).length)
            previous = next
        }
        return table
    }

    /// The parameter at which `distance` has been covered, read from `table` (`lengthTable()`).
    static func parameter(at distance: Double, in table: [Double]) -> Double {
        guard let total = table.last, total > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < distance { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let within = span > 0 ? (distance - table[low]) / span : 0
        return (Double(low) + within) / Double(table.count - 1)
    }

    /// The parameters in (0, 1) where the segment turns back along x or y: with its ends, where its
    /// bounding box is reached.
    var extremeParameters: [Double] {
        switch self {
        case .line:
            return []
        case .quad(let a, let c, let b):
            return Self.quadTurns(a.x, c.x, b.x) + Self.quadTurns(a.y, c.y, b.y)
        case .cubic(let a, let c1, let c2, let b):
            return Self.cubicTurns(a.x, c1.x, c2.x, b.x) + Self.cubicTurns(a.y, c1.y, c2.y, b.y)
        }
    }

    /// Where a quadratic's coordinate (`p0`, `p1`, `p2`) stops growing or shrinking, inside (0, 1).
    private static func quadTurns(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where a cubic's coordinate stops growing or shrinking, inside (0, 1): the roots of its
    /// derivative over 3, `qa t² + qb t + qc`.
    private static func cubicTurns(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let qa = -p0 + 3 * p1 - 3 * p2 + p3
        let qb = 2 * (p0 - 2 * p1 + p2)
        let qc = p1 - p0
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// A path's subpath: where it starts, its segments in order, and whether it closes.
struct PathSubpath {
    var start: PathVector
    var segments: [PathSegment] = []
    var closed = false

    /// Where the subpath's last segment ends.
    var end: PathVector { segments.last?.end ?? start }

    /// The segments, with the line back to the start of a closed subpath that ends away from it.
    var segmentsWithClosingLine: [PathSegment] {
        closed && end != start ? segments + [.line(end, start)] : segments
    }

    /// The polyline of the subpath, its curves flattened: starting at `start`; a closed subpath's
    /// points do not repeat the start at the end.
    var polyline: [PathVector] {
        var points = [start]
        for segment in segments { points += segment.flattened() }
        if closed, points.count > 1, points.last == start { points.removeLast() }
        return points
    }
}

extension Path {
    /// The elements read as subpaths. Every segment follows a move (the builders insert one after
    /// a close), so each subpath starts at a move.
    var subpaths: [PathSubpath] {
        var subpaths: [PathSubpath] = []
        var current: PathSubpath?
        var lastStart: PathVector?
        func add(_ segment: (PathVector) -> PathSegment) {
            if current == nil, let lastStart { current = PathSubpath(start: lastStart) }
            guard var subpath = current else { return }
            subpath.segments.append(segment(subpath.end))
            current = subpath
        }
        for element in elements {
            switch element {
            case .move(to: let p):
                if let current { subpaths.append(current) }
                current = PathSubpath(start: PathVector(p))
                lastStart = PathVector(p)
            case .line(to: let p):
                add { .line($0, PathVector(p)) }
            case .quadCurve(to: let p, control: let c):
                add { .quad($0, PathVector(c), PathVector(p)) }
            case .curve(to: let p, control1: let c1, control2: let c2):
                add { .cubic($0, PathVector(c1), PathVector(c2), PathVector(p)) }
            case .closeSubpath:
                if var subpath = current {
                    subpath.closed = true
                    subpaths.append(subpath)
                    current = nil
                }
            }
        }
        if let current { subpaths.append(current) }
        return subpaths
    }

    /// The outline as polygons for filling: each subpath flattened and closed, as a fill closes it.
    var fillPolygons: [[PathVector]] {
        subpaths.map(\.polyline).filter { $0.count > 1 && $0.allSatisfy(\.isFinite) }
    }

    /// How many times the outline winds around `point`: the non-zero rule fills where it is not 0,
    /// the even-odd rule where it is odd.
    static func winding(around point: PathVector, _ polygons: [[PathVector]]) -> Int {
        var turns = 0
        for polygon in polygons where polygon.count > 1 {
            var a = polygon[polygon.count - 1]
            for b in polygon {
                if a.y <= point.y {
                    if b.y > point.y, (b - a).cross(point - a) > 0 { turns += 1 }
                } else if b.y <= point.y, (b - a).cross(point - a) < 0 {
                    turns -= 1
                }
                a = b
            }
        }
        return turns
    }

    /// Whether `point` is inside `polygons` filled by the even-odd (`eoFill`) or non-zero rule.
    static func isInside(_ point: PathVector, _ polygons: [[PathVector]], eoFill: Bool) -> Bool {
        let turns = Self.winding(around: point, polygons)
        return eoFill ? turns % 2 != 0 : turns != 0
    }

    /// The tight bounds: every point the path passes through, with a curve's turning points, but
    /// not the control points that only pull it.
    var tightBounds: CGRect {
        var minimum = PathVector(.infinity, .infinity)
        var maximum = PathVector(-.infinity, -.infinity)
        func include(_ p: PathVector) {
            minimum = PathVector(min(minimum.x, p.x), min(minimum.y, p.y))
            maximum = PathVector(max(maximum.x, p.x), max(maximum.y, p.y))
        }
        for subpath in subpaths {
            include(subpath.start)
            for segment in subpath.segments {
                include(segment.end)
                for t in segment.extremeParameters { include(segment.point(at: t)) }
            }
        }
        guard minimum.x <= maximum.x, minimum.y <= maximum.y else { return .zero }
        return CGRect(
            x: CGFloat(minimum.x), y: CGFloat(minimum.y), width: CGFloat(maximum.x - minimum.x), height: CGFloat(maximum.y - minimum.y))
    }

    /// The part of the path between fractions `from` and `to` of its length (see `trimmedPath`).
    func trimmed(from start: Double, to end: Double) -> Path {
        let subpaths = self.subpaths
        let pieces = subpaths.map { $0.segmentsWithClosingLine.map { ($0, $0.lengthTable()) } }
        let total = pieces.joined().reduce(0.0) { $0 + ($1.1.last ?? 0) }
        guard total > 0, total.isFinite else { return Path() }
        // The ends of the whole path are its ends exactly, whatever the sums' rounding.
        let from = start <= 0 ? -Double.infinity : start * total
        let to = end >= 1 ? Double.infinity : end * total
        var result = Path()
        var covered = 0.0
        for (subpath, measured) in zip(subpaths, pieces) {
            let length = measured.reduce(0.0) { $0 + ($1.1.last ?? 0) }
            defer { covered += length }
            guard length > 0, covered + length > from, covered < to else { continue }
            if subpath.closed, from <= covered, to >= covered + length {
                // The whole closed subpath: kept as it is, its close included.
                result.move(to: subpath.start.point)
                for segment in subpath.segments { result.elements.append(segment.element) }
                result.closeSubpath()
                continue
            }
            var position = covered
            var started = false
            for (segment, table) in measured {
                let segmentLength = table.last ?? 0
                defer { position += segmentLength }
                // A sliver the sums' rounding leaves at a segment's end is not a piece.
                let overlap = min(position + segmentLength, to) - max(position, from)
                guard segmentLength > 0, overlap > total * 1e-12 else { continue }
                let t0 = PathSegment.parameter(at: from - position, in: table)
                let t1 = PathSegment.parameter(at: to - position, in: table)
                let piece = segment.piece(from: t0, to: t1)
                if !started {
                    result.move(to: piece.start.point)
                    started = true
                }
                result.elements.append(piece.element)
            }
        }
        return result
    }
}
