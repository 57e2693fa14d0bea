import Foundation

/// One HTTP/1.1 request as `serve` reads it: the method, the path and its query, the headers
/// (names in lower case) and the body.
struct HTTPRequest: Equatable {
    var method: String
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = [:]
    var body = Data()

    /// The largest head and body `serve` reads: a script or an action is a few lines.
    static let maximumHead = 16 * 1024
    static let maximumBody = 1024 * 1024

    /// Why bytes are not a request `serve` answers.
    enum Problem: Error, Equatable {
        /// The head did not end (or the body did not arrive) yet.
        case incomplete
        case malformed(String)
        case tooLarge
    }

    /// Parses a whole request from `bytes`; `.incomplete` when more must be read first.
    static func parse(_ bytes: Data) throws(Problem) -> HTTPRequest {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = bytes.range(of: separator) else {
            throw bytes.count > maximumHead ? .tooLarge : .incomplete
        }
        guard end.lowerBound <= maximumHead else { throw .tooLarge }
        guard let head = String(data: bytes[bytes.startIndex..<end.lowerBound], encoding: .utf8) else {
            throw .malformed("the request's head is not UTF-8")
        }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { throw .malformed("expected `METHOD /path HTTP/1.1`") }
        var request = HTTPRequest(method: String(requestLine[0]), path: "")
        let target = requestLine[1]
        let question = target.firstIndex(of: "?")
        request.path = String(target[..<(question ?? target.endIndex)])
        if let question { request.query = Self.form(String(target[target.index(after: question)...])) }
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header without a colon") }
            let name = line[..<colon].lowercased()
            request.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(request.headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw .malformed("Content-Length is not a number") }
        guard length <= maximumBody else { throw .tooLarge }
        let bodyStart = end.upperBound
        guard bytes.count - (bodyStart - bytes.startIndex) >= length else { throw .incomplete }
        request.body = Data(bytes[bodyStart..<(bodyStart + length)])
        return request
    }

    /// `a=1&b=two%20words` as a dictionary (a name given twice keeps its last value).
    static func form(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            fields[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return fields
    }

    /// The body as text (UTF-8), or nil.
    var text: String? { String(data: body, encoding: .utf8) }
}

/// An answer: a status, a type and a body; every answer closes its connection.
struct HTTPResponse: Equatable {
    var status: Int
    var contentType = "text/plain; charset=utf-8"
    var body: Data
    /// Extra headers (`Content-Disposition` for an export).
    var headers: [String: String] = [:]

    init(status: Int, contentType: String = "text/plain; charset=utf-8", body: Data, headers: [String: String] = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A text answer; an error's text ends in a newline.
    init(status: Int, text: String, contentType: String = "text/plain; charset=utf-8") {
        self.init(status: status, contentType: contentType, body: Data(text.utf8))
    }

    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, text: value.rendered(), contentType: "application/json; charset=utf-8")
    }

    /// The bytes on the wire. Nothing is cached and no page may frame the playground's.
    var serialized: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        var fields = headers
        fields["Content-Type"] = contentType
        fields["Content-Length"] = String(body.count)
        fields["Connection"] = "close"
        fields["Cache-Control"] = "no-store"
        fields["X-Frame-Options"] = "DENY"
        fields["X-Content-Type-Options"] = "nosniff"
        for name in fields.keys.sorted() { head += "\(name): \(fields[name] ?? "")\r\n" }
        return Data((head + "\r\n").utf8) + body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        default: "Error"
        }
    }
}
