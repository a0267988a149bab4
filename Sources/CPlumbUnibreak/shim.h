// Shim for libunibreak, found with pkg-config.
#include <linebreak.h>
#include <linebreakdef.h>

// libunibreak's class table (sorted, ending with an entry of class 0); Swift cannot import an array of unknown size.
static inline const struct LineBreakProperties *plumb_lb_properties(void) { return lb_prop_default; }
