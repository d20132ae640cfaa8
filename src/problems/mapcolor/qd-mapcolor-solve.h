/* qd-mapcolor-solve.h — colouring a map with K colours, by the statement's
 * algorithms and the project's strongest solver, all on the engines of
 * src/core (the CSP engine and local search). */
#pragma once

#include "core/qd-csp.h"
#include "core/qd-search-tree.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

typedef enum {
  QD_MAPCOLOR_ALGO_BACKTRACKING,   /* (a) no forward checking, random variable and value order */
  QD_MAPCOLOR_ALGO_FC,             /* (b) forward checking, MRV, degree tie-break, LCV */
  QD_MAPCOLOR_ALGO_MAC,            /* maintaining arc consistency, MRV + degree */
  QD_MAPCOLOR_ALGO_MIN_CONFLICTS,  /* local search with random walk and tabu (incomplete) */
  QD_MAPCOLOR_ALGO_BEST,           /* the strongest complete solver (see qd-mapcolor-solve.c) */
  QD_MAPCOLOR_ALGO_SAT,            /* the --cnf encoding solved by core/qd-sat, CDCL (qd-mapcolor-sat.c) */
  QD_MAPCOLOR_N_ALGOS
} QdMapcolorAlgorithm;

typedef enum {
  QD_MAPCOLOR_SOLVED,              /* a colouring was found */
  QD_MAPCOLOR_NO_SOLUTION,         /* proved: none exists (complete solvers only) */
  QD_MAPCOLOR_CAPPED,              /* a limit ran out first (assignments, steps, time) */
  QD_MAPCOLOR_STOPPED,             /* cancelled */
} QdMapcolorStatus;

typedef struct {
  QdMapcolorAlgorithm algorithm;
  guint colors;               /* K >= 1 */
  guint64 seed;
  guint64 max_assignments;    /* 0: the default cap of the algorithm (1,000,000 for the
                               * tree searches, 10 N + 100,000 for min-conflicts, none
                               * for best and sat, which stay complete) */
  gint64 time_limit_us;       /* 0: none */
  const gint *stop;
  gint64 *progress_nodes;     /* optional, updated atomically */
  /* Optional: every assignment as it happens (for the window's animation);
   * called on the solver's thread.  color -1: the region's colour is taken
   * back (a backtrack, or best's construction giving way to its search). */
  void (*on_assign) (gpointer user_data, guint region, gint color);
  gpointer user_data;
  /* fc and mac: conflict-directed backjumping on top (off by default: the
   * statement's (b) backtracks chronologically; best always jumps). */
  gboolean backjumping;
  /* backtracking, fc and mac: randomised restarts on a Luby schedule
   * (QdCspOptions.restart_unit: units of 100 backtracks for backtracking,
   * of N / 4 backtracks (N regions) for fc and mac, which then also jump
   * back, keep part of the trail and break MRV ties by place: see
   * qd-mapcolor-solve.c); off by default, the statement's versions. */
  gboolean restarts;
  /* backtracking, fc and mac: a tree of kind QD_SEARCH_TREE_CSP, not yet
   * bound, that the run binds to its model (the tree keeps it), feeds and
   * finishes (the first solution's path chosen).  Min-conflicts and best
   * search no tree: they leave it unbound. */
  QdSearchTree *tree;
  /* best: its lanes' threads N (0 or 1: one).  The colouring and the counts
   * depend on the seed and N only (qd-mapcolor-lanes.c). */
  guint threads;
  /* Tests: run the N lanes on this many OS threads (0: N). */
  guint os_threads;
} QdMapcolorSolveOptions;

typedef struct {
  QdMapcolorStatus status;
  gint *colors;               /* n_regions entries, -1 uncoloured; the colouring when solved */
  guint64 assignments;        /* variable assignments attempted */
  guint64 checks;
  guint64 backtracks;
  guint64 restarts;           /* runs begun again (with options.restarts) */
  gint64 time_us;
} QdMapcolorSolution;

void           qd_mapcolor_solve_options_init (QdMapcolorSolveOptions *options);
/* The cap a run of these options has on a map of n regions: the one given,
 * else the algorithm's default; 0 for none (best). */
guint64        qd_mapcolor_max_assignments    (const QdMapcolorSolveOptions *options, guint n_regions);
QdMapcolorSolution *qd_mapcolor_solve              (const QdMap *map, const QdMapcolorSolveOptions *options);
void           qd_mapcolor_solution_free      (QdMapcolorSolution *solution);
/* TRUE when every region is coloured and no two neighbours share a colour. */
gboolean       qd_map_colouring_valid    (const QdMap *map, const gint *colors, guint n_colors);

/* The colouring problem as DIMACS CNF: variable (r * K + c + 1) is "region r
 * has colour c"; at-least-one and at-most-one clauses per region, one clause
 * per edge and colour. */
char          *qd_map_to_dimacs          (const QdMap *map, guint colors);
/* The colouring problem on the CSP engine: a variable per region named as
 * the region, colours red, green… (qd_map_color_name), a not-equal
 * constraint per border.  With `trim`, the domains stop at the largest
 * degree + 1 colours (a solver's model); without, K colours (the problem as
 * it is written out). */
QdCsp         *qd_mapcolor_csp_new       (const QdMap *map, guint colors, gboolean trim);
/* The colouring problem as Quandary's `.csp` text (src/problems/csp/
 * qd-csp-write.h), after a comment naming `source` (nullable) and K. */
char          *qd_mapcolor_csp_text      (const QdMap *map, guint colors, const char *source, GError **error);

const char    *qd_mapcolor_algorithm_to_string   (QdMapcolorAlgorithm algorithm);  /* "backtracking", "fc", … "best", "sat" */
const char    *qd_mapcolor_algorithm_title       (QdMapcolorAlgorithm algorithm);  /* "Strongest: …" for people */
const char    *qd_mapcolor_algorithm_label       (QdMapcolorAlgorithm algorithm);  /* "Forward checking": menus, legends */
gboolean       qd_mapcolor_algorithm_from_string (const char *text, QdMapcolorAlgorithm *algorithm);
const char    *qd_mapcolor_status_to_string      (QdMapcolorStatus status);
/* An algorithm with its option of restarts, as the experiment compares
 * them: "fc" and "fc+restarts" (restarts only for backtracking, fc, mac). */
typedef struct {
  QdMapcolorAlgorithm algorithm;
  gboolean restarts;
} QdMapcolorVariant;

const char    *qd_mapcolor_variant_to_string   (QdMapcolorVariant variant);  /* "fc+restarts" */
const char    *qd_mapcolor_variant_label       (QdMapcolorVariant variant);  /* "Forward checking + restarts" */
gboolean       qd_mapcolor_variant_from_string (const char *text, QdMapcolorVariant *variant);
gboolean       qd_mapcolor_variant_equal       (QdMapcolorVariant a, QdMapcolorVariant b);
/* Whether the algorithm takes the restarts option. */
gboolean       qd_mapcolor_algorithm_restarts  (QdMapcolorAlgorithm algorithm);

/* Colour names for output: red, green, blue, yellow, then color5, color6, … */
const char    *qd_map_color_name            (guint color);
/* The names of the first 64 colours, NULL-terminated (for drawings). */
const char *const *qd_map_color_names        (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorSolution, qd_mapcolor_solution_free)

G_END_DECLS
