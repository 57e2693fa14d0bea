import DataFlow
import DataFlowCloudKit
import DataFlowCoreML
import DataFlowNetwork
import DataFlowPhotos
import DataFlowSpeech
import Foundation
import Testing

/// A journal's settings, as a 2026 app writes them: it asks for speech recognition and the photo
/// library, checks iCloud and watches the network.
private struct JournalSettings: View {
    @State private var speech = "?"
    @State private var photos = "?"
    @State private var iCloud = "?"
    @State private var online = "?"
    var body: some View {
        VStack {
            Text("speech \(speech), photos \(photos), iCloud \(iCloud), online \(online)")
            Button("Allow") {
                SFSpeechRecognizer.requestAuthorization { status in speech = status == .authorized ? "yes" : "no" }
                PHPhotoLibrary.requestAuthorization(for: .addOnly) { status in photos = status == .authorized ? "yes" : "no" }
                CKContainer.default().accountStatus { status, _ in iCloud = status == .available ? "yes" : "no" }
            }
        }
        .onAppear { online = NWPathMonitor().currentPath.status == .satisfied ? "yes" : "no" }
    }
}

/// A phone with no one to answer a prompt, no iCloud account, no network and no models (D19):
/// each framework answers as such a phone does, the same way every run, and notes its requests.
@Suite struct AccountlessServicesTests {
    @Test func promptsAreDeclinedAndTheAccountAndNetworkAreAbsent() throws {
        let session = Session(JournalSettings())
        #expect(session.screen.contains("  Text \"speech ?, photos ?, iCloud ?, online no\""), "\(session.screen)")
        let step = try session.tap("Allow")
        #expect(step.screen.contains("  Text \"speech no, photos no, iCloud no, online no\""))
        #expect(step.notes.contains { $0.hasPrefix("effect: SFSpeechRecognizer asks for speech recognition") })
        #expect(step.notes.contains { $0.hasPrefix("effect: PHPhotoLibrary asks for add-only access") })
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    }

    @Test func nothingIsRecognizedFetchedSavedOrSynced() async throws {
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(!recognizer.isAvailable)
        var failed = false
        _ = recognizer.recognitionTask(with: SFSpeechURLRecognitionRequest(url: URL(fileURLWithPath: "/memo.m4a"))) { result, error in
            failed = result == nil && error != nil
        }
        #expect(failed)
        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
        await #expect(throws: PHPhotosError(.accessUserDenied)) { try await PHPhotoLibrary.shared().performChanges {} }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await CKContainer.default().privateCloudDatabase.save(CKRecord(recordType: "Entry"))
        }
    }

    @Test func severalRecordsAreNotSavedWithoutAnAccount() async {
        let database = CKContainer.default().privateCloudDatabase
        let record = CKRecord(recordType: "Person")
        await #expect(throws: CKError(.notAuthenticated)) {
            _ = try await database.modifyRecords(saving: [record], deleting: [], savePolicy: .allKeys)
        }
        let operation = CKModifyRecordsOperation(recordsToSave: [record], recordIDsToDelete: nil)
        operation.savePolicy = .changedKeys
        var result: Result<Void, any Error>?
        var savedOne = false
        operation.perRecordSaveBlock = { _, _ in savedOne = true }
        operation.modifyRecordsResultBlock = { result = $0 }
        database.add(operation)
        if case .failure(let error as CKError)? = result {
            #expect(error.code == .notAuthenticated && error.partialErrorsByItemID == nil)
        } else {
            Issue.record("the operation did not fail as not authenticated")
        }
        #expect(!savedOne, "the request fails before any record is sent")
    }

    @Test func theMonitorSaysOnceThatThePathIsUnsatisfied() async {
        final class Seen: @unchecked Sendable { var paths: [NWPath] = [] }
        let seen = Seen()
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = { seen.paths.append($0) }
        let queue = DispatchQueue(label: "monitor")
        monitor.start(queue: queue)
        queue.sync {}
        #expect(seen.paths.map(\.status) == [.unsatisfied])
        #expect(seen.paths.first?.availableInterfaces.isEmpty == true)
    }

    @Test func noModelLoadsYetArraysHoldTheirNumbers() throws {
        #expect(throws: MLModelError.self) { try MLModel(contentsOf: URL(fileURLWithPath: "/Model.mlmodelc")) }
        let array = try MLMultiArray(shape: [2, 3], dataType: .float32)
        array[[1, 2]] = 7
        #expect(array.count == 6)
        #expect(array[5] == 7)
    }

    /// Without an iCloud account there is no user record: both forms fail as not authenticated.
    @Test func theUsersRecordIsNotThereWithoutAnAccount() async {
        var failure: (any Error)?
        CKContainer.default().fetchUserRecordID { _, error in failure = error }
        #expect((failure as? CKError)?.code == .notAuthenticated)
        await #expect(throws: CKError.self) { _ = try await CKContainer.default().userRecordID() }
    }
}
