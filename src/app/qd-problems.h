/* qd-problems.h — the window's side of the problems: the page of each one,
 * its icon, its file filters and its examples, all made from the problems'
 * own descriptors (problems/qd-problem.h). */
#pragma once

#include <gtk/gtk.h>

#include "problems/qd-problem.h"

G_BEGIN_DECLS

/* The QdPage subclass of the problem. */
GType            qd_problems_page_type   (const QdProblem *problem);
/* The problem whose page this is, or NULL. */
const QdProblem *qd_problems_of_page     (GtkWidget *page);
/* The symbolic icon of the problem: qd-<id>-symbolic. */
const char      *qd_problems_icon_name   (const QdProblem *problem);
/* A filter for each problem plus one for all of them, for file choosers. */
GListStore      *qd_problems_new_file_filters (void);
char            *qd_problems_example_uri (const QdProblem *problem, guint index);
/* The index of the example with that URI, or -1. */
gint             qd_problems_find_example (const QdProblem *problem, const char *uri);

G_END_DECLS
