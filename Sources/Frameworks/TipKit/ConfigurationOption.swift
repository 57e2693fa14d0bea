extension Tips {
    /// How the tips datastore is set up (`Tips.configure([.displayFrequency(.immediate)])`):
    /// accepted and kept by nothing, since dataflow has no datastore.
    public struct ConfigurationOption: Sendable {
        let name: String

        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(name: "displayFrequency")
        }

        public static func datastoreLocation(_ storeLocation: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(name: "datastoreLocation")
        }

        public static func cloudKitContainer(_ cloudKitContainer: CloudKitContainer?) -> ConfigurationOption {
            ConfigurationOption(name: "cloudKitContainer")
        }

        /// How often tips may show: `.immediate`, `.hourly`, `.daily`, `.weekly`, `.monthly`.
        public struct DisplayFrequency: Equatable, Sendable {
            let seconds: Double

            public static var immediate: DisplayFrequency { DisplayFrequency(seconds: 0) }
            public static var hourly: DisplayFrequency { DisplayFrequency(seconds: 3_600) }
            public static var daily: DisplayFrequency { DisplayFrequency(seconds: 86_400) }
            public static var weekly: DisplayFrequency { DisplayFrequency(seconds: 604_800) }
            public static var monthly: DisplayFrequency { DisplayFrequency(seconds: 2_592_000) }
        }

        /// Where the datastore lives: `.applicationDefault`, an app group, or a file URL.
        public struct DatastoreLocation: Equatable, Sendable {
            let place: String

            public static var applicationDefault: DatastoreLocation { DatastoreLocation(place: "applicationDefault") }

            /// Never throws here: there are no entitlements to check.
            public static func groupContainer(identifier: String) throws -> DatastoreLocation {
                DatastoreLocation(place: "group " + identifier)
            }

            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(place: url.absoluteString) }
        }

        /// The CloudKit container tips sync through (iOS 18).
        public struct CloudKitContainer: Equatable, Sendable {
            let name: String

            public static var automatic: CloudKitContainer { CloudKitContainer(name: "automatic") }
            public static func named(_ containerName: String) -> CloudKitContainer { CloudKitContainer(name: containerName) }
        }
    }
}
