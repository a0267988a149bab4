// Shim for zlib, found with pkg-config: Plumb writes its own PNGs to choose their compression.
#include <zlib.h>
