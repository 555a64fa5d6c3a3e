// The bundled fonts travel as this target's SwiftPM resources (the Fonts folder beside this file),
// so every package that depends on TagFlow finds them beside its own executables and tests. A C
// target carries them because SwiftPM adds a Foundation-based accessor to Swift targets with
// resources, and TagFlow starts faster without Foundation; TextShaping finds the folder itself.
#include "TagFlowFonts.h"

const char *tagflow_fonts_bundle_name(void) { return TAGFLOW_FONTS_BUNDLE; }
