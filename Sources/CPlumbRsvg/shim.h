// Shim for librsvg (SVG drawn with cairo), found with pkg-config.
#include <librsvg/rsvg.h>
