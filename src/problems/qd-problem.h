/* qd-problem.h — what a problem says of itself, once, in its own folder.
 *
 * Each problem defines `const QdProblem qd_<id>_problem` in
 * src/problems/<id>/qd-<id>-problem.c.  The layers above hang their parts on
 * the same id: the CLI's commands (`qd_<id>_cli_commands`, src/cli/<id>/) and
 * the window's page (`qd_<id>_page_get_type`, src/app/pages/<id>/).  The list
 * of ids is src/meson.build's `problem_ids`; the build turns it into
 * QD_FOR_EACH_PROBLEM (qd-problem-ids.h), from which every registry is made.
 * docs/adding-a-problem.md walks through adding one. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

struct _QdSweepRaw;   /* core/qd-sweep.h */

typedef struct {
  const char *file;               /* under data/examples/<id>/ */
  const char *title;              /* translatable (N_) */
} QdProblemExample;

typedef struct {
  const char *id;                 /* folders, file and type prefixes, actions, CLI */
  const char *title;              /* translatable (N_), shown in menus */
  const char *description;        /* translatable (N_), one line */
  const char *file_filter_name;   /* translatable (N_), "Game Trees" */
  const char *const *patterns;    /* glob patterns of its files, NULL-terminated */
  const QdProblemExample *examples; /* the bundled examples, ending with { NULL } */
  /* TRUE when the contents look like this problem's file (several problems
   * share .txt): in practice, its parser accepts them. */
  gboolean (*sniff) (const char *contents, gsize length);
  /* Its experiment's raw files (core/qd-sweep.h; the experiment is named by
   * the problem's id) merged into the report one process prints, or NULL
   * and an error; NULL when the problem has no shardable experiment. */
  char *(*merge_shards) (struct _QdSweepRaw *const *raws, guint n, GError **error);
} QdProblem;

/* Every problem, in the order of problem_ids (the window's lists, sniffing). */
const QdProblem *const *qd_problem_get_all      (guint *n_problems);
const QdProblem       *qd_problem_find         (const char *id);
guint                  qd_problem_n_examples   (const QdProblem *problem);
/* The problem whose patterns match the file name (case-folded), or NULL. */
const QdProblem       *qd_problem_for_name     (const char *basename);
/* The problem of a loaded file: by its name when only one problem claims
 * it, else the first whose sniff accepts the contents (among the claimants
 * first); NULL when none does.  `basename` may be NULL. */
const QdProblem       *qd_problem_for_contents (const char *basename, const char *contents,
                                                gsize length);

G_END_DECLS
