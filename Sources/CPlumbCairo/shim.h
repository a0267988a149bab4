// Shim for cairo, found with pkg-config.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
