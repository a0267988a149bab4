// Shim for poppler's GLib interface (PDF pages drawn with cairo), found with pkg-config.
#include <poppler.h>
