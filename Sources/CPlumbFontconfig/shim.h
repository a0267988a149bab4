// Shim for fontconfig, found with pkg-config.
#include <fontconfig/fontconfig.h>
