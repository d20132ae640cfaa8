/* qd-csp-solve.h — a search on a constraint problem read from a file, as
 * `quandary-cli csp` prints it: the steps (--steps), each solution as a line
 * of VAR=VALUE pairs in the file's order (or as its arrays), and the count line; the search
 * trace in the course's format (core/qd-csp-trace.h, steps "VAR=VALUE") and
 * the search tree on request.  The lines go to a writer as they come, so a
 * long run prints while it searches and a check collects them as text. */
#pragma once

#include "core/qd-csp-trace.h"
#include "core/qd-search-tree.h"
#include "qd-csp-model.h"

G_BEGIN_DECLS

/* The variables in no constraint (core/qd-csp.h, qd_csp_free_variables):
 * set aside (each keeps the first value of its domain, the count is the
 * other variables' and the free variables' line follows it, as ACE counts)
 * or enumerated like the others.  By default, set aside in a file read
 * from XCSP3 and enumerated in the textbook's `.csp` format. */
typedef enum {
  QD_CSP_FREE_BY_FORMAT,
  QD_CSP_FREE_ASIDE,
  QD_CSP_FREE_ENUMERATE,
} QdCspFreeVariables;

/* "aside", "enumerate" (not the default): FALSE when unknown. */
gboolean qd_csp_free_variables_from_string (const char *name, QdCspFreeVariables *out);

/* One line of output, without its "\n". */
typedef void (*QdCspSolveWriteFunc) (const char *line, gpointer data);

typedef struct {
  QdCspVarOrder var_order;
  gboolean weighted;            /* dom/wdeg: with QD_CSP_VAR_MRV_DEGREE, the smallest
                                 * domain over the weighted degree, a constraint's
                                 * weight growing with each failure it causes */
  gboolean last_conflict;       /* the variable whose assignment last failed is chosen
                                 * next while it is unassigned (core/qd-csp.h) */
  QdCspValOrder val_order;
  QdCspInference inference;
  gboolean all;                 /* every solution, not only the first (an objective
                                 * is then set aside) */
  gboolean steps;               /* write every step before the solutions it leads to */
  gboolean trace;               /* keep the search trace */
  gboolean backjump;            /* conflict-directed backjumping (core/qd-csp.h); the
                                 * steps then tell each dead end's conflict set */
  QdCspFreeVariables free_variables;
  guint64 seed;
  gint64 deadline_us;           /* 0: none */
  const gint *stop;             /* nullable */
  QdSearchTree *tree;           /* an unbound CSP tree to fill, or NULL */
  QdCspSolveWriteFunc write;    /* NULL: nothing written */
  /* Each solution written as its arrays (problems/csp/qd-csp-arrays.h: a
   * 1-D array on a line, a 2-D one as rows; one call of `write` with its
   * lines joined by "\n"), not one line of VAR=VALUE pairs. */
  gboolean arrays;
  gpointer write_data;
  /* Another listener told of every event after the search's own (a
   * recorder for a step-by-step replay), or NULL. */
  const QdCspListener *listener;
  gpointer listener_data;
} QdCspSolveOptions;

/* mac, mrv, static values, the first solution, nothing kept or written. */
void qd_csp_solve_options_init (QdCspSolveOptions *options);

/* The lines of --steps are indented two spaces a level, down to this
 * depth; a deeper line keeps that indentation and starts with its depth,
 * "[depth 1234] assign x=1", so that a search a million variables deep
 * writes lines of bounded length (not a million spaces each). */
#define QD_CSP_STEPS_MAX_INDENT 40
/* The start of a --steps line at `depth` (newly allocated). */
char *qd_csp_steps_indent (guint depth);

typedef struct {
  QdCspStatus status;
  QdCspStats stats;
  guint64 n_solutions;
  gint *first;                  /* the first solution found (value indexes), or NULL */
  /* With an objective (and not `all`): branch and bound.  The last
   * solution found is the best, `best` (NULL: none) of value `objective`;
   * status SOLVED says it is an optimum. */
  gboolean optimized;
  gint *best;
  gint64 objective;
  /* The variables in no constraint when they are set aside (else 0): each
   * keeps its first value (core's free_first), so n_solutions counts the
   * others' solutions alone; with `all` they are named once ("in no
   * constraint, left out of the solutions: x, y") and left out of the
   * solutions written, and the count line is followed by
   * qd_csp_solve_free_line. */
  guint n_free;
  char *free_assignments;       /* the product of their domain sizes, in decimal, or NULL */
  char *order_line;             /* the trace's first line */
  QdCspTrace *trace;            /* with options->trace, else NULL */
} QdCspSolveResult;

/* Searches (a problem with a constraint that never holds or an empty
 * domain is not searched: no solution) and writes the lines; the count line
 * ("no solution", "1 solution", "N solutions", and with `all` the free
 * variables' line after a count of 1 or more) is written last unless the
 * search was stopped.  With an objective (and not `all`) each solution
 * better than the last is written with its value on the line after it,
 * "objective 17", and the last line is "optimum 12" (the search ended),
 * "best 12" (it was stopped) or "no solution". */
QdCspSolveResult *qd_csp_solve           (const QdCspModel *model, const QdCspSolveOptions *options);
void              qd_csp_solve_result_free (QdCspSolveResult *result);
/* The whole trace: the order line, then one path per line (to free). */
char             *qd_csp_solve_result_trace (const QdCspSolveResult *result);
/* "no solution", "1 solution", "N solutions" (to free). */
char             *qd_csp_solve_count_line (guint64 n);
/* "and 9 variables in no constraint, any of their values: 256 assignments
 * in all" (to free): the line after a count of solutions. */
char             *qd_csp_solve_free_line (guint n_free, const char *assignments);
/* Whether a search with these options sets the model's free variables aside. */
gboolean          qd_csp_solve_free_aside (const QdCspModel *model, const QdCspSolveOptions *options);
/* Whether the model can be searched at all: no constraint that holds for
 * no value, no domain emptied by its unary constraints. */
gboolean          qd_csp_solve_searchable (const QdCspModel *model);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspSolveResult, qd_csp_solve_result_free)

G_END_DECLS
