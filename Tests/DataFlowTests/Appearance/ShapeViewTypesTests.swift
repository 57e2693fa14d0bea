import Foundation
import Testing

@testable import DataFlow

/// A shape whose fill follows state, filled, stroked and stroked inside with the forms that name
/// no style: their screen lines are as they were before iOS 17's shape view types.
private struct Badge: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Circle().fill(isOn ? Color.blue : Color.red)
            Circle().stroke(lineWidth: 2)
            Capsule().strokeBorder(lineWidth: 1)
            Rectangle().fill()
            RoundedRectangle(cornerRadius: 4).fill(.green).stroke(.black, lineWidth: 1).strokeBorder(.white)
            Button("Switch") { isOn.toggle() }
        }
    }
}

/// A triangle: a custom shape, with the protocol's defaults.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A custom style that resolves to a colour's values (iOS 17).
private struct Brand: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved { Color.Resolved(red: 1, green: 0.5, blue: 0) }
}

/// A custom guide a third of the way across.
private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// Counts what a publisher delivers.
private final class Counter: @unchecked Sendable {
    var count = 0
}

/// iOS 17's shape views: `.fill` and `.stroke` return SwiftUI's types, whose parts code reads,
/// and the screen shows them as it always has.
@Suite struct ShapeViewTypesTests {
    @Test func fillAndStrokeReturnSwiftUIsTypesWithTheirParts() {
        let filled: _ShapeView<Circle, Color> = Circle().fill(.red)
        #expect(filled.style == .red && filled.fillStyle == FillStyle())
        let stroked: StrokeShapeView<Circle, Color, EmptyView> = Circle().stroke(.blue, lineWidth: 3, antialiased: false)
        #expect(stroked.strokeStyle.lineWidth == 3 && !stroked.isAntialiased && stroked.style == .blue)
        let both: StrokeShapeView<RoundedRectangle, Color, _ShapeView<RoundedRectangle, Color>> =
            RoundedRectangle(cornerRadius: 7).fill(.red).stroke(.blue, lineWidth: 2)
        #expect(both.background.style == .red && both.shape.cornerSize.width == 7)
        let refilled: FillShapeView<Capsule, Color, _ShapeView<Capsule, Color>> = Capsule().fill(.red).fill(.green, style: FillStyle(eoFill: true))
        #expect(refilled.fillStyle.isEOFilled && refilled.background.style == .red)
        let bordered: StrokeBorderShapeView<Circle, ForegroundStyle, EmptyView> = Circle().strokeBorder(lineWidth: 4)
        #expect(bordered.strokeStyle.lineWidth == 4)
    }

    @Test func aShapeViewShowsAndUpdatesAsAStyledShape() {
        let harness = Harness(Badge())
        #expect(harness.screen.contains("  Circle .fill(.red)"))
        #expect(harness.screen.contains("  Circle .stroke(.foreground)"))
        #expect(harness.screen.contains("  Capsule .strokeBorder(.foreground)"))
        #expect(harness.screen.contains("  Rectangle .fill(.foreground)"))
        #expect(harness.screen.contains("  RoundedRectangle(cornerRadius: 4) .fill(.green) .stroke(.black) .strokeBorder(.white)"))
        harness.tap("Switch")
        #expect(harness.screen.contains("  Circle .fill(.blue)"))
    }

    @Test func shapesHaveSwiftUIsDefaultsForRoleDirectionAndSize() {
        #expect(Triangle.role == .fill && Circle.role == .fill)
        #expect(Triangle().layoutDirectionBehavior == .mirrors(in: .rightToLeft))
        #expect(Rectangle().layoutDirectionBehavior == .fixed && Circle().layoutDirectionBehavior == .fixed)
        #expect(Triangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Triangle().sizeThatFits(ProposedViewSize(width: 80, height: nil)) == CGSize(width: 80, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 40, height: 40))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 30))
        #expect(AnyShape(Circle()).sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 40, height: 40))
        let offset = OffsetShape(shape: Triangle(), offset: .zero)
        #expect(OffsetShape<Triangle>.role == .fill && offset.layoutDirectionBehavior == .mirrors(in: .rightToLeft))
    }

    @Test func shapesByTheirStaticNamesAndTheirGeometry() {
        let rounded: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 6), style: .circular)
        #expect(rounded.cornerSize.height == 6 && rounded.style == .circular)
        let capsule: Capsule = .capsule(style: .circular)
        #expect(capsule.style == .circular)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(capsule.path(in: rect).contains(CGPoint(x: 50, y: 25)) && !capsule.path(in: rect).contains(CGPoint(x: 1, y: 1)))
        let circle = ButtonBorderShape.circle.path(in: rect)
        #expect(circle.contains(CGPoint(x: 50, y: 25)) && !circle.contains(CGPoint(x: 10, y: 25)))
        let border: ButtonBorderShape = .buttonBorder
        #expect(border == .automatic)
        var animated = RoundedRectangle(cornerRadius: 2)
        animated.animatableData = AnimatablePair(8, 10)
        #expect(animated.cornerSize == CGSize(width: 8, height: 10))
    }

    @Test func geometryValuesAnimateByTheirNumbers() {
        var angle = Angle.degrees(90)
        #expect(abs(angle.animatableData - .pi / 2) < 1e-12)
        angle.animatableData = .pi
        #expect(abs(angle.degrees - 180) < 1e-9)
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 1)
        #expect(point == UnitPoint(x: 0.25, y: 1))
        var resolved = Color.Resolved(red: 1, green: 0, blue: 0)
        resolved.animatableData = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5).animatableData
        #expect(resolved.description == "#0000FF80")
    }

    @Test func aColourPrintsAsSwiftUIPrintsIt() {
        #expect(Color.red.description == "red" && Color.primary.description == "primary")
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color(.sRGB, red: 0.25, green: 0.5, blue: 0.75, opacity: 0.6).description == "#4080BF99")
        #expect(Color(.sRGBLinear, red: 0.25, green: 0.5, blue: 0.75, opacity: 0.6).description == "#89BCE199")
        let p3 = Color(.displayP3, red: 0.25, green: 0.5, blue: 0.75, opacity: 0.6)
        #expect(p3.description == "DisplayP3(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.6)")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
        #expect("\(Color.blue)" == "blue")
        // Identity paths still name a colour as the screen does.
        #expect(ValueDescriber().identifier(AnyHashable(Color.red)) == ".red")
    }

    @Test func aColoursCoreGraphicsColourIsNilWhenItAdapts() {
        #expect(Color.red.cgColor == nil && Color("Brand").cgColor == nil && Color.red.opacity(0.5).cgColor == nil)
        #expect(Color(red: 1, green: 0.5, blue: 0).cgColor?.components == [1, 0.5, 0, 1])
        #expect(Color(white: 0.5, opacity: 0.5).cgColor?.components?.last == 0.5)
    }

    @Test func aColourFromAStyleThatResolvesToColourValues() {
        let environment = EnvironmentValues()
        #expect(Color(Brand()).resolve(in: environment) == Color.Resolved(red: 1, green: 0.5, blue: 0))
        #expect(Color(Color.blue) == Color.blue)
        #expect(Color(Brand()).cgColor?.components == [1, 0.5, 0, 1])
    }

    @Test func aColourTravelsAsItsValues() async throws {
        guard let export = Color.transferRepresentation.exporting else {
            Testing.Issue.record("a colour exports")
            return
        }
        let data = try await export(Color(red: 1, green: 0.5, blue: 0))
        let back = try await Color.imported(from: data, contentType: .data)
        #expect(back?.description == "#FF8000FF")
    }

    @Test func anImageRendererSizesItsImageAndPublishesChanges() {
        let renderer = ImageRenderer(content: Rectangle().frame(width: 100, height: 50))
        renderer.scale = 2
        #expect(renderer.cgImage?.width == 200 && renderer.cgImage?.height == 100)
        #expect(renderer.uiImage != nil)
        var rendered = CGSize.zero
        renderer.render { size, draw in
            rendered = size
            draw(CGContext())
        }
        #expect(rendered == CGSize(width: 100, height: 50))

        let text = ImageRenderer(content: Text("card"))
        text.proposedSize = ProposedViewSize(width: 30, height: nil)
        #expect(text.cgImage?.width == 30 && text.cgImage?.height == 10)
        #expect(ImageRenderer(content: EmptyView()).uiImage == nil && ImageRenderer(content: EmptyView()).cgImage == nil)

        let counter = Counter()
        let subscription = text.objectWillChange.sink { _ in counter.count += 1 }
        text.content = Text("other")
        text.scale = 3
        #expect(counter.count == 2)
        subscription.cancel()
    }

    @Test func viewDimensionsPlaceGuidesOnTheViewsSize() {
        let dimensions = ViewDimensions(width: 100, height: 40)
        #expect(dimensions[HorizontalAlignment.leading] == 0 && dimensions[HorizontalAlignment.center] == 50)
        #expect(dimensions[HorizontalAlignment.trailing] == 100)
        #expect(dimensions[VerticalAlignment.center] == 20 && dimensions[VerticalAlignment.bottom] == 40)
        #expect(dimensions[VerticalAlignment.firstTextBaseline] == 40)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil && dimensions[explicit: VerticalAlignment.top] == nil)
        #expect(dimensions == ViewDimensions(width: 100, height: 40))
        #expect(dimensions[HorizontalAlignment(OneThird.self)] == 100.0 / 3)
    }

    @Test func stylesKeepWhatTheyWereMadeWith() {
        let paint = ImagePaint(image: Image("Tile"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5), scale: 2)
        #expect(paint.scale == 2 && paint.sourceRect.width == 0.5 && paint.image == Image("Tile"))
        var matrix = ColorMatrix()
        #expect(matrix.r1 == 1 && matrix.g2 == 1 && matrix.b3 == 1 && matrix.a4 == 1 && matrix.r5 == 0)
        matrix.r1 = 0.5
        #expect(matrix != ColorMatrix())
        let screen = Harness(
            VStack {
                Rectangle().fill(AnyGradient(Gradient(colors: [.red, .blue])))
                Rectangle().fill(Color.blue.gradient)
            }
        ).screen
        #expect(screen.contains("  Rectangle .fill(Gradient([.red, .blue]))"))
        #expect(screen.contains("  Rectangle .fill(.blue.gradient)"))
    }

    @Test func anImageDrawnInCodeIsNamedByWhatItDrew() {
        let image = Image(size: CGSize(width: 10, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        }
        #expect(Harness(image).screen == ["Image \"drawing (1 shape)\""])
        #expect(Harness(Image(size: CGSize(width: 10, height: 10)) { _ in }).screen == ["Image \"drawing\""])
    }
}
