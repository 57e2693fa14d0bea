import Foundation

// Paths combined as filled areas and as lines (iOS 17). The results are computed, not
// recorded: each operand is flattened (curves followed within a thousandth of their size), the
// outlines are cut wherever they cross or touch, and each piece is kept or dropped by which
// side of it the result covers. What comes back is therefore made of straight lines only — the
// same area (or the same lines) to within the flattening, its curves as many short lines — where
// SwiftUI's keeps the curves. A piece lying exactly on the other operand's outline is decided
// by a point a millionth of the size away from it, so touching outlines come out as they should
// except where two pieces meet closer than that.

extension Path {
    /// The area the path fills, as outlines that neither cross nor overlap: the outer edges wind
    /// one way (clockwise on the screen) and holes the other, so the even-odd and non-zero rules
    /// fill it alike. `eoFill` is the rule that reads this path. Lines only (see above).
    public func normalized(eoFill: Bool = true) -> Path {
        PathClipping.region(self, Path(), eoFill: eoFill) { inFirst, _ in inFirst }
    }

    /// The area both paths fill, each read by the even-odd rule (`eoFill`) or the non-zero rule;
    /// normalized outlines of straight lines (see `normalized(eoFill:)`).
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.region(self, other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area either path fills; normalized outlines of straight lines.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.region(self, other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area this path fills and `other` does not; normalized outlines of straight lines.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.region(self, other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area exactly one of the paths fills; normalized outlines of straight lines.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.region(self, other, eoFill: eoFill) { $0 != $1 }
    }

    /// The parts of this path's lines (as a stroke follows them, closing lines included) inside
    /// the area `other` fills: open runs of straight lines, a closed subpath kept whole still
    /// closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.lines(of: self, in: other, eoFill: eoFill, keepingInside: true)
    }

    /// The parts of this path's lines outside the area `other` fills (as `lineIntersection`).
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipping.lines(of: self, in: other, eoFill: eoFill, keepingInside: false)
    }
}

/// The arithmetic of `Path`'s set operations, over flattened outlines.
enum PathClipping {
    /// A straight piece between two vertices, by their numbers.
    private struct Piece: Hashable {
        var from: Int
        var to: Int
        var reversed: Piece { Piece(from: to, to: from) }
    }

    /// How big the operands are, and the distance below which two points are one.
    private struct Scale {
        let extent: Double
        let tolerance: Double

        init?(_ polylines: [[PathVector]]) {
            let points = polylines.joined()
            guard let first = points.first else { return nil }
            var (minimum, maximum, magnitude) = (first, first, 0.0)
            for point in points {
                minimum = PathVector(min(minimum.x, point.x), min(minimum.y, point.y))
                maximum = PathVector(max(maximum.x, point.x), max(maximum.y, point.y))
                magnitude = max(magnitude, abs(point.x), abs(point.y))
            }
            extent = max(maximum.x - minimum.x, maximum.y - minimum.y)
            guard extent > 0, extent.isFinite else { return nil }
            tolerance = max(extent * 1e-9, magnitude * 1e-13)
        }
    }

    /// The points pieces start and end at, points closer than the tolerance made one, so pieces
    /// cut from different edges meet exactly.
    private struct Vertices {
        struct Cell: Hashable {
            var x: Int
            var y: Int
        }

        let tolerance: Double
        private(set) var points: [PathVector] = []
        private var cells: [Cell: [Int]] = [:]

        init(tolerance: Double) { self.tolerance = tolerance }

        private func cell(_ point: PathVector) -> Cell {
            func slot(_ value: Double) -> Int { Int(min(max((value / tolerance).rounded(.down), -1e15), 1e15)) }
            return Cell(x: slot(point.x), y: slot(point.y))
        }

        /// The number of the vertex at `point`, a new one if none is that close.
        mutating func number(of point: PathVector) -> Int {
            let home = cell(point)
            for dx in -1...1 {
                for dy in -1...1 {
                    for candidate in cells[Cell(x: home.x + dx, y: home.y + dy)] ?? [] where (points[candidate] - point).length <= tolerance {
                        return candidate
                    }
                }
            }
            points.append(point)
            cells[home, default: []].append(points.count - 1)
            return points.count - 1
        }
    }

    /// The closed edges of `polygons`, each from a point to the next and the last back to the first.
    private static func edges(of polygons: [[PathVector]]) -> [(PathVector, PathVector)] {
        polygons.flatMap { polygon in Array(zip(polygon, polygon.dropFirst() + polygon.prefix(1))) }.filter { $0.0 != $0.1 }
    }

    /// Where two edges cut each other: parameters along each and the point of the cut, the same
    /// point for both (an end of one when the cut is there). Edges on one line cut each other at
    /// the ends of one that lie inside the other.
    private static func cuts(
        _ first: (PathVector, PathVector), _ second: (PathVector, PathVector), tolerance: Double
    ) -> (first: [(Double, PathVector)], second: [(Double, PathVector)]) {
        let (a, b) = first
        let (c, d) = second
        guard min(a.x, b.x) - tolerance <= max(c.x, d.x), min(c.x, d.x) - tolerance <= max(a.x, b.x),
            min(a.y, b.y) - tolerance <= max(c.y, d.y), min(c.y, d.y) - tolerance <= max(a.y, b.y)
        else { return ([], []) }
        let r = b - a
        let s = d - c
        let (rLength, sLength) = (r.length, s.length)
        guard rLength > 0, sLength > 0 else { return ([], []) }
        let (rSlack, sSlack) = (tolerance / rLength, tolerance / sLength)
        var along1: [(Double, PathVector)] = []
        var along2: [(Double, PathVector)] = []
        let denominator = r.cross(s)
        let offset = c - a
        if abs(denominator) > 1e-12 * rLength * sLength {
            let t = offset.cross(s) / denominator
            let u = offset.cross(r) / denominator
            guard t >= -rSlack, t <= 1 + rSlack, u >= -sSlack, u <= 1 + sSlack else { return ([], []) }
            let point: PathVector
            if t <= rSlack {
                point = a
            } else if t >= 1 - rSlack {
                point = b
            } else if u <= sSlack {
                point = c
            } else if u >= 1 - sSlack {
                point = d
            } else {
                point = a + r * t
            }
            if t > rSlack, t < 1 - rSlack { along1.append((t, point)) }
            if u > sSlack, u < 1 - sSlack { along2.append((u, point)) }
        } else if abs(offset.cross(r)) <= tolerance * rLength {
            for point in [c, d] {
                let t = (point - a).dot(r) / (rLength * rLength)
                if t > rSlack, t < 1 - rSlack { along1.append((t, point)) }
            }
            for point in [a, b] {
                let u = (point - c).dot(s) / (sLength * sLength)
                if u > sSlack, u < 1 - sSlack { along2.append((u, point)) }
            }
        }
        return (along1, along2)
    }

    /// `edge`'s points from start to end with its cuts between, in order.
    private static func stops(_ edge: (PathVector, PathVector), _ cuts: [(Double, PathVector)]) -> [PathVector] {
        [edge.0] + cuts.sorted { $0.0 < $1.0 }.map { $0.1 } + [edge.1]
    }

    /// The outline of the area `keep` picks from where `first` and `second` are filled (each
    /// read by the even-odd rule or the non-zero rule): the pieces of both outlines with the
    /// result's inside on exactly one side, turned to keep the inside on their left (y up), and
    /// chained into closed loops.
    static func region(_ first: Path, _ second: Path, eoFill: Bool, _ keep: (Bool, Bool) -> Bool) -> Path {
        let a = first.fillPolygons
        let b = second.fillPolygons
        guard let scale = Scale(a + b) else { return Path() }
        let edges = Self.edges(of: a + b)
        var cutsAlong = Array(repeating: [(Double, PathVector)](), count: edges.count)
        for i in edges.indices {
            for j in edges.indices where j > i {
                let (along1, along2) = Self.cuts(edges[i], edges[j], tolerance: scale.tolerance)
                cutsAlong[i] += along1
                cutsAlong[j] += along2
            }
        }
        var vertices = Vertices(tolerance: scale.tolerance)
        var pieces: [Piece] = []
        for (edge, cuts) in zip(edges, cutsAlong) {
            let numbers = Self.stops(edge, cuts).map { vertices.number(of: $0) }
            for (from, to) in zip(numbers, numbers.dropFirst()) where from != to { pieces.append(Piece(from: from, to: to)) }
        }
        // Each piece, by what the result is just to its left and just to its right.
        var kept: [Piece] = []
        var keptSet: Set<Piece> = []
        for piece in pieces {
            let p = vertices.points[piece.from]
            let q = vertices.points[piece.to]
            let length = (q - p).length
            let normal = (q - p).leftNormal * (1 / length)
            let step = normal * min(scale.extent * 1e-6, length * 0.25)
            let middle = p.lerp(q, 0.5)
            let left = keep(Path.isInside(middle + step, a, eoFill: eoFill), Path.isInside(middle + step, b, eoFill: eoFill))
            let right = keep(Path.isInside(middle - step, a, eoFill: eoFill), Path.isInside(middle - step, b, eoFill: eoFill))
            guard left != right else { continue }
            let oriented = left ? piece : piece.reversed
            // A piece twice over counts once; a piece both ways cancels out.
            if keptSet.contains(oriented) { continue }
            if keptSet.remove(oriented.reversed) != nil { continue }
            keptSet.insert(oriented)
            kept.append(oriented)
        }
        kept = kept.filter { keptSet.contains($0) }
        let loops = Self.chain(kept).map { loop in Self.simplified(loop.map { vertices.points[$0] }, closed: true, spikes: true, scale.tolerance) }
        var result = Path()
        for loop in Self.outlines(loops, scale) { result.addPolyline(loop, closed: true) }
        return result
    }

    /// The pieces joined end to start into closed loops, as vertex numbers.
    private static func chain(_ pieces: [Piece]) -> [[Int]] {
        var leaving: [Int: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { leaving[piece.from, default: []].append(index) }
        var used = Array(repeating: false, count: pieces.count)
        var loops: [[Int]] = []
        for index in pieces.indices where !used[index] {
            used[index] = true
            let start = pieces[index].from
            var loop = [start]
            var current = pieces[index].to
            while current != start {
                loop.append(current)
                guard let next = leaving[current]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                current = pieces[next].to
            }
            loops.append(loop)
        }
        return loops
    }

    /// The loops that enclose an area, each started at its topmost (then leftmost) point, in
    /// that order: a result that reads the same however the pieces were found.
    private static func outlines(_ loops: [[PathVector]], _ scale: Scale) -> [[PathVector]] {
        func key(_ point: PathVector) -> (Double, Double) { (point.y, point.x) }
        let enclosing = loops.filter { loop in
            let area = zip(loop, loop.dropFirst() + loop.prefix(1)).reduce(0.0) { $0 + $1.0.cross($1.1) } / 2
            return loop.count > 2 && abs(area) > scale.tolerance * scale.extent
        }
        let started = enclosing.map { loop in
            let first = loop.indices.min { key(loop[$0]) < key(loop[$1]) } ?? 0
            return Array(loop[first...] + loop[..<first])
        }
        return started.sorted { key($0[0]) < key($1[0]) }
    }

    /// `points` without the points that lie on the line between their neighbours (within
    /// `tolerance`): the cuts along a straight edge. With `spikes`, a point that doubles back along
    /// the line goes too (it encloses nothing); a line's ends stay unless it is `closed`.
    private static func simplified(_ points: [PathVector], closed: Bool, spikes: Bool, _ tolerance: Double) -> [PathVector] {
        var points = points
        var index = closed ? 0 : 1
        var sinceRemoval = 0
        while points.count > 2, sinceRemoval < points.count {
            let count = points.count
            if closed { index %= count } else if index >= count - 1 { break }
            let previous = points[(index + count - 1) % count]
            let point = points[index]
            let next = points[(index + 1) % count]
            let chord = next - previous
            let chordLength = chord.length
            let away = chordLength > 0 ? abs(chord.cross(point - previous)) / chordLength : (point - previous).length
            let between = (point - previous).dot(next - point) >= 0
            if away <= tolerance, spikes || between {
                points.remove(at: index)
                sinceRemoval = 0
            } else {
                index += 1
                sinceRemoval += 1
            }
        }
        return points
    }

    /// The parts of `path`'s lines inside (or outside) the area `other` fills: each straight piece
    /// of the flattened lines cut where it crosses `other`'s outline, kept by where its middle is.
    static func lines(of path: Path, in other: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        let region = other.fillPolygons
        let polylines = path.subpaths.filter { !$0.segments.isEmpty }.map { (points: $0.polyline, closed: $0.closed) }
            .filter { $0.points.allSatisfy(\.isFinite) }
        guard let scale = Scale(polylines.map { $0.points } + region) else { return Path() }
        let cutters = Self.edges(of: region)
        var result = Path()
        for line in polylines {
            let points = line.closed ? line.points + [line.points[0]] : line.points
            var runs: [[PathVector]] = []
            var run: [PathVector] = []
            var whole = true
            for edge in zip(points, points.dropFirst()) where edge.0 != edge.1 {
                let along = cutters.flatMap { Self.cuts(edge, $0, tolerance: scale.tolerance).first }
                let stops = Self.stops(edge, along)
                for (p, q) in zip(stops, stops.dropFirst()) where (q - p).length > scale.tolerance {
                    if Path.isInside(p.lerp(q, 0.5), region, eoFill: eoFill) == keepingInside {
                        if run.isEmpty { run.append(p) }
                        run.append(q)
                    } else {
                        whole = false
                        if !run.isEmpty { runs.append(run) }
                        run = []
                    }
                }
            }
            if !run.isEmpty { runs.append(run) }
            if line.closed, whole, let loop = runs.first {
                result.addPolyline(Self.simplified(Array(loop.dropLast()), closed: true, spikes: false, scale.tolerance), closed: true)
                continue
            }
            // A closed line cut open: the run through its start is one run, not two.
            if line.closed, runs.count > 1, let last = runs.last, last.last == points[0], runs[0].first == points[0] {
                runs[0] = last + runs[0].dropFirst()
                runs.removeLast()
            }
            for run in runs { result.addPolyline(Self.simplified(run, closed: false, spikes: false, scale.tolerance), closed: false) }
        }
        return result
    }
}

extension Path {
    /// A subpath through `points`: a move to the first, lines to the rest, closed if `closed`.
    mutating func addPolyline(_ points: [PathVector], closed: Bool) {
        guard let first = points.first else { return }
        move(to: first.point)
        for point in points.dropFirst() { addLine(to: point.point) }
        if closed { closeSubpath() }
    }
}
