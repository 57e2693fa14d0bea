import DataFlow
import Testing

/// The shape many apps copy to round some corners, built on UIKit's path.
private struct RoundedCorner: Shape {
    var radius: CGFloat = 12
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

/// The `BlurView` wrapper many apps carry: a representable whose view type is inferred.
private struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style
    func makeUIView(context: Context) -> some UIView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIViewType, context: Context) {}
}

/// D15: appearance is accepted; effects a state drives show on the screen line when not at
/// their identity value; shapes are leaves named by what they are.
@Suite struct AppearanceTests {
    fileprivate struct Effects: View {
        @State var turned = false
        var body: some View {
            VStack {
                Button("Turn") { turned.toggle() }
                Text("Card")
                    .font(.system(size: 20, weight: .bold, design: .rounded))
                    .padding(.horizontal, 8)
                    .background(RoundedRectangle(cornerRadius: 12).fill(.blue.opacity(0.5)))
                    .rotationEffect(.degrees(turned ? 90 : 0))
                    .scaleEffect(turned ? 1.5 : 1)
                    .shadow(radius: 3)
                    .cornerRadius(8)
                Capsule().stroke(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom), lineWidth: 2)
                Triangle().fill(.mint)
                Image("Germany").resizable().scaledToFit()
            }
        }
    }

    fileprivate struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func effectsShowWhenNotAtIdentityStylingNever() {
        let harness = Harness(Effects())
        #expect(
            harness.screen[2]
                == "  Text \"Card\" (font: .system(size: 20, weight: .bold, design: .rounded)) .padding(.horizontal, 8) .background(RoundedRectangle(cornerRadius: 12) .fill(.blue.opacity(0.5)))"
        )
        harness.tap("Turn")
        #expect(harness.screen[2].hasSuffix(".rotationEffect(.degrees(90)) .scaleEffect(1.5)"))
        #expect(harness.screen.contains("  Capsule .stroke(LinearGradient([.red, .orange]))"))
        #expect(harness.screen.contains("  AppearanceTests.Triangle .fill(.mint)"))
        #expect(harness.screen.contains("  Image \"Germany\" .resizable()"))
    }

    /// A custom shape built on `UIBezierPath` compiles and clips like any shape: shown by name.
    @Test func aShapeBuiltOnUIKitsPathIsAShape() {
        let harness = Harness(
            VStack {
                Text("card").clipShape(RoundedCorner(corners: [.topLeft, .topRight]))
                RoundedCorner()
            })
        #expect(harness.screen == ["VStack", "  Text \"card\"", "  RoundedCorner"])
        #expect(!RoundedCorner().path(in: .zero).isEmpty)
    }

    /// A UIKit view wrapped for SwiftUI is a leaf named by its type and the UIKit class it makes.
    @Test func aRepresentableIsALeafNamedByItsType() {
        let harness = Harness(
            VStack {
                Text("menu")
                BlurView(style: .systemMaterial)
            })
        #expect(harness.screen == ["VStack", "  Text \"menu\"", "  BlurView (UIKit UIVisualEffectView)"])
    }

    /// An angle adds up as SwiftUI's vector math has it (a rotation gesture's running total).
    @Test func anglesAddSubtractAndScaleInPlace() {
        var total = Angle.degrees(90)
        total += .degrees(45)
        total -= .degrees(15)
        total *= 2
        total /= 4
        #expect(abs(total.degrees - 60) < 1e-9)
        total.negate()
        #expect(abs(total.magnitude - Angle.degrees(60).radians) < 1e-9 && total.radians < 0)
    }

    @Test func aShapeIsALeafWhoseBodyNeverRuns() {
        let step = Harness(Effects()).mount
        #expect(step.ranViews == ["AppearanceTests.Effects"], "a shape is drawn, not a body")
    }

    @Test func anImageOnlyButtonIsNamedByItsImage() throws {
        struct Toolbar: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Text("\(count)")
                    Button {
                        count += 1
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        let harness = Harness(Toolbar())
        #expect(harness.session.controls == ["tap \"plus\""])
        harness.tap("plus")
        #expect(harness.screen.contains("  Text \"1\""))
    }
}

/// iOS 26's font traits switched on or off, and sizes of the same font, describe what they made.
@Suite struct FontFormTests {
    @Test func aTraitSwitchedOffLeavesTheFontAsItWas() {
        #expect(Font.body.bold(true) == Font.body.bold())
        #expect(Font.body.bold(false) == Font.body)
        #expect(Font.body.smallCaps(false) == Font.body)
        #expect(Font.body.uppercaseSmallCaps(true) != Font.body)
        #expect(ValueDescriber().describe(Font.body.pointSize(18)).text == ".body.pointSize(18)")
        #expect(ValueDescriber().describe(Font.title.scaled(by: 1.5)).text == ".title.scaled(by: 1.5)")
    }
}
