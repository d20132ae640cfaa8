/* qd-search-page-andor-private.h — the AND-OR Search window's state,
 * shared by qd-search-page-andor.c (the window, the search on its job, the
 * run) and qd-search-page-andor-check.c (Check a Plan). */
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
  char *world_text;          /* … or the last file's text (NULL: none) */
  gboolean use_file;         /* the world is the file's */
  gsize world_length;
  QdJob *job;                /* the search running, or NULL */
  QdSearchAndorResultSet result;
  guint step;
  guint run_node, run_state, run_actions;
  guint64 rng;
  gboolean updating;
} Andor;

/* The window's Andor (its "qd-andor" data). */
Andor     *qd_search_page_andor_of        (GtkWindow *window);
/* The "Check a Plan…" button, the field and the verdict under the plan. */
GtkWidget *qd_search_page_andor_check_box (Andor *a);

G_END_DECLS
