/* qd-problems.h — the registry of problems: one entry per tab type. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;                   /* "gametree": settings, example folders */
  const char *title;                /* translatable (N_), shown in menus */
  const char *description;          /* translatable, one line */
  const char *icon_name;
  const char *file_filter_name;     /* translatable, "Game Trees" */
  const char *const *patterns;      /* glob patterns of its files */
  const char *const *examples;      /* files under examples/<id>/ in the resources */
  const char *const *example_titles;/* translatable titles, same order */
  GType (*get_type) (void);         /* the QdPage subclass */
  /* TRUE when the contents look like this problem's file (several problems
   * share .txt). */
  gboolean (*sniff) (const char *contents, gsize length);
} QdProblemInfo;

const QdProblemInfo *qd_problems_get_all   (guint *n_problems);
const QdProblemInfo *qd_problems_find      (const char *id);
/* The problem whose patterns match the file's name, or NULL. */
const QdProblemInfo *qd_problems_for_file  (GFile *file);
/* The problem of a loaded file: by its name when only one problem claims it,
 * else the first whose sniff accepts the contents; NULL when none does. */
const QdProblemInfo *qd_problems_for_contents (GFile *file, const char *contents, gsize length);
/* A filter for each problem plus one for all of them, for file choosers. */
GListStore          *qd_problems_new_file_filters (void);
char                *qd_problems_example_uri (const QdProblemInfo *info, guint index);
/* The index of the example with that URI, or -1. */
gint                 qd_problems_find_example (const QdProblemInfo *info, const char *uri);

G_END_DECLS
