import SwiftUI

/// The common forms of SwiftUI's names as apps of 2023–2026 write them: every line must compile.
struct CommonForms: View {
    @State private var count = 0
    @State private var width: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    @State private var text = ""
    @State private var isOn = false
    @State private var value = 0.5
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var selection = 0
    @State private var showSheet = false
    @State private var scrollID: Int?
    @Namespace private var namespace
    @FocusState private var focused: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL

    var body: some View {
        stack
            .sheet(isPresented: $showSheet) {
                Text("Sheet").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
            }
            .onChange(of: count) { oldValue, newValue in text = "\(oldValue)→\(newValue)" }
            .onChange(of: scenePhase, initial: true) { if scenePhase == .active { isOn = true } }
            .task { count = 0 }
            .task(id: selection) { isOn = selection == 1 }
            .onAppear {}
            .alert("Alert", isPresented: $showSheet) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Message")
            }
            .confirmationDialog("Dialog", isPresented: $isOn, titleVisibility: .visible) { Button("Yes") {} }
            .tint(.purple)
            .preferredColorScheme(.dark)
            .environment(\.locale, Locale(identifier: "en_US"))
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .ignoresSafeArea(.keyboard)
            .safeAreaInset(edge: .bottom) { Text("Inset") }

    }

    private var stack: some View {
        NavigationStack {
            List {
                Section("Text") {
                    Text("Title").font(.title).fontWeight(.bold).foregroundStyle(.secondary)
                    Text("Count \(count)").contentTransition(.numericText()).monospacedDigit()
                    Text("Long").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5)
                    Text(date, style: .date).font(.caption2).italic()
                    Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
                    Text(FoundationForms.summary)
                    Text(FoundationForms.dictionaryOrder)
                    SettingsForm()
                }
                ControlForms()
                Button("Add", systemImage: "plus") { count += 1 }
                    .buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
                    .sensoryFeedback(.success, trigger: count)
                    .matchedTransitionSource(id: "add", in: namespace)
                    .keyboardShortcut("n", modifiers: .command)
                Button(role: .destructive) {
                    count = 0
                } label: {
                    Text("Reset")
                }
                .disabled(count == 0)
                .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
                .contextMenu { Button("Copy") {} }
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(0..<3, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 12).fill(.blue.gradient).frame(width: 80, height: 80)
                                .id(index)
                                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $scrollID)
                .scrollIndicators(.hidden)
                .contentMargins(16, for: .scrollContent)
                ScrollView { Text("Pages") }.scrollTargetBehavior(.paging).scrollBounceBehavior(.basedOnSize)
                    .onScrollGeometryChange(for: CGFloat.self) { geometry in
                        geometry.contentOffset.y
                    } action: { _, newValue in
                        offsetY = newValue
                    }
                    .onScrollPhaseChange { _, newPhase in if newPhase == .idle { offsetY = 0 } }
                Text("Width \(Int(width))").onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newValue in
                    width = newValue
                }
                Circle().fill(.red).frame(width: 20, height: 20).shadow(radius: 2).overlay { Circle().stroke(.white, lineWidth: 2) }
                Rectangle().fill(.ultraThinMaterial).frame(maxWidth: .infinity, minHeight: 40).clipShape(.rect(cornerRadius: 8))
                Text("Zoom").navigationTransition(.zoom(sourceID: "add", in: namespace))
                Text("Animated").animation(.spring(duration: 0.3), value: count).transition(.move(edge: .bottom).combined(with: .opacity))
                Text("Phase").phaseAnimator([false, true]) { content, phase in content.scaleEffect(phase ? 1.1 : 1) }
                Text("Keyframes").visualEffect { content, proxy in content.offset(y: proxy.size.height > 0 ? 0 : 1) }
                Text("Badge").badge(count)
                ShareLink(item: "Hello")
                Link("Apple", destination: URL(string: "https://apple.com")!)
            }
            .listStyle(.insetGrouped)
            .scrollContentBackground(.hidden)
            .navigationTitle("Forms")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } }
                ToolbarItem(placement: .topBarLeading) { EditButton() }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .searchable(text: $text, prompt: "Search")
            .refreshable { count += 1 }
        }
    }
}

/// Controls and images, in a view of their own (one expression per body keeps type-checking fast).
struct ControlForms: View {
    @State private var count = 0
    @State private var text = ""
    @State private var isOn = false
    @State private var value = 0.5
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var selection = 0
    @FocusState private var focused: Bool

    var body: some View {
        Section {
            Image(systemName: "bell").symbolEffect(.bounce, value: count)
            Image(systemName: "wifi").symbolEffect(.pulse).symbolRenderingMode(.hierarchical)
            Image(systemName: "star").imageScale(.large).foregroundStyle(.yellow)
            Toggle("On", isOn: $isOn).tint(.green)
            Slider(value: $value, in: 0...1)
            Stepper("Count", value: $count, in: 0...10)
            DatePicker("Date", selection: $date, displayedComponents: .date)
            Picker("Pick", selection: $selection) {
                Text("A").tag(0)
                Text("B").tag(1)
            }
            .pickerStyle(.segmented)
            Picker("Palette", selection: $selection) {
                Label("Sun", systemImage: "sun.max").tag(0)
                Label("Moon", systemImage: "moon").tag(1)
            }
            .pickerStyle(.palette)
            .paletteSelectionEffect(.symbolVariant(.fill))
            Image(systemName: "photo")
                .gesture(MagnifyGesture(minimumScaleDelta: 0.05).onChanged { value in print(value.magnification, value.time) })
                .gesture(RotateGesture().onEnded { value in print(value.rotation, value.startAnchor) })
                .fileImporter(isPresented: $isOn, allowedContentTypes: [.plainText], allowsMultipleSelection: false) { _ in
                } onCancellation: {
                    isOn = false
                }
            TextField("Name", text: $text).textFieldStyle(.roundedBorder).focused($focused)
                .textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.done)
                .onSubmit { focused = false }
            ProgressView(value: value).progressViewStyle(.linear)
            Gauge(value: value) { Text("Gauge") }
        } header: {
            Text("Controls")
        } footer: {
            Text("Footer")
        }
    }
}
