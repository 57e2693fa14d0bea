import DataFlow

extension Variant {
    static var passcodeBinding: Variant {
        Variant("binding", "PlaceholderView(state: $lockStates[index]) into @Binding") { ContentView(length: 4) }
    }
}

fileprivate struct ContentView: View {
    private var length: Int
    @State var passcode: [Int?] = []
    @State var lockStates: [LockState]

    init(length: Int) {
        self.length = length
        self._lockStates = State(initialValue: Array(repeating: .inactive, count: length))
    }

    var body: some View {
        VStack(spacing: 30) {
            HStack {
                ForEach(Range(0...length - 1)) { index in
                    PlaceholderView(state: $lockStates[index])
                }
            }
            Text("\(passcode.count)")
            Button(action: { addSign() }, label: { Text("COUNT") })
        }
    }

    func addSign() {
        passcode.append(nil)
        if passcode.count >= length {
            passcode.removeAll()
            lockStates = Array(repeating: .inactive, count: length)
        } else {
            lockStates[passcode.count - 1] = .active
        }
    }
}

fileprivate struct PlaceholderView: View, Identifiable {
    var id: String = UUID().uuidString
    @State var backgroundColor: Color = .clear
    @State var borderColor: Color = .blue
    @Binding var lockState: LockState

    init(state lockState: Binding<LockState>) {
        self._lockState = lockState
    }

    var body: some View {
        Circle()
            .strokeBorder(borderColor)
            .background(backgroundColor)
            .frame(width: 16, height: 16, alignment: .center)
            .onChange(of: lockState) { value in
                animateState()
            }
    }

    func animateState() {
        backgroundColor = .black
    }
}
