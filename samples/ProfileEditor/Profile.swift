import Foundation
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var bio = ""
    var avatarName: String?
    var galleryNames: [String] = []
}
