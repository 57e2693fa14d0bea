import SwiftUI

@main struct FormsApp: App { var body: some Scene { WindowGroup { CommonForms() } } }
