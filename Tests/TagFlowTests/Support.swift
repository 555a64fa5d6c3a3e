import TagFlow

/// Swift Testing has a `Tag` type of its own; in these tests `Tag` is TagFlow's.
