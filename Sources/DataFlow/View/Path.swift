import Foundation

/// An outline of straight lines and curves: what a custom `Shape` returns from `path(in:)`, and
/// what code measures, moves, trims and hit-tests. dataflow draws nothing (D15: the screen shows a
/// shape by its name), but the geometry is real, so an app's arithmetic on paths (a bounding box,
/// a hit test, a trimmed ring, a description logged) gives the answers it gives on a phone.
///
/// The path keeps its elements in order. Building follows Core Graphics' rules, as SwiftUI's does:
/// a line or curve needs a current point (without a `move(to:)` first it is dropped), a segment
/// after `closeSubpath()` starts a new subpath at the closed one's start (an explicit move is
/// recorded), and rectangles, ellipses and arcs are added as the lines and cubic curves that draw
/// them (a quarter circle is one cubic with the usual 0.5523 control distance).
public struct Path: Shape, Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// One step of an outline: where a subpath starts, a straight or curved piece to a point, or
    /// the line back to the subpath's start.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, pulled toward `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, pulled toward the two controls in turn.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to where the subpath started, joining its ends.
        case closeSubpath

        // By coordinates: a point's hash is not something every Foundation provides.
        public func hash(into hasher: inout Hasher) {
            func combine(_ points: CGPoint...) {
                for point in points {
                    hasher.combine(point.x)
                    hasher.combine(point.y)
                }
            }
            switch self {
            case .move(to: let p):
                hasher.combine(0)
                combine(p)
            case .line(to: let p):
                hasher.combine(1)
                combine(p)
            case .quadCurve(to: let p, control: let c):
                hasher.combine(2)
                combine(p, c)
            case .curve(to: let p, control1: let c1, control2: let c2):
                hasher.combine(3)
                combine(p, c1, c2)
            case .closeSubpath:
                hasher.combine(4)
            }
        }

        /// The element with its points carried by `transform`.
        func applying(_ transform: CGAffineTransform) -> Element {
            let map = { (point: CGPoint) in pathTransformed(point, by: transform) }
            switch self {
            case .move(to: let p): return .move(to: map(p))
            case .line(to: let p): return .line(to: map(p))
            case .quadCurve(to: let p, control: let c): return .quadCurve(to: map(p), control: map(c))
            case .curve(to: let p, control1: let c1, control2: let c2): return .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
    }

    /// The outline, element by element, in the order it was built.
    var elements: [Element] = []

    /// How many elements the path has (what the path kept before it kept its geometry).
    var elementCount: Int { elements.count }

    /// An empty path.
    public init() {}

    /// A path of `elements` exactly as given (Core Graphics' paths hand theirs over).
    init(elements: [Element]) { self.elements = elements }

    /// A rectangle: its four corners clockwise on the screen from the top-left, closed.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with corners rounded to `cornerRadius`. dataflow draws continuous corners as
    /// circular ones: the difference is one of smoothing, not of where the corner is.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize` (as `init(roundedRect:cornerRadius:)`).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle whose corners each have their own radius (as `addRoundedRect(in:cornerRadii:)`).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse that fits `rect`: four cubic curves from its right-hand point, closed.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback` on an empty one: `Path { path in path.move(to: …) … }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// A path from Core Graphics' (`Path(UIBezierPath(…).cgPath)`): the same elements.
    public init(_ path: CGPath) { elements = path.elements }

    /// A path from a Core Graphics path being built: the elements it has now.
    public init(_ path: CGMutablePath) { elements = path.elements }

    /// A path read from the text `description` writes; nil when the text is not that.
    ///
    /// The text is numbers and operators separated by white space, each operator taking the
    /// numbers written before it: `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic curve),
    /// `c1x c1y c2x c2y x y c` (cubic curve) and `h` (close). A number out of place, an unknown
    /// word or a number that is not finite makes the text no path. The empty text is the empty path.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                guard number.isFinite else { return nil }
                numbers.append(CGFloat(number))
                continue
            }
            let point = { (index: Int) in CGPoint(x: numbers[index], y: numbers[index + 1]) }
            switch (word, numbers.count) {
            case ("m", 2): move(to: point(0))
            case ("l", 2): addLine(to: point(0))
            case ("q", 4): addQuadCurve(to: point(2), control: point(0))
            case ("c", 6): addCurve(to: point(4), control1: point(0), control2: point(2))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// The path as text, the form `init?(_:)` reads: each element's points then its operator,
    /// separated by single spaces — `x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`.
    /// Numbers are written as C's `%g` writes them (six significant digits, no trailing `.0`:
    /// `0 0 m 10 0 l 10 10 l h`), as SwiftUI writes them; text read back is therefore the path to
    /// six digits.
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., then name: String) {
            for point in points { words += [Self.text(point.x), Self.text(point.y)] }
            words.append(name)
        }
        for element in elements {
            switch element {
            case .move(to: let p): add(p, then: "m")
            case .line(to: let p): add(p, then: "l")
            case .quadCurve(to: let p, control: let c): add(c, p, then: "q")
            case .curve(to: let p, control1: let c1, control2: let c2): add(c1, c2, p, then: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// A coordinate as `%g` writes it; negative zero written as `0`.
    private static func text(_ value: CGFloat) -> String {
        let number = Double(value)
        return String(format: "%g", number == 0 ? 0 : number)
    }

    /// The path as Core Graphics' path, with the same elements.
    public var cgPath: CGPath { CGPath(elements: elements) }

    /// Whether the path has no elements at all (a lone `move(to:)` makes it not empty).
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point the path passes through: the ends of its
    /// segments, the turning points of its curves and the points of its moves, but not the control
    /// points that only pull a curve (Core Graphics' path bounding box). `.zero` for an empty path.
    public var boundingRect: CGRect { tightBounds }

    /// Where the next segment starts: the last element's point, or the subpath's start after a
    /// close; nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(to: let p), .line(to: let p), .quadCurve(to: let p, control: _), .curve(to: let p, control1: _, control2: _):
            return p
        case .closeSubpath:
            return subpathStart
        }
    }

    /// Where the last subpath started (its move), if there is one.
    private var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .move(to: let p) = element { return p }
        }
        return nil
    }

    /// Whether filling the path would paint `p`: every subpath closed and its curves flattened,
    /// then the even-odd rule (`eoFill`) or the non-zero winding rule. A point exactly on the
    /// outline may fall either way.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        Self.isInside(PathVector(p), fillPolygons, eoFill: eoFill)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// The part of the path from fraction `from` to fraction `to` of its length, as a trimmed
    /// stroke shows it. Lengths are measured along the curves (a curve's by a fine polyline, so a
    /// cut falls within a small fraction of a point of the true one); the pieces kept are the
    /// same lines and curves cut at those places, each run starting with a move. A closing line
    /// counts toward the length and is kept as a line when cut; a closed subpath kept whole keeps
    /// its close. Fractions are clamped to 0...1; `from` not below `to` gives the empty path.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(Double(from), 0), 1)
        let end = min(max(Double(to), 0), 1)
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        return trimmed(from: start, to: end)
    }

    public func path(in _: CGRect) -> Path { self }
    public var _shapeName: String { "Path" }
}

// MARK: - Building

extension Path {
    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// A straight line from the current point to `end`; dropped when there is no current point.
    public mutating func addLine(to end: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.line(to: end))
    }

    /// A quadratic curve from the current point to `end`; dropped when there is no current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic curve from the current point to `end`; dropped when there is no current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Joins the current subpath's ends. Nothing to close (an empty path, or one just closed)
    /// adds nothing.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Whether a segment can be added, after making a closed subpath's start the new start.
    private mutating func beginSegment() -> Bool {
        guard let last = elements.last else { return false }
        if last == .closeSubpath, let start = subpathStart { elements.append(.move(to: start)) }
        return true
    }

    /// A closed subpath around `rect` carried by `transform`: from its top-left corner along the
    /// top edge (clockwise on the screen), as Core Graphics adds one. A null rectangle adds nothing.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)]
        let points = corners.map { pathTransformed(CGPoint(x: $0.0, y: $0.1), by: transform) }
        move(to: points[0])
        for point in points.dropFirst() { addLine(to: point) }
        closeSubpath()
    }

    /// Each rectangle as `addRect(_:transform:)` adds it.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Connected lines through `lines`: a move to the first point, then a line to each other.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`, each at most half the side it
    /// sits on. Continuous corners are drawn as circular (elliptical) quarter curves: dataflow does
    /// not model the smoothing that distinguishes them.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let size = CGSize(
            width: min(max(cornerSize.width, 0), r.width / 2), height: min(max(cornerSize.height, 0), r.height / 2))
        addRoundedRect(r, corners: [size, size, size, size], transform: transform)
    }

    /// A rounded rectangle whose corners each have their own radius (leading is left). Radii are
    /// scaled down together when two on one side would overlap, as CSS does; continuous corners
    /// are drawn as circular ones (see `addRoundedRect(in:cornerSize:style:transform:)`).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { max($0, 0) }
        // Each side: the two radii along it, and its length.
        let sides: [(CGFloat, CGFloat)] = [
            (radii[0] + radii[1], r.width), (radii[3] + radii[2], r.width), (radii[0] + radii[3], r.height), (radii[1] + radii[2], r.height),
        ]
        let scale = sides.reduce(CGFloat(1)) { factor, side in side.0 > side.1 ? min(factor, side.1 / side.0) : factor }
        let corners = radii.map { CGSize(width: $0 * scale, height: $0 * scale) }
        addRoundedRect(r, corners: corners, transform: transform)
    }

    /// A rounded rectangle with `corners` (top-left, top-right, bottom-right, bottom-left; each at
    /// most half its sides): from the end of the top-left corner along the top edge, each corner a
    /// quarter-ellipse cubic. No rounded corner makes it `addRect`'s rectangle.
    mutating func addRoundedRect(_ r: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        let corners = corners.map { $0.width > 0 && $0.height > 0 ? $0 : .zero }
        guard corners.contains(where: { $0 != .zero }) else {
            addRect(r, transform: transform)
            return
        }
        let (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
        let map = { (x: CGFloat, y: CGFloat) in pathTransformed(CGPoint(x: x, y: y), by: transform) }
        let start = CGPoint(x: r.minX + tl.width, y: r.minY)
        // Each side's end, then the corner after it: its corner point and where the curve ends.
        let steps: [(side: CGPoint, corner: CGPoint, end: CGPoint, size: CGSize)] = [
            (CGPoint(x: r.maxX - tr.width, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.minY + tr.height), tr),
            (CGPoint(x: r.maxX, y: r.maxY - br.height), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - br.width, y: r.maxY), br),
            (CGPoint(x: r.minX + bl.width, y: r.maxY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - bl.height), bl),
            (CGPoint(x: r.minX, y: r.minY + tl.height), CGPoint(x: r.minX, y: r.minY), start, tl),
        ]
        move(to: map(start.x, start.y))
        var here = start
        for (index, step) in steps.enumerated() {
            let last = index == steps.count - 1
            if step.side != here, !(last && step.side == start) {
                addLine(to: map(step.side.x, step.side.y))
                here = step.side
            }
            guard step.size != .zero else { continue }
            // The quarter ellipse: each control point Kappa of the way toward the corner.
            let c1 = CGPoint(x: here.x + (step.corner.x - here.x) * Self.kappa, y: here.y + (step.corner.y - here.y) * Self.kappa)
            let c2 = CGPoint(x: step.end.x + (step.corner.x - step.end.x) * Self.kappa, y: step.end.y + (step.corner.y - step.end.y) * Self.kappa)
            addCurve(to: map(step.end.x, step.end.y), control1: map(c1.x, c1.y), control2: map(c2.x, c2.y))
            here = step.end
        }
        closeSubpath()
    }

    /// How far toward a quarter circle's corner its cubic's control points sit, as a fraction of
    /// the radius: 4/3 (√2 − 1), the usual choice, within 0.03% of the circle.
    static let kappa: CGFloat = 0.552_284_749_830_793_4

    /// The ellipse that fits `rect`, carried by `transform`: from the right-hand point, down
    /// through the bottom (clockwise on the screen), four quarter cubics, closed.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let (cx, cy) = (r.midX, r.midY)
        let (kx, ky) = (r.width / 2 * Self.kappa, r.height / 2 * Self.kappa)
        let map = { (x: CGFloat, y: CGFloat) in pathTransformed(CGPoint(x: x, y: y), by: transform) }
        move(to: map(r.maxX, cy))
        addCurve(to: map(cx, r.maxY), control1: map(r.maxX, cy + ky), control2: map(cx + kx, r.maxY))
        addCurve(to: map(r.minX, cy), control1: map(cx - kx, r.maxY), control2: map(r.minX, cy + ky))
        addCurve(to: map(cx, r.minY), control1: map(r.minX, cy - ky), control2: map(cx - kx, r.minY))
        addCurve(to: map(r.maxX, cy), control1: map(cx + kx, r.minY), control2: map(r.maxX, cy - ky))
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle`, turning by `delta` (positive turns
    /// from the x axis toward the y axis, clockwise on the screen), carried by `transform`. A line
    /// joins the current point to the arc's start (or a move starts there); the arc is cubic
    /// curves of at most a quarter turn each.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        appendArc(center: PathVector(center), radius: Double(radius), start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, carried by `transform`,
    /// as Core Graphics draws it: `clockwise: false` turns with growing angles (clockwise on the
    /// screen, whose y axis points down), `clockwise: true` with shrinking ones. A difference of a
    /// full turn or more in the direction drawn is a whole circle; otherwise the arc goes the
    /// remainder of a turn. A line joins the current point to the arc's start (or a move starts there).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        let start = startAngle.radians
        let end = endAngle.radians
        let delta: Double
        if clockwise {
            let span = start - end
            delta = span >= turn ? -turn : -Self.positiveRemainder(span, turn)
        } else {
            let span = end - start
            delta = span >= turn ? turn : Self.positiveRemainder(span, turn)
        }
        appendArc(center: PathVector(center), radius: Double(radius), start: start, delta: delta, transform: transform)
    }

    /// `value` modulo `modulus`, in 0..<modulus.
    private static func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: modulus)
        return remainder < 0 ? remainder + modulus : remainder
    }

    /// A rounded corner from the current point toward `tangent1End`, then toward `tangent2End`:
    /// a line to where a circle of `radius` touches the first line, and the arc of that circle to
    /// where it touches the second, as Core Graphics' `addArc(tangent1End:…)` draws. Without a
    /// current point nothing is added; when the three points are in a line, or the radius is 0, a
    /// line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { return }
        // The current point is where the path is; the tangents are in the transform's space.
        guard let inverse = pathInverse(of: transform) else { return }
        let p0 = PathVector(pathTransformed(current, by: inverse))
        let p1 = PathVector(tangent1End)
        let p2 = PathVector(tangent2End)
        let r = Double(radius)
        let toStart = p0 - p1
        let toEnd = p2 - p1
        let (startLength, endLength) = (toStart.length, toEnd.length)
        let map = { (p: PathVector) in pathTransformed(p.point, by: transform) }
        guard r > 0, startLength > 0, endLength > 0 else {
            addLine(to: map(p1))
            return
        }
        let u1 = toStart * (1 / startLength)
        let u2 = toEnd * (1 / endLength)
        let cosine = min(max(u1.dot(u2), -1), 1)
        guard abs(u1.cross(u2)) > 1e-12 else {
            addLine(to: map(p1))
            return
        }
        let half = acos(cosine) / 2
        let reach = r / tan(half)
        let t1 = p1 + u1 * reach
        let t2 = p1 + u2 * reach
        let bisector = u1 + u2
        let center = p1 + bisector * (r / sin(half) / bisector.length)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: r, start: a1, delta: delta, transform: transform)
    }

    /// The arc of the circle around `center` from angle `start`, turning by `delta`, in the space
    /// `transform` carries to the path's: a line (or a move) to its start, then cubic curves of at
    /// most a quarter turn, each with control points 4/3 tan(θ/4) of the radius along the tangents.
    private mutating func appendArc(center: PathVector, radius: Double, start: Double, delta: Double, transform: CGAffineTransform) {
        guard radius.isFinite, start.isFinite, delta.isFinite else { return }
        let radius = max(radius, 0)
        let map = { (p: PathVector) in pathTransformed(p.point, by: transform) }
        let onCircle = { (angle: Double) in center + PathVector(cos(angle), sin(angle)) * radius }
        let first = map(onCircle(start))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        guard radius > 0, delta != 0 else { return }
        let quarters = (abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)
        let pieces = Int(min(max(quarters, 1), 4096))
        let step = delta / Double(pieces)
        let pull = 4.0 / 3 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a0 = start + step * Double(piece)
            let a1 = piece == pieces - 1 ? start + delta : a0 + step
            let p0 = onCircle(a0)
            let p3 = onCircle(a1)
            let c1 = p0 + PathVector(-sin(a0), cos(a0)) * pull
            let c2 = p3 - PathVector(-sin(a1), cos(a1)) * pull
            addCurve(to: map(p3), control1: map(c1), control2: map(c2))
        }
    }

    /// Every element of `path`, carried by `transform`, after this path's.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// The path with every point (ends and controls) carried by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        transform == .identity ? self : Path(elements: elements.map { $0.applying(transform) })
    }

    /// The path moved by `dx` across and `dy` down.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
