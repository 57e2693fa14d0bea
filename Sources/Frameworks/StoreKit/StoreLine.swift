/// How a store view names what it offers on its screen line: `(2 products)`, `(group "pro")`.
enum StoreLine {
    static func count(_ count: Int) -> String {
        count == 1 ? "(1 product)" : "(\(count) products)"
    }

    static func group(_ groupID: String) -> String {
        "(group \(groupID.quotedLiteral))"
    }
}
