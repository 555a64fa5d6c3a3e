/// TagFlow's version, which `tagflow --version` prints and every freshness key holds: a new
/// version redraws every output once, whatever it changed.
public enum TagFlowVersion {
    /// The version of this build of TagFlow.
    public static let current = "0.1.0"
}
