// Shim for fribidi, found with pkg-config. FriBidi's type constants are macros Swift cannot import,
// so they are exposed as functions.
#include <fribidi.h>

static inline FriBidiParType plumb_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType plumb_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType plumb_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiFlags plumb_fribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC; }
static inline FriBidiParType plumb_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType plumb_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
