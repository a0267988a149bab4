// Shim for harfbuzz, found with pkg-config.
#include <hb.h>
#include <hb-ot.h>
