/// The sources of the modules a user's program links (in the order they are built), so that a
/// `dataflow` copied or installed away from its build directory can build them once. The
/// executable hands them to the CLI; the CLI's own module does not contain them. `modules` is
/// generated at build time (Plugins/EmbedPlugin) from the sources themselves.
public enum RuntimeSources {}
