/* The drawing's and the command's precompiled headers: GLib's
 * (src/pch/qd-glib-pch.h) and cairo's. */
#ifndef QD_CAIRO_PCH_H
#define QD_CAIRO_PCH_H

#include "qd-glib-pch.h"
#include <cairo.h>

#endif
