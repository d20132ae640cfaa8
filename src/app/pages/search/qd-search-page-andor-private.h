/* qd-search-page-andor-private.h — the AND-OR Search window's state,
 * shared by qd-search-page-andor.c (the window, the search on its job, the
 * run), qd-search-page-andor-world.c (the world menu: the built-in worlds,
 * the bundled examples, a file) and qd-search-page-andor-check.c (Check a
 * Plan). */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-practice-bar.h"
#include "core/qd-job.h"
#include "problems/search/qd-search-andor.h"

G_BEGIN_DECLS

typedef struct {
  GtkWindow *window;
  GtkDropDown *world_drop, *start_drop;
  GtkDrawingArea *tree_area, *world_area;
  GtkLabel *plan_label, *step_label, *run_label;
  GtkBox *outcome_box;
  GtkWidget *random_button;
  GtkSwitch *practice_switch;
  GtkLabel *file_label;      /* the file opened, or why it could not be */
  QdPracticeBar *practice_bar;
  GtkWidget *stop_button, *spinner;
  GtkRevealer *check_revealer;
  GtkEntry *check_entry;
  GtkLabel *check_label;     /* the verdict of the plan typed */
  QdSearchAndorWorld *world;
  guint builtin;             /* the world's source: a built-in one … */
  char *world_text;          /* … or this text, an example's or a file's (NULL: built-in) */
  gsize world_length;
  char *file_text;           /* the file opened last (NULL: none), for its menu item */
  gsize file_length;
  QdJob *job;                /* the search running, or NULL */
  QdJob *export_job;         /* a report or a GIF being written, or NULL */
  AdwToastOverlay *toasts;
  QdSearchAndorResultSet result;
  guint step;
  char *tree_note;           /* why the tree is not drawn (too large), or NULL */
  guint run_node, run_state, run_actions;
  guint64 rng;
  gboolean updating;
} Andor;

/* The window's Andor (its "qd-andor" data). */
Andor     *qd_search_page_andor_of        (GtkWindow *window);
/* The "Check a Plan…" button, the field and the verdict under the plan. */
GtkWidget *qd_search_page_andor_check_box (Andor *a);
/* Starts the search of the world and start chosen (on a job). */
void       qd_search_page_andor_search    (Andor *a);
/* The window's searches stop at this many OR nodes (their tree is kept). */
#define QD_SEARCH_PAGE_ANDOR_NODE_LIMIT 200000
/* On a job's worker: `world` searched from `start` as the window does
 * (its tree recorded, QD_SEARCH_PAGE_ANDOR_NODE_LIMIT, the job's Stop and
 * progress). */
void       qd_search_page_andor_search_on (QdJob *job, const QdSearchAndorWorld *world, guint start,
                                           QdSearchAndorResultSet *result);
/* A world from its text (NULL: the built-in world `builtin`, 0 erratic, 1 slippery). */
QdSearchAndorWorld *qd_search_page_andor_world_from (const char *text, gsize length, guint builtin, GError **error);

/* qd-search-page-andor-export.c: the header bar's Export menu (Report…,
 * Animation as GIF…). */
GtkWidget *qd_search_page_andor_export_button (Andor *a);

/* qd-search-page-andor-world.c */
/* The world menu: the built-in worlds, then the bundled examples (then
 * the file opened, added by _open). */
GtkDropDown   *qd_search_page_andor_world_drop    (void);
/* Installs the world of menu item `which` (no search). */
void           qd_search_page_andor_choose        (Andor *a, guint which);
/* The menu's choice: that world installed and searched. */
void           qd_search_page_andor_world_changed (Andor *a);
void           qd_search_page_andor_open_clicked  (Andor *a);

G_END_DECLS
