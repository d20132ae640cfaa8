/* The headers every UI test includes (ui-common.h), compiled once per build
 * in the library ui-common (meson's c_pch) and read by each test program
 * too (tests/meson.build): GTK's and libadwaita's headers were about 1 s of
 * each test file's 1.2 s to compile.  Only system headers belong here. */
#ifndef QD_UI_PCH_H
#define QD_UI_PCH_H

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#endif
