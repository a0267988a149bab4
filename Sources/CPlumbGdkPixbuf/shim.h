// Shim for gdk-pixbuf (JPEG decoding), found with pkg-config.
#include <gdk-pixbuf/gdk-pixbuf.h>
