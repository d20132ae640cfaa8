/* qd-search-page-andor.h — the search tab's AND-OR Search window
 * (qd-search-page-andor.c): a vacuum world, the AND-OR tree drawn step by
 * step, the plan, and runs of the plan with outcomes drawn at random or
 * picked.  The functions after _new drive it as its buttons do (tests). */
#pragma once

#include <gio/gio.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

/* World 0: the erratic vacuum world, 1: the slippery one, 2 to 5: the
 * worlds bundled in data/examples/search/ (erratic-vacuum, slippery-maze,
 * ice-maze, river-no-plan), then the file opened last. */
GtkWindow  *qd_search_page_andor_window_new (GtkWindow *parent);
void        qd_search_page_andor_select     (GtkWindow *window, guint world, guint start);
/* Opens a world file (data/FORMATS.md, "Nondeterministic worlds"); FALSE
 * and the error (also shown in the window) naming the file and line. */
gboolean    qd_search_page_andor_open       (GtkWindow *window, GFile *file, GError **error);
/* The same from a world's text (a worksheet's exercise), named `name`. */
gboolean    qd_search_page_andor_open_text  (GtkWindow *window, const char *name, const char *text, gsize length,
                                             GError **error);
/* Moves the tree's step by `delta` (clamped; G_MAXINT: the last, G_MININT: none). */
void        qd_search_page_andor_step       (GtkWindow *window, gint delta);
/* The world menu's item shown: a built-in or bundled world's name, or the
 * file's. */
const char *qd_search_page_andor_world_name (GtkWindow *window);
/* TRUE while the search runs (on a worker: select and open start it). */
gboolean    qd_search_page_andor_busy       (GtkWindow *window);
/* The plan's text (then a line on how its branches end), or "no plan". */
const char *qd_search_page_andor_plan       (GtkWindow *window);
/* The run takes the outcome `pick` of the current action (-1: at random);
 * FALSE when the run stands on a goal. */
gboolean    qd_search_page_andor_pick       (GtkWindow *window, gint pick);
/* The run's state (0-based) and whether it is a goal. */
guint       qd_search_page_andor_run_state  (GtkWindow *window, gboolean *at_goal);
void        qd_search_page_andor_restart    (GtkWindow *window);
/* Checks a plan typed in the book's notation from the start chosen: the
 * verdict shown under the field ("Correct: …" or "Wrong: " and the first
 * problem), borrowed. */
const char *qd_search_page_andor_check      (GtkWindow *window, const char *text);
/* Export: the report (PDF) or, `gif`, the tree step by step as a GIF of
 * the world and start chosen, written on a job (FALSE: one is being
 * written already); _exporting while it is. */
gboolean    qd_search_page_andor_export     (GtkWindow *window, GFile *file, gboolean gif);
gboolean    qd_search_page_andor_exporting  (GtkWindow *window);
/* Practice on the plan on or off; the question asked (NULL: none). */
void        qd_search_page_andor_practice   (GtkWindow *window, gboolean on);
const char *qd_search_page_andor_question   (GtkWindow *window);

G_END_DECLS
