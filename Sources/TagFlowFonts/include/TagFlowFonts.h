#ifndef TAGFLOW_FONTS_H
#define TAGFLOW_FONTS_H

// The name SwiftPM gives this target's resource folder: <package>_<target>, with ".resources"
// beside Linux executables and ".bundle" on Apple platforms.
#define TAGFLOW_FONTS_BUNDLE "TagFlow_TagFlowFonts"

/// The resource folder's name without its extension.
const char *tagflow_fonts_bundle_name(void);

#endif
