// Shim for libunibreak, found with pkg-config.
#include <linebreak.h>
