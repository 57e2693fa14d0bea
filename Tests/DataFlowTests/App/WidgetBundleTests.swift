import Testing

@testable import DataFlow

// A widget extension's declarations, with SwiftUI's names only (WidgetKit's configurations are
// tested in FrameworksTests): they compile beside an app, are kept as declared and never run.

private struct WaterWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

private struct StepsWidget: Widget {
    let goal: Int
    init() { goal = 10_000 }
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

private struct TorchControl: ControlWidget {
    var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

private struct HealthWidgets: WidgetBundle {
    var body: some Widget {
        WaterWidget()
        StepsWidget()
    }
}

/// A control beside the widgets (iOS 18) and a widget only newer systems have (`if #available`).
private struct EverythingWidgets: WidgetBundle {
    var body: some Widget {
        WaterWidget()
        TorchControl()
        if #available(iOS 18, *) {
            StepsWidget()
        }
    }
}

private struct OneWidget: WidgetBundle {
    var body: some Widget {
        StepsWidget()
    }
}

private struct NoWidgets: WidgetBundle {
    var body: some Widget {}
}

@Suite struct WidgetBundleTests {
    @Test func aBundleOfTwoWidgetsListsThemInOrder() {
        let widgets = HealthWidgets().bundledWidgets
        #expect(widgets.count == 2)
        #expect(widgets.first is WaterWidget)
        #expect((widgets.last as? StepsWidget)?.goal == 10_000)
    }

    @Test func aControlAndAnAvailableWidgetAreListedWhereTheBodyPutsThem() throws {
        let widgets = EverythingWidgets().bundledWidgets
        try #require(widgets.count == 3)
        #expect(widgets[0] is WaterWidget)
        #expect(widgets[1] is _BundledControl<TorchControl>)
        #expect(widgets[2] is StepsWidget, "the run stands for a current system, where `if #available(iOS 18, *)` is taken")
    }

    @Test func oneWidgetIsTheBodyItselfAndAnEmptyBodyListsNone() {
        #expect(OneWidget().body is StepsWidget)
        #expect(OneWidget().bundledWidgets.count == 1)
        #expect(NoWidgets().bundledWidgets.isEmpty)
    }

    @Test func theBuilderFlattensBlocksAndALimitedAvailabilityBlockNotTakenAddsNone() {
        let block = WidgetBundleBuilder.buildBlock(WaterWidget(), HealthWidgets().body, StepsWidget())
        #expect(block.bundledWidgets.count == 4, "a nested block's widgets take its place")
        #expect(WidgetBundleBuilder.buildOptional(nil).bundledWidgets.isEmpty)
        let limited = WidgetBundleBuilder.buildLimitedAvailability(StepsWidget())
        #expect(WidgetBundleBuilder.buildOptional(limited).bundledWidgets.first is StepsWidget)
        let control = WidgetBundleBuilder.buildLimitedAvailability(TorchControl())
        #expect(control.bundledWidgets.first is _BundledControl<TorchControl>)
    }
}
