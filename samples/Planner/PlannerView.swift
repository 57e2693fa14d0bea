import SwiftUI

struct PlannerView: View {
    @Environment(Agenda.self) private var agenda
    @State private var selection: DateComponents?
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                CalendarView(selection: $selection, markedDays: Set(agenda.events.compactMap(\.day.day)))
                if let selection {
                    Section("March \(selection.day ?? 0)") {
                        ForEach(agenda.events(on: selection)) { event in
                            Text(event.title)
                        }
                        TextField("New event", text: $title)
                        Button("Add") {
                            agenda.add(title, on: selection)
                            title = ""
                        }
                        .disabled(title.isEmpty)
                    }
                } else {
                    Text("Pick a day")
                }
            }
            .navigationTitle("Planner")
        }
    }
}
