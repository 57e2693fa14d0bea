import Foundation
import Testing

@testable import DataFlowCLI

/// Reading requests and writing answers, byte for byte.
@Suite struct HTTPMessageTests {
    @Test func aRequestIsReadWithItsQueryHeadersAndBody() throws {
        let bytes = Data(
            "POST /act?after=2&token=a%20b+c HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-Dataflow-Token: t\r\nContent-Length: 5\r\n\r\nhello".utf8)
        let request = try HTTPRequest.parse(bytes)
        #expect(request.method == "POST")
        #expect(request.path == "/act")
        #expect(request.query == ["after": "2", "token": "a b c"])
        #expect(request.headers["x-dataflow-token"] == "t")
        #expect(request.text == "hello")
    }

    @Test func aRequestNotYetWholeAsksForMore() {
        #expect(throws: HTTPRequest.Problem.incomplete) { try HTTPRequest.parse(Data("GET / HTTP/1.1\r\nHost: x".utf8)) }
        #expect(throws: HTTPRequest.Problem.incomplete) {
            try HTTPRequest.parse(Data("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nshort".utf8))
        }
    }

    @Test func malformedAndOversizedRequestsAreSaid() {
        #expect(throws: HTTPRequest.Problem.malformed("expected `METHOD /path HTTP/1.1`")) { try HTTPRequest.parse(Data("hello\r\n\r\n".utf8)) }
        #expect(throws: HTTPRequest.Problem.malformed("a header without a colon")) {
            try HTTPRequest.parse(Data("GET / HTTP/1.1\r\nnonsense\r\n\r\n".utf8))
        }
        #expect(throws: HTTPRequest.Problem.tooLarge) {
            try HTTPRequest.parse(Data("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n".utf8))
        }
        #expect(throws: HTTPRequest.Problem.tooLarge) { try HTTPRequest.parse(Data(String(repeating: "a", count: 20_000).utf8)) }
    }

    @Test func anAnswerClosesItsConnectionAndIsNeverCachedOrFramed() {
        let answer = HTTPResponse(status: 409, text: "no\n").serialized
        #expect(
            String(decoding: answer, as: UTF8.self)
                == "HTTP/1.1 409 Conflict\r\nCache-Control: no-store\r\nConnection: close\r\nContent-Length: 3\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n\r\nno\n"
        )
    }
}
