/// The experiments' code by file name (snippets as `compile-errors/<name>`), as text in the
/// binary, for `show` and the lesson pages. Generated at build time (Plugins/EmbedPlugin) from
/// experiments/.
package enum EmbeddedSources {}
