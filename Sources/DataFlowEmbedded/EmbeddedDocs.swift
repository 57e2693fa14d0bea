/// The rulebook, the seed claims and the SwiftUI coverage table, as text in the binary, so that
/// `explain`, `completion` and the compile-error notes need no file beside it. The texts are
/// generated at build time (Plugins/EmbedPlugin) from docs/.
package enum EmbeddedDocs {}
