import DataFlow
import Testing

/// A gauge drawn in code: its value is drawn as text, so a change shows on the canvas's line.
private struct Gauge: View {
    @State private var value = 3
    var body: some View {
        VStack {
            Canvas { context, size in
                let bar = Path(CGRect(x: 0, y: 0, width: size.width * CGFloat(value) / 10, height: 8))
                context.fill(bar, with: .color(.blue))
                context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray), lineWidth: 1)
                var layer = context
                layer.opacity = 0.5
                layer.draw(Text("\(value)"), at: CGPoint(x: size.width / 2, y: 4))
            }
            Button("More") { value += 1 }
        }
    }
}

@Suite struct CanvasTests {
    /// The renderer runs when the view that holds the canvas runs its body, and its line names
    /// what it drew: a changed value is a changed line.
    @Test func theRendererRunsWithItsParentAndItsLineNamesWhatItDrew() throws {
        let harness = Harness(Gauge())
        #expect(harness.screen.contains("  Canvas (2 shapes, text \"3\")"), "\(harness.screen)")
        harness.tap("More")
        #expect(harness.screen.contains("  Canvas (2 shapes, text \"4\")"), "\(harness.screen)")
    }

    @Test func aContextsStateIsAValueAndItsLayerDrawsIntoTheSameCanvas() {
        var drawn = ""
        let canvas = Canvas { context, _ in
            var copy = context
            copy.opacity = 0.2
            copy.translateBy(x: 4, y: 4)
            drawn = "\(context.opacity) \(copy.opacity)"
            context.drawLayer { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground) }
        }
        #expect(Harness(canvas).screen == ["Canvas (1 shape)"])
        #expect(drawn == "1.0 0.2")
    }
}
