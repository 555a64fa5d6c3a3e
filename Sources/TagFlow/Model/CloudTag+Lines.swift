extension [CloudTag] {
    /// What a job keeps of its tags to name them once they are let go of: the icon files they
    /// name, what those icons draw (`ChipIcon.digest`, for the freshness key) and each tag's
    /// line, 4 bytes each (0 for none; lines count from 1, and an input that is read whole has
    /// far fewer than 2^32). One pass over the tags where they lie: read one by one from another
    /// module, each tag was copied whole first (about 250 instructions a tag).
    package var iconsAndLines: (icons: [String], iconDigests: Set<UInt64>, lines: [UInt32]) {
        var icons: [String] = []
        var iconDigests = Set<UInt64>()
        var lines: [UInt32] = []
        lines.reserveCapacity(count)
        for position in indices {
            lines.append(UInt32(clamping: self[position].line ?? 0))
            if let path = self[position].iconPath { icons.append(path) }
            if let digest = self[position].icon?.digest { iconDigests.insert(digest) }
        }
        return (icons, iconDigests, lines)
    }
}
