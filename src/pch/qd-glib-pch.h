/* The system headers most files of the libraries below the window include,
 * compiled once per target (meson's c_pch; src/meson.build): GLib's and
 * its i18n macros are 0.2-0.3 CPU-s of a file's 0.4-0.9 s to compile.  As
 * for the app's (src/app/pch/qd-app-pch.h), only system headers belong here:
 * a file still includes what it uses, and -Db_pch=false builds it without
 * this.  Not <gio/gio.h>: it brings <unistd.h>, whose link () a file's own
 * static link () would then clash with (qd-core-pch.h has it). */
#ifndef QD_GLIB_PCH_H
#define QD_GLIB_PCH_H

#include <glib.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#endif
