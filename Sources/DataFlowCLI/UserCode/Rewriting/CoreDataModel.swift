import DataFlow
import Foundation

/// An app's Core Data model (`Model.xcdatamodeld`), read as Xcode reads it, and the Swift code
/// Xcode generates from it (RULES §31).
///
/// Xcode compiles the model into the app and, for each entity whose codegen is "Class
/// Definition", writes `class Item: NSManagedObject` and its `@NSManaged` properties; for
/// "Category/Extension" only the properties; for "Manual/None" nothing (the app has its own
/// files). dataflow writes the same into a generated file, and a function that registers the
/// model, which the program calls before the app starts, so `NSPersistentContainer(name:)` finds
/// it by name.
struct CoreDataModel: Equatable {
    struct Entity: Equatable {
        var name: String
        var className: String
        /// `class`, `category`, or nil (manual).
        var codegen: String?
        var attributes: [Attribute]
        var relationships: [Relationship]
    }

    struct Attribute: Equatable {
        var name: String
        var type: String
        var optional: Bool
        var scalar: Bool
        var defaultValue: String?
        var customClass: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var toMany: Bool
        var ordered: Bool
        var inverse: String?
        var deleteRule: String
    }

    /// The model's name: the `.xcdatamodeld` folder's, without its extension.
    var name: String
    var entities: [Entity]

    /// The function the program's entry calls first.
    static let registration = "__dataflow_register_core_data_models"
    /// The generated file's name, as diagnostics show it.
    static let fileName = "GeneratedCoreDataModels.swift"

    /// Reads `Model.xcdatamodeld` (its current version's `contents`), or nil if it has none.
    static func read(_ path: String) -> CoreDataModel? {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var version: String?
        if let current = try? String(contentsOfFile: path + "/.xccurrentversion", encoding: .utf8),
            let match = current.firstMatch(of: #/<string>([^<]+)</string>/#)
        {
            version = String(match.output.1)
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last,
            let xml = try? String(contentsOfFile: path + "/" + chosen + "/contents", encoding: .utf8)
        else { return nil }
        return CoreDataModel(name: name, entities: entities(in: xml))
    }

    /// The `<entity>` elements of a model's XML, with their attributes and relationships.
    static func entities(in xml: String) -> [Entity] {
        var entities: [Entity] = []
        for match in xml.matches(of: #/<entity\b([^>]*)>(.*?)</entity>/#.dotMatchesNewlines()) {
            let header = attributes(of: String(match.output.1))
            guard let name = header["name"] else { continue }
            let body = String(match.output.2)
            let fields = body.matches(of: #/<attribute\b([^>]*?)/?>/#).map { attributes(of: String($0.output.1)) }.compactMap { field -> Attribute? in
                guard let fieldName = field["name"] else { return nil }
                return Attribute(
                    name: fieldName, type: field["attributeType"] ?? "String", optional: field["optional"] == "YES",
                    scalar: field["usesScalarValueType"] != "NO", defaultValue: field["defaultValueString"], customClass: field["customClassName"])
            }
            let links = body.matches(of: #/<relationship\b([^>]*?)/?>/#).map { attributes(of: String($0.output.1)) }.compactMap {
                link -> Relationship? in
                guard let linkName = link["name"], let destination = link["destinationEntity"] else { return nil }
                return Relationship(
                    name: linkName, destination: destination, toMany: link["toMany"] == "YES", ordered: link["ordered"] == "YES",
                    inverse: link["inverseName"], deleteRule: link["deletionRule"] ?? "Nullify")
            }
            entities.append(
                Entity(
                    name: name, className: header["representedClassName"] ?? name, codegen: header["codeGenerationType"],
                    attributes: fields, relationships: links))
        }
        return entities
    }

    private static func attributes(of tag: String) -> [String: String] {
        var found: [String: String] = [:]
        for match in tag.matches(of: #/([A-Za-z]+)="([^"]*)"/#) { found[String(match.output.1)] = String(match.output.2) }
        return found
    }

    // MARK: The generated code

    /// The Swift Xcode generates for these models, and the registration of the models.
    static func source(for models: [CoreDataModel]) -> String {
        var lines = ["import CoreData", "import Foundation", ""]
        for model in models {
            for entity in model.entities where entity.codegen == "class" || entity.codegen == "category" {
                if entity.codegen == "class" { lines += ["public class \(entity.className): NSManagedObject {}", ""] }
                lines += properties(of: entity, in: model)
            }
        }
        lines.append("func \(registration)() {")
        for model in models {
            lines.append("    NSManagedObjectModel._register(name: \(quote(model.name)), entities: [")
            for entity in model.entities {
                let attributes = entity.attributes.map { attribute in
                    let value = defaultLiteral(attribute).map { ", default: { \($0) }" } ?? ""
                    return ".init(\(quote(attribute.name))\(value))"
                }
                let relationships = entity.relationships.map { link in
                    let rule = ["Cascade": ".cascade", "Deny": ".deny", "No Action": ".noAction"][link.deleteRule] ?? ".nullify"
                    return ".init(\(quote(link.name)), destination: \(quote(link.destination)), toMany: \(link.toMany), ordered: \(link.ordered), "
                        + "inverse: \(link.inverse.map(quote) ?? "nil"), deleteRule: \(rule))"
                }
                lines.append(
                    "        NSEntityDescription(name: \(quote(entity.name)), type: \(entity.className).self, attributes: [\(attributes.joined(separator: ", "))], "
                        + "relationships: [\(relationships.joined(separator: ", "))]),")
            }
            lines.append("    ])")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `extension Item { @nonobjc class func fetchRequest() …; @NSManaged var … }`, as Xcode writes
    /// it, with the accessors dataflow's preprocessor would give `@NSManaged` written out.
    private static func properties(of entity: Entity, in model: CoreDataModel) -> [String] {
        var lines = ["extension \(entity.className) {"]
        lines.append(
            "    public class func fetchRequest() -> NSFetchRequest<\(entity.className)> { NSFetchRequest<\(entity.className)>(entityName: \(quote(entity.name))) }"
        )
        for attribute in entity.attributes {
            lines.append(
                "    public var \(attribute.name): \(swiftType(of: attribute)) { get { managedValue(forKey: \(quote(attribute.name))) } set { setManagedValue(newValue, forKey: \(quote(attribute.name))) } }"
            )
        }
        for link in entity.relationships {
            let destination = model.entities.first { $0.name == link.destination }?.className ?? link.destination
            let type = link.toMany ? (link.ordered ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
            lines.append(
                "    public var \(link.name): \(type) { get { managedValue(forKey: \(quote(link.name))) } set { setManagedValue(newValue, forKey: \(quote(link.name))) } }"
            )
            if link.toMany {
                let capitalized = link.name.prefix(1).uppercased() + link.name.dropFirst()
                let set = link.ordered ? "NSOrderedSet" : "NSSet"
                lines.append("    public func addTo\(capitalized)(_ value: \(destination)) { managedAccessor(#function, value) }")
                lines.append("    public func removeFrom\(capitalized)(_ value: \(destination)) { managedAccessor(#function, value) }")
                lines.append("    public func addTo\(capitalized)(_ values: \(set)) { managedAccessor(#function, values) }")
                lines.append("    public func removeFrom\(capitalized)(_ values: \(set)) { managedAccessor(#function, values) }")
            }
        }
        lines += ["}", "", "extension \(entity.className): Identifiable {}", ""]
        return lines
    }

    /// The type Xcode gives an attribute: scalars as Swift numbers when "Use Scalar Type" is on,
    /// objects as optionals (whatever the model's "Optional" box says).
    static func swiftType(of attribute: Attribute) -> String {
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float", "Boolean": "Bool"]
        if let scalar = scalars[attribute.type] { return attribute.scalar ? scalar : "NSNumber?" }
        switch attribute.type {
        case "Date": return "Date?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Binary": return "Data?"
        case "Decimal": return "NSDecimalNumber?"
        case "Transformable": return (attribute.customClass ?? "NSObject") + "?"
        default: return "String?"
        }
    }

    /// The model's default value as Swift code, if it gives one.
    private static func defaultLiteral(_ attribute: Attribute) -> String? {
        guard let value = attribute.defaultValue else { return nil }
        switch attribute.type {
        case "Integer 16": return Int16(value).map { "Int16(\($0))" }
        case "Integer 32": return Int32(value).map { "Int32(\($0))" }
        case "Integer 64": return Int64(value).map { "Int64(\($0))" }
        case "Double": return Double(value).map { "Double(\($0))" }
        case "Float": return Float(value).map { "Float(\($0))" }
        case "Boolean": return value == "YES" ? "true" : "false"
        case "String": return quote(value)
        default: return nil
        }
    }
}
