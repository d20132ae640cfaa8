/* The headers every file of the app's library includes, compiled once per
 * build (meson's c_pch): GTK's and libadwaita's are most of what each file
 * costs to compile (about 0.4 s of its 0.6 s under the sanitizers).  Only
 * system headers belong here: a file still includes what it uses, and
 * -Db_pch=false builds it without this. */
#ifndef QD_APP_PCH_H
#define QD_APP_PCH_H

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#endif
