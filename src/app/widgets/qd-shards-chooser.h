/* qd-shards-chooser.h — the file chooser for the raw files of experiment
 * shards (several *.csv) or a folder of them: the window's Experiment Shards
 * and the map-colouring experiment's Open Shards. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The paths chosen (NULL-terminated, at least one); `folder`: one folder. */
typedef void (*QdShardsChosen) (gpointer owner, const char *const *paths, gboolean folder);

/* Shows a modal chooser over `parent`'s window, titled `title`, for raw files
 * or (`folder`) a folder.  `*slot` holds it while it is open: a call while
 * it is does nothing.  When the user accepts, `chosen` gets the paths. */
void qd_shards_chooser_open  (GtkWidget *parent, const char *title, gboolean folder,
                              GtkFileChooserNative **slot, QdShardsChosen chosen, gpointer owner);
/* Closes the chooser in `*slot`, if any, without calling back (dispose). */
void qd_shards_chooser_close (GtkFileChooserNative **slot);

G_END_DECLS
